package org.ludoteka.ai;

import static org.ludoteka.ai.TamskSearchBoard.GLASSES;
import static org.ludoteka.ai.TamskSearchBoard.NEIGHBOUR_MASK;
import static org.ludoteka.ai.TamskSearchBoard.neighboursOf;

/**
 * How good a Tamsk position looks to the player on move, in hundredths of a ring. Fewest rings
 * left wins (T-7), and a player can only drop rings while his hourglasses can reach cells with
 * room; so each side is credited with the room it reaches before the other (shared room counts
 * half), up to the rings it still holds, and the judgement is the difference of the rings each
 * side would then be left with. A ring already dropped is sure where room only promises, so the
 * rings dropped so far count a little on their own; mobility breaks the remaining ties.
 *
 * <p>At levels 2–3 an hourglass counts only if its owner can still reach it in time: he moves one
 * hourglass a turn, the most urgent first, at the pace the search assumes.
 */
final class TamskEvaluation {
    static final int RING = 100;
    private static final int DROPPED = 10;
    private static final int MOBILITY = 4;

    private TamskEvaluation() {
    }

    static int evaluate(TamskSearchBoard board, TamskPace pace) {
        long open = board.open();
        int mover = board.mover();
        long moverSources = sources(board, mover, open, pace);
        long otherSources = sources(board, 1 - mover, open, pace);
        int[] halfRoom = halfRoomReachedFirst(moverSources, otherSources, open, board);
        int left = halfRingsLeft(board, mover, halfRoom[0] + claimable(board, 1 - mover, halfRoom[1]));
        int otherLeft = halfRingsLeft(board, 1 - mover, halfRoom[1] + claimable(board, mover, halfRoom[0]));
        int mobility = steps(moverSources, open) - steps(otherSources, open);
        int dropped = board.holder(1 - mover) - board.holder(mover);
        return RING / 2 * (otherLeft - left) + DROPPED * dropped + MOBILITY * mobility;
    }

    /**
     * A player whose holder is empty still has to move, and every move lets the other claim a ring
     * where it lands (T-10): the room he roams is the other's room as well.
     */
    private static int claimable(TamskSearchBoard board, int side, int halfRoom) {
        return board.holder(side) == 0 ? halfRoom : 0;
    }

    /** Twice the rings {@code side} would be left with after dropping one on each half ring of room he reaches. */
    private static int halfRingsLeft(TamskSearchBoard board, int side, int halfRoom) {
        int halfHolder = 2 * board.holder(side);
        return halfHolder - Math.min(halfHolder, halfRoom);
    }

    /**
     * The cells of the hourglasses of {@code side} that can move and will not run out before their
     * owner gets to them: sorted by the sand left, the k-th is moved at his k-th turn from now.
     */
    static long sources(TamskSearchBoard board, int side, long open, TamskPace pace) {
        long mask = 0;
        int[] bySand = new int[GLASSES];
        int running = 0;
        for (int i = 0; i < GLASSES; i++) {
            if (!board.canMove(side, i, open)) {
                continue;
            }
            int sand = board.sand(side, i);
            if (sand <= 0) {
                mask |= 1L << board.cell(side, i); // never turned, so in no hurry
                continue;
            }
            int k = running++;
            for (; k > 0 && board.sand(side, bySand[k - 1]) > sand; k--) {
                bySand[k] = bySand[k - 1];
            }
            bySand[k] = i;
        }
        long firstTurn = side == board.mover() ? 0 : pace.drain(side, side);
        for (int k = 0; k < running; k++) {
            if (board.sand(side, bySand[k]) > firstTurn + (long) k * pace.round(side)) {
                mask |= 1L << board.cell(side, bySand[k]);
            }
        }
        return mask;
    }

    /**
     * The room (capacity not yet filled) of the open cells each side reaches in fewer steps than the
     * other, counted in half rings, with the room both reach in as many steps shared; from the
     * mover's side first. Both sides spread from their hourglasses one step at a time together.
     */
    private static int[] halfRoomReachedFirst(long moverSources, long otherSources, long open, TamskSearchBoard board) {
        long seenByMover = moverSources;
        long seenByOther = otherSources;
        long moverFront = moverSources;
        long otherFront = otherSources;
        long moverOwn = 0;
        long otherOwn = 0;
        long shared = 0;
        while ((moverFront | otherFront) != 0) {
            long moverNext = neighboursOf(moverFront) & open & ~seenByMover;
            long otherNext = neighboursOf(otherFront) & open & ~seenByOther;
            moverOwn |= moverNext & ~seenByOther & ~otherNext;
            otherOwn |= otherNext & ~seenByMover & ~moverNext;
            shared |= moverNext & otherNext;
            seenByMover |= moverNext;
            seenByOther |= otherNext;
            moverFront = moverNext;
            otherFront = otherNext;
        }
        int sharedRoom = board.room(shared);
        return new int[] {2 * board.room(moverOwn) + sharedRoom, 2 * board.room(otherOwn) + sharedRoom};
    }

    private static int steps(long sources, long open) {
        int steps = 0;
        for (long rest = sources; rest != 0; rest &= rest - 1) {
            steps += Long.bitCount(NEIGHBOUR_MASK[Long.numberOfTrailingZeros(rest)] & open);
        }
        return steps;
    }
}
