package org.ludoteka.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.InputError;
import org.ludoteka.homework.ClassTable;
import org.ludoteka.homework.HomeworkFileError;
import org.ludoteka.homework.HomeworkFiles;
import org.ludoteka.homework.HomeworkResults;
import org.ludoteka.homework.HomeworkSet;
import org.ludoteka.homework.PuzzleResult;
import org.ludoteka.lesson.LessonFile;
import org.ludoteka.lesson.LessonLibrary;
import org.ludoteka.lesson.LessonLoader;
import org.ludoteka.lesson.LessonProblem;
import org.ludoteka.progress.SavedGame;
import org.ludoteka.puzzle.PuzzleFile;
import org.ludoteka.puzzle.PuzzleLoader;
import org.ludoteka.puzzle.PuzzleProblem;

/**
 * The files Ludoteka reads, fuzzed from the shipped ones: a mutated lesson is read and replayed through its engine
 * as {@code verify} does, a mutated puzzle file is read, a mutated saved game is read and replayed; each must give
 * its result or problems with a line inside the file and a sentence in every language (a saved game: an
 * {@link InputError}), and never an exception; so must a mutated homework set or results file (issue 24).
 */
class FileFuzzTest {

    @Test
    void mutatedLessonsAreReadAndReplayedOrGetASentenceWithTheirLine() {
        List<String> seeds = texts(Path.of("lessons"));
        Fuzz.run("lessons", seeds, text -> {
            LessonFile file = LessonLoader.load("fuzz.yaml", new StringReader(text));
            List<LessonProblem> problems = LessonLibrary.verify(List.of(file));
            int lines = lastLine(text);
            for (LessonProblem problem : problems) {
                assertThat(problem.line()).as(problem.toString()).isBetween(1, lines);
                Fuzz.sayable(problem.problem());
            }
            assertThat(file.lesson().isPresent()).isEqualTo(file.problems().isEmpty());
        }, 1_500);
    }

    @Test
    void mutatedPuzzleFilesAreReadOrGetASentenceWithTheirLine() {
        List<String> seeds = texts(Path.of("puzzles")).stream().flatMap(FileFuzzTest::eachPuzzle).toList();
        Fuzz.run("puzzles", seeds, text -> {
            PuzzleFile file = PuzzleLoader.load("fuzz.yaml", new StringReader(text));
            int lines = lastLine(text);
            for (PuzzleProblem problem : file.problems()) {
                assertThat(problem.line()).as(problem.toString()).isBetween(1, lines);
                Fuzz.sayable(problem.problem());
            }
        }, 6_000);
    }

    @Test
    void mutatedSavedGamesAreReplayedOrGetASentence() {
        List<String> seeds = List.of(
                new SavedGame("loa", Map.of("simultaneous", "mover-wins"), Optional.empty(), "start",
                        List.of("b1-b3", "a2-c2", "c1-c3", "h7-f7")).toText(),
                new SavedGame("loa", Map.of(), Optional.of(new SavedGame.Seat(org.ludoteka.core.Side.WHITE, "hard")),
                        "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b", List.of("b1-b3")).toText(),
                new SavedGame("gipf", Map.of("potentials", "2"), Optional.empty(), "tournament", List.of("Ga1-b2", "Gi5-h5")).toText(),
                new SavedGame("tamsk", Map.of("level", "2"), Optional.empty(), "start", List.of("a1-b2+", "+3s", "d1-d2", "ring")).toText());
        Fuzz.run("saved games", seeds, text -> SavedGame.fromText(text), 6_000);
    }

    /** Game records come from anywhere: a mutated one opens or gets one sentence naming its line (or the whole file). */
    @Test
    void mutatedGameRecordsOpenOrGetASentenceWithTheirLine() {
        List<String> seeds = List.of(
                "# ludoteka loa --option simultaneous=draw\nstart\n1. b1-b3\n2. a2-c2\n3. c1-c3\n4. h7-f7\n",
                "# ludoteka gipf --option potentials=2\ntournament\n1. Ga1-b2\n2. Gi5-h5\n",
                "start:7\n1. draw-a\n");
        List<org.ludoteka.play.TurnGame<?, ?>> games = List.of(org.ludoteka.play.loa.LoaTurns.INSTANCE,
                org.ludoteka.play.gipf.GipfTurns.INSTANCE, org.ludoteka.play.tayu.TayuTurns.INSTANCE);
        Fuzz.run("game records", seeds, text -> {
            for (org.ludoteka.play.TurnGame<?, ?> game : games) {
                try {
                    org.ludoteka.play.Match.ofRecord(game, text);
                } catch (InputError e) {
                    Fuzz.sayable(e.problem());
                    Object line = e.problem().args().isEmpty() ? null : e.problem().args().get(0);
                    if (line instanceof Integer number && !e.problem().key().equals("window.record.tooLarge")) {
                        assertThat(number).isBetween(1, lastLine(text));
                    }
                }
            }
        }, 3_000);
    }

