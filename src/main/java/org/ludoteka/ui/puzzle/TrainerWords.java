package org.ludoteka.ui.puzzle;

import org.ludoteka.puzzle.Acceptance;
import org.ludoteka.puzzle.Goal;
import org.ludoteka.puzzle.PuzzleRun;
import org.ludoteka.ui.Localizer;

/** Sentences the trainer adds to a puzzle's goal. */
final class TrainerWords {
    private TrainerWords() {
    }

    /** Which moves a "win in N" puzzle accepts, after its goal (with a space before it); nothing for other goals. */
    static String rule(Localizer localizer, PuzzleRun<?> run) {
        if (!(run.puzzle().goal() instanceof Goal.WinIn)) {
            return "";
        }
        return " " + localizer.text(run.acceptance() == Acceptance.SHORTEST_WIN ? "window.puzzles.rule.shortest" : "window.puzzles.rule.any");
    }
}
