package org.ludoteka.homework;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteka.i18n.Language;
import org.ludoteka.i18n.Messages;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleLibrary;

/** The homework files (issue 24): written and read back whole, and what comes from another machine checked. */
class HomeworkFilesTest {
    private static final Messages EN = Messages.of(Language.EN);

    @TempDir
    Path folder;

    /** Every shipped puzzle of the four games travels in a set (at most 40 a set) and comes back as it went. */
    @Test
    void everyShippedPuzzleTravelsInASetUnchanged() {
        List<Puzzle> all = PuzzleLibrary.shipped().stream().flatMap(f -> f.puzzles().stream()).toList();
        assertThat(all).extracting(Puzzle::game).contains("loa", "tamsk", "tayu", "gipf");
        for (int from = 0; from < all.size(); from += HomeworkSet.MAX_PUZZLES) {
            List<Puzzle> some = all.subList(from, Math.min(all.size(), from + HomeworkSet.MAX_PUZZLES));
            HomeworkSet read = HomeworkFiles.readSet("set.yaml", HomeworkFiles.write(new HomeworkSet("Week \"12\" \\ all", some)));
            assertThat(read.title()).isEqualTo("Week \"12\" \\ all");
            assertThat(read.puzzles()).hasSize(some.size());
            for (int i = 0; i < some.size(); i++) {
                Puzzle was = some.get(i);
                Puzzle is = read.puzzles().get(i);
                assertThat(List.of(is.id(), is.game(), is.options(), is.position(), is.toMove(), is.goal(), is.say(), is.solution(),
                        is.accepted(), is.unique(), is.rating(), is.themes(), is.source()))
                        .isEqualTo(List.of(was.id(), was.game(), was.options(), was.position(), was.toMove(), was.goal(), was.say(),
                                was.solution(), was.accepted(), was.unique(), was.rating(), was.themes(), was.source()));
            }
        }
    }

    /** A set mixing the four games is proven when opened; one whose key move was edited is refused with its line. */
    @Test
    void aSetIsProvenAndAnEditedPuzzleIsRefusedWithItsLine() {
        List<Puzzle> mixed = new ArrayList<>();
        for (String game : List.of("loa", "tamsk", "tayu", "gipf")) {
            mixed.add(PuzzleLibrary.shipped(game).get(0));
        }
        String text = HomeworkFiles.write(new HomeworkSet("Mixed", mixed));
        assertThat(HomeworkCheck.problem(HomeworkFiles.readSet("mixed.yaml", text))).isEmpty();

        Puzzle loa = mixed.get(0);
        String accepted = "accepted: [\"" + String.join("\", \"", loa.accepted()) + "\"]";
        assertThat(text).contains(accepted);
        String edited = text.replace(accepted, "accepted: [\"a1-a2\"]");
        HomeworkProblem problem = HomeworkCheck.problem(HomeworkFiles.readSet("mixed.yaml", edited)).orElseThrow();
        assertThat(problem.file()).isEqualTo("mixed.yaml");
        assertThat(edited.lines().toList().get(problem.line() - 1)).contains("accepted:");
    }

    @Test
    void aBrokenSetIsOneSentenceWithItsFileAndLine() {
        Puzzle puzzle = PuzzleLibrary.shipped("loa").get(0);
        String text = HomeworkFiles.write(new HomeworkSet("Twice", List.of(puzzle, puzzle)));
        assertThatThrownBy(() -> HomeworkFiles.readSet("twice.yaml", text)).isInstanceOfSatisfying(HomeworkFileError.class, e -> {
            assertThat(e.problem().line()).isGreaterThan(5);
            assertThat(EN.format(e.problem().sentence())).startsWith("twice.yaml, line " + e.problem().line() + ": the puzzle "
                    + puzzle.id() + " appears twice (first on line ");
        });
        assertThatThrownBy(() -> HomeworkFiles.readSet("empty.yaml", "homework: \"x\"\npuzzles: []\n"))
                .isInstanceOfSatisfying(HomeworkFileError.class, e -> assertThat(EN.format(e.problem().sentence()))
                        .isEqualTo("empty.yaml, line 2: the set holds no puzzle."));
        assertThatThrownBy(() -> HomeworkFiles.readSet("title.yaml", "homework: \"\"\npuzzles: []\n"))
                .isInstanceOf(HomeworkFileError.class);
    }

