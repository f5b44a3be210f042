package org.ludoteka.lesson;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.ludoteka.core.InputError;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.puzzle.Goal;
import org.ludoteka.puzzle.PuzzleGames;

/**
 * A goal the lesson editor offers for a question, before the teacher gives what it needs: a cell (the
 * hourglass a Tamsk block or reach is about), a number (the cells a block leaves at most, the points
 * of a Ta Yü score), or both. Every goal the puzzles state ({@link Goal}) is here, each offered in the
 * games whose puzzles ask it, so that a question may state any of them.
 */
public enum QuestionGoal {
    WIN_IN_1(false, false),
    WIN_IN_2(false, false),
    SAVE(false, false),
    CAPTURE_MOST(false, false),
    USE_POWER(false, false),
    /** GIPF: the turn whose later push changes a row that waits in the interim position (P-10). */
    INTERIM(false, false),
    BEST_PLACEMENT(false, false),
    /** Ta Yü: the mover's score becomes exactly the number. */
    POINTS(false, true),
    /** Tamsk: the opponent's hourglass on the cell can reach the number of cells at most after the move. */
    BLOCK(true, true),
    /** Tamsk: the cells the hourglass on the cell can still reach; places, not moves, so marked rather than accepted. */
    REACH(true, false);

    /** A cell a Tamsk hourglass can stand on, or its opponent's hourglass be walled into, at most: every cell but its own. */
    private static final int MOST_CELLS = TamskBoard.CELLS - 1;

    private final boolean needsCell;
    private final boolean needsNumber;

    QuestionGoal(boolean needsCell, boolean needsNumber) {
        this.needsCell = needsCell;
        this.needsNumber = needsNumber;
    }

    /** The goals a question of game {@code game} may state, in this order. */
    public static List<QuestionGoal> offered(String game) {
        return Arrays.stream(values()).filter(kind -> PuzzleGames.offers(game, kind.goal("a1", 0))).toList();
    }

    public boolean needsCell() {
        return needsCell;
    }

    public boolean needsNumber() {
        return needsNumber;
    }

    /** Whether the goal's answers are cells to mark on the board, not moves for the question to accept. */
    public boolean marksCells() {
        return this == REACH;
    }

    /** The largest number the goal takes (the least is 0): the highest score, or every cell but the hourglass's own. */
    public int most() {
        return this == POINTS ? Goal.MAX_POINTS : needsNumber ? MOST_CELLS : 0;
    }

    /**
     * The goal with the teacher's cell and number, each used only where the goal needs it;
     * {@link InputError} with one sentence for a cell not written as one ({@code d4}) or a number out of range.
     */
    public Goal goal(String cell, int number) {
        String at = cell.strip().toLowerCase(Locale.ROOT);
        if (needsCell && !Goal.REACH.matcher("reach-" + at).matches()) {
            throw new InputError("lesson.goal.noCell");
        }
        if (needsNumber && (number < 0 || number > most())) {
            throw new InputError("lesson.goal.number", number, most());
        }
        return switch (this) {
            case WIN_IN_1 -> new Goal.WinIn(1);
            case WIN_IN_2 -> new Goal.WinIn(2);
            case SAVE -> new Goal.Save();
            case CAPTURE_MOST -> new Goal.CaptureMost();
            case USE_POWER -> new Goal.UsePower();
            case INTERIM -> new Goal.Interim();
            case BEST_PLACEMENT -> new Goal.BestPlacement();
            case POINTS -> new Goal.Points(number);
            case BLOCK -> new Goal.Block(at, number);
            case REACH -> new Goal.Reach(at);
        };
    }
}
