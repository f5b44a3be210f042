package org.ludoteka.core;

import java.util.List;
import java.util.Optional;

/** The rules of one game under one choice of options: what may be played, what it does, and when it ends. */
public interface Rules<P, M> {

    /** Every legal move, or none when the game is over. A forced pass is a move. */
    List<M> legalMoves(P position);

    /** Plays {@code move}, or says exactly why it may not be played. */
    MoveResult<P> apply(P position, M move);

    /** The end of the game, if {@code position} ends it. */
    Optional<Outcome> outcome(P position);

    /** The number of move sequences of each length 1..depth, by plain enumeration; engines may count faster. */
    default long perft(P position, int depth) {
        if (depth == 0) {
            return 1;
        }
        long count = 0;
        for (M move : legalMoves(position)) {
            if (apply(position, move) instanceof MoveResult.Legal<P> legal) {
                count += perft(legal.after(), depth - 1);
            }
        }
        return count;
    }
}
