package org.ludoteka.games.gipf;

import org.ludoteka.core.Reason;

/**
 * Every way a GIPF token can be wrong, in the one order they are checked and reported: when several
 * apply, the first of this list is the answer.
 */
public enum GipfMoveError implements Reason {
    /** The game has ended (G-24, G-25, GA-8). */
    GAME_OVER,
    /** A push while a decision is awaited; args: the decision awaited (a message). */
    DECISION_PENDING,
    /** A row removal when none is awaited; args: what is awaited. */
    NO_ROW_TO_REMOVE,
    /** The segment named is not one of the rows the remover may take now; args: the segment, the rows open. */
    NOT_A_ROW,
    /** A kept spot that holds no GIPF or loaded piece of the row (G-22, P-6, P-11); args: the spot. */
    CANNOT_KEEP,
    /** A row of GIPF and loaded pieces only, with a loaded piece among them, left whole (P-7); args: the row. */
    MUST_BREAK,
    /** {@code challenge} or {@code no-challenge} when no potential can be challenged; args: what is awaited. */
    NO_CHALLENGE,
    /** {@code won} or {@code lost} when no game of Tamsk is being played; args: what is awaited. */
    NO_TAMSK_GAME,
    /** {@code forfeit} when no extra move is due; args: what is awaited. */
    NO_EXTRA_MOVE,
    /** A piece is brought in from a dot of the rim only (G-10); args: the point. */
    NOT_A_DOT,
    /** The piece goes from its dot to the spot next to it along a line; args: the dot, the point named. */
    NOT_NEXT_SPOT,
    /** The extra move brings in the potential as a single piece (P-8): no G or T; args: the token. */
    EXTRA_IS_POTENTIAL,
    /** A GIPF piece brought in outside the tournament game (G-6, G-7, GA-6). */
    GIPF_ONLY_IN_TOURNAMENT,
    /** A GIPF piece after the player's GIPF phase has ended (G-8); args: the side. */
    GIPF_PHASE_OVER,
    /** Tournament game: the first piece a player brings in is a GIPF piece (G-8); args: the side. */
    GIPF_FIRST,
    /** A loaded piece with no potential left to load (P-4); args: the side. */
    NO_POTENTIAL,
    /** A GIPF piece needs two pieces from the reserve (GA-7); args: the side, the pieces in reserve. */
    RESERVE_SHORT,
    /** Every spot from the entry spot to the far end of the line is taken (G-12); args: the dot, the spot, the far spot. */
    FULL_LINE;

    @Override
    public String key() {
        return Reason.keyOf("gipf", this);
    }
}
