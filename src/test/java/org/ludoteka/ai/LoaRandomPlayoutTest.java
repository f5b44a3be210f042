package org.ludoteka.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ludoteka.games.loa.LoaBoard;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;

class LoaRandomPlayoutTest {
    private final LoaRandomPlayout playout = new LoaRandomPlayout();
    private final SplittableRandom random = new SplittableRandom(5);

    @Test
    void movesAreDrawnUniformlyFromEveryLegalMove() {
        LoaPosition start = LoaPosition.START;
        long own = start.black();
        long enemy = start.white();
        int draws = 72_000;
        Map<Integer, Integer> counts = new HashMap<>();
        for (int i = 0; i < draws; i++) {
            counts.merge(playout.draw(own, enemy, random), 1, Integer::sum);
        }
        int[] legal = new int[LoaBoard.MAX_MOVES];
        int count = LoaBoard.generate(own, enemy, legal);

        assertThat(counts).hasSize(count);
        for (int i = 0; i < count; i++) {
            // 2,000 expected each; five standard deviations is about ±220
            assertThat(counts.get(legal[i])).as("move %d", legal[i]).isBetween(1_780, 2_220);
        }
    }

    @Test
    void aLoneMoveIsFoundAndNoMoveIsAPass() {
        LoaPosition oneMove = LoaNotation.INSTANCE.parsePosition("8/8/8/8/8/w7/w7/bw6 b");
        LoaPosition boxedIn = LoaNotation.INSTANCE.parsePosition("8/8/8/8/8/8/ww6/bw6 b");

        assertThat(LoaBoard.count(oneMove.black(), oneMove.white())).isEqualTo(1);
        int[] legal = new int[LoaBoard.MAX_MOVES];
        LoaBoard.generate(oneMove.black(), oneMove.white(), legal);
        assertThat(playout.draw(oneMove.black(), oneMove.white(), random)).isEqualTo(legal[0]);
        assertThat(playout.draw(boxedIn.black(), boxedIn.white(), random)).isEqualTo(-1);
    }
}
