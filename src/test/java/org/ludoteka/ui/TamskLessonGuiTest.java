package org.ludoteka.ui;

import java.awt.Point;
import java.awt.event.KeyEvent;
import java.util.regex.Pattern;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/** A Tamsk lesson on the Tamsk board: its marks, its questions answered by dragging, and a move it plays out. */
class TamskLessonGuiTest extends WindowTest {

    private TamskBoardView lessonBoard() {
        return window.robot().finder().findByName(window.target(), "lessonBoard", TamskBoardView.class);
    }

    /** Drags the hourglass on {@code from} to {@code to}, with Shift held when {@code withRing}: the ring drops with the move. */
    private void drag(String from, String to, boolean withRing) {
        TamskBoardView board = lessonBoard();
        Point start = GuiActionRunner.execute(() -> board.cellCentre(from));
        Point end = GuiActionRunner.execute(() -> board.cellCentre(to));
        Robot robot = window.robot();
        if (withRing) {
            robot.pressKey(KeyEvent.VK_SHIFT);
        }
        robot.pressMouse(board, start, MouseButton.LEFT_BUTTON);
        robot.moveMouse(board, new Point((start.x + end.x) / 2, (start.y + end.y) / 2));
        robot.moveMouse(board, end);
        robot.releaseMouse(MouseButton.LEFT_BUTTON);
        if (withRing) {
            robot.releaseKey(KeyEvent.VK_SHIFT);
        }
        robot.waitForIdle();
    }

    @Test
    void aRingDroppedWithTheMoveAnswersTheQuestionAndAMoveWithoutItDoesNot() {
        open();
        window.button("lessonsButton").click();
        window.list("lessonList").clickItem(Pattern.compile("○ 3\\. Dropping a ring"));
        window.button("openLessonButton").click();
        window.pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        window.label("stepCounterLabel").requireText(Pattern.compile("Step 2 of \\d+"));
        window.label("lessonVerdictLabel").requireText("Your turn.");
        window.label("hintLabel").requireText(
                "Drag the hourglass to its cell. To drop its ring with the move, hold Shift as you let go.");

        drag("a1", "b2", false);

        window.label("lessonVerdictLabel").requireText("Try again.");
        window.label("lessonFeedbackLabel").requireText(Pattern.compile("The move a1-b2 is legal, but it is not the one asked for\\..*"));

        drag("a1", "b2", true);

        window.label("lessonVerdictLabel").requireText("Well done!");
    }
}
