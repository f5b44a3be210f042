package org.ludoteka.ui;

import java.awt.Point;
import javax.swing.JLabel;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.ui.loa.LoaBoardView;
import org.ludoteka.ui.puzzle.PuzzlesPanel;

/**
 * Window tests of the puzzle trainer (its own puzzles, homework, a class question, the learner's
 * own): the puzzle shown, the trainer's answer, and a Lines of Action move dragged on its board.
 */
abstract class TrainerWindowTest extends WindowTest {

    /** The puzzle the trainer shows, once everything waiting on the event thread is done. */
    Puzzle puzzle() {
        window.robot().waitForIdle();
        PuzzlesPanel panel = window.robot().finder().findByName(window.target(), "puzzlesPanel", PuzzlesPanel.class);
        return GuiActionRunner.execute(() -> panel.puzzle().orElseThrow());
    }

    JLabel feedback() {
        return window.label("puzzleFeedback").target();
    }

    /** The trainer's board, not a game's. */
    @Override
    LoaBoardView board() {
        return window.robot().finder().findByName(window.target(), "lessonBoard", LoaBoardView.class);
    }

    /** A move dragged on the trainer's board, from its first square to its last; then the trainer's answer is awaited. */
    void drag(String move) {
        String[] squares = move.split("[-x]");
        String before = GuiActionRunner.execute(feedback()::getText);
        Robot robot = window.robot();
        Point start = centreOf(board(), squares[0]);
        Point end = centreOf(board(), squares[1]);
        robot.pressMouse(board(), start, MouseButton.LEFT_BUTTON);
        robot.moveMouse(board(), new Point((start.x + end.x) / 2, (start.y + end.y) / 2));
        robot.moveMouse(board(), end);
        robot.releaseMouse(MouseButton.LEFT_BUTTON);
        waitUntil("the trainer answers " + move, () -> !feedback().getText().equals(before));
    }
}
