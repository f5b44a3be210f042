package org.ludoteka.games.tamsk;

import org.ludoteka.core.Reason;

/**
 * Every way a Tamsk event can be wrong, in the one order they are checked and reported: when
 * several apply, the first of this list is the answer.
 */
public enum TamskMoveError implements Reason {
    /** The game has ended: no hourglass can move any more, or one was moved onto a full cell. */
    GAME_OVER,
    /** Picking up ({@code a1^}) or the 15-second timer below level 3; args: the event, the level. */
    ONLY_AT_LEVEL_3,
    /** The player on move has lost this turn (T-24, T-25, T-27): only {@code pass}, after a {@code claim} if he likes (TA-5); args: the side, turns still to skip. */
    SKIPPING,
    /** The player on move holds an hourglass: only letting it go can come next; args: its cell. */
    HOLDING,
    /** Free start: hourglasses must be placed first (T-29); args: the side, how many are left to place. */
    MUST_PLACE,
    /** {@code @b2} when all three hourglasses already stand on the board. */
    ALL_PLACED,
    /** args: the cell. */
    NO_HOURGLASS,
    /** args: the cell, the hourglass's colour, the player on move. */
    NOT_YOUR_HOURGLASS,
    /** The hourglass has run out and may never move again (T-19); args: the cell. */
    EXPIRED,
    /** Picking up an hourglass with no cell to go to; args: the cell. */
    BOXED_IN,
    /** args: from, to. */
    NOT_NEIGHBOUR,
    /** Another hourglass stands there (T-9, TA-3); args: the cell. */
    OCCUPIED,
    /** The cell holds all the rings it can (T-11, TA-2); over the board this loses at once; args: the cell, its capacity. */
    FULL_CELL,
    /** Levels 2–3, first three turns (T-14, TA-10): an unmoved hourglass that can move must; args: their cells, turns left. */
    UNMOVED_FIRST,
    /** The 15-second timer can be turned only when its upper bulb is empty (T-23); args: seconds still above. */
    TIMER_RUNS,
    /** No forgotten ring to claim: the last mover dropped it, or did not move. */
    NO_CLAIM,
    /**
     * Levels 2–3: within the mover's grace his ring is not forgotten yet, so it cannot be claimed (T-10,
     * T-17); args: the mover, the cell, seconds since the let-go, the grace in seconds.
     */
    CLAIM_TOO_EARLY,
    /** No ring for the last mover to drop: he dropped it, it was claimed, or the next turn has ended. */
    NO_RING,
    /** Levels 2–3: the ring comes at once or not at all (T-17); args: seconds since the let-go, the grace in seconds. */
    TOO_LATE,
    /** args: the side whose holder is empty. */
    HOLDER_EMPTY,
    /** A pass while an hourglass can move, below level 3 (TA-1); args: the level, the number of possible moves. */
    VOLUNTARY_PASS;

    @Override
    public String key() {
        return Reason.keyOf("tamsk", this);
    }
}
