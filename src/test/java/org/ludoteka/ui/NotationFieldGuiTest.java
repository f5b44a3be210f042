package org.ludoteka.ui;

import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfMove;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.ludoteka.games.gipf.GipfNotation;
import org.ludoteka.games.tamsk.TamskNotation;

/** A move typed in notation beside each board goes through the same rules and explanations as one made with the mouse. */
class NotationFieldGuiTest extends TamskWindowTest {

    private void type(String field, String text) {
        window.textBox(field).click().deleteText().enterText(text).pressAndReleaseKeys(KeyEvent.VK_ENTER);
    }

    @Test
    void aLinesOfActionMoveTypedIsExplainedOrPlayedLikeOneOnTheBoard() {
        open();
        chooseLinesOfAction();

        type("loaMoveField", "c1-c2");
        window.label("loaVerdictLabel").requireText("Illegal move: c1-c2");
        window.label("loaReasonLabel").requireText(
                "There are 2 pieces on the c-file, so the piece must move exactly 2 squares; it tried to move 1 square.");
        window.textBox("loaMoveField").requireText("c1-c2");

        type("loaMoveField", "c1-c3");
        window.label("loaVerdictLabel").requireText("Legal move: c1-c3");
        assertThat(window.list("loaMoveList").contents()).containsExactly("1. Black: c1-c3");
        window.textBox("loaMoveField").requireText("");

        type("loaMoveField", "c1c3");
        window.label("loaVerdictLabel").requireText("'c1c3' cannot be read as a move.");
        assertThat(window.list("loaMoveList").contents()).containsExactly("1. Black: c1-c3");
    }

    @Test
    void aTamskEventTypedIsPlayedWithItsRingAndTimeIsNotTyped() {
        openTamsk();
        newGame(1);

        type("tamskMoveField", "a1-b2+");
        assertThat(GuiActionRunner.execute(() -> TamskNotation.INSTANCE.format(tamskPanel().position())))
                .contains("turn=black", "red=b2,", "rings=b2:1");
        window.textBox("tamskMoveField").requireText("");

        type("tamskMoveField", "+5s");
        window.label("tamskVerdictLabel").requireText("'+5s' cannot be read as a move.");
        window.label("tamskReasonLabel").requireText("Time passes by the clock of the game; it is not typed.");

        type("tamskMoveField", "d1-d3");
        window.label("tamskVerdictLabel").requireText("Illegal move: d1-d3");
        type("tamskMoveField", "ring");
        assertThat(GuiActionRunner.execute(() -> TamskNotation.INSTANCE.format(tamskPanel().position())))
                .as("typing ring in the field is no R pressed for the board").contains("rings=b2:1 ");
    }

    @Test
    void aGipfPushTypedIsPlayedAndAnIllegalOneExplained() {
        open();
        window.list("gameList").clickItem("GIPF");
        @SuppressWarnings("unchecked")
        TurnGameScreen<GipfPosition, GipfMove> panel = window.robot().finder().findByName(window.target(), "gipfPanel", TurnGameScreen.class, false);

        type("gipfMoveField", "e5-e6");
        window.label("gipfVerdictLabel").requireText("Illegal move: e5-e6");

        type("gipfMoveField", "a1-b2");
        window.label("gipfVerdictLabel").requireText("Legal move: a1-b2");
        waitUntil("the push played", () -> GipfNotation.INSTANCE.format(panel.session().position()).contains("turn=black"));
        window.textBox("gipfMoveField").requireText("");
    }
}
