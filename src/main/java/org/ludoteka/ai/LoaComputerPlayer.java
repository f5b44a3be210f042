package org.ludoteka.ai;

import java.time.Duration;
import java.util.SplittableRandom;
import org.ludoteka.games.loa.LoaBoard;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaOptions;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.games.loa.LoaRules;

/**
 * A Lines of Action opponent: iterative-deepening alpha-beta on bitboards within a time budget.
 * It blocks while it thinks, so the window calls it off the event thread; an interrupt makes it
 * answer at once with the best move found so far. The repetition rule is left to the caller: the
 * search sees positions, not the game's history.
 */
public final class LoaComputerPlayer {

    /** How hard it tries: how deep it may look, and how much noise blurs its judgement. */
    public enum Strength {
        EASY(1, 60), MEDIUM(3, 12), HARD(64, 0);

        final int maxDepth;
        final int noise;

        Strength(int maxDepth, int noise) {
            this.maxDepth = maxDepth;
            this.noise = noise;
        }
    }

    private static final int WIN = 1_000_000;
    private static final int INFINITY = 2 * WIN;

    private final LoaOptions options;
    private final Strength strength;
    private final SplittableRandom random;
    private long deadline;
    private boolean outOfTime;

    public LoaComputerPlayer(LoaOptions options, Strength strength, long seed) {
        this.options = options;
        this.strength = strength;
        this.random = new SplittableRandom(seed);
    }

    /** The move to play in {@code position}, which must not be over; {@link LoaMove#PASS} when nothing else is legal. */
    public LoaMove choose(LoaPosition position, Duration budget) {
        var legal = new LoaRules(options).legalMoves(position);
        if (legal.isEmpty()) {
            throw new IllegalArgumentException("the game is over: there is no move to choose");
        }
        if (legal.size() == 1) {
            return legal.get(0);
        }
        long own = position.pieces(position.toMove());
        long enemy = position.pieces(position.opponent());
        int[] moves = new int[LoaBoard.MAX_MOVES];
        int count = LoaBoard.generate(own, enemy, moves);
        shuffle(moves, count); // equal moves are chosen among fairly, by the seed
        deadline = System.nanoTime() + budget.toNanos();
        outOfTime = false;
        int best = moves[0];
        for (int depth = 1; depth <= strength.maxDepth; depth++) {
            int alpha = -INFINITY;
            int bestAtDepth = best;
            moveToFront(moves, count, best); // the last iteration's best is searched first
            for (int i = 0; i < count; i++) {
                int score = -search(childOwn(enemy, moves[i]), childEnemy(own, moves[i]), depth - 1, -INFINITY, -alpha, 1)
                        + noise();
                if (outOfTime) {
                    break;
                }
                if (score > alpha) {
                    alpha = score;
                    bestAtDepth = moves[i];
                }
            }
            if (outOfTime) {
                break; // an unfinished iteration is not trusted
            }
            best = bestAtDepth;
            if (alpha >= WIN - 100) {
                break; // a forced win is found: looking deeper only finds slower ones
            }
        }
        return new LoaMove(best >>> 6, best & 63);
    }

    /**
     * Negamax from the side to move's view: {@code own} moves next, {@code enemy} has just moved.
     * The side that just moved is checked first, as the rules check a move's result.
     */
    private int search(long own, long enemy, int depth, int alpha, int beta, int ply) {
        boolean enemyConnected = LoaBoard.connected(enemy);
        boolean ownConnected = LoaBoard.connected(own);
        if (enemyConnected && ownConnected) {
            return switch (options.simultaneous()) {
                case DRAW -> 0;
                case MOVER_WINS -> -WIN + ply;
                case MOVER_LOSES -> WIN - ply;
            };
        }
        if (enemyConnected) {
            return -WIN + ply;
        }
        if (ownConnected) {
            return WIN - ply;
        }
        if (depth == 0) {
            return evaluate(own, enemy);
        }
        if ((ply & 63) == 0 || depth > 2) {
            checkTime();
        }
        if (outOfTime) {
            return 0;
        }
        int[] moves = new int[LoaBoard.MAX_MOVES];
        int count = LoaBoard.generate(own, enemy, moves);
        if (count == 0) {
            return -search(enemy, own, depth - 1, -beta, -alpha, ply + 1); // a pass
        }
        capturesFirst(moves, count, enemy);
        for (int i = 0; i < count; i++) {
            int score = -search(childOwn(enemy, moves[i]), childEnemy(own, moves[i]), depth - 1, -beta, -alpha, ply + 1);
            if (score >= beta) {
                return score;
            }
            alpha = Math.max(alpha, score);
        }
        return alpha;
    }

    /**
     * The classic Lines of Action judgement: pieces close to their own centre of mass are close to
     * connecting, and a centralised group is harder to block. Positive is good for {@code own}.
     */
    static int evaluate(long own, long enemy) {
        return concentration(enemy) - concentration(own);
    }

    /** Summed distance of the pieces to their centre of mass beyond the tightest packing, plus a pull to the centre. */
    private static int concentration(long pieces) {
        int n = Long.bitCount(pieces);
        int sumFile = 0;
        int sumRank = 0;
        for (long rest = pieces; rest != 0; rest &= rest - 1) {
            int square = Long.numberOfTrailingZeros(rest);
            sumFile += square % 8;
            sumRank += square / 8;
        }
        int centreFile = Math.round((float) sumFile / n);
        int centreRank = Math.round((float) sumRank / n);
        int spread = 0;
        for (long rest = pieces; rest != 0; rest &= rest - 1) {
            int square = Long.numberOfTrailingZeros(rest);
            spread += Math.max(Math.abs(square % 8 - centreFile), Math.abs(square / 8 - centreRank));
        }
        int offCentre = Math.abs(2 * centreFile - 7) + Math.abs(2 * centreRank - 7);
        return 100 * spread / n + 10 * offCentre;
    }

    private int noise() {
        return strength.noise == 0 ? 0 : random.nextInt(-strength.noise, strength.noise + 1);
    }

    private void checkTime() {
        if (System.nanoTime() > deadline || Thread.currentThread().isInterrupted()) {
            outOfTime = true;
        }
    }

    /** After {@code move} by {@code mover}, the pieces of the side that moves next. */
    private static long childOwn(long enemy, int move) {
        return enemy & ~(1L << (move & 63));
    }

    /** After {@code move}, the mover's pieces. */
    private static long childEnemy(long mover, int move) {
        return mover ^ (1L << (move >>> 6)) ^ (1L << (move & 63));
    }

    private static void capturesFirst(int[] moves, int count, long enemy) {
        int front = 0;
        for (int i = 0; i < count; i++) {
            if ((enemy & (1L << (moves[i] & 63))) != 0) {
                int swap = moves[front];
                moves[front++] = moves[i];
                moves[i] = swap;
            }
        }
    }

    private static void moveToFront(int[] moves, int count, int move) {
        for (int i = 0; i < count; i++) {
            if (moves[i] == move) {
                moves[i] = moves[0];
                moves[0] = move;
                return;
            }
        }
    }

    private void shuffle(int[] moves, int count) {
        for (int i = count - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = moves[i];
            moves[i] = moves[j];
            moves[j] = swap;
        }
    }
}
