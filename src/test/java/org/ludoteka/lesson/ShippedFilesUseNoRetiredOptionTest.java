package org.ludoteka.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.RetiredOption;
import org.ludoteka.games.Games;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleFile;
import org.ludoteka.puzzle.PuzzleLibrary;

/**
 * Issue #18: the GIPF option {@code power=next-turn} is gone (rules.md P-9). No shipped lesson or puzzle may still
 * name it, or any other retired option: they would teach a rule the engine no longer plays.
 */
class ShippedFilesUseNoRetiredOptionTest {

    @Test
    void noLessonOrPuzzleFileMentionsTheNextTurnTiming() throws IOException {
        for (String folder : List.of("lessons", "puzzles")) {
            try (Stream<Path> files = Files.walk(Path.of(folder))) {
                for (Path file : files.filter(Files::isRegularFile).toList()) {
                    assertThat(Files.readString(file, StandardCharsets.UTF_8)).as(file.toString()).doesNotContain("next-turn");
                }
            }
        }
    }

    @Test
    void noShippedLessonOrPuzzleChoosesARetiredOption() {
        for (LessonFile file : LessonLibrary.shipped()) {
            Lesson lesson = file.lesson().orElseThrow();
            assertThat(lesson.options().keySet()).as(file.file()).noneMatch(retired(lesson.game())::contains);
        }
        for (PuzzleFile file : PuzzleLibrary.shipped()) {
            for (Puzzle puzzle : file.puzzles()) {
                assertThat(puzzle.options().keySet()).as(puzzle.id()).noneMatch(retired(puzzle.game())::contains);
            }
        }
    }

    private static List<String> retired(String game) {
        return Games.byId(game).flatMap(Games.Entry::engine).map(engine -> engine.retiredOptions().stream().map(RetiredOption::name).toList())
                .orElse(List.of());
    }

    @Test
    void gipfHasRetiredThePowerOption() {
        assertThat(retired("gipf")).containsExactly("power");
        assertThat(Games.byId("gipf").flatMap(Games.Entry::engine).orElseThrow().retiredNotices(Map.of("power", "next-turn"))).hasSize(1);
    }
}
