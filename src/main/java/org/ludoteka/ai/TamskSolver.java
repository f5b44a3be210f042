package org.ludoteka.ai;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.Hourglass;
import org.ludoteka.games.tamsk.PlayerState;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskPosition;

/**
 * Proves level-1 Tamsk wins: alpha-beta on the two-valued score "the attacker has won by the
 * horizon" (so every cut-off is a proof), with a transposition table. Unlike the computer player's
 * search it considers every turn the rules allow: a move with or without its ring, after claiming
 * the opponent's forgotten ring or not, and the forced pass (T-9…T-12, TA-5). A win is the game over
 * (no hourglass can move) with fewer rings left than the opponent (T-7, T-13); a draw is no win.
 *
 * <p>Level 1 only: there is no time, so the three hourglasses of a colour are interchangeable and
 * the table treats them so. Not thread-safe; one solver per thread.
 */
public final class TamskSolver {
    private static final int CELLS = TamskBoard.CELLS;
    private static final int GLASSES = PlayerState.HOURGLASSES;
    private static final int GLASS_AT = CELLS;
    private static final int HOLDER_AT = GLASS_AT + 2 * GLASSES;
    private static final int MOVER = HOLDER_AT + 2;
    private static final int CLAIM = MOVER + 1;
    private static final int LENGTH = CLAIM + 1;

    /** A turn: the hourglass (bits 0–1) and its destination (bits 2–7), the ring dropped with it, a claim before it; or the pass. */
    static final int RING = 1 << 8;
    static final int CLAIM_FIRST = 1 << 9;
    static final int PASS = 1 << 10;
    /** Longer than any puzzle asks for, and the bound of the move buffers. */
    public static final int MAX_PLIES = 15;
    private static final int MAX_TURNS = 4 * 2 * CELLS + 2;

    private static final int TABLE_BITS = 20;
    private static final int TIME_CHECK_INTERVAL = 1 << 12;
    private static final long[][] RING_KEYS = new long[CELLS][5];
    private static final long[][] GLASS_KEYS = new long[2][CELLS];
    private static final long[][] HOLDER_KEYS = new long[2][PlayerState.FULL_HOLDER + 1];
    private static final long[] CLAIM_KEYS = new long[CELLS];
    private static final long BLACK_ON_MOVE;
    private static final long BLACK_ATTACKS;
    private static final int[][] NEIGHBOURS = new int[CELLS][];
    private static final int[] CAPACITY = new int[CELLS];

    static {
        SplittableRandom random = new SplittableRandom(37);
        for (int cell = 0; cell < CELLS; cell++) {
            for (int rings = 0; rings < 5; rings++) {
                RING_KEYS[cell][rings] = random.nextLong();
            }
            GLASS_KEYS[0][cell] = random.nextLong();
            GLASS_KEYS[1][cell] = random.nextLong();
            CLAIM_KEYS[cell] = random.nextLong();
            NEIGHBOURS[cell] = TamskBoard.neighbours(cell);
            CAPACITY[cell] = TamskBoard.capacity(cell);
        }
        for (int side = 0; side < 2; side++) {
            for (int holder = 0; holder <= PlayerState.FULL_HOLDER; holder++) {
                HOLDER_KEYS[side][holder] = random.nextLong();
            }
        }
        BLACK_ON_MOVE = random.nextLong();
        BLACK_ATTACKS = random.nextLong();
    }

    private final long[] tableKeys = new long[1 << TABLE_BITS];
    /** The fewest plies a win is proven within, or {@link #UNPROVEN}. */
    private final byte[] tableWinWithin = new byte[1 << TABLE_BITS];
    /** The most plies a win is proven impossible within, or -1. */
    private final byte[] tableNoWinWithin = new byte[1 << TABLE_BITS];
    private static final byte UNPROVEN = Byte.MAX_VALUE;
    private final int[][] turnsAtPly = new int[MAX_PLIES + 1][MAX_TURNS];
    private int attacker;
    private final SearchBudget budget = new SearchBudget();

    /** Nodes searched since this solver was made: the effort its proofs cost. */
    public long nodes() {
        return budget.nodes();
    }

    /** True when the solver can answer for {@code position}: level 1, every hourglass placed, no turn owed. */
    public static boolean handles(TamskPosition position) {
        for (Side side : new Side[] {Side.RED, Side.BLACK}) {
            PlayerState player = position.player(side);
            if (player.hourglasses().size() != GLASSES || player.opening() > 0 || player.skips() > 0) {
                return false;
            }
        }
        return position.level() == 1 && position.hand() == TamskBoard.NONE && position.overfull() == TamskBoard.NONE;
    }

    /**
     * Whether {@code attacker} wins within {@code plies} turns (both players' turns counted, passes
     * too) from {@code position}, every defence considered. A finished game is answered by its result.
     */
    public Proof forcedWin(TamskPosition position, Side attacker, int plies, long deadlineNanos) {
        if (!handles(position)) {
            throw new IllegalArgumentException("the Tamsk solver proves level-1 positions with every hourglass placed: " + position);
        }
        if (plies < 0 || plies > MAX_PLIES) {
            throw new IllegalArgumentException("the solver looks 0 to " + MAX_PLIES + " turns ahead, not " + plies);
        }
        this.attacker = index(attacker);
        return budget.prove(deadlineNanos, TIME_CHECK_INTERVAL, () -> wins(state(position), plies));
    }

