package org.ludoteka.ai;

import org.ludoteka.core.Side;
import org.ludoteka.games.loa.LoaBoard;
import org.ludoteka.games.loa.LoaOptions;
import org.ludoteka.games.loa.LoaPosition;

/**
 * Proves Lines of Action wins: depth-first proof-number search (df-pn, Nagai 2002) on bitboards,
 * with a transposition table. It answers one question exactly: can a side force a win within so
 * many plies, whatever the other does? A draw, a loss or a game still going at the horizon are all
 * "no". The horizon is part of every node, so the search graph has no cycles and the repetition rule
 * cannot arise: a third repetition needs eight plies or more from a position without history.
 *
 * <p>Each node is seen from the side on move: {@code phi} is its proof number when it is trying to
 * reach its goal (the attacker: a win; the defender: no win by the horizon) and {@code delta} its
 * disproof number. A node's phi is the least delta of its children, its delta the sum of their phis.
 *
 * <p>Not thread-safe; one solver per thread. It keeps its table between questions, which speeds up
 * asking about the moves of one position one after another.
 */
public final class LoaSolver implements WinSolver<LoaPosition> {
    /** Longer than any puzzle: a third repetition needs eight plies, which this keeps out of reach. */
    public static final int MAX_PLIES = 7;

    private static final int INFINITE = 100_000_000;
    private static final int TABLE_BITS = 20;
    private static final int TIME_CHECK_INTERVAL = 1 << 12;

    private final LoaOptions options;
    private final long[] tableOwn = new long[1 << TABLE_BITS];
    private final long[] tableEnemy = new long[1 << TABLE_BITS];
    /** The node's horizon and whose goal is whose, as {@link #depthKey}; 0 marks an empty slot. */
    private final byte[] tablePlies = new byte[1 << TABLE_BITS];
    private final int[] tablePhi = new int[1 << TABLE_BITS];
    private final int[] tableDelta = new int[1 << TABLE_BITS];
    private final int[][] movesAtPly = new int[MAX_PLIES + 1][LoaBoard.MAX_MOVES];
    private final SearchBudget budget = new SearchBudget();

    public LoaSolver(LoaOptions options) {
        this.options = options;
    }

    /** Nodes expanded since this solver was made: the effort its proofs cost. */
    @Override
    public long nodes() {
        return budget.nodes();
    }

    /**
     * Whether {@code attacker} wins within {@code plies} plies from {@code position} (either side on
     * move), every defence considered: the game ends in his favour by the horizon. A position already
     * over is answered by its result.
     */
    @Override
    public Proof forcedWin(LoaPosition position, Side attacker, int plies, long deadlineNanos) {
        if (plies < 0 || plies > MAX_PLIES) {
            throw new IllegalArgumentException("the solver looks 0 to " + MAX_PLIES + " plies ahead, not " + plies);
        }
        long own = position.pieces(position.toMove());
        long enemy = position.pieces(position.opponent());
        boolean attackerOnMove = position.toMove() == attacker;
        return budget.prove(deadlineNanos, TIME_CHECK_INTERVAL, () -> {
            boolean moverReachesGoal = phi(mid(own, enemy, plies, attackerOnMove, INFINITE, INFINITE)) == 0;
            return moverReachesGoal == attackerOnMove;
        });
    }

    /**
     * The multiple-iterative-deepening step of df-pn: searches below the node until its phi or delta
     * reaches its threshold, and returns both packed into one long.
     */
    private long mid(long own, long enemy, int plies, boolean attackerOnMove, int thresholdPhi, int thresholdDelta) {
        long known = evaluate(own, enemy, plies, attackerOnMove);
        if (phi(known) == 0 || delta(known) == 0 || phi(known) >= thresholdPhi || delta(known) >= thresholdDelta) {
            return known;
        }
        if (budget.spentAfterNode()) {
            return known;
        }
        int[] moves = movesAtPly[plies];
        int count = LoaBoard.generate(own, enemy, moves);
        boolean pass = count == 0;
        if (pass) {
            count = 1;
        }
        while (true) {
            int phi = INFINITE;
            int delta = 0;
            int best = 0;
            int bestDelta = INFINITE;
            int secondDelta = INFINITE;
            int bestPhi = 0;
            for (int i = 0; i < count; i++) {
                long child = pass ? evaluate(enemy, own, plies - 1, !attackerOnMove)
                        : evaluate(childOwn(enemy, moves[i]), childEnemy(own, moves[i]), plies - 1, !attackerOnMove);
                int childPhi = phi(child);
                int childDelta = delta(child);
                delta = Math.min(INFINITE, delta + childPhi);
                if (childDelta < bestDelta) {
                    secondDelta = bestDelta;
                    bestDelta = childDelta;
                    bestPhi = childPhi;
                    best = i;
                } else if (childDelta < secondDelta) {
                    secondDelta = childDelta;
                }
                phi = Math.min(phi, childDelta);
            }
            if (phi >= thresholdPhi || delta >= thresholdDelta || budget.spent()) {
                store(own, enemy, depthKey(plies, attackerOnMove), phi, delta);
                return pack(phi, delta);
            }
            int childThresholdPhi = (int) Math.min(INFINITE, (long) thresholdDelta - delta + bestPhi);
            int childThresholdDelta = Math.min(thresholdPhi, secondDelta == INFINITE ? INFINITE : secondDelta + 1);
            if (pass) {
                mid(enemy, own, plies - 1, !attackerOnMove, childThresholdPhi, childThresholdDelta);
            } else {
                int move = moves[best];
                mid(childOwn(enemy, move), childEnemy(own, move), plies - 1, !attackerOnMove, childThresholdPhi, childThresholdDelta);
            }
        }
    }

