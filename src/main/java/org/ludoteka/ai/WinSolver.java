package org.ludoteka.ai;

import org.ludoteka.core.Side;

/** A solver that proves forced wins, the puzzles' and the reviews' question, and counts the effort its proofs cost. */
public interface WinSolver<P> {
    /** Whether {@code attacker} wins within {@code plies} turns, both players' counted, every defence considered. */
    Proof forcedWin(P position, Side attacker, int plies, long deadlineNanos);

    /** The nodes searched so far by this solver: its effort. */
    long nodes();
}