    /** Homework sets come from other machines (issue 24): a mutated one is read or refused in one sentence with its line. */
    @Test
    void mutatedHomeworkSetsAreReadOrGetASentenceWithTheirLine() {
        List<String> seeds = new java.util.ArrayList<>();
        for (String game : List.of("loa", "tamsk", "tayu", "gipf")) {
            List<org.ludoteka.puzzle.Puzzle> shipped = org.ludoteka.puzzle.PuzzleLibrary.shipped(game);
            seeds.add(HomeworkFiles.write(new HomeworkSet("Week " + game, shipped.subList(0, Math.min(2, shipped.size())))));
        }
        Fuzz.run("homework sets", seeds, text -> {
            try {
                HomeworkFiles.readSet("fuzz.yaml", text);
            } catch (HomeworkFileError e) {
                assertThat(e.problem().line()).as(e.problem().toString()).isBetween(1, lastLine(text));
                Fuzz.sayable(e.problem().sentence());
            }
        }, 3_000);
    }

    /** Tamsk's game records, with their times, come from anywhere too: a mutated one opens or gets one sentence naming its line. */
    @Test
    void mutatedTamskRecordsOpenOrGetASentenceWithTheirLine() {
        List<String> seeds = List.of(
                "# ludoteka tamsk --option level=2 --option grace=2000 --option fullcell=illegal\n"
                        + "tamsk level=2 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32\n"
                        + "1. +1.500s a1-b2+\n2. +2.250s d1-d2\n3. +0.800s ring\n4. +4.000s\n",
                "# ludoteka tamsk --option level=3\nstart\n1. timer\n2. a1^ +15s\n3. d1^\n4. d1-d2+\n5. a1-b1+\n",
                "free\n1. @b2\n2. @f4\n");
        Fuzz.run("tamsk records", seeds, text -> {
            try {
                org.ludoteka.play.tamsk.TamskMatch.resume(org.ludoteka.play.tamsk.TamskRecord.read(text));
            } catch (InputError e) {
                Fuzz.sayable(e.problem());
                Object line = e.problem().args().isEmpty() ? null : e.problem().args().get(0);
                if (line instanceof Integer number && !e.problem().key().equals("window.record.tooLarge")) {
                    assertThat(number).isBetween(1, lastLine(text));
                }
            }
        }, 3_000);
    }

    /** Results files come from every pupil's machine: a mutated one is read or refused in one sentence with its line. */
    @Test
    void mutatedHomeworkResultsAreReadOrGetASentenceWithTheirLine() {
        List<String> seeds = List.of(
                HomeworkFiles.write(new HomeworkResults("Week 12", "Anna Nováková", List.of(
                        new PuzzleResult("loa-win-in-1-2026-002", "loa", true, 1, 0, 42),
                        new PuzzleResult("tamsk-reach-001", "tamsk", false, 3, 2, 300)))),
                HomeworkFiles.write(new HomeworkResults("Týden «1»", "Zoë \\ \"O'Neil\"", List.of(
                        new PuzzleResult("gipf-1", "gipf", false, 0, 0, 0)))));
        Fuzz.run("homework results", seeds, text -> {
            try {
                HomeworkResults read = HomeworkFiles.readResults("fuzz.yaml", text);
                new ClassTable(List.of(read)).csv(org.ludoteka.i18n.Messages.of(org.ludoteka.i18n.Language.EN));
            } catch (HomeworkFileError e) {
                assertThat(e.problem().line()).as(e.problem().toString()).isBetween(1, lastLine(text));
                Fuzz.sayable(e.problem().sentence());
            }
        }, 6_000);
    }

    /** The last line of the text, counting line breaks as YAML does (CR, LF, CR LF, NEL, LS and PS), as an editor may show them. */
    private static int lastLine(String text) {
        return (int) text.replace("\r\n", "\n").chars()
                .filter(c -> c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029').count() + 1;
    }

    /** The puzzles of a file one by one (each a file of its own), so that a mutation touches one puzzle's text. */
    private static Stream<String> eachPuzzle(String file) {
        return Stream.of(file.split("\n(?=- id:)")).filter(part -> part.startsWith("- id:")).limit(6);
    }

    private static List<String> texts(Path root) {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(f -> f.toString().endsWith(".yaml")).sorted().map(FileFuzzTest::read).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
