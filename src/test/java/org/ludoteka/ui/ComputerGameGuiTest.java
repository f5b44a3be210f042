package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.Side;
import org.ludoteka.games.loa.LoaGame;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;

/** A game against the computer, set up through the New game dialog and played with the mouse. */
class ComputerGameGuiTest extends WindowTest {

    @BeforeEach
    void openTheBoard() {
        open();
        chooseLinesOfAction();
    }

    private void newGameAgainstTheComputer(int opponentIndex) {
        window.menuItem("newGameItem").click();
        DialogFixture dialog = window.dialog("newGameDialog");
        dialog.comboBox("opponentCombo").selectItem(opponentIndex);
        dialog.comboBox("strengthCombo").selectItem("Easy");
        dialog.button("newGameOkButton").click();
    }

    private void waitForTheComputer() {
        waitUntil("the computer has answered", () -> !loaPanel().session().computerThinking());
    }

    /** Plays the first legal move of the position, by two clicks on the board. */
    private void playSomeLegalMove() {
        LoaPosition now = position();
        List<LoaMove> legal = LoaGame.INSTANCE.rules(Map.of()).legalMoves(now);
        LoaMove move = legal.get(0);
        clickMove(LoaNotation.squareName(move.from()), LoaNotation.squareName(move.to()));
    }

    @Test
    void theComputerAnswersEveryMoveAndItsRepliesAreListed() {
        newGameAgainstTheComputer(1); // the computer plays White

        for (int round = 1; round <= 3; round++) {
            playSomeLegalMove();
            waitForTheComputer();
            int rounds = round;
            waitUntil("the reply is listed", () -> loaPanel().saved().moves().size() == 2 * rounds);
        }

        List<String> rows = List.of(window.list("loaMoveList").contents());
        assertThat(rows).hasSize(6);
        assertThat(rows).allMatch(row -> row.matches("\\d\\. (Black|White): [a-h][1-8][-x][a-h][1-8]"));
        window.label("loaVerdictLabel").requireText(Pattern.compile("The computer played [a-h][1-8][-x][a-h][1-8]"));
        window.label("loaTurnLabel").requireText("Black to move");
    }

    @Test
    void whoPlaysWhomIsShownBesideTheBoardAndEachRuleIsExplainedInTheDialog() {
        window.label("loaGameLabel").requireText("Black and White: two people at this screen");

        window.menuItem("newGameItem").click();
        DialogFixture dialog = window.dialog("newGameDialog");
        dialog.comboBox("simultaneousCombo").requireToolTip(Pattern.compile("A move that joins both sides into one group each"
                + " at the same time: a draw .*"));
        dialog.comboBox("opponentCombo").selectItem(1);
        dialog.comboBox("strengthCombo").selectItem("Hard");
        dialog.button("newGameOkButton").click();

        window.label("loaGameLabel").requireText("Black: you · White: the computer (hard level)");

        window.menuItem("languageFrItem").click();

        window.label("loaGameLabel").requireText("Noir\u00a0: vous · Blanc\u00a0: l’ordinateur (fort)");
    }

    @Test
    void whenTheComputerHasBlackItOpensTheGame() {
        newGameAgainstTheComputer(2); // the computer plays Black

        waitForTheComputer();
        waitUntil("the computer has moved", () -> loaPanel().session().position().toMove() == Side.WHITE);

        window.list("loaMoveList").requireItemCount(1);
        window.label("loaTurnLabel").requireText("White to move");
    }

    @Test
    void undoAgainstTheComputerGoesBackToThePersonsTurn() {
        newGameAgainstTheComputer(1);
        clickMove("c1", "c3");
        waitForTheComputer();
        waitUntil("the reply is in", () -> loaPanel().session().position().toMove() == Side.BLACK);

        window.button("loaUndoButton").click();

        assertThat(position()).isEqualTo(LoaPosition.START);
        window.list("loaMoveList").requireNoSelection();
        assertThat(GuiActionRunner.execute(() -> loaPanel().session().computerThinking())).isFalse();
    }
}
