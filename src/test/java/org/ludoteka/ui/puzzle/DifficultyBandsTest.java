package org.ludoteka.ui.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ludoteka.games.Games;
import org.ludoteka.puzzle.Difficulty;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleLibrary;

/** The dashboard counts by the bands the choice list offers: one choice a band, holding every shipped puzzle the dashboard puts in it. */
class DifficultyBandsTest {
    @Test
    void theChoiceListOffersTheDashboardsBands() {
        for (Games.Entry game : Games.CATALOGUE) {
            List<Puzzle> shipped = PuzzleLibrary.shipped(game.id());
            List<PuzzleChoice.Band> bands = PuzzleChoice.offered(shipped).stream()
                    .filter(PuzzleChoice.Band.class::isInstance).map(PuzzleChoice.Band.class::cast).toList();
            assertThat(bands).extracting(PuzzleChoice.Band::difficulty).containsExactly(Difficulty.values());
            for (Puzzle puzzle : shipped) {
                for (PuzzleChoice.Band band : bands) {
                    assertThat(band.holds(puzzle)).as(puzzle.id() + " " + band).isEqualTo(Difficulty.of(puzzle) == band.difficulty());
                }
            }
        }
    }
}
