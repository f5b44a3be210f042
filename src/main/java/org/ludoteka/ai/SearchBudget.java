package org.ludoteka.ai;

/**
 * A solver's effort and its limit: the nodes its proofs have cost, and whether the present proof has
 * run past its deadline or been interrupted. The clock is read only every so many nodes, which is
 * cheap enough for the innermost loop of a search.
 */
final class SearchBudget {
    private final int checkInterval;
    private long nodes;
    private long deadline;
    private boolean spent;

    /** {@code checkInterval}: how many nodes go by between two looks at the clock. */
    SearchBudget(int checkInterval) {
        this.checkInterval = checkInterval;
    }

    /** A new proof begins, which may run until {@code deadlineNanos} ({@link System#nanoTime()}). */
    void start(long deadlineNanos) {
        deadline = deadlineNanos;
        spent = false;
    }

    /** Counts one more node; true once the deadline has passed or the thread was interrupted, and from then on. */
    boolean spentAfterNode() {
        if (++nodes % checkInterval == 0 && (System.nanoTime() > deadline || Thread.currentThread().isInterrupted())) {
            spent = true;
        }
        return spent;
    }

    /** Whether the present proof ran out of time: its answer is unknown. */
    boolean spent() {
        return spent;
    }

    /** The nodes counted since the solver was made. */
    long nodes() {
        return nodes;
    }
}
