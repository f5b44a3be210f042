package org.ludoteka.ui;

import org.ludoteka.ui.loa.LoaBoardView;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Pattern;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.ludoteka.games.loa.LoaNotation;

/** Positions pasted as text or set up on the board; a bad one is explained and loses nothing. */
class PositionSetUpGuiTest extends WindowTest {

    @BeforeEach
    void openTheBoard() {
        open();
        chooseLinesOfAction();
    }

    /** Opens the Paste position dialog, types {@code text} and accepts it; the dialog may stay open. */
    private DialogFixture paste(String text) {
        window.menuItem("pastePositionItem").click();
        DialogFixture dialog = window.dialog("pastePositionDialog");
        dialog.textBox("positionField").setText(text);
        dialog.button("pastePositionOkButton").click();
        return dialog;
    }

    @Test
    void aBadPastedPositionIsExplainedAndTheGameIsKept() {
        clickMove("c1", "c3");

        DialogFixture dialog = paste("1bbbbbb1/w6w/w6w b");

        dialog.label("positionErrorLabel").requireText(
                "Not a Lines of Action position: \"1bbbbbb1/w6w/w6w b\": it has 3 ranks instead of 8.");
        dialog.textBox("positionField").requireText("1bbbbbb1/w6w/w6w b");
        dialog.button("pastePositionCancelButton").click();

        assertThat(window.list("loaMoveList").contents()).containsExactly("1. Black: c1-c3");
    }

    @Test
    void aGoodPastedPositionStartsANewGameAfterAsking() {
        clickMove("c1", "c3");

        paste("8/8/3b4/8/2w5/8/8/b6w w");
        window.optionPane().buttonWithText("Abandon the game").click();

        assertThat(LoaNotation.INSTANCE.format(position())).isEqualTo("8/8/3b4/8/2w5/8/8/b6w w");
        window.list("loaMoveList").requireItemCount(0);
        window.label("loaTurnLabel").requireText("White to move");
    }

    @Test
    void aPositionSetUpOnTheBoardIsPlayedFrom() {
        window.button("editPositionButton").click();
        window.robot().click(board(), centreOf("a1")); // empty -> black
        window.robot().click(board(), centreOf("b1")); // black -> white
        window.robot().click(board(), centreOf("c1")); // black -> white
        window.robot().click(board(), centreOf("c1")); // white -> empty
        window.robot().click(board(), centreOf("a2")); // white -> empty, so White keeps 12 pieces
        window.comboBox("editSideCombo").selectItem("White");
        window.button("playFromHereButton").click();

        assertThat(LoaNotation.INSTANCE.format(position())).isEqualTo("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/7w/bw1bbbb1 w");
        window.button("editPositionButton").requireEnabled();
    }

    @Test
    void aPositionThatCannotBePlayedIsExplainedOnTheBoard() {
        window.button("editPositionButton").click();
        for (String square : new String[] {"a2", "a3", "a4", "a5", "a6", "a7", "h2", "h3", "h4", "h5", "h6", "h7"}) {
            window.robot().click(board(), centreOf(square)); // white -> empty
        }
        window.button("playFromHereButton").click();

        window.label("loaVerdictLabel").requireText("This position cannot be played");
        window.label("loaReasonLabel").requireText(Pattern.compile(".*White has 0 pieces, and each side needs from 1 to 12\\."));
        window.button("cancelEditButton").click();
        assertThat(LoaNotation.INSTANCE.format(position())).isEqualTo("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b");
    }

    @Test
    void theEndIsAnnouncedOnceTheWinningGroupLitAndTheBoardTakesNoMoreMoves() {
        paste("8/8/8/8/8/8/w7/b1b4w b");

        clickMove("c1", "b2");

        window.label("loaTurnLabel").requireText("Game over: Black wins");
        window.label("loaVerdictLabel").requireText("Legal move: c1-b2");
        assertThat(window.label("loaReasonLabel").text()).endsWith("so the piece moves exactly 1 square.").doesNotContain("wins");
        window.label("loaOutcomeLabel").requireText("Black has joined all its pieces into one group and wins.");
        LoaBoardView board = board();
        assertThat(GuiActionRunner.execute(board::lit)).isEqualTo((1L << LoaNotation.square("a1")) | (1L << LoaNotation.square("b2")));

        window.robot().click(board, centreOf("a1"));
        clickMove("h1", "h2");

        window.label("loaVerdictLabel").requireText("The game is over"); // a click that moves nothing says why
        assertThat(window.list("loaMoveList").contents()).containsExactly("1. Black: c1-b2");
        window.button("loaRematchButton").requireVisible().requireEnabled();
        window.button("loaNewGameButton").requireVisible();

        window.button("loaRematchButton").click();

        assertThat(LoaNotation.INSTANCE.format(position())).isEqualTo("8/8/8/8/8/8/w7/b1b4w b");
        window.label("loaTurnLabel").requireText("Black to move");
        window.label("loaReasonLabel").requireText("");
        assertThat(GuiActionRunner.execute(board::lit)).isZero();
    }

    @Test
    void settingUpShowsNothingOfTheOldGamesResultAndClearAndStartPositionFillTheBoard() {
        paste("8/8/8/8/8/8/w7/b1b4w b");
        clickMove("c1", "b2");
        window.label("loaTurnLabel").requireText("Game over: Black wins");

        window.button("editPositionButton").click();

        window.label("loaTurnLabel").requireText("Setting up a position");
        window.label("loaVerdictLabel").requireText(" ");
        window.label("loaPromptLabel").requireText(Pattern.compile("Click a square to change it: .*"));
        assertThat(showing("loaRematchButton")).isFalse();
        LoaBoardView board = board();
        assertThat(GuiActionRunner.execute(board::lit)).isZero();

        window.button("clearBoardButton").click();
        window.robot().click(board, centreOf("d4")); // empty -> black
        window.robot().click(board, centreOf("e5")); // empty -> black
        window.robot().click(board, centreOf("e5")); // black -> white
        window.comboBox("editSideCombo").selectItem("Black");
        window.button("playFromHereButton").click();

        assertThat(LoaNotation.INSTANCE.format(position())).isEqualTo("8/8/8/4w3/3b4/8/8/8 b");

        window.button("editPositionButton").click();
        window.button("startPositionButton").click();
        window.comboBox("editSideCombo").selectItem("White");
        window.button("playFromHereButton").click();

        assertThat(LoaNotation.INSTANCE.format(position())).isEqualTo("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 w");
    }
}
