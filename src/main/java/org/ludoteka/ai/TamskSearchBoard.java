package org.ludoteka.ai;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.Hourglass;
import org.ludoteka.games.tamsk.PlayerState;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskPosition;

/**
 * A Tamsk position as the search sees it: one small int array, copied for every move (copy-make),
 * so that the search needs no undo and the rules' immutable positions stay outside the hot loop.
 *
 * <p>It knows only the moves worth searching: an hourglass step (or a placement in the free start)
 * that drops a ring whenever the holder still has one, since leaving it out only lets the opponent
 * drop his own there (T-10); the same after claiming the opponent's forgotten ring, when there is
 * one (it does not count the mover's ring grace, inside which the rules refuse the claim: the
 * real-time player weighs those turns as played once the grace is over); and a pass when nothing can move. At levels 2–3 the sand runs in every turned hourglass at
 * the pace the search gives, and an hourglass that runs out is lost (T-19). The 15-second timer and
 * lost turns are left to the real-time player.
 */
final class TamskSearchBoard {
    static final int SIDES = 2;
    static final int GLASSES = PlayerState.HOURGLASSES;
    static final int PASS = -1;
    /** The hourglass is not on the board yet (free start). */
    static final int UNPLACED = -1;
    /** Sand of an hourglass never turned: its upper bulb is empty, but it has not run out (T-5). */
    static final int AT_REST = -1;

    private static final int CELLS = TamskBoard.CELLS;
    private static final int CELL_AT = CELLS;
    private static final int SAND_AT = CELL_AT + SIDES * GLASSES;
    private static final int HOLDER_AT = SAND_AT + SIDES * GLASSES;
    private static final int OPENING_AT = HOLDER_AT + SIDES;
    private static final int MOVER = OPENING_AT + SIDES;
    private static final int CLAIM = MOVER + 1;
    private static final int LENGTH = CLAIM + 1;

    /** A move is the mover's hourglass number (bits 0–1), its destination (bits 2–7) and whether a claim comes first. */
    private static final int CLAIM_FIRST = 1 << 8;
    static final int MAX_MOVES = 2 * CELLS + 1;

    static final long[] NEIGHBOUR_MASK = new long[CELLS];
    static final int[] CAPACITY = new int[CELLS];

    static {
        for (int cell = 0; cell < CELLS; cell++) {
            for (int neighbour : TamskBoard.neighbours(cell)) {
                NEIGHBOUR_MASK[cell] |= 1L << neighbour;
            }
            CAPACITY[cell] = TamskBoard.capacity(cell);
        }
    }

    final int level;
    private final int[] state;

    private TamskSearchBoard(int level, int[] state) {
        this.level = level;
        this.state = state;
    }

    /** The search's copy of {@code position}; hourglasses keep the order of the position's lists. */
    static TamskSearchBoard of(TamskPosition position) {
        int[] state = new int[LENGTH];
        for (int cell = 0; cell < CELLS; cell++) {
            state[cell] = position.rings().on(cell);
        }
        for (int side = 0; side < SIDES; side++) {
            PlayerState player = position.player(side(side));
            List<Hourglass> hourglasses = player.hourglasses();
            for (int i = 0; i < GLASSES; i++) {
                Hourglass hourglass = i < hourglasses.size() ? hourglasses.get(i) : null;
                state[CELL_AT + side * GLASSES + i] = hourglass == null ? UNPLACED : hourglass.cell();
                state[SAND_AT + side * GLASSES + i] = hourglass == null || hourglass.isAtRest() ? AT_REST : (int) hourglass.upperMillis();
            }
            state[HOLDER_AT + side] = player.holder();
            state[OPENING_AT + side] = player.opening();
        }
        state[MOVER] = index(position.turn());
        state[CLAIM] = position.claim();
        return new TamskSearchBoard(position.level(), state);
    }

    static Side side(int side) {
        return side == 0 ? Side.RED : Side.BLACK;
    }

    static int index(Side side) {
        return side == Side.RED ? 0 : 1;
    }

    int mover() {
        return state[MOVER];
    }

    int rings(int cell) {
        return state[cell];
    }

    boolean isFull(int cell) {
        return state[cell] == CAPACITY[cell];
    }

    /** The cell of hourglass {@code i} of {@code side}, or {@link #UNPLACED}. */
    int cell(int side, int i) {
        return state[CELL_AT + side * GLASSES + i];
    }

    /** Milliseconds in the upper bulb, 0 when run out, {@link #AT_REST} when never turned. */
    int sand(int side, int i) {
        return state[SAND_AT + side * GLASSES + i];
    }

