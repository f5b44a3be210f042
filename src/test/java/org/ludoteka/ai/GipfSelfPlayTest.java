package org.ludoteka.ai;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfNotation;
import org.ludoteka.games.gipf.GipfOptions;
import org.ludoteka.games.gipf.GipfRules;

class GipfSelfPlayTest {
    private static final GipfRules RULES = new GipfRules(GipfOptions.DEFAULT);

    @Test
    void everyGameHasAWinnerAndTheColoursAlternate() {
        RandomPlayer<GipfPosition, GipfMove> first = new RandomPlayer<>(RULES, 1);
        RandomPlayer<GipfPosition, GipfMove> second = new RandomPlayer<>(RULES, 2);

        GipfSelfPlay.Score score = new GipfSelfPlay(RULES, 3).play(GipfNotation.INSTANCE.parsePosition("start"), first::choose, second::choose, 6);

        assertThat(score.wins() + score.losses()).isEqualTo(6);
        assertThat(score.illegalTokens()).isZero();
        assertThat(score.tokens()).isPositive();
    }

    @Test
    void anIllegalTokenIsCountedAndReplacedByALegalOne() {
        RandomPlayer<GipfPosition, GipfMove> random = new RandomPlayer<>(RULES, 4);

        GipfSelfPlay.Score score = new GipfSelfPlay(RULES, 5).play(GipfNotation.INSTANCE.parsePosition("basic"), p -> GipfMove.FORFEIT,
                random::choose, 1);

        assertThat(score.illegalTokens()).isPositive();
        assertThat(score.wins() + score.losses()).isEqualTo(1);
    }
}
