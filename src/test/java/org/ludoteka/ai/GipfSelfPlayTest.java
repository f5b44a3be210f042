package org.ludoteka.ai;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfNotation;
import org.ludoteka.games.gipf.GipfOptions;
import org.ludoteka.games.gipf.GipfRules;

class GipfSelfPlayTest {
    private static final GipfRules RULES = new GipfRules(GipfOptions.DEFAULT);

    @Test
    void everyGameHasAWinnerAndTheColoursAlternate() {
        GipfRandomPlayer first = new GipfRandomPlayer(RULES, 1);
        GipfRandomPlayer second = new GipfRandomPlayer(RULES, 2);

        GipfSelfPlay.Score score = new GipfSelfPlay(RULES, 3).play(GipfNotation.INSTANCE.parsePosition("start"), first::choose, second::choose, 6);

        assertThat(score.wins() + score.losses()).isEqualTo(6);
        assertThat(score.illegalTokens()).isZero();
        assertThat(score.tokens()).isPositive();
    }

    @Test
    void anIllegalTokenIsCountedAndReplacedByALegalOne() {
        GipfRandomPlayer random = new GipfRandomPlayer(RULES, 4);

        GipfSelfPlay.Score score = new GipfSelfPlay(RULES, 5).play(GipfNotation.INSTANCE.parsePosition("basic"), p -> GipfMove.FORFEIT,
                random::choose, 1);

        assertThat(score.illegalTokens()).isPositive();
        assertThat(score.wins() + score.losses()).isEqualTo(1);
    }
}
