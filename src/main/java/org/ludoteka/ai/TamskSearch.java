package org.ludoteka.ai;

import java.util.SplittableRandom;

/**
 * Iterative-deepening alpha-beta (negamax) over {@link TamskSearchBoard}s, within a deadline read
 * from {@link System#nanoTime()}; an interrupt stops it like the deadline does. It stops early when
 * a deeper look cannot change the answer: a forced win is found, or every line reached the end of
 * the game. An iteration cut short still counts once the best move of the last one has been
 * searched again, since any move that beat it then beat it on a full search.
 */
final class TamskSearch {
    static final int WIN = 1_000_000;
    private static final int INFINITY = 2 * WIN;
    private static final int TIME_CHECK_INTERVAL = 256;
    private static final int MAX_PLY = 128;
    private static final int UNDECIDED = Integer.MIN_VALUE;
    /**
     * Once this share of the time is used up, no deeper iteration is begun: each takes several times
     * longer than the last, so it would rarely get past its first moves.
     */
    private static final double SOFT_FRACTION = 0.2;

    /** What the search found: the index of the best root move and its score for the player on move. */
    record Result(int best, int score, int depth) {
    }

    private final TamskStrength strength;
    private final SplittableRandom random;
    private final int[][] movesAtPly = new int[MAX_PLY][TamskSearchBoard.MAX_MOVES];
    private TamskPace pace;
    private long deadline;
    private long nodes;
    private boolean outOfTime;
    private boolean horizonReached;

    TamskSearch(TamskStrength strength, SplittableRandom random) {
        this.strength = strength;
        this.random = random;
    }

    /**
     * The best of {@code moves} (at least one; the board's own encoding) from {@code root}, searched
     * until {@code deadlineNanos} or the strength's depth, the sand running at {@code pace}. Equal
     * moves are chosen among by the seed. Never deeper than {@code depthCap} plies.
     */
    Result search(TamskSearchBoard root, int[] moves, long deadlineNanos, TamskPace pace, int depthCap) {
        this.pace = pace;
        long start = System.nanoTime();
        long softDeadline = start + (long) ((deadlineNanos - start) * SOFT_FRACTION);
        int count = moves.length;
        int[] order = shuffled(moves);
        outOfTime = false;
        nodes = 0;
        Result best = new Result(indexOf(moves, order[0]), 0, 0);
        for (int depth = 1; depth <= Math.min(Math.min(strength.maxDepth, MAX_PLY - 1), depthCap); depth++) {
            // the first ply is always finished, however busy the machine: a few dozen evaluations, never a blind move
            deadline = depth == 1 ? Long.MAX_VALUE : deadlineNanos;
            horizonReached = false;
            int alpha = -INFINITY;
            int bestAtDepth = -1;
            for (int i = 0; i < count; i++) {
                // a noisy judgement needs each move's own score, not a bound against the best so far
                int bound = strength.noise > 0 ? -INFINITY : alpha;
                int score = -negamax(after(root, order[i]), depth - 1, 1, -INFINITY, -bound) + noise();
                if (outOfTime) {
                    break;
                }
                if (score > alpha) {
                    alpha = score;
                    bestAtDepth = order[i];
                }
            }
            if (bestAtDepth != -1) {
                best = new Result(indexOf(moves, bestAtDepth), alpha, depth);
                moveToFront(order, bestAtDepth);
            }
            if (outOfTime || Math.abs(alpha) > WIN / 2 || !horizonReached || count == 1 || System.nanoTime() > softDeadline) {
                break;
            }
        }
        return best;
    }

    private int negamax(TamskSearchBoard board, int depth, int ply, int alpha, int beta) {
        if (++nodes % TIME_CHECK_INTERVAL == 0 && (System.nanoTime() > deadline || Thread.currentThread().isInterrupted())) {
            outOfTime = true;
        }
        if (outOfTime) {
            return 0;
        }
        int[] moves = movesAtPly[ply];
        int count = board.generate(moves);
        if (count == 0) {
            return finalScore(board);
        }
        int decided = decidedScore(board);
        if (decided != UNDECIDED) {
            return decided;
        }
        if (depth == 0) {
            horizonReached = true;
            return TamskEvaluation.evaluate(board, pace);
        }
        int best = -INFINITY;
        for (int i = 0; i < count; i++) {
            int score = -negamax(after(board, moves[i]), depth - 1, ply + 1, -beta, -Math.max(alpha, best));
            if (score > best) {
                best = score;
                if (best >= beta) {
                    break;
                }
            }
        }
        return best;
    }

    /** The position after {@code move}, once the next player has thought at his pace. */
    private TamskSearchBoard after(TamskSearchBoard board, int move) {
        return board.after(move, pace);
    }

    /**
     * The end of the game for the player on move: fewer rings left win, by more the better (T-7);
     * equal rings are a draw at level 1 (T-13), and at levels 2–3 the hourglass that runs out last
     * decides (T-21, TA-8), with time stopped at the end.
     */
    static int finalScore(TamskSearchBoard board) {
        int mover = board.mover();
        int margin = board.holder(1 - mover) - board.holder(mover);
        if (margin != 0) {
            return Integer.signum(margin) * WIN + margin * TamskEvaluation.RING;
        }
        return board.level == 1 ? 0 : Integer.signum(board.lastToRunOut(mover)) * WIN;
    }

    /**
     * The end of the game seen before it comes: when even dropping every ring the rest of the board
     * has room for would leave one player with more rings than the other has now, the other wins,
     * by at least that many rings. {@link #UNDECIDED} otherwise.
     */
    static int decidedScore(TamskSearchBoard board) {
        int room = board.roomStillReachable();
        int mover = board.mover();
        int moverAtLeast = board.holder(mover) - Math.min(board.holder(mover), room);
        int otherAtLeast = board.holder(1 - mover) - Math.min(board.holder(1 - mover), room);
        if (otherAtLeast > board.holder(mover)) {
            return WIN + (otherAtLeast - board.holder(mover)) * TamskEvaluation.RING;
        }
        if (moverAtLeast > board.holder(1 - mover)) {
            return -WIN - (moverAtLeast - board.holder(1 - mover)) * TamskEvaluation.RING;
        }
        return UNDECIDED;
    }

    private int noise() {
        return strength.noise == 0 ? 0 : random.nextInt(-strength.noise, strength.noise + 1);
    }

    private int[] shuffled(int[] moves) {
        int[] order = moves.clone();
        for (int i = order.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = order[i];
            order[i] = order[j];
            order[j] = swap;
        }
        return order;
    }

    private static void moveToFront(int[] order, int move) {
        int at = indexOf(order, move);
        System.arraycopy(order, 0, order, 1, at);
        order[0] = move;
    }

    private static int indexOf(int[] moves, int move) {
        for (int i = 0; i < moves.length; i++) {
            if (moves[i] == move) {
                return i;
            }
        }
        throw new IllegalArgumentException("not a root move: " + move);
    }
}
