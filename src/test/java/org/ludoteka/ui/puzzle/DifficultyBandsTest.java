package org.ludoteka.ui.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ludoteka.games.Games;
import org.ludoteka.puzzle.Difficulty;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleLibrary;

/** The dashboard counts by the bands the choice list offers: every shipped puzzle in the same band in both. */
class DifficultyBandsTest {
    @Test
    void theDashboardsBandsAreTheChoiceListsBands() {
        assertThat(Difficulty.values()).hasSameSizeAs(PuzzleChoice.Band.values());
        for (Games.Entry game : Games.CATALOGUE) {
            for (Puzzle puzzle : PuzzleLibrary.shipped(game.id())) {
                for (PuzzleChoice.Band band : PuzzleChoice.Band.values()) {
                    assertThat(Difficulty.valueOf(band.name()).holds(puzzle)).as(puzzle.id() + " " + band).isEqualTo(band.holds(puzzle));
                }
            }
        }
    }
}
