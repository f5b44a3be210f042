package org.ludoteka.progress;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PuzzleProgressTest {
    private static final LocalDateTime NOON = LocalDateTime.of(2026, 11, 23, 12, 0);

    @TempDir
    Path folder;

    private static PuzzleProgress.Attempt attempt(String game, String puzzle, boolean solved, int hints) {
        return PuzzleProgress.Attempt.of(game, puzzle, solved, hints, NOON);
    }

    @Test
    void ratingsAttemptsAndStreaksSurviveTheFile() throws Exception {
        Home home = new Home(folder);
        PuzzleProgress progress = PuzzleProgress.NONE
                .attempted(attempt("loa", "loa-w1-001", true, 0), 1200)
                .attempted(attempt("loa", "loa-w2-004", false, 2), 1500)
                .attempted(attempt("tamsk", "tamsk-b-002", true, 1), 1300)
                .streakEnded("loa", 4);

        home.savePuzzleProgress(progress);
        PuzzleProgress read = home.loadPuzzleProgress().value();

        assertThat(read.attempts()).isEqualTo(progress.attempts());
        assertThat(read.attempts().get(0).at()).contains(NOON);
        assertThat(read.rating("loa")).isEqualTo(progress.rating("loa"));
        assertThat(read.rating("tamsk")).isEqualTo(progress.rating("tamsk"));
        assertThat(read.rating("gipf")).isEqualTo(Glicko2.NEW);
        assertThat(read.bestStreak("loa")).isEqualTo(4);
        assertThat(read.bestStreak("tamsk")).isZero();
        try (var files = Files.list(folder)) {
            assertThat(files.map(p -> p.getFileName().toString())).as("no temporary file is left").containsExactly("puzzles.properties");
        }
    }

    @Test
    void eachAttemptKeepsTheChangeItMadeToTheRating() {
        PuzzleProgress one = PuzzleProgress.NONE.attempted(attempt("loa", "a", true, 0), 1500);
        PuzzleProgress two = one.attempted(attempt("loa", "b", false, 0), 1500);

        assertThat(one.attempts().get(0).ratingChange()).isPositive().isEqualTo(one.rating("loa").rating() - Glicko2.NEW.rating());
        assertThat(two.attempts().get(1).ratingChange()).isNegative().isEqualTo(two.rating("loa").rating() - one.rating("loa").rating());
    }

    @Test
    void everyStepOfTheHintLadderCostsRating() {
        for (int puzzleRating : new int[] {900, 1500, 2100}) {
            double previous = Double.MAX_VALUE;
            for (int hints = 0; hints <= 3; hints++) {
                double after = PuzzleProgress.NONE.attempted(attempt("loa", "p", hints < 3, hints), puzzleRating).rating("loa").rating();
                assertThat(after).as("%d hints on a puzzle rated %d", hints, puzzleRating).isLessThan(previous);
                previous = after;
            }
            double failed = PuzzleProgress.NONE.attempted(attempt("loa", "p", false, 0), puzzleRating).rating("loa").rating();
            assertThat(previous).as("the whole answer shown is a failure").isEqualTo(failed);
        }
    }

    @Test
    void aDamagedFileCostsOnlyItsBadEntries() throws Exception {
        Home home = new Home(folder);
        Files.writeString(home.puzzleProgressFile(), "rating.loa=x,1,2\nattempt.000000=loa,a,solved,0\nattempt.000001=loa,b,maybe,0\n"
                + "attempt.000002=loa,c,failed,1,yesterday,-3.5\nstreak.loa=many\n");

        PuzzleProgress read = home.loadPuzzleProgress().value();

        assertThat(read.rating("loa")).isEqualTo(Glicko2.NEW);
        assertThat(read.attempts()).containsExactly(new PuzzleProgress.Attempt("loa", "a", true, 0, Optional.empty(), 0));
        assertThat(read.bestStreak("loa")).isZero();
    }

    @Test
    void aFailedPuzzleComesBackAfterThreeOthersThenAfterTenUntilSolvedCleanlyTwice() {
        PuzzleProgress progress = PuzzleProgress.NONE.attempted(attempt("loa", "hard", false, 0), 1500);
        progress = others(progress, 2);
        assertThat(progress.dueAgain("loa")).isEmpty();
        progress = others(progress, 1);
        assertThat(progress.dueAgain("loa")).containsExactly("hard");
        assertThat(progress.dueAgain("tamsk")).isEmpty();

        progress = progress.attempted(attempt("loa", "hard", true, 1), 1500);
        progress = others(progress, 3);
        assertThat(progress.dueAgain("loa")).as("solved with a hint: not known yet, back after three again").containsExactly("hard");

        progress = progress.attempted(attempt("loa", "hard", true, 0), 1500);
        progress = others(progress, 9);
        assertThat(progress.dueAgain("loa")).isEmpty();
        progress = others(progress, 1);
        assertThat(progress.dueAgain("loa")).as("solved once: back after ten").containsExactly("hard");

        progress = progress.attempted(attempt("loa", "hard", true, 0), 1500);
        progress = others(progress, 20);
        assertThat(progress.dueAgain("loa")).as("solved cleanly twice: learnt").isEmpty();
    }

    @Test
    void theLongestWaitingReviewComesFirst() {
        PuzzleProgress progress = PuzzleProgress.NONE.attempted(attempt("loa", "first", false, 0), 1500)
                .attempted(attempt("loa", "second", false, 0), 1500);
        progress = others(progress, 4);
        assertThat(progress.dueAgain("loa")).containsExactly("first", "second");
    }

    @Test
    void onlyABetterStreakIsKept() {
        PuzzleProgress progress = PuzzleProgress.NONE.streakEnded("loa", 5).streakEnded("loa", 3);
        assertThat(progress.bestStreak("loa")).isEqualTo(5);
        assertThat(progress.streakEnded("loa", 6).bestStreak("loa")).isEqualTo(6);
    }

    private static int counter;

    private static PuzzleProgress others(PuzzleProgress progress, int count) {
        for (int i = 0; i < count; i++) {
            progress = progress.attempted(attempt("loa", "other-" + counter++, true, 0), 1200);
        }
        return progress;
    }
}
