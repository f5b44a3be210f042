package org.ludoteka.games.tayu;

import org.ludoteka.core.Reason;

/**
 * Every way a Ta Yü event can be wrong, in the one order they are checked and reported: when several
 * apply, the first of this list is the answer.
 */
public enum TayuMoveError implements Reason {
    /** A drawn tile fits nowhere, or the supply is used up (Y-15, YA-4, YA-5). */
    GAME_OVER,
    /** Three players: the spoiler must be bid for before any tile is drawn (Y-20). */
    BIDDING_FIRST,
    /** A bid or a pass when no bidding is going on. */
    NOT_BIDDING,
    /** The first bidder may not pass (Y-20: he makes the first bid). */
    FIRST_BID_NEEDED,
    /** args: the bid, the highest score builders can reach. */
    BID_OUT_OF_RANGE,
    /** Each bid must be lower than the last (Y-20, YA-7); args: the bid, the lowest so far. */
    BID_NOT_LOWER,
    /** A drawn tile must be placed before anything else (Y-13); args: the tile (or tiles) held. */
    HOLDING,
    /** args: the lane. */
    LANE_EMPTY,
    /** The lost turn of Y-24 is a rule of the four-player game only. */
    FORFEIT_FOUR_PLAYERS,
    /** A lost turn hands on the drawn tile, so a tile must have been drawn. */
    NOTHING_DRAWN,
    /** args: the tile, the tiles held. */
    NOT_IN_HAND,
    /** Laying a tile straight from the supply when no tile of its kind is left there; args: the tile. */
    NONE_LEFT,
    /** Y-18: the tile kept face up is laid only once the second is drawn; args: the tile held. */
    DRAW_SECOND_FIRST,
    /** Y-10; args: the first square off the board, the edge (a message) it lies beyond. */
    OUTSIDE_BOARD,
    /** args: the square already covered. */
    ON_TILE,
    /** Y-11; args: the three squares the tile would cover. */
    FIRST_NOT_CENTRE,
    /** Y-12 (a): no mouth of the tile meets a mouth on the board. */
    NO_CHANNEL,
    /** Y-12 (b), YA-1; args: the tile's square, the side (a message), the neighbour's square. */
    MOUTH_AGAINST_BLANK,
    /** Y-12 (b), YA-1, the other way round; args: the tile's square, the side (a message), the neighbour's square. */
    BLANK_CLOSES_CHANNEL;

    @Override
    public String key() {
        return Reason.keyOf("tayu", this);
    }
}
