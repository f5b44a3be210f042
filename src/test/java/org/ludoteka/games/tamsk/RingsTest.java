package org.ludoteka.games.tamsk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class RingsTest {
    private static final int CENTRE = TamskBoard.cell("d4");

    @Test
    void aCellIsFullWhenItsRingsReachItsCapacity() {
        Rings rings = Rings.EMPTY.plusOne(CENTRE).plusOne(CENTRE).plusOne(CENTRE);

        assertThat(rings.isFull(CENTRE)).isFalse();
        assertThat(rings.plusOne(CENTRE).isFull(CENTRE)).isTrue();
        assertThat(rings.plusOne(CENTRE).total()).isEqualTo(4);
    }

    @Test
    void noCellTakesMoreRingsThanItsCapacity() {
        Rings full = Rings.EMPTY.plusOne(0);

        assertThatThrownBy(() -> full.plusOne(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void ringsAreValuesAndAddingOneLeavesTheOriginalAsItWas() {
        Rings one = Rings.EMPTY.plusOne(CENTRE);

        assertThat(one).isEqualTo(Rings.EMPTY.plusOne(CENTRE)).hasSameHashCodeAs(Rings.EMPTY.plusOne(CENTRE));
        assertThat(Rings.EMPTY.total()).isZero();
    }
}
