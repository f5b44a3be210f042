package org.ludoteka.ui.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.ludoteka.progress.PuzzleProgress;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleLibrary;

class PuzzleChoiceTest {
    private static final List<Puzzle> LOA = PuzzleLibrary.shipped("loa");

    @Test
    void nextForMeIsTheUntriedPuzzleNearestTheRating() {
        Puzzle chosen = PuzzleChoice.next(new PuzzleChoice.NextForMe(), LOA, "loa", PuzzleProgress.NONE, Optional.empty()).orElseThrow();

        int nearest = LOA.stream().mapToInt(p -> Math.abs(p.rating() - 1500)).min().orElseThrow();
        assertThat(Math.abs(chosen.rating() - 1500)).isEqualTo(nearest);
    }

    @Test
    void aThemeOrABandGivesOnlyItsPuzzlesTheEasiestUntriedFirst() {
        Puzzle easy = PuzzleChoice.next(new PuzzleChoice.Difficulty(PuzzleChoice.Band.EASY), LOA, "loa", PuzzleProgress.NONE, Optional.empty()).orElseThrow();
        assertThat(easy.rating()).isEqualTo(LOA.stream().mapToInt(Puzzle::rating).min().orElseThrow());

        PuzzleProgress tried = PuzzleProgress.NONE.attempted(new PuzzleProgress.Attempt("loa", easy.id(), true, 0), easy.rating());
        Puzzle after = PuzzleChoice.next(new PuzzleChoice.Difficulty(PuzzleChoice.Band.EASY), LOA, "loa", tried, Optional.of(easy.id())).orElseThrow();
        assertThat(after.id()).isNotEqualTo(easy.id());
        assertThat(after.rating()).isLessThan(1200);

        Puzzle defence = PuzzleChoice.next(new PuzzleChoice.Theme("defence"), LOA, "loa", PuzzleProgress.NONE, Optional.empty()).orElseThrow();
        assertThat(defence.themes()).contains("defence");
        assertThat(defence.rating()).isEqualTo(LOA.stream().filter(p -> p.themes().contains("defence"))
                .min(Comparator.comparingInt(Puzzle::rating)).orElseThrow().rating());
    }

    @Test
    void aFailedPuzzleComesBackBeforeAnyNewOne() {
        Puzzle failed = LOA.get(0);
        PuzzleProgress progress = PuzzleProgress.NONE.attempted(new PuzzleProgress.Attempt("loa", failed.id(), false, 0), failed.rating());
        for (Puzzle other : LOA.subList(1, 1 + PuzzleProgress.COME_BACK_AFTER)) {
            progress = progress.attempted(new PuzzleProgress.Attempt("loa", other.id(), true, 0), other.rating());
        }

        assertThat(PuzzleChoice.next(new PuzzleChoice.NextForMe(), LOA, "loa", progress, Optional.of(LOA.get(3).id())))
                .map(Puzzle::id).contains(failed.id());
    }
}
