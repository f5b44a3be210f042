package org.ludoteka.puzzle;

import java.nio.file.Path;

/**
 * Puzzles the tests play known games through, kept in the test tree ({@code fixtures/puzzles.yaml})
 * as they were once shipped: the shipped libraries are regenerated now and then, and a test's game
 * must not change with them. {@code FixturePuzzlesTest} proves them as {@code verify} does.
 */
public final class FixturePuzzles {
    public static final Path FILE = Path.of("src/test/resources/fixtures/puzzles.yaml");

    private FixturePuzzles() {
    }

    public static Puzzle byId(String id) {
        return PuzzleLibrary.folder(FILE).stream().flatMap(file -> file.puzzles().stream())
                .filter(puzzle -> puzzle.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no fixture puzzle " + id));
    }
}
