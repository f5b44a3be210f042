package org.ludoteka.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A lesson step's arrows ({@code show: {arrows: [from-to]}}, drawn on the board like the teacher's
 * own) are checked by {@code verify} in every game's notation: a good one passes, and an arrow with
 * an end off the board or without its dash is told with the file and the arrow's own line (9), not its
 * step's (8).
 */
class LessonArrowsVerifyTest {
    @TempDir
    Path folder;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    private int verify(Path file) {
        return new CommandLine(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)).run(new String[] {"verify", file.toString()});
    }

    private Path lesson(String game, String options, String arrow) throws IOException {
        Path file = folder.resolve(game + ".yaml");
        Files.writeString(file, """
                id: arrows
                game: %s
                options: {%s}
                title: {en: Arrows, cs: Šipky, fr: Flèches}
                position: start
                steps:
                  - say: {en: "Look.", cs: "Podívejte se.", fr: "Regardez."}
                  - say: {en: "There.", cs: "Tam.", fr: "Là."}
                    show: {arrows: [%s]}
                """.formatted(game, options, arrow));
        return file;
    }

    @ParameterizedTest(name = "{0}: {2} good, {3} and {4} bad")
    @CsvSource(delimiter = '|', textBlock = """
            loa   |                | b1-b3  | b1-b9  | b1b3
            tamsk |                | a1-b1  | a1-a9  | a1
            gipf  |                | b2-e5  | b2-j5  | b2-e5-h5
            tayu  | players: "2"   | j10-j14 | j10-t10 | j10 j14
            """)
    void aGoodArrowPassesAndABadOneIsToldWithFileAndLine(String game, String options, String good, String offBoard, String unjoined)
            throws IOException {
        String optionText = options == null ? "" : options;
        assertThat(verify(lesson(game, optionText, good))).as(good).isZero();

        for (String bad : new String[] {offBoard, unjoined}) {
            out.reset();
            Path file = lesson(game, optionText, bad);
            assertThat(verify(file)).as(bad).isEqualTo(1);
            assertThat(out.toString(StandardCharsets.UTF_8).strip())
                    .isEqualTo(file + ":9: the arrow '" + bad + "' must join two places of the board, written like c1-c3");
        }
    }
}
