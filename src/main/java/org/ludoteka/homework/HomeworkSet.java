package org.ludoteka.homework;

import java.util.List;
import org.ludoteka.puzzle.Puzzle;

/** A named set of puzzles the teacher hands out: the puzzles themselves travel inside it, so the file is all a pupil needs. */
public record HomeworkSet(String title, List<Puzzle> puzzles) {
    /** The most puzzles one set may hold: a week's homework is a handful, and each is proven when the pupil opens it. */
    public static final int MAX_PUZZLES = 40;
    /** The longest title: it is shown above the puzzles and in every results file. */
    public static final int MAX_TITLE = 80;

    public HomeworkSet {
        title = title.strip();
        puzzles = List.copyOf(puzzles);
    }
}
