package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Pattern;
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

    private DialogFixture pasteDialog() {
        window.menuItem("pastePositionItem").click();
        return window.dialog("pastePositionDialog");
    }

    @Test
    void aBadPastedPositionIsExplainedAndTheGameIsKept() {
        clickMove("c1", "c3");
        DialogFixture dialog = pasteDialog();

        dialog.textBox("positionField").setText("1bbbbbb1/w6w/w6w b");
        dialog.button("pastePositionOkButton").click();

        dialog.label("positionErrorLabel").requireText(
                "Not a Lines of Action position: \"1bbbbbb1/w6w/w6w b\": it has 3 ranks instead of 8.");
        dialog.textBox("positionField").requireText("1bbbbbb1/w6w/w6w b");
        dialog.button("pastePositionCancelButton").click();

        assertThat(window.list("moveList").contents()).containsExactly("1. c1-c3");
    }

    @Test
    void aGoodPastedPositionStartsANewGameAfterAsking() {
        clickMove("c1", "c3");
        DialogFixture dialog = pasteDialog();

        dialog.textBox("positionField").setText("8/8/3b4/8/2w5/8/8/b6w w");
        dialog.button("pastePositionOkButton").click();
        window.optionPane().buttonWithText("Abandon the game").click();

        assertThat(LoaNotation.INSTANCE.format(position())).isEqualTo("8/8/3b4/8/2w5/8/8/b6w w");
        window.list("moveList").requireItemCount(0);
        window.label("turnLabel").requireText("White to move");
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

        window.label("verdictLabel").requireText("This position cannot be played");
        window.label("reasonLabel").requireText(Pattern.compile(".*White has 0 pieces, and each side needs from 1 to 12\\."));
        window.button("cancelEditButton").click();
        assertThat(LoaNotation.INSTANCE.format(position())).isEqualTo("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b");
    }
}
