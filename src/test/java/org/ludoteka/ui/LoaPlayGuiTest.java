package org.ludoteka.ui;

import java.util.regex.Pattern;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;

/** Playing Lines of Action with the mouse, and hearing why a move is illegal, in two languages. */
class LoaPlayGuiTest extends WindowTest {

    @BeforeEach
    void openTheBoard() {
        open();
        chooseLinesOfAction();
    }

    @Test
    void aLegalMoveByClickClickIsPlayedAndListed() {
        window.label("loaTurnLabel").requireText("Black to move");

        clickMove("c1", "c3");

        window.list("loaMoveList").requireItemCount(1);
        assertThat(window.list("loaMoveList").contents()).containsExactly("1. Black: c1-c3");
        window.label("loaTurnLabel").requireText("White to move");
        window.label("loaVerdictLabel").requireText("Legal move: c1-c3");
        assertThat(LoaNotation.INSTANCE.format(position())).isEqualTo("1bbbbbb1/w6w/w6w/w6w/w6w/w1b4w/w6w/1b1bbbb1 w");
    }

    @Test
    void anIllegalTryIsExplainedAndTheExplanationFollowsTheLanguage() {
        clickMove("c1", "c2");

        window.label("loaVerdictLabel").requireText("Illegal move: c1-c2");
        window.label("loaReasonLabel").requireText(
                "There are 2 pieces on the c-file, so the piece must move exactly 2 squares; it tried to move 1 square.");
        assertThat(position()).isEqualTo(LoaPosition.START);
        window.list("loaMoveList").requireItemCount(0);

        window.menuItem("languageCsItem").click();

        window.label("loaVerdictLabel").requireText("Nepovolený tah: c1-c2");
        window.label("loaReasonLabel").requireText(
                "Kámen musí táhnout přesně o\u00a02 pole, protože ve sloupci c stojí 2 kameny; pokusil se táhnout o\u00a01 pole.");
        window.label("loaTurnLabel").requireText("Na tahu je Černý");
        window.button("loaUndoButton").requireText("Zpět");
        assertThat(window.target().getTitle()).isEqualTo("Ludoteka — Lines of Action");
        assertThat(home().loadSettings().value().language().code()).isEqualTo("cs");
    }

    @Test
    void undoTakesTheMoveBackAndRedoPlaysItAgain() {
        clickMove("c1", "c3");
        LoaPosition afterMove = position();

        window.button("loaUndoButton").click();

        assertThat(position()).isEqualTo(LoaPosition.START);
        window.list("loaMoveList").requireItemCount(1).requireNoSelection(); // the move stays listed, to go back to
        window.button("loaUndoButton").requireDisabled();

        window.button("loaRedoButton").click();

        assertThat(position()).isEqualTo(afterMove);
        window.list("loaMoveList").requireItemCount(1).requireSelection(0);
    }

    /** The move list is a way back in time: a click on a turn shows the position after it with its verdict; the game goes on from its end. */
    @Test
    void aClickOnTheMoveListShowsThePositionAfterThatTurn() {
        clickMove("c1", "c3");
        clickMove("h2", "f2");
        LoaPosition afterBoth = position();

        window.list("loaMoveList").clickItem(0);

        assertThat(position().toMove()).isEqualTo(org.ludoteka.core.Side.WHITE);
        window.label("loaVerdictLabel").requireText(java.util.regex.Pattern.compile(".*c1-c3.*"));
        window.list("loaMoveList").requireItemCount(2).requireSelection(0);
        window.list("loaMoveList").pressAndReleaseKeys(java.awt.event.KeyEvent.VK_RIGHT);
        assertThat(position()).isEqualTo(afterBoth);
    }

    @Test
    void aMoveCanBeDraggedAndAnIllegalDropIsExplained() {
        dragMove("d1", "d3");

        assertThat(window.list("loaMoveList").contents()).containsExactly("1. Black: d1-d3");

        dragMove("a2", "a3");

        window.label("loaVerdictLabel").requireText("Illegal move: a2-a3");
        window.label("loaReasonLabel").requireText(
                "There are 6 pieces on the a-file, so the piece must move exactly 6 squares; it tried to move 1 square.");
        assertThat(window.list("loaMoveList").contents()).containsExactly("1. Black: d1-d3");
    }

    @Test
    void aClickOnAnEmptySquareOrAnOpponentsPieceIsNoMoveAndIsNotCalledIllegal() {
        window.robot().click(board(), centreOf("a2"));

        window.label("loaVerdictLabel").requireText("Choose one of your pieces (Black)");
        window.label("loaReasonLabel").requireText("");

        window.robot().click(board(), centreOf("d4"));

        window.label("loaVerdictLabel").requireText("Choose one of your pieces (Black)");
        window.list("loaMoveList").requireItemCount(0);

        clickMove("c1", "c3");
        window.label("loaVerdictLabel").requireText("Legal move: c1-c3");
    }

    @Test
    void aGameLeftForAnotherIsKeptWithoutAsking() {
        clickMove("c1", "c3");

        window.list("gameList").clickItem("Ta Yü");

        window.label("tayuTurnLabel").requireText(Pattern.compile("(North–South|West–East) draws a tile"));

        window.list("gameList").clickItem("Lines of Action");

        assertThat(window.list("loaMoveList").contents()).containsExactly("1. Black: c1-c3");
        window.label("loaTurnLabel").requireText("White to move");
    }
}
