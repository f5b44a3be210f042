package org.ludoteka.games.loa;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class LoaBoardTest {

    /** Counting line by line must agree with listing move by move, in positions of every kind. */
    @Test
    void countAgreesWithTheMovesGeneratedInRandomPositions() {
        SplittableRandom random = new SplittableRandom(11);
        int[] moves = new int[LoaBoard.MAX_MOVES];
        for (int position = 0; position < 20_000; position++) {
            long black = 0;
            long white = 0;
            int blacks = 1 + random.nextInt(12);
            int whites = 1 + random.nextInt(12);
            while (Long.bitCount(black) < blacks) {
                black |= 1L << random.nextInt(64);
            }
            while (Long.bitCount(white) < whites) {
                white |= (1L << random.nextInt(64)) & ~black;
            }
            assertThat(LoaBoard.count(black, white)).isEqualTo(LoaBoard.generate(black, white, moves));
            assertThat(LoaBoard.count(white, black)).isEqualTo(LoaBoard.generate(white, black, moves));
        }
    }

    @Test
    void aFullLineAsksForAMoveOfEightWhichLandsNowhere() {
        long black = 0xFFL & ~1L;   // b1..h1
        long white = 1L | 1L << 8;  // a1, a2

        assertThat(LoaBoard.count(black, white)).isEqualTo(LoaBoard.generate(black, white, new int[LoaBoard.MAX_MOVES]));
    }
}
