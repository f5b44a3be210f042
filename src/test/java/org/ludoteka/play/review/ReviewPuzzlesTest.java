package org.ludoteka.play.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteka.i18n.Language;
import org.ludoteka.i18n.Messages;
import org.ludoteka.puzzle.Goal;
import org.ludoteka.puzzle.PersonalPuzzles;
import org.ludoteka.puzzle.FixturePuzzles;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleCheck;
import org.ludoteka.puzzle.PuzzleLibrary;
import org.ludoteka.puzzle.PuzzleWriter;

/**
 * Issue #23, "your mistakes as puzzles": every missed win and every proven blunder a review finds
 * becomes a puzzle of the learner's own, kept in his home folder, proven as {@code verify} proves
 * the shipped ones; the same game reviewed twice adds nothing; a damaged file costs one puzzle.
 */
class ReviewPuzzlesTest {
    private static final Duration BUDGET = Duration.ofSeconds(20);

    @TempDir
    Path home;

    private static List<Puzzle> puzzlesOf(Puzzle shipped, String... turns) {
        List<String> moves = new ArrayList<>();
        for (String turn : turns) {
            moves.addAll(Arrays.asList(turn.split(" ")));
        }
        List<Mark> marks = Review.of(shipped.game(), shipped.options(), shipped.position(), moves, BUDGET, (done, of) -> { });
        return ReviewPuzzles.of(shipped.game(), shipped.options(), marks, "a test game");
    }

    /** LA-5: White's missed win in 1 is a win-in-1 from before it; Black's blunder (White then wins in 2) a win-in-2 for White after it. */
    @Test
    void aMissedWinAndABlunderBecomePuzzlesThatPassEveryCheckOfVerify() throws Exception {
        List<Puzzle> puzzles = puzzlesOf(puzzle("loa-win-in-1-2026-009"), "b2-a2", "b5-b6");

        assertThat(puzzles).extracting(p -> p.goal().text()).containsExactly("win-in-1", "win-in-2");
        assertThat(puzzles.get(0).position()).isEqualTo(puzzle("loa-win-in-1-2026-009").position());
        assertThat(puzzles.get(0).accepted()).containsExactly("b2-b4");
        assertThat(puzzles.get(1).toMove()).isEqualTo("white");
        assertThat(puzzles.get(1).accepted()).containsExactly("e5-b2");
        assertThat(puzzles).allSatisfy(p -> {
            assertThat(p.id()).startsWith(PersonalPuzzles.ID_PREFIX);
            assertThat(p.themes()).contains(PersonalPuzzles.THEME);
            assertThat(PuzzleCheck.problems(p)).as(p.id()).isEmpty();
        });

        PersonalPuzzles store = new PersonalPuzzles(home.resolve("my-puzzles"));
        assertThat(store.add(puzzles)).isEqualTo(2);
        PersonalPuzzles.Read read = store.read("loa");
        assertThat(read.damaged()).isEmpty();
        assertThat(read.puzzles()).extracting(Puzzle::id).containsExactlyInAnyOrderElementsOf(puzzles.stream().map(Puzzle::id).toList());
        assertThat(PuzzleLibrary.verify(PuzzleLibrary.folder(store.folder()))).isEmpty();
        assertThat(store.read("gipf").puzzles()).isEmpty();
    }

    /** The same game reviewed twice, or the same mistake made in another game, is kept once. */
    @Test
    void theSameGameReviewedTwiceAddsNothing() throws Exception {
        PersonalPuzzles store = new PersonalPuzzles(home.resolve("my-puzzles"));
        assertThat(store.add(puzzlesOf(puzzle("loa-win-in-1-2026-009"), "b2-a2", "b5-b6"))).isEqualTo(2);

        assertThat(store.add(puzzlesOf(puzzle("loa-win-in-1-2026-009"), "b2-a2", "b5-b6"))).isZero();
        assertThat(store.add(puzzlesOf(puzzle("loa-win-in-1-2026-009"), "b2-a3"))).isZero();
        assertThat(store.read("loa").puzzles()).hasSize(2);
    }

