package org.ludoteka.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteka.homework.HomeworkFiles;
import org.ludoteka.homework.HomeworkResults;
import org.ludoteka.homework.PuzzleResult;

/** {@code class-results FILE...} (issue 24): the window's table of pupils × puzzles on the terminal, a damaged file told and skipped. */
class ClassResultsCommandTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @TempDir
    Path folder;

    @Test
    void printsPupilsByPuzzlesAndTellsTheDamagedFileWithItsLine() throws IOException {
        Path anna = write("anna.yaml", HomeworkFiles.write(new HomeworkResults("Week 1", "Anna", List.of(
                new PuzzleResult("loa-1", "loa", true, 1, 0, 42), new PuzzleResult("gipf-2", "gipf", false, 2, 1, 65)))));
        Path ben = write("ben.yaml", HomeworkFiles.write(new HomeworkResults("Week 1", "Ben", List.of(
                new PuzzleResult("loa-1", "loa", false, 0, 0, 0), new PuzzleResult("gipf-2", "gipf", true, 3, 0, 30)))));
        Path broken = write("broken.yaml", "results: \"Week 1\"\npupil: \"Cyril\"\npuzzles: [\n");

        assertThat(run("class-results", anna.toString(), ben.toString())).isEqualTo(CommandLine.OK);
        assertThat(out()).isEqualTo("""
                Pupil  loa-1         gipf-2        Solved
                Anna   yes 1 0 0:42  no 2 1 1:05   1/2
                Ben                  yes 3 0 0:30  1/2
                Each cell: solved (yes or no), tries, hints, time (minutes:seconds); an empty cell: not tried.
                """);
        out.reset();

        assertThat(run("class-results", anna.toString(), broken.toString(), ben.toString(), "--lang", "cs")).isEqualTo(CommandLine.BAD_INPUT);
        assertThat(out()).contains("Anna ").contains("Ben ").contains("ano 1 0 0:42");
        assertThat(new String(err.toByteArray(), StandardCharsets.UTF_8)).startsWith("broken.yaml, řádek 4: ");
    }

    @Test
    void needsAtLeastOneFileAndIsInTheHelpWithin80Columns() {
        assertThat(run("class-results")).isEqualTo(CommandLine.BAD_INPUT);
        for (String language : List.of("en", "cs", "fr")) {
            out.reset();
            run("--help", "--lang", language);
            assertThat(out()).contains("  class-results FILE...");
            assertThat(out().lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(Usage.WIDTH));
        }
    }

    private int run(String... args) {
        return new CommandLine(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)).run(args);
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private Path write(String name, String text) throws IOException {
        Path file = folder.resolve(name);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }
}
