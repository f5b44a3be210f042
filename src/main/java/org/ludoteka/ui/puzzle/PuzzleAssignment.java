package org.ludoteka.ui.puzzle;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import javax.swing.JComponent;
import org.ludoteka.puzzle.Puzzle;

/**
 * Puzzles set from outside the trainer's own choices — homework —: the trainer sets them on its boards and judges the
 * answers as ever, but tells every verdict to the assignment instead of moving the learner's rating, and shows the
 * assignment's own part of the side column in place of the game, the choice, the rating and the history.
 */
public interface PuzzleAssignment {
    List<Puzzle> puzzles();

    /** The assignment's part of the trainer's side column. */
    JComponent side();

    /** The assignment is under way in the trainer; {@code open} sets one of its puzzles there (a click in its list). */
    void started(Consumer<Puzzle> open);

    /** {@code puzzle} is on the board now. */
    void opened(Puzzle puzzle);

    /**
     * A verdict on {@code puzzle}: a wrong answer ({@code solved} false), the solve, or the hints' last rung showing the
     * answer ({@code answerShown}); {@code hints} is the number taken on it so far.
     */
    void judged(Puzzle puzzle, boolean solved, int hints, boolean answerShown);

    /** The puzzle Next puzzle sets after {@code current}. */
    Optional<Puzzle> after(Optional<Puzzle> current);
}
