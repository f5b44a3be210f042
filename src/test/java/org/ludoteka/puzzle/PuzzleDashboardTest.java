package org.ludoteka.puzzle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.LocalDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ludoteka.progress.Glicko2;
import org.ludoteka.progress.PuzzleProgress;

class PuzzleDashboardTest {
    private static final List<Puzzle> LOA = PuzzleLibrary.shipped("loa");
    private static final LocalDateTime NOON = LocalDateTime.of(2026, 11, 23, 12, 0);

    private static Puzzle withTheme(String theme, int skip) {
        return LOA.stream().filter(p -> p.themes().contains(theme)).skip(skip).findFirst().orElseThrow();
    }

    private static PuzzleProgress tried(PuzzleProgress progress, Puzzle puzzle, boolean solved, int hints) {
        return progress.attempted(PuzzleProgress.Attempt.of("loa", puzzle.id(), solved, hints, NOON), puzzle.rating());
    }

    @Test
    void everyShippedThemeAndBandIsCountedFromNothing() {
        PuzzleDashboard empty = PuzzleDashboard.of("loa", LOA, PuzzleProgress.NONE);
        assertThat(empty.byTheme().keySet()).containsExactlyInAnyOrderElementsOf(LOA.stream().flatMap(p -> p.themes().stream()).distinct().toList());
        assertThat(empty.byTheme().values()).allMatch(t -> t.attempts() == 0);
        assertThat(empty.byDifficulty()).containsOnlyKeys(Difficulty.values());
        assertThat(empty.ratings()).extracting(PuzzleDashboard.RatingPoint::rating).containsExactly(Glicko2.NEW.rating());
        assertThat(empty.weakSpots()).isEmpty();
    }

    @Test
    void solvedAndFailedAreCountedByThemeAndDifficultyAndTheWeakestThemesOffered() {
        List<String> themes = LOA.stream().flatMap(p -> p.themes().stream()).distinct().sorted().toList();
        assertThat(themes).as("the shipped Lines of Action puzzles have two themes at least").hasSizeGreaterThanOrEqualTo(2);
        String weak = themes.get(0);
        String strong = themes.get(1);
        Puzzle w1 = withTheme(weak, 0);
        Puzzle w2 = withTheme(weak, 1);
        Puzzle s1 = withTheme(strong, 0);
        Puzzle s2 = withTheme(strong, 1);
        PuzzleProgress progress = tried(tried(tried(tried(PuzzleProgress.NONE, w1, false, 0), w2, true, 2), s1, true, 0), s2, true, 0);

        PuzzleDashboard figures = PuzzleDashboard.of("loa", LOA, progress);

        PuzzleDashboard.Tally weakTally = figures.byTheme().get(weak);
        assertThat(weakTally.solved()).isGreaterThanOrEqualTo(1);
        assertThat(weakTally.failed()).isGreaterThanOrEqualTo(1);
        int all = figures.byDifficulty().values().stream().mapToInt(PuzzleDashboard.Tally::attempts).sum();
        assertThat(all).as("each attempt in one band").isEqualTo(4);
        assertThat(figures.byDifficulty().get(Difficulty.of(w1)).failed()).isGreaterThanOrEqualTo(1);
        assertThat(figures.weakSpots()).first().isEqualTo(weak);
        if (!w1.themes().contains(strong) && !w2.themes().contains(strong)) {
            assertThat(figures.weakSpots()).as("solved cleanly every time: not weak").doesNotContain(strong);
        }
        assertThat(figures.ratings()).hasSize(5);
        assertThat(figures.ratings().get(4).rating()).isCloseTo(progress.rating("loa").rating(), within(1e-9));
        assertThat(figures.ratings().get(1).rating()).as("a failure first: the curve goes down")
                .isLessThan(figures.ratings().get(0).rating());
    }

    @Test
    void aThemeTriedOnceIsNotYetAWeakness() {
        Puzzle once = LOA.get(0);
        PuzzleDashboard figures = PuzzleDashboard.of("loa", LOA, tried(PuzzleProgress.NONE, once, false, 0));
        assertThat(figures.weakSpots()).isEmpty();
    }
}
