package org.ludoteka.ai;

import java.util.random.RandomGenerator;
import org.ludoteka.games.loa.LoaBoard;
import org.ludoteka.games.loa.LoaPosition;

/**
 * One Lines of Action game of uniformly random legal moves, played on bitboards, until a side is
 * connected or a ply limit passes. No repetition rule: a playout is a measurement, not a game record.
 *
 * <p>A move is drawn without listing them all: a random piece and direction, tried until one is
 * legal. Every legal move is the one move of its piece and direction, so each is equally likely;
 * only after many misses (few moves, or none) is the list made, and drawn from just as fairly.
 */
public final class LoaRandomPlayout {
    /** With 30 or so legal moves among up to 96 piece-directions, a move is found in about three draws. */
    private static final int DRAWS_BEFORE_LISTING = 32;

    private final int[] moves = new int[LoaBoard.MAX_MOVES];
    private final int[] squares = new int[12];

    /** Plays from {@code start}; returns the number of plies played. */
    public int play(LoaPosition start, RandomGenerator random, int maxPlies) {
        long own = start.pieces(start.toMove());
        long enemy = start.pieces(start.opponent());
        if (LoaBoard.connected(own) || LoaBoard.connected(enemy)) {
            return 0;
        }
        for (int ply = 1; ply <= maxPlies; ply++) {
            int move = draw(own, enemy, random);
            if (move >= 0) {
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

    /** A uniformly random legal move of {@code own} as from * 64 + to, or -1 when there is none (a pass). */
    int draw(long own, long enemy, RandomGenerator random) {
        int pieces = 0;
        for (long rest = own; rest != 0; rest &= rest - 1) {
            squares[pieces++] = Long.numberOfTrailingZeros(rest);
        }
        for (int draws = 0; draws < DRAWS_BEFORE_LISTING; draws++) {
            int slot = random.nextInt(pieces * 8);
            int from = squares[slot >> 3];
            int to = LoaBoard.target(own, enemy, from, slot & 7);
            if (to >= 0) {
                return from * 64 + to;
            }
        }
        int count = LoaBoard.generate(own, enemy, moves);
        return count == 0 ? -1 : moves[random.nextInt(count)];
    }
}