    int holder(int side) {
        return state[HOLDER_AT + side];
    }

    /** The cells that hold an hourglass, as a bit mask. */
    long occupied() {
        long mask = 0;
        for (int g = 0; g < SIDES * GLASSES; g++) {
            int cell = state[CELL_AT + g];
            if (cell != UNPLACED) {
                mask |= 1L << cell;
            }
        }
        return mask;
    }

    /** The cells an hourglass may still step onto: neither occupied nor full. */
    long open() {
        return notFull() & ~occupied();
    }

    private long notFull() {
        long mask = 0;
        for (int cell = 0; cell < CELLS; cell++) {
            if (!isFull(cell)) {
                mask |= 1L << cell;
            }
        }
        return mask;
    }

    /** The cells next to any of {@code cells}. */
    static long neighboursOf(long cells) {
        long neighbours = 0;
        for (long rest = cells; rest != 0; rest &= rest - 1) {
            neighbours |= NEIGHBOUR_MASK[Long.numberOfTrailingZeros(rest)];
        }
        return neighbours;
    }

    /** The rings {@code cells} still have room for. */
    int room(long cells) {
        int room = 0;
        for (long rest = cells; rest != 0; rest &= rest - 1) {
            int cell = Long.numberOfTrailingZeros(rest);
            room += CAPACITY[cell] - rings(cell);
        }
        return room;
    }

    boolean canMove(int side, int i, long open) {
        int cell = cell(side, i);
        return cell != UNPLACED && sand(side, i) != 0 && (NEIGHBOUR_MASK[cell] & open) != 0;
    }

    private int toPlace(int side) {
        int count = 0;
        for (int i = 0; i < GLASSES; i++) {
            if (cell(side, i) == UNPLACED) {
                count++;
            }
        }
        return count;
    }

