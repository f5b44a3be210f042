package org.ludoteka.progress;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class Glicko2Test {

    @Test
    void glickmansExampleGivesHisFigures() {
        Glicko2 player = new Glicko2(1500, 200, 0.06);

        Glicko2 after = player.after(List.of(
                new Glicko2.Result(1400, 30, 1),
                new Glicko2.Result(1550, 100, 0),
                new Glicko2.Result(1700, 300, 0)));

        assertThat(after.rating()).isCloseTo(1464.06, within(0.01));
        assertThat(after.deviation()).isCloseTo(151.52, within(0.01));
        assertThat(after.volatility()).isCloseTo(0.05999, within(0.00001));
    }

    @Test
    void aSolvedPuzzleRaisesTheRatingAndAFailedOneLowersIt() {
        assertThat(Glicko2.NEW.afterPuzzle(1500, 1).rating()).isGreaterThan(1500);
        assertThat(Glicko2.NEW.afterPuzzle(1500, 0).rating()).isLessThan(1500);
        assertThat(Glicko2.NEW.afterPuzzle(1500, 1).deviation()).as("an attempt makes the rating surer").isLessThan(350);
    }
}
