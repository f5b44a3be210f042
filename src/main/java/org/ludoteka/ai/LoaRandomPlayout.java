package org.ludoteka.ai;

import java.util.random.RandomGenerator;
import org.ludoteka.games.loa.LoaBoard;
import org.ludoteka.games.loa.LoaPosition;

/**
 * One Lines of Action game of uniformly random legal moves, played on bitboards, until a side is
 * connected or a ply limit passes. No repetition rule: a playout is a measurement, not a game record.
 */
public final class LoaRandomPlayout {
    private final int[] moves = new int[LoaBoard.MAX_MOVES];

    /** Plays from {@code start}; returns the number of plies played. */
    public int play(LoaPosition start, RandomGenerator random, int maxPlies) {
        long own = start.pieces(start.toMove());
        long enemy = start.pieces(start.opponent());
        if (LoaBoard.connected(own) || LoaBoard.connected(enemy)) {
            return 0;
        }
        for (int ply = 1; ply <= maxPlies; ply++) {
            int count = LoaBoard.generate(own, enemy, moves);
            if (count > 0) {
                int move = moves[random.nextInt(count)];
                long toBit = 1L << (move & 63);
                own ^= (1L << (move >>> 6)) ^ toBit;
                boolean captured = (enemy & toBit) != 0;
                enemy &= ~toBit;
                // only the mover's group changes, and the opponent's only by a capture
                if (LoaBoard.connected(own) || captured && LoaBoard.connected(enemy)) {
                    return ply;
                }
            }
            long swap = own;
            own = enemy;
            enemy = swap;
        }
        return maxPlies;
    }
}
