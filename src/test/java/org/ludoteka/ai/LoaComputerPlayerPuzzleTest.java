package org.ludoteka.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.ludoteka.games.loa.LoaGame;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaOptions;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.puzzle.Goal;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleLibrary;

/** The strongest Lines of Action opponent never misses a forced win the shipped puzzles prove. */
class LoaComputerPlayerPuzzleTest {
    /** Far more than it needs; the search stops as soon as it has found the win. */
    private static final Duration BUDGET = Duration.ofSeconds(20);

    @Test
    void theHardPlayerFindsEveryShippedForcedWin() {
        int puzzles = 0;
        for (Puzzle puzzle : PuzzleLibrary.shipped("loa")) {
            if (puzzle.goal() instanceof Goal.WinIn) {
                LoaPosition position = LoaNotation.INSTANCE.parsePosition(puzzle.position());
                LoaOptions options = LoaGame.INSTANCE.rules(puzzle.options()).options(); // the puzzle's own rules
                var move = new LoaComputerPlayer(options, LoaComputerPlayer.Strength.HARD, 1).choose(position, BUDGET);
                assertThat(LoaNotation.INSTANCE.format(position, move)).as(puzzle.id()).isIn(puzzle.accepted());
                puzzles++;
            }
        }
        assertThat(puzzles).isGreaterThanOrEqualTo(40);
    }
}