    /**
     * What is known of a node without expanding it: a finished game or the horizon decide it; one
     * ply before the attacker's horizon his moves are tried at once; then the table; else (1, 1).
     */
    private long evaluate(long own, long enemy, int plies, boolean attackerOnMove) {
        int result = result(own, enemy);
        if (result != GOING_ON || plies == 0) {
            boolean attackerWon = result == (attackerOnMove ? MOVER_WON : MOVER_LOST);
            return attackerWon == attackerOnMove ? pack(0, INFINITE) : pack(INFINITE, 0);
        }
        int depthKey = depthKey(plies, attackerOnMove);
        int at = slot(own, enemy, depthKey);
        for (int way = 0; way < 2; way++, at ^= 1) {
            if (tablePlies[at] == depthKey && tableOwn[at] == own && tableEnemy[at] == enemy) {
                return pack(tablePhi[at], tableDelta[at]);
            }
        }
        if (plies == 1 && attackerOnMove) {
            long known = winsAtOnce(own, enemy) ? pack(0, INFINITE) : pack(INFINITE, 0);
            store(own, enemy, depthKey, phi(known), delta(known));
            return known;
        }
        return pack(1, 1);
    }

    private static final int GOING_ON = 0;
    private static final int MOVER_WON = 1;
    private static final int MOVER_LOST = 2;
    private static final int DRAWN = 3;

    /** The game's state for {@code own}, on move, after {@code enemy}'s move (rules.md LA-5, LA-1). */
    private int result(long own, long enemy) {
        boolean enemyConnected = LoaBoard.connected(enemy);
        boolean ownConnected = LoaBoard.connected(own);
        if (enemyConnected && ownConnected) {
            return switch (options.simultaneous()) {
                case DRAW -> DRAWN;
                case MOVER_WINS -> MOVER_LOST;
                case MOVER_LOSES -> MOVER_WON;
            };
        }
        return enemyConnected ? MOVER_LOST : ownConnected ? MOVER_WON : GOING_ON;
    }

    /** True when one of {@code own}'s moves wins the game at once. */
    private boolean winsAtOnce(long own, long enemy) {
        int[] moves = movesAtPly[0];
        int count = LoaBoard.generate(own, enemy, moves);
        for (int i = 0; i < count; i++) {
            if (result(childOwn(enemy, moves[i]), childEnemy(own, moves[i])) == MOVER_LOST) {
                return true;
            }
        }
        return false;
    }

    /**
     * Two slots a position: its own entry is overwritten in place; otherwise a settled entry (proven
     * or disproven) is kept while the other slot can take the newcomer, since settling it again may
     * cost a whole subtree and, between siblings that share a slot, could go on for ever.
     */
    private void store(long own, long enemy, int depthKey, int phi, int delta) {
        int at = slot(own, enemy, depthKey);
        boolean mine = tablePlies[at] == depthKey && tableOwn[at] == own && tableEnemy[at] == enemy;
        boolean otherMine = tablePlies[at ^ 1] == depthKey && tableOwn[at ^ 1] == own && tableEnemy[at ^ 1] == enemy;
        if (otherMine || !mine && settled(at) && !settled(at ^ 1)) {
            at ^= 1;
        }
        tableOwn[at] = own;
        tableEnemy[at] = enemy;
        tablePlies[at] = (byte) depthKey;
        tablePhi[at] = phi;
        tableDelta[at] = delta;
    }

    /**
     * The same board means something else at another horizon, and when the side on move attacks
     * rather than defends (the solver is asked both ways round: wins, and threats against them).
     */
    private static int depthKey(int plies, boolean attackerOnMove) {
        return 2 * plies + (attackerOnMove ? 2 : 1);
    }

    private boolean settled(int at) {
        return tablePlies[at] != 0 && (tablePhi[at] == 0 || tableDelta[at] == 0);
    }

    /** A well-mixed hash (the finaliser of SplitMix64), so that sibling positions seldom share a slot. */
    private static int slot(long own, long enemy, int depthKey) {
        long hash = own * 0x9E3779B97F4A7C15L + enemy;
        hash = (hash ^ (hash >>> 30)) * 0xBF58476D1CE4E5B9L + depthKey;
        hash = (hash ^ (hash >>> 27)) * 0x94D049BB133111EBL;
        hash ^= hash >>> 31;
        return (int) (hash >>> (64 - TABLE_BITS)) & ~1;
    }

    private static long pack(int phi, int delta) {
        return (long) phi << 32 | delta;
    }

    private static int phi(long packed) {
        return (int) (packed >>> 32);
    }

    private static int delta(long packed) {
        return (int) packed;
    }

    /** After {@code move}, the pieces of the side that moves next. */
    private static long childOwn(long enemy, int move) {
        return enemy & ~(1L << (move & 63));
    }

    /** After {@code move}, the mover's pieces. */
    private static long childEnemy(long mover, int move) {
        return mover ^ (1L << (move >>> 6)) ^ (1L << (move & 63));
    }
}
