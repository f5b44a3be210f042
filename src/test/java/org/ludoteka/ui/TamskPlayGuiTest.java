package org.ludoteka.ui;

import org.ludoteka.ui.tamsk.TamskPanel;
import static org.assertj.core.api.Assertions.assertThat;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.ludoteka.games.tamsk.TamskBoard;

/** Playing Tamsk with the mouse: moves by dragging, rings, claims, the first-three-turns rule and lost hourglasses. */
class TamskPlayGuiTest extends TamskWindowTest {

    @BeforeEach
    void openTheBoard() {
        openTamsk();
    }

    @Test
    void tamskShowsItsBoardInsteadOfANotice() {
        window.label("tamskTurnLabel").requireText("Red to move");
        window.label("tamskLevelLabel").requireText("Level 1: no time pressure");
        assertThat(boardShowing()).isFalse();
        window.menuItem("undoItem").requireDisabled(); // a Tamsk game runs in real time: no undo
        window.menuItem("pastePositionItem").requireEnabled(); // a position pasted as text, at its own level
        window.menuItem("newGameItem").requireEnabled(); // the Game menu acts on the game shown
    }

    @Test
    void aRingFollowsTheMoveByAClickAndAForgottenOneIsClaimedByItsKey() {
        drag("a1", "b2");
        window.label("tamskVerdictLabel").requireText("Legal move: a1-b2");

        click("b2");

        window.label("tamskVerdictLabel").requireText("Ring dropped");
        assertThat(positionText()).contains("rings=b2:1 holders=31,32");
        window.button("tamskRingButton").requireDisabled();

        drag("d1", "c1");
        window.button("tamskClaimButton").requireEnabled();
        window.pressAndReleaseKeys(java.awt.event.KeyEvent.VK_C);

        window.label("tamskVerdictLabel").requireText("Forgotten ring claimed");
        window.label("tamskReasonLabel").requireText("Red claims the forgotten ring: one of his own rings goes onto c1."
                + " Red drops a ring on c1 (1 of 1); 30 rings are left in the holder. c1 is now full:"
                + " no hourglass may enter it for the rest of the game.");
        assertThat(positionText()).contains("rings=b2:1,c1:1 holders=30,32");
        assertThat(window.list("tamskLogList").contents()).containsExactly(
                "0:00.0  Red: a1-b2", "0:00.0  Red: ring", "0:00.0  Black: d1-c1", "0:00.0  Red: claimed ring");
    }

    @Test
    void theFirstThreeTurnsAreDraggedTheRuleIsExplainedAndAnHourglassRunsOut() {
        newGame(2);
        window.label("tamskLevelLabel").requireText("Level 2: with 3-minute hourglasses");

        drag("a1", "b2");
        advance(1000);
        drag("d1", "c1");
        advance(1000);
        drag("b2", "c3");

        window.label("tamskVerdictLabel").requireText("Illegal move: b2-c3");
        window.label("tamskReasonLabel").requireText("In your first three turns each of your hourglasses must be moved,"
                + " and turned over, once: move one that has not moved yet (g1, d7).");

        drag("g1", "f2");
        advance(1000);
        drag("g4", "f4");
        advance(1000);
        drag("d7", "d6");
        advance(1000);
        drag("a4", "b5");
        advance(1000);

        assertThat(positionText()).isEqualTo("tamsk level=2 turn=red red=b2:174000,f2:176000,d6:178000"
                + " black=c1:175000,f4:177000,b5:179000 rings=- holders=32,32 claim=b5 letgo=1000");
        window.label("tamskRedLabel").requireText("Red: 32 rings in the holder\nb2 2:54, f2 2:56, d6 2:58");
        window.label("tamskWarningLabel").requireText(""); // its line kept, so that nothing below moves when it speaks

        advance(165_000);

        window.label("tamskWarningLabel").requireText("Hurry: the red hourglass on b2 runs out in 9 s!");

        advance(9_000);

        assertThat(positionText()).contains("red=b2:x,f2:2000,d6:4000 black=c1:1000,");
        window.label("tamskVerdictLabel").requireText("Time has run out");
        window.label("tamskReasonLabel").requireText("The hourglass on b2 has run out: it is lost, and it stays on its cell, blocking it.");
        window.label("tamskRedLabel").requireText("Red: 32 rings in the holder\nb2 run out, f2 0:02, d6 0:04");
        TamskPanel panel = tamskPanel();
        assertThat(GuiActionRunner.execute(() -> panel.describe(TamskBoard.cell("b2")))).isEqualTo("b2: rings 0/2; red hourglass, run out: lost");
        String[] log = window.list("tamskLogList").contents();
        assertThat(log).hasSize(7);
        assertThat(log[6]).isEqualTo("3:00.0  b2 has run out");
    }

