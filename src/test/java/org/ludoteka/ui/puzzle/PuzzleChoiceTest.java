package org.ludoteka.ui.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDateTime;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ludoteka.i18n.Language;
import org.ludoteka.i18n.Messages;
import org.ludoteka.progress.PuzzleProgress;
import org.ludoteka.puzzle.Difficulty;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleLibrary;

class PuzzleChoiceTest {
    private static final List<Puzzle> LOA = PuzzleLibrary.shipped("loa");

    /** Every choice the list offers for the shipped puzzles of every game — each goal, theme and band — has its words in every language. */
    @Test
    void everyChoiceOfferedForTheShippedPuzzlesHasItsWordsInEveryLanguage() {
        for (String game : List.of("loa", "tamsk", "tayu", "gipf")) {
            List<PuzzleChoice> offered = PuzzleChoice.offered(PuzzleLibrary.shipped(game));
            for (Language language : Language.values()) {
                for (PuzzleChoice choice : offered) {
                    assertThat(Messages.of(language).format(choice.words())).as("%s in %s for %s", choice, language, game)
                            .doesNotContain("!window.", "!puzzle.");
                }
            }
        }
    }

    @Test
    void nextForMeIsTheUntriedPuzzleNearestTheRating() {
        Puzzle chosen = PuzzleChoice.next(new PuzzleChoice.NextForMe(), LOA, "loa", PuzzleProgress.NONE, Optional.empty()).orElseThrow();

        int nearest = LOA.stream().mapToInt(p -> Math.abs(p.rating() - 1500)).min().orElseThrow();
        assertThat(Math.abs(chosen.rating() - 1500)).isEqualTo(nearest);
    }

    @Test
    void aThemeOrABandGivesOnlyItsPuzzlesTheEasiestUntriedFirst() {
        Puzzle easy = PuzzleChoice.next(new PuzzleChoice.Band(Difficulty.EASY), LOA, "loa", PuzzleProgress.NONE, Optional.empty()).orElseThrow();
        assertThat(easy.rating()).isEqualTo(LOA.stream().mapToInt(Puzzle::rating).min().orElseThrow());

        PuzzleProgress tried = PuzzleProgress.NONE.attempted(attempt(easy.id(), true), easy.rating());
        Puzzle after = PuzzleChoice.next(new PuzzleChoice.Band(Difficulty.EASY), LOA, "loa", tried, Optional.of(easy.id())).orElseThrow();
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
        PuzzleProgress progress = PuzzleProgress.NONE.attempted(attempt(failed.id(), false), failed.rating());
        for (Puzzle other : LOA.subList(1, 1 + PuzzleProgress.REVIEW_AFTER.get(0))) {
            progress = progress.attempted(attempt(other.id(), true), other.rating());
        }

        assertThat(PuzzleChoice.next(new PuzzleChoice.NextForMe(), LOA, "loa", progress, Optional.of(LOA.get(3).id())))
                .map(Puzzle::id).contains(failed.id());
    }

    @Test
    void aStreakRisesFromTheEasiestPuzzleAndNeverRepeatsOne() {
        Set<String> done = new HashSet<>();
        int last = Integer.MIN_VALUE;
        for (int i = 0; i < LOA.size(); i++) {
            Puzzle next = PuzzleChoice.nextInStreak(LOA, done).orElseThrow();
            assertThat(next.rating()).isGreaterThanOrEqualTo(last);
            assertThat(done.add(next.id())).isTrue();
            last = next.rating();
        }
        assertThat(PuzzleChoice.nextInStreak(LOA, done)).as("every puzzle answered: the streak is complete").isEmpty();
    }

    private static PuzzleProgress.Attempt attempt(String puzzle, boolean solved) {
        return PuzzleProgress.Attempt.of("loa", puzzle, solved, 0, LocalDateTime.of(2026, 11, 23, 12, 0));
    }
}
