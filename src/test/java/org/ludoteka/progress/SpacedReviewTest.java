package org.ludoteka.progress;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Spaced repetition by days, on a fixed calendar: the dates are the clock. */
class SpacedReviewTest {
    private static final LocalDate DAY = LocalDate.of(2026, 11, 2);
    private static final TrainerOptions SPACED = TrainerOptions.DEFAULT.withSpacedRepetition(true);

    @TempDir
    Path folder;

    private static PuzzleProgress tried(PuzzleProgress progress, String puzzle, boolean clean, LocalDate day) {
        return progress.attempted(PuzzleProgress.Attempt.of("loa", puzzle, clean, 0, day.atTime(18, 30)), 1400);
    }

    @Test
    void aMissedPuzzleComesBackAfterOneThreeSevenAndTwentyOneDaysUntilSolvedTwiceInARow() {
        PuzzleProgress progress = tried(PuzzleProgress.NONE.withOptions(SPACED), "hard", false, DAY);
        assertThat(progress.dueAgain("loa", DAY)).as("not the same day").isEmpty();
        assertThat(progress.dueAgain("loa", DAY.plusDays(1))).containsExactly("hard");
        assertThat(progress.dueAgain("tamsk", DAY.plusDays(1))).isEmpty();

        progress = tried(progress, "hard", true, DAY.plusDays(1));
        assertThat(progress.dueAgain("loa", DAY.plusDays(3))).as("solved once: back after 3 days").isEmpty();
        assertThat(progress.dueAgain("loa", DAY.plusDays(4))).containsExactly("hard");

        progress = tried(progress, "hard", false, DAY.plusDays(5));
        assertThat(progress.review("loa", "hard")).contains(new SpacedReview(2, 0, DAY.plusDays(12)));
        assertThat(progress.dueAgain("loa", DAY.plusDays(11))).as("missed again: the next wait, 7 days, and the row starts again").isEmpty();

        progress = tried(progress, "hard", true, DAY.plusDays(12));
        assertThat(progress.review("loa", "hard")).contains(new SpacedReview(3, 1, DAY.plusDays(33)));
        progress = tried(progress, "hard", true, DAY.plusDays(20));
        assertThat(progress.review("loa", "hard")).as("an attempt before its day changes nothing")
                .contains(new SpacedReview(3, 1, DAY.plusDays(33)));

        progress = tried(progress, "hard", true, DAY.plusDays(40));
        assertThat(progress.review("loa", "hard")).as("solved cleanly twice in a row: learnt").isEmpty();
        assertThat(progress.dueAgain("loa", DAY.plusDays(400))).isEmpty();
    }

    @Test
    void theWaitStaysAtTwentyOneDaysAfterTheFourthReturn() {
        PuzzleProgress progress = tried(PuzzleProgress.NONE.withOptions(SPACED), "p", false, DAY);
        assertThat(progress.review("loa", "p").orElseThrow().due()).isEqualTo(DAY.plusDays(1));
        for (int wait : new int[] {3, 7, 21, 21, 21}) {
            LocalDate day = progress.review("loa", "p").orElseThrow().due();
            progress = tried(progress, "p", false, day);
            assertThat(progress.review("loa", "p").orElseThrow().due()).isEqualTo(day.plusDays(wait));
        }
    }

    @Test
    void theOldestDueComesFirstAndAHintIsAMiss() {
        PuzzleProgress progress = PuzzleProgress.NONE.withOptions(SPACED)
                .attempted(PuzzleProgress.Attempt.of("loa", "hinted", true, 1, DAY.atStartOfDay()), 1400);
        progress = tried(progress, "later", false, DAY.plusDays(2));
        progress = tried(progress, "solved", true, DAY);
        assertThat(progress.dueAgain("loa", DAY.plusDays(5))).containsExactly("hinted", "later");
    }

    @Test
    void offTheTrainerKeepsItsCountOfOtherPuzzlesButTheDaysAreStillKept() {
        PuzzleProgress progress = tried(PuzzleProgress.NONE, "hard", false, DAY);
        assertThat(progress.dueAgain("loa", DAY.plusDays(30))).as("off: after three other puzzles, not after days").isEmpty();
        assertThat(progress.review("loa", "hard")).contains(SpacedReview.missed(DAY));
        assertThat(progress.withOptions(SPACED).dueAgain("loa", DAY.plusDays(1))).containsExactly("hard");
    }

    @Test
    void reviewsAndOptionsSurviveTheFile() throws Exception {
        Home home = new Home(folder);
        PuzzleProgress progress = tried(PuzzleProgress.NONE.withOptions(new TrainerOptions(true, true)), "loa-w1.007", false, DAY);
        home.savePuzzleProgress(progress);
        Home.Loaded<PuzzleProgress> read = home.loadPuzzleProgress();
        assertThat(read.problem()).isEmpty();
        assertThat(read.value().options()).isEqualTo(new TrainerOptions(true, true));
        assertThat(read.value().review("loa", "loa-w1.007")).contains(SpacedReview.missed(DAY));
        assertThat(read.value().reviews()).isEqualTo(progress.reviews());
    }

    @Test
    void aFileFromBeforeTheOptionsLoadsWithThemOff() throws Exception {
        Home home = new Home(folder);
        Files.writeString(home.puzzleProgressFile(), "rating.loa=1550.0,200.0,0.06\nattempt.000000=loa,a,failed,0,2026-11-20T10:00,-20.0\nstreak.loa=3\n");
        Home.Loaded<PuzzleProgress> read = home.loadPuzzleProgress();
        assertThat(read.problem()).isEmpty();
        assertThat(read.value().options()).isEqualTo(TrainerOptions.DEFAULT);
        assertThat(read.value().attempts()).hasSize(1);
        assertThat(read.value().reviews()).as("an old miss is not scheduled by itself: the review starts with the next attempt").isEmpty();
    }

    @Test
    void aDamagedReviewOrOptionIsToldInOneSentenceAndTheRestLoads() throws Exception {
        Home home = new Home(folder);
        Files.writeString(home.puzzleProgressFile(), "rating.loa=1550.0,200.0,0.06\nreview.loa.a=1,0,2026-11-21\nreview.loa.b=1,0,someday\n"
                + "review.loa.c=1,5,2026-11-21\nreview.nogame=1,0,2026-11-21\noption.spacedRepetition=yes\noption.acceptance=shortest\n");
        Home.Loaded<PuzzleProgress> read = home.loadPuzzleProgress();
        assertThat(read.problem()).isPresent();
        assertThat(read.problem().get().args()).contains(org.ludoteka.core.Message.of("progress.badEntries", 4));
        assertThat(read.value().rating("loa").rating()).isEqualTo(1550.0);
        assertThat(read.value().reviews("loa")).containsOnlyKeys("a");
        assertThat(read.value().options()).isEqualTo(new TrainerOptions(false, true));
        assertThat(LocalDateTime.of(2026, 11, 21, 0, 0).toLocalDate()).isEqualTo(read.value().review("loa", "a").orElseThrow().due());
    }
}
