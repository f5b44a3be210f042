package org.ludoteka.games.tamsk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class PlayerStateTest {
    private static final List<Hourglass> TWO_AT_REST = List.of(Hourglass.atRest(0), Hourglass.running(1, 500), Hourglass.atRest(2));

    @Test
    void aPositionTextThatSaysNothingImpliesOneFirstTurnLeftForEachHourglassAtRest() {
        assertThat(PlayerState.openingImpliedBy(TWO_AT_REST, 2)).isEqualTo(2);
        assertThat(PlayerState.openingImpliedBy(TWO_AT_REST, 1)).isZero(); // level 1 has no such rule
    }

    @Test
    void eachTurnUsesUpOneOfTheFirstThreeUntilNoneIsLeft() {
        PlayerState player = new PlayerState(TWO_AT_REST, 32, 0, 1);

        assertThat(player.afterTurn().opening()).isZero();
        assertThat(player.afterTurn().afterTurn().opening()).isZero();
    }

    @Test
    void anHourglassKeepsItsPlaceInTheListWhenItMoves() {
        PlayerState player = new PlayerState(TWO_AT_REST, 32, 0, 0);

        assertThat(player.replacing(TWO_AT_REST.get(1), Hourglass.running(7, 179_500)).hourglasses())
                .containsExactly(Hourglass.atRest(0), Hourglass.running(7, 179_500), Hourglass.atRest(2));
    }

    @Test
    void aPlayerHasAtMostThreeHourglassesAndThirtyTwoRings() {
        assertThatThrownBy(() -> new PlayerState(TWO_AT_REST, 33, 0, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new PlayerState(List.of(Hourglass.atRest(0), Hourglass.atRest(1), Hourglass.atRest(2),
                Hourglass.atRest(3)), 32, 0, 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
