package org.ludoteka.games.tamsk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.Side;

class FifteenSecondTimerTest {

    @Test
    void turnedAgainstAPlayerItHoldsFifteenSecondsAgainstHim() {
        FifteenSecondTimer timer = FifteenSecondTimer.turnedAgainst(Side.BLACK);

        assertThat(timer.upperMillis()).isEqualTo(15_000);
        assertThat(timer.runsAgainst(Side.BLACK)).isTrue();
        assertThat(timer.runsAgainst(Side.RED)).isFalse();
    }

    @Test
    void itRunsDownToEmptyAndThenRunsAgainstNobody() {
        FifteenSecondTimer timer = FifteenSecondTimer.turnedAgainst(Side.RED);

        assertThat(timer.drained(14_999)).isEqualTo(new FifteenSecondTimer(1, Optional.of(Side.RED)));
        assertThat(timer.drained(15_000)).isEqualTo(FifteenSecondTimer.EMPTY);
        assertThat(timer.drained(20_000).isEmpty()).isTrue();
    }

    @Test
    void onceTheForcedPlayerHasMovedTheSandRunsOnAgainstNobody() {
        FifteenSecondTimer freed = FifteenSecondTimer.turnedAgainst(Side.RED).drained(4000).againstNobody();

        assertThat(freed).isEqualTo(new FifteenSecondTimer(11_000, Optional.empty()));
        assertThat(freed.isEmpty()).isFalse();
    }

    @Test
    void anEmptyTimerRunsAgainstNobodyAndNoneHoldsMoreThanFifteenSeconds() {
        assertThatThrownBy(() -> new FifteenSecondTimer(0, Optional.of(Side.RED))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new FifteenSecondTimer(15_001, Optional.empty())).isInstanceOf(IllegalArgumentException.class);
    }
}
