package org.ludoteka.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Side;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaOptions;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.games.loa.LoaRules;

class LoaComputerPlayerTest {
    private static final LoaRules RULES = new LoaRules(LoaOptions.DEFAULT);
    private static final Duration THINK = Duration.ofMillis(50);

    @ParameterizedTest
    @EnumSource(LoaComputerPlayer.Strength.class)
    void everyMoveItPlaysIsLegalAndAGameEnds(LoaComputerPlayer.Strength strength) {
        LoaComputerPlayer black = new LoaComputerPlayer(LoaOptions.DEFAULT, strength, 1);
        LoaComputerPlayer white = new LoaComputerPlayer(LoaOptions.DEFAULT, LoaComputerPlayer.Strength.EASY, 2);
        LoaPosition position = LoaPosition.START;
        for (int ply = 0; ply < 300 && RULES.outcome(position).isEmpty(); ply++) {
            LoaComputerPlayer mover = position.toMove() == Side.BLACK ? black : white;
            MoveResult<LoaPosition> result = RULES.apply(position, mover.choose(position, THINK));
            assertThat(result).as("ply %d from %s", ply, position).isInstanceOf(MoveResult.Legal.class);
            position = ((MoveResult.Legal<LoaPosition>) result).after();
        }
        assertThat(RULES.outcome(position)).isPresent();
    }

    @Test
    void itTakesAWinInOne() {
        LoaPosition position = LoaNotation.INSTANCE.parsePosition("7w/8/8/8/8/b7/8/b5w1 b");
        LoaComputerPlayer player = new LoaComputerPlayer(LoaOptions.DEFAULT, LoaComputerPlayer.Strength.HARD, 3);

        LoaMove move = player.choose(position, Duration.ofMillis(300));

        var after = ((MoveResult.Legal<LoaPosition>) RULES.apply(position, move)).after();
        assertThat(RULES.outcome(after).orElseThrow().winner()).contains(Side.BLACK);
    }

    @Test
    void itFindsTheOneMoveThatStopsTheOpponentsWinInOne() {
        // 16 of Black's 17 moves let White connect at once; only e2-f2 does not
        LoaPosition position = LoaNotation.INSTANCE.parsePosition("8/1b4b1/8/8/8/5w2/4b3/4w1w1 b");
        LoaComputerPlayer player = new LoaComputerPlayer(LoaOptions.DEFAULT, LoaComputerPlayer.Strength.HARD, 4);

        assertThat(LoaNotation.INSTANCE.format(position, player.choose(position, Duration.ofMillis(500)))).isEqualTo("e2-f2");
    }

    @Test
    void randomPlayoutsEndWithinTheirLimit() {
        LoaRandomPlayout playout = new LoaRandomPlayout();
        SplittableRandom random = new SplittableRandom(7);

        for (int i = 0; i < 100; i++) {
            assertThat(playout.play(LoaPosition.START, random, 1000)).isBetween(1, 1000);
        }
    }
}
