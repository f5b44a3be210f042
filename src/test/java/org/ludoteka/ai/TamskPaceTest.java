package org.ludoteka.ai;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TamskPaceTest {

    @Test
    void theOpponentIsSlowForTheComputersHourglassesAndQuickForHisOwn() {
        TamskPace pace = new TamskPace(1, 400, 1500, 15_000); // the computer plays Black

        assertThat(pace.drain(1, 0)).isEqualTo(400);
        assertThat(pace.drain(1, 1)).isEqualTo(400);
        assertThat(pace.drain(0, 1)).isEqualTo(15_000);
        assertThat(pace.drain(0, 0)).isEqualTo(1500);
        assertThat(pace.round(1)).isEqualTo(15_400);
        assertThat(pace.round(0)).isEqualTo(1900);
    }
}