    /** The pupil's work: a wrong answer is a try, the hints' last rung is none and leaves the puzzle unsolved; time runs on screen only. */
    @Test
    void workCountsTriesHintsAndTimeOnTheScreen() {
        List<Puzzle> three = PuzzleLibrary.shipped("loa").subList(0, 3);
        AtomicLong now = new AtomicLong(1_000);
        HomeworkWork work = new HomeworkWork(new HomeworkSet("Three", three), "  Anna  ", now::get);
        work.opened(three.get(0).id());
        now.addAndGet(10_000);
        work.judged(three.get(0).id(), false, 0, false);
        now.addAndGet(5_000);
        work.judged(three.get(0).id(), true, 1, false);
        now.addAndGet(60_000); // looking at the solved puzzle costs no time
        work.opened(three.get(1).id());
        now.addAndGet(20_000);
        work.judged(three.get(1).id(), false, 3, true);
        work.judged(three.get(1).id(), true, 3, true);
        assertThat(work.state(three.get(2).id())).isEqualTo(HomeworkWork.State.NOT_TRIED);
        assertThat(work.after(java.util.Optional.of(three.get(2).id()))).contains(three.get(0));

        HomeworkResults results = work.results();
        assertThat(results.pupil()).isEqualTo("Anna");
        assertThat(results.puzzles()).containsExactly(
                new PuzzleResult(three.get(0).id(), "loa", true, 2, 1, 15),
                new PuzzleResult(three.get(1).id(), "loa", false, 1, 3, 20),
                new PuzzleResult(three.get(2).id(), "loa", false, 0, 0, 0));
        assertThat(HomeworkFiles.readResults("anna.yaml", HomeworkFiles.write(results))).isEqualTo(results);
    }

    /** Two pupils' files make the table and the CSV; a damaged third is listed with its line and the others still load. */
    @Test
    void theClassTableReadsEveryFileAndListsTheDamagedOne() throws IOException {
        Path anna = write("anna.yaml", HomeworkFiles.write(new HomeworkResults("Week 1", "Anna", List.of(
                new PuzzleResult("p-1", "loa", true, 1, 0, 42), new PuzzleResult("p-2", "gipf", false, 2, 1, 65)))));
        Path ben = write("ben.yaml", HomeworkFiles.write(new HomeworkResults("Week 1", "Ben, Jr.", List.of(
                new PuzzleResult("p-1", "loa", false, 0, 0, 0), new PuzzleResult("p-2", "gipf", true, 3, 0, 3725)))));
        Path broken = write("broken.yaml", HomeworkFiles.write(new HomeworkResults("Week 1", "Cyril", List.of(
                new PuzzleResult("p-1", "loa", true, 1, 0, 1)))).replace("tries: 1", "tries: many"));
        Path large = write("large.yaml", "#".repeat(HomeworkFiles.MAX_RESULTS_BYTES + 1));

        ClassResults read = ClassResults.read(List.of(anna, broken, ben, large, folder.resolve("missing.yaml")));
        assertThat(read.results()).extracting(HomeworkResults::pupil).containsExactly("Anna", "Ben, Jr.");
        assertThat(read.damaged()).extracting(p -> EN.format(p.sentence())).containsExactly(
                "broken.yaml, line 8: 'tries' must be a whole number from 0 to 999, not 'many'.",
                "large.yaml, line 1: the file is larger than 64 KB, far more than a pupil's results need, so it is not read.",
                "missing.yaml, line 1: there is no such file or folder.");

        ClassTable table = read.table();
        assertThat(table.header(EN)).containsExactly("Pupil", "p-1", "p-2", "Solved");
        assertThat(table.cells(EN)).containsExactly(
                List.of("Anna", "yes 1 0 0:42", "no 2 1 1:05", "1/2"),
                List.of("Ben, Jr.", "", "yes 3 0 1:02:05", "1/2"));
        assertThat(table.csv(EN)).isEqualTo(
                "Pupil,p-1 solved,p-1 tries,p-1 hints,p-1 seconds,p-2 solved,p-2 tries,p-2 hints,p-2 seconds,Solved\r\n"
                        + "Anna,1,1,0,42,0,2,1,65,1\r\n"
                        + "\"Ben, Jr.\",,,,,1,3,0,3725,1\r\n");
        assertThat(table.text(EN)).startsWith("Pupil     p-1           p-2              Solved\n"
                + "Anna      yes 1 0 0:42  no 2 1 1:05      1/2\n");
        assertThat(table.text(Messages.of(Language.CS))).contains("ano 1 0 0:42");
    }

    @Test
    void aNameThatWouldBreakTheTableIsRefused() {
        assertThat(HomeworkTexts.problem("  ", 60)).isPresent();
        assertThat(HomeworkTexts.problem("Anna\nBen", 60)).isPresent();
        assertThat(HomeworkTexts.problem("x".repeat(61), 60)).isPresent();
        assertThat(HomeworkTexts.problem("Žofie Nováková", 60)).isEmpty();
        assertThat(new ClassTable(List.of(new HomeworkResults("t", "=1+1", List.of()))).csv(EN).lines().toList().get(1))
                .isEqualTo("\"'=1+1\",0");
    }

    private Path write(String name, String text) throws IOException {
        Path file = folder.resolve(name);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }
}
