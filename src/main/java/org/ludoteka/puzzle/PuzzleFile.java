package org.ludoteka.puzzle;

import java.util.List;

/** A puzzle file as read: its puzzles, or the problem that keeps it from being read. */
public record PuzzleFile(String file, List<Puzzle> puzzles, List<PuzzleProblem> problems) {
    public PuzzleFile {
        puzzles = List.copyOf(puzzles);
        problems = List.copyOf(problems);
    }

    static PuzzleFile broken(PuzzleProblem problem) {
        return new PuzzleFile(problem.file(), List.of(), List.of(problem));
    }
}
