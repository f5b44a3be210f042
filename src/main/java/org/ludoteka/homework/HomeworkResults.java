package org.ludoteka.homework;

import java.util.List;

/** One pupil's results for one set, as the small file handed back: the set's title, the pupil's name, each puzzle's result. */
public record HomeworkResults(String title, String pupil, List<PuzzleResult> puzzles) {
    /** The longest name a pupil may type: a name, not a letter. */
    public static final int MAX_NAME = 60;

    public HomeworkResults {
        puzzles = List.copyOf(puzzles);
    }

    public long solved() {
        return puzzles.stream().filter(PuzzleResult::solved).count();
    }
}
