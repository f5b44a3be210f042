package org.ludoteka.games.loa;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.Side;

class LoaLinesTest {

    /** The replies to a move, counted from the lines it changes, are the replies listed after it, in positions of every kind. */
    @Test
    void theChangeOfAMoveGivesTheRepliesListedAfterIt() {
        SplittableRandom random = new SplittableRandom(12);
        int[] moves = new int[LoaBoard.MAX_MOVES];
        int[] replies = new int[LoaBoard.MAX_MOVES];
        int[] lines = new int[LoaLines.COUNT];
        int checked = 0;
        for (int position = 0; position < 5_000; position++) {
            long own = randomPieces(random, 0);
            long enemy = randomPieces(random, own);
            LoaLines.index(enemy, own, lines);
            int before = LoaLines.moves(lines);
            assertThat(before).isEqualTo(LoaBoard.generate(enemy, own, replies));
            int count = LoaBoard.generate(own, enemy, moves);
            for (int i = 0; i < count; i++) {
                int from = moves[i] >>> 6;
                int to = moves[i] & 63;
                long toBit = 1L << to;
                boolean capture = (enemy & toBit) != 0;
                int listed = LoaBoard.generate(enemy & ~toBit, own ^ (1L << from) ^ toBit, replies);
                assertThat(before + LoaLines.change(lines, from, to, capture))
                        .as("%s, %s", LoaNotation.INSTANCE.format(new LoaPosition(own, enemy, Side.BLACK, null)),
                                LoaNotation.INSTANCE.format(new LoaPosition(own, enemy, Side.BLACK, null), new LoaMove(from, to)))
                        .isEqualTo(listed);
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(50_000);
    }

    private static long randomPieces(SplittableRandom random, long taken) {
        int wanted = 1 + random.nextInt(12);
        long pieces = 0;
        while (Long.bitCount(pieces) < wanted) {
            pieces |= (1L << random.nextInt(64)) & ~taken;
        }
        return pieces;
    }
}
