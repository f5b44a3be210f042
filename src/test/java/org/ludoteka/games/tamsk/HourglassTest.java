package org.ludoteka.games.tamsk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class HourglassTest {

    @ParameterizedTest(name = "{0} ms above, turned over: {1} ms above")
    @CsvSource({"47000, 133000", "1, 179999", "179999, 1", "90000, 90000", "180000, 0"})
    void turningOverLeavesWhatHadRunDown(long above, long afterTurning) {
        assertThat(Hourglass.running(0, above).turnedOver().upperMillis()).isEqualTo(afterTurning);
    }

    @Test
    void oneAtRestGetsTheFullThreeMinutes() {
        Hourglass turned = Hourglass.atRest(0).turnedOver();

        assertThat(turned.upperMillis()).isEqualTo(180_000);
        assertThat(turned.isRunning()).isTrue();
    }

    @Test
    void turningOverOneJustTurnedLeavesNothing() {
        assertThat(Hourglass.running(0, 180_000).turnedOver().isExpired()).isTrue();
    }

    @Test
    void sandRunsDownToExactlyZeroAndThenTheHourglassHasRunOut() {
        Hourglass hourglass = Hourglass.running(0, 1000);

        assertThat(hourglass.drained(999).isExpired()).isFalse();
        assertThat(hourglass.drained(1000).isExpired()).isTrue();
        assertThat(hourglass.drained(5000).upperMillis()).isZero();
    }

    @Test
    void anHourglassAtRestHasNoSandRunningAndHasNotRunOut() {
        Hourglass rest = Hourglass.atRest(0);

        assertThat(rest.drained(60_000)).isEqualTo(rest);
        assertThat(rest.isExpired()).isFalse();
        assertThat(rest.isRunning()).isFalse();
    }

    @Test
    void noHourglassHoldsMoreThanThreeMinutesOrSandWhileAtRest() {
        assertThatThrownBy(() -> Hourglass.running(0, 180_001)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Hourglass(0, false, 5)).isInstanceOf(IllegalArgumentException.class);
    }
}