    /**
     * LA-5 (L-6), G-19/G-25: a blunder that lets the opponent win with his next move becomes a save
     * from the position before it, whose answers are exactly the shipped save's.
     */
    @Test
    void aBlunderThatAllowsAWinInOneBecomesASave() {
        for (String[] game : List.of(new String[] {"loa-save-2026-001", "a2-a1"}, new String[] {"gipf-save-2026-016", "a1-b2"})) {
            Puzzle shipped = puzzle(game[0]);
            List<Puzzle> puzzles = puzzlesOf(shipped, game[1]);
            assertThat(puzzles).as(game[0]).singleElement().satisfies(p -> {
                assertThat(p.goal()).isEqualTo(new Goal.Save());
                assertThat(p.position()).isEqualTo(shipped.position());
                assertThat(p.toMove()).isEqualTo(shipped.toMove());
                assertThat(p.accepted()).containsExactlyInAnyOrderElementsOf(shipped.accepted());
                assertThat(PuzzleCheck.problems(p)).isEmpty();
            });
        }
    }

    /** T-7, T-13, TA-5: Tamsk asks no save; the blunder that gives the opponent a win in 2 becomes that win, for him. */
    @Test
    void aTamskBlunderBecomesTheOpponentsWin() {
        List<Mark> marks = Review.of("tamsk", Map.of(), puzzle("tamsk-win-in-2-2026-026").position(), List.of("f3-e4", "a1-a2"), BUDGET, (done, of) -> { });
        List<Puzzle> puzzles = ReviewPuzzles.of("tamsk", Map.of(), marks, "a test game");

        assertThat(puzzles).extracting(p -> p.goal().text()).containsExactly("win-in-2", "win-in-2");
        assertThat(puzzles.get(1).toMove()).isNotEqualTo(marks.get(1).side());
        assertThat(puzzles.get(1).solution()).isEqualTo(marks.get(1).line());
        assertThat(puzzles).allSatisfy(p -> assertThat(PuzzleCheck.problems(p)).as(p.id()).isEmpty());
    }

    /** A damaged file is said in one sentence, in each language, and put aside once; the other puzzles are read. */
    @Test
    void aDamagedFileIsSaidOnceAndTheOthersAreRead() throws Exception {
        PersonalPuzzles store = new PersonalPuzzles(home.resolve("my-puzzles"));
        store.add(puzzlesOf(puzzle("loa-win-in-1-2026-009"), "b2-a2", "b5-b6"));
        Path damaged;
        try (Stream<Path> files = Files.list(store.folder().resolve("loa"))) {
            damaged = files.sorted().findFirst().orElseThrow();
        }
        Files.writeString(damaged, "- id: [unclosed\n");
        // a shipped puzzle copied in: readable, but not one of the learner's own
        Files.writeString(store.folder().resolve("loa").resolve("copied.yaml"),
                PuzzleWriter.yaml(List.of(puzzle("loa-win-in-1-2026-009")), "copied"));

        PersonalPuzzles.Read read = store.read("loa");

        assertThat(read.puzzles()).hasSize(1);
        assertThat(read.damaged()).hasSize(2);
        for (Language language : Language.values()) {
            assertThat(read.damaged()).allSatisfy(problem -> assertThat(Messages.of(language).format(problem))
                    .as(language.code()).doesNotContain("{", "personalPuzzles.").contains(".corrupt-"));
        }
        assertThat(damaged).doesNotExist();
        assertThat(store.read("loa").damaged()).as("said once").isEmpty();
        assertThat(store.read("loa").puzzles()).hasSize(1);
    }

    private static Puzzle puzzle(String id) {
        return FixturePuzzles.byId(id);
    }
}