    private boolean canAct(int side, long open) {
        if (toPlace(side) > 0) {
            return true;
        }
        for (int i = 0; i < GLASSES; i++) {
            if (canMove(side, i, open)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The most rings anyone may still drop: the room left in the cells that some hourglass still
     * able to move could ever reach. Cells only fill up and hourglasses only run out, so this never
     * grows; hourglasses are no lasting obstacle, since they move away.
     */
    int roomStillReachable() {
        long notFull = notFull();
        long reached = 0;
        for (int side = 0; side < SIDES; side++) {
            for (int i = 0; i < GLASSES; i++) {
                if (cell(side, i) == UNPLACED) {
                    return Integer.MAX_VALUE; // a free start still to be placed may go anywhere
                }
                if (sand(side, i) != 0) {
                    reached |= 1L << cell(side, i);
                }
            }
        }
        for (long front = reached; front != 0; ) {
            front = neighboursOf(front) & notFull & ~reached;
            reached |= front;
        }
        return room(reached & notFull);
    }

    /**
     * T-21 read as TA-8 does: positive when {@code side}'s hourglasses run out after the other's,
     * comparing the largest sand left, then the second, then the third; negative when before.
     */
    int lastToRunOut(int side) {
        int[] own = sandLargestFirst(side);
        int[] other = sandLargestFirst(1 - side);
        for (int rank = 0; rank < GLASSES; rank++) {
            if (own[rank] != other[rank]) {
                return Integer.compare(own[rank], other[rank]);
            }
        }
        return 0;
    }

    private int[] sandLargestFirst(int side) {
        int[] sand = new int[GLASSES];
        for (int i = 0; i < GLASSES; i++) {
            sand[i] = -Math.max(0, sand(side, i));
        }
        Arrays.sort(sand);
        for (int i = 0; i < GLASSES; i++) {
            sand[i] = -sand[i];
        }
        return sand;
    }

    /**
     * Fills {@code moves} with the mover's moves and returns how many: a placement while hourglasses
     * are left to place, else every step of a movable hourglass (in his first three turns at levels
     * 2–3, of one never moved if one of those can move: T-14, TA-10), each also after a claim when
     * there is one to make; {@link #PASS} alone when nothing can move. None once the game is over.
     */
    int generate(int[] moves) {
        int side = mover();
        long open = open();
        int count = 0;
        if (toPlace(side) > 0) {
            int next = firstUnplaced(side);
            for (long rest = open; rest != 0; rest &= rest - 1) {
                count = add(moves, count, next | Long.numberOfTrailingZeros(rest) << 2);
            }
            return count;
        }
        boolean unmovedFirst = state[OPENING_AT + side] > 0 && unmovedCanMove(side, open);
        for (int i = 0; i < GLASSES; i++) {
            if (canMove(side, i, open) && (!unmovedFirst || sand(side, i) == AT_REST)) {
                for (long rest = NEIGHBOUR_MASK[cell(side, i)] & open; rest != 0; rest &= rest - 1) {
                    count = add(moves, count, i | Long.numberOfTrailingZeros(rest) << 2);
                }
            }
        }
        if (count == 0) {
            return canAct(1 - side, open) ? add(moves, 0, PASS) : 0;
        }
        return count;
    }

    private int add(int[] moves, int count, int move) {
        moves[count++] = move;
        if (move != PASS && mayClaim()) {
            moves[count++] = move | CLAIM_FIRST;
        }
        return count;
    }

    private boolean mayClaim() {
        return state[CLAIM] != TamskBoard.NONE && holder(mover()) > 0;
    }

    private boolean unmovedCanMove(int side, long open) {
        for (int i = 0; i < GLASSES; i++) {
            if (sand(side, i) == AT_REST && canMove(side, i, open)) {
                return true;
            }
        }
        return false;
    }

    private int firstUnplaced(int side) {
        for (int i = 0; i < GLASSES; i++) {
            if (cell(side, i) == UNPLACED) {
                return i;
            }
        }
        throw new IllegalStateException("all hourglasses are placed");
    }

    /**
     * The position after {@code move}, and after the next player has thought at {@code pace}: at
     * levels 2–3 the sand runs on in every turned hourglass, and what runs out is lost.
     */
    TamskSearchBoard after(int move, TamskPace pace) {
        int[] next = state.clone();
        int side = mover();
        if (move != PASS) {
            if ((move & CLAIM_FIRST) != 0) {
                dropRing(next, side, state[CLAIM]);
            }
            int slot = CELL_AT + side * GLASSES + (move & 3);
            int to = destination(move);
            next[slot] = to;
            if (level >= 2) {
                int sand = next[slot + SIDES * GLASSES];
                next[slot + SIDES * GLASSES] = (int) Hourglass.FULL_MILLIS - Math.max(0, sand);
            }
            if (next[HOLDER_AT + side] > 0) {
                dropRing(next, side, to);
                next[CLAIM] = TamskBoard.NONE;
            } else {
                next[CLAIM] = to;
            }
        } else {
            next[CLAIM] = TamskBoard.NONE;
        }
        next[OPENING_AT + side] = Math.max(0, next[OPENING_AT + side] - 1);
        int thinker = 1 - side;
        next[MOVER] = thinker;
        if (level >= 2) {
            for (int owner = 0; owner < SIDES; owner++) {
                drain(next, owner, pace.drain(thinker, owner));
            }
        }
        return new TamskSearchBoard(level, next);
    }

    /** The same position {@code millis} later (levels 2–3). */
    TamskSearchBoard drained(int millis) {
        int[] next = state.clone();
        for (int owner = 0; owner < SIDES; owner++) {
            drain(next, owner, millis);
        }
        return new TamskSearchBoard(level, next);
    }

    private static void drain(int[] state, int owner, int millis) {
        for (int g = SAND_AT + owner * GLASSES; g < SAND_AT + (owner + 1) * GLASSES; g++) {
            if (state[g] > 0) {
                state[g] = Math.max(0, state[g] - millis);
            }
        }
    }

    private static void dropRing(int[] state, int side, int cell) {
        state[cell]++;
        state[HOLDER_AT + side]--;
    }

    static int destination(int move) {
        return (move >>> 2) & 63;
    }

    static int hourglass(int move) {
        return move & 3;
    }

    static boolean claimsFirst(int move) {
        return (move & CLAIM_FIRST) != 0;
    }

    /**
     * The events that play {@code move} in the position this board was made from, in order: the
     * claim when one comes first, then the step with its ring while the holder has one; a placement
     * is followed by its ring (T-29), which the notation writes as a second event.
     */
    List<TamskEvent> events(int move) {
        if (move == PASS) {
            return List.of(TamskEvent.PASS);
        }
        int side = mover();
        int holder = holder(side);
        List<TamskEvent> events = new ArrayList<>();
        if (claimsFirst(move)) {
            events.add(TamskEvent.CLAIM);
            holder--;
        }
        int from = cell(side, hourglass(move));
        if (from == UNPLACED) {
            events.add(new TamskEvent.Place(destination(move)));
            if (holder > 0) {
                events.add(TamskEvent.RING);
            }
        } else {
            events.add(new TamskEvent.Move(from, destination(move), holder > 0));
        }
        return events;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof TamskSearchBoard board && board.level == level && Arrays.equals(board.state, state);
    }

    @Override
    public int hashCode() {
        return 31 * level + Arrays.hashCode(state);
    }
}