    private boolean wins(int[] state, int plies) {
        if (finished(state)) {
            return state[HOLDER_AT + attacker] < state[HOLDER_AT + 1 - attacker];
        }
        if (plies == 0) {
            return false;
        }
        if (budget.spentAfterNode()) {
            return false;
        }
        long key = key(state) ^ (attacker == 1 ? BLACK_ATTACKS : 0); // the same board, the other side's win, is another question
        int at = (int) (key >>> (64 - TABLE_BITS));
        if (tableKeys[at] == key) {
            if (tableWinWithin[at] <= plies) {
                return true;
            }
            if (tableNoWinWithin[at] >= plies) {
                return false;
            }
        }
        boolean attackerOnMove = state[MOVER] == attacker;
        int[] turns = turnsAtPly[plies];
        int count = turns(state, turns);
        boolean won = !attackerOnMove; // the attacker needs one winning turn; against the defender, every turn must win
        for (int i = 0; i < count && !budget.spent(); i++) {
            if (wins(after(state, turns[i]), plies - 1) == attackerOnMove) {
                won = attackerOnMove;
                break;
            }
        }
        if (budget.spent()) {
            return false;
        }
        if (tableKeys[at] != key) {
            tableKeys[at] = key;
            tableWinWithin[at] = UNPROVEN;
            tableNoWinWithin[at] = -1;
        }
        if (won) {
            tableWinWithin[at] = (byte) Math.min(tableWinWithin[at], plies);
        } else {
            tableNoWinWithin[at] = (byte) Math.max(tableNoWinWithin[at], plies);
        }
        return won;
    }

    /** Every turn of the player on move, those that drop a ring first (they are the likelier to win). */
    private static int turns(int[] state, int[] turns) {
        int side = state[MOVER];
        int holder = state[HOLDER_AT + side];
        boolean mayClaim = state[CLAIM] != TamskBoard.NONE && holder > 0;
        List<Integer> steps = steps(state, side);
        int count = 0;
        for (int claim = mayClaim ? 1 : 0; claim >= 0; claim--) {
            int claimBit = claim == 1 ? CLAIM_FIRST : 0;
            int left = holder - claim;
            if (steps.isEmpty()) {
                turns[count++] = PASS | claimBit;
            }
            for (int step : steps) {
                if (left > 0) {
                    turns[count++] = step | RING | claimBit;
                }
            }
            for (int step : steps) {
                turns[count++] = step | claimBit;
            }
        }
        return count;
    }

    private static List<Integer> steps(int[] state, int side) {
        List<Integer> steps = new ArrayList<>();
        for (int i = 0; i < GLASSES; i++) {
            for (int to : NEIGHBOURS[state[GLASS_AT + side * GLASSES + i]]) {
                if (open(state, to)) {
                    steps.add(i | to << 2);
                }
            }
        }
        return steps;
    }

    private static boolean open(int[] state, int cell) {
        if (state[cell] == CAPACITY[cell]) {
            return false;
        }
        for (int g = GLASS_AT; g < GLASS_AT + 2 * GLASSES; g++) {
            if (state[g] == cell) {
                return false;
            }
        }
        return true;
    }

    /** No hourglass of either colour can move (T-13). */
    private static boolean finished(int[] state) {
        for (int g = GLASS_AT; g < GLASS_AT + 2 * GLASSES; g++) {
            for (int to : NEIGHBOURS[state[g]]) {
                if (open(state, to)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static int[] after(int[] state, int turn) {
        int[] next = state.clone();
        int side = state[MOVER];
        if ((turn & CLAIM_FIRST) != 0) {
            next[state[CLAIM]]++;
            next[HOLDER_AT + side]--;
        }
        next[CLAIM] = TamskBoard.NONE;
        if ((turn & PASS) == 0) {
            int to = destination(turn);
            next[GLASS_AT + side * GLASSES + (turn & 3)] = to;
            if ((turn & RING) != 0) {
                next[to]++;
                next[HOLDER_AT + side]--;
            } else {
                next[CLAIM] = to;
            }
        }
        next[MOVER] = 1 - side;
        return next;
    }

    static int destination(int turn) {
        return (turn >>> 2) & 63;
    }

    private static long key(int[] state) {
        long key = state[MOVER] == 1 ? BLACK_ON_MOVE : 0;
        for (int cell = 0; cell < CELLS; cell++) {
            key ^= RING_KEYS[cell][state[cell]];
        }
        for (int side = 0; side < 2; side++) {
            for (int i = 0; i < GLASSES; i++) {
                key ^= GLASS_KEYS[side][state[GLASS_AT + side * GLASSES + i]]; // XOR: the order of one colour's hourglasses is lost, as it should be
            }
            key ^= HOLDER_KEYS[side][state[HOLDER_AT + side]];
        }
        return state[CLAIM] == TamskBoard.NONE ? key : key ^ CLAIM_KEYS[state[CLAIM]];
    }

    private static int[] state(TamskPosition position) {
        int[] state = new int[LENGTH];
        for (int cell = 0; cell < CELLS; cell++) {
            state[cell] = position.rings().on(cell);
        }
        for (int side = 0; side < 2; side++) {
            PlayerState player = position.player(side == 0 ? Side.RED : Side.BLACK);
            for (int i = 0; i < GLASSES; i++) {
                Hourglass hourglass = player.hourglasses().get(i);
                state[GLASS_AT + side * GLASSES + i] = hourglass.cell();
            }
            state[HOLDER_AT + side] = player.holder();
        }
        state[MOVER] = index(position.turn());
        state[CLAIM] = position.claim();
        return state;
    }

    private static int index(Side side) {
        return side == Side.RED ? 0 : 1;
    }
}
