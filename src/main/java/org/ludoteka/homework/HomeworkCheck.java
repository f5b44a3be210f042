package org.ludoteka.homework;

import java.util.Optional;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleCheck;
import org.ludoteka.puzzle.PuzzleProblem;

/**
 * Proves every puzzle of a set as {@code verify} proves the shipped ones, before a pupil meets it: a set from another
 * machine may have been edited by hand, and the trainer plays a puzzle's line and gives its key as a hint, so a puzzle
 * that is not right is refused with its line rather than set. Takes the solvers: call it off the event thread.
 */
public final class HomeworkCheck {

    private HomeworkCheck() {
    }

    /** The first problem of the set's puzzles, in file order; empty when every puzzle is proven. */
    public static Optional<HomeworkProblem> problem(HomeworkSet set) {
        for (Puzzle puzzle : set.puzzles()) {
            for (PuzzleProblem problem : PuzzleCheck.problems(puzzle)) {
                return Optional.of(new HomeworkProblem(problem.file(), problem.line(), problem.problem()));
            }
        }
        return Optional.empty();
    }
}
