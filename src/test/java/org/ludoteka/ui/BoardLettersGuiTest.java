package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.KeyboardFocusManager;
import java.awt.Point;
import java.awt.event.KeyEvent;
import java.util.Optional;
import java.util.regex.Pattern;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.ludoteka.games.tayu.TayuNotation;
import org.ludoteka.ui.puzzle.PuzzlesPanel;
import org.ludoteka.ui.tayu.TayuBoardView;

/**
 * A board's own keys reach it from anywhere on the lesson screen and the puzzle trainer: after a
 * button pressed with the mouse (Hint) has taken the keys, Ta Yü's R still turns the tile taken up,
 * with no click on the board first (issue 20: "R after Hint"). The letters are bound on the screen,
 * not on the board, and the board showing takes them.
 */
class BoardLettersGuiTest extends WindowTest {

    private TayuBoardView lessonBoard() {
        return window.robot().finder().findByName(window.target(), "lessonBoard", TayuBoardView.class);
    }

    @Test
    void onTheLessonScreenRTurnsTheTileAfterHintWasPressedWithTheMouse() {
        open();
        showLessons();
        window.list("lessonList").clickItem(Pattern.compile("○ 3\\. Continuing a channel"));
        window.button("openLessonButton").click();
        while (!GuiActionRunner.execute(() -> window.label("stepCounterLabel").target().getText()).equals("Step 8 of 12")) {
            window.button("nextStepButton").click();
        }
        TayuBoardView board = lessonBoard();
        window.robot().click(board, GuiActionRunner.execute(() -> board.heldCentre(0))); // the tile taken up

        window.button("hintButton").requireEnabled().click();
        assertKeysNotOn(board);
        window.robot().pressAndReleaseKeys(KeyEvent.VK_R);

        Point upright = GuiActionRunner.execute(() -> board.squareCentre("j12"));
        window.robot().moveMouse(board, upright);
        waitUntil("the tile turned by R lies upright and fits", () -> board.currentPreview()
                .equals(Optional.of(new TayuBoardView.Preview(true, "j11v167 fits here: it continues 2 channels."))));
    }

    @Test
    void inThePuzzleTrainerRTurnsTheTileAfterHintWasPressedWithTheMouse() {
        open();
        window.menuItem("showPuzzlesItem").click();
        window.comboBox("puzzleGame").selectItem("Ta Yü");
        TayuBoardView board = lessonBoard();
        window.robot().waitForIdle();
        PuzzlesPanel panel = window.robot().finder().findByName(window.target(), "puzzlesPanel", PuzzlesPanel.class);
        String answer = GuiActionRunner.execute(() -> panel.puzzle().orElseThrow().solution().get(0));
        String square = TayuBoardView.middleSquare(TayuNotation.parsePlacement(answer)); // open water: the preview names the move
        Point middle = GuiActionRunner.execute(() -> board.squareCentre(square));
        window.robot().moveMouse(board, middle);
        waitUntil("a tile lies over the board", () -> board.currentPreview().isPresent());
        String lying = GuiActionRunner.execute(() -> board.currentPreview().orElseThrow().sentence());

        window.button("puzzleHint").requireEnabled().click();
        assertKeysNotOn(board);
        window.robot().pressAndReleaseKeys(KeyEvent.VK_R);

        window.robot().moveMouse(board, middle);
        waitUntil("the tile over " + square + " is turned a quarter", () -> board.currentPreview()
                .map(preview -> !preview.sentence().equals(lying)).orElse(false));
        assertThat(lying).as("before R, the tile lay as the answer lays it").startsWith(answer);
    }

    private void assertKeysNotOn(TayuBoardView board) {
        window.robot().waitForIdle();
        assertThat(GuiActionRunner.execute(() -> KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner()))
                .as("a button, not the board, has the keys").isNotSameAs(board).isNotNull();
    }
}
