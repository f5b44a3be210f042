package org.ludoteka.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The tests' own puzzles are proven as the shipped ones are: a fixture that no longer holds would make its tests lie. */
class FixturePuzzlesTest {
    @Test
    void everyFixturePuzzleIsProven() {
        List<PuzzleFile> files = PuzzleLibrary.folder(FixturePuzzles.FILE);
        assertThat(files.stream().mapToInt(file -> file.puzzles().size()).sum()).isEqualTo(5);
        assertThat(PuzzleLibrary.verify(files)).isEmpty();
    }
}
