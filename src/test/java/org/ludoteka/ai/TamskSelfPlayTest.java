package org.ludoteka.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskOptions;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tamsk.TamskRules;

class TamskSelfPlayTest {
    private static final TamskRules RULES = new TamskRules(TamskOptions.DEFAULT);

    @Test
    void theFirstPlayerTakesRedAndBlackByTurnsAndEveryGameCounts() {
        List<Side> sides = new ArrayList<>();
        TamskRandomPlayer first = new TamskRandomPlayer(RULES, 1);
        TamskRandomPlayer second = new TamskRandomPlayer(RULES, 2);

        TamskSelfPlay.Score score = new TamskSelfPlay(RULES).play(TamskPosition.start(1), position -> {
            sides.add(position.turn());
            return first.chooseTurn(position);
        }, second::chooseTurn, 2);

        assertThat(score.wins() + score.draws() + score.losses()).isEqualTo(2);
        assertThat(score.points()).isEqualTo(score.wins() + score.draws() / 2.0);
        assertThat(sides).startsWith(Side.RED).endsWith(Side.BLACK);
        assertThat(score.illegalEvents()).isZero();
    }

    @Test
    void anIllegalEventIsCountedAndTheGameGoesOn() {
        TamskRandomPlayer second = new TamskRandomPlayer(RULES, 3);

        TamskSelfPlay.Score score = new TamskSelfPlay(RULES).play(TamskPosition.start(1), position -> List.of(TamskEvent.CLAIM),
                second::chooseTurn, 2);

        assertThat(score.illegalEvents()).isGreaterThan(2);
        assertThat(score.wins() + score.draws() + score.losses()).isEqualTo(2);
    }
}
