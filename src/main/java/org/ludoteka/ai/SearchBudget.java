package org.ludoteka.ai;

import java.util.function.BooleanSupplier;

/**
 * A solver's effort and its limit: the nodes its proofs have cost, and whether the present proof has
 * run past its deadline or been interrupted. The clock is read only every so many nodes, which is
 * cheap enough for the innermost loop of a search.
 */
final class SearchBudget {
    private int checkInterval = 1;
    private long nodes;
    private long deadline;
    private boolean spent;

    /**
     * Runs {@code search}, which says whether the attacker wins, until {@code deadlineNanos} ({@link System#nanoTime()}),
     * looking at the clock every {@code checkInterval} nodes; unknown when time ran out first.
     */
    Proof prove(long deadlineNanos, int checkInterval, BooleanSupplier search) {
        this.checkInterval = checkInterval;
        deadline = deadlineNanos;
        spent = false;
        boolean won = search.getAsBoolean();
        return spent ? Proof.UNKNOWN : won ? Proof.WIN : Proof.NO_WIN;
    }

    /** Counts one more node; true once the deadline has passed or the thread was interrupted, and from then on. */
    boolean spentAfterNode() {
        if (++nodes % checkInterval == 0 && (System.nanoTime() > deadline || Thread.currentThread().isInterrupted())) {
            spent = true;
        }
        return spent;
    }

    /** Whether the present proof has run out of time. */
    boolean spent() {
        return spent;
    }

    /** The nodes counted since the solver was made. */
    long nodes() {
        return nodes;
    }
}