    @Test
    void aLostHourglassCannotBeTakenAndTheRulesSayWhyInTheChosenLanguage() {
        newGame(2);
        drag("a1", "b2");
        advance(180_000);
        drag("d1", "c1");

        click("b2");

        window.label("tamskVerdictLabel").requireText("Illegal move: b2");
        window.label("tamskReasonLabel").requireText("The hourglass on b2 has run out: it is lost, stays where it is and may never move again.");

        window.menuItem("languageCsItem").click();

        window.label("tamskVerdictLabel").requireText("Nepovolený tah: b2");
        window.label("tamskReasonLabel").requireText(
                "Hodiny na poli b2 doběhly: jsou ztracené, zůstávají na svém poli a\u00a0už nikdy nesmějí táhnout.");
        window.label("tamskTurnLabel").requireText("Na tahu je Červený");
    }

    @Test
    void theFreeStartIsPlacedByClicksAndTheEndIsAnnouncedWithItsReason() {
        newGame(2, true);
        window.label("tamskLevelLabel").requireText("Level 2: with 3-minute hourglasses; free start");

        click("d4");
        click("d4");
        for (String cell : new String[] {"e4", "c3", "e3", "c4", "d5"}) {
            click(cell);
        }

        assertThat(positionText()).isEqualTo("tamsk level=2 turn=red red=d4:180000,c3:180000,c4:180000"
                + " black=e4:180000,e3:180000,d5:180000 rings=d4:1 holders=31,32 claim=d5");
        window.label("tamskBlackLabel").requireText("Black: 32 rings in the holder\ne4 3:00, e3 3:00, d5 3:00");

        advance(180_000);

        window.label("tamskTurnLabel").requireText("Game over: Red wins");
        String sentence = "No hourglass can move any more. Red has 31 rings left and Black has 32: fewer rings win, so Red wins.";
        assertThat(window.label("tamskReasonLabel").text()).endsWith(sentence).containsOnlyOnce(sentence);
        window.button("tamskPauseButton").requireDisabled();
        String[] log = window.list("tamskLogList").contents();
        assertThat(log[log.length - 1]).isEqualTo("3:00.0  Game over");

        String position = positionText();
        click("d4");
        click("d3");
        click("b3");

        assertThat(positionText()).isEqualTo(position);
        assertThat(window.label("tamskReasonLabel").text()).endsWith(sentence);
        window.button("tamskRematchButton").requireVisible().click();

        window.label("tamskLevelLabel").requireText("Level 2: with 3-minute hourglasses; free start");
        window.label("tamskTurnLabel").requireText("Red to move");
        window.list("tamskLogList").requireItemCount(0);
    }

    @Test
    void aClickOnAnEmptyCellOrAnOpponentsHourglassIsNoMoveAndIsNotCalledIllegal() {
        window.label("tamskPlayersLabel").requireText("Red and Black: two people at this screen");

        click("d4");

        window.label("tamskVerdictLabel").requireText("Choose one of your hourglasses (Red)");
        window.label("tamskReasonLabel").requireText("");

        click("d1");

        window.label("tamskVerdictLabel").requireText("Choose one of your hourglasses (Red)");
        window.list("tamskLogList").requireItemCount(0);
    }
}
