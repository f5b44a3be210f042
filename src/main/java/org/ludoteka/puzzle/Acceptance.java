package org.ludoteka.puzzle;

/**
 * Which moves a "win in N" puzzle accepts. A shipped puzzle has no win shorter than its N (verify
 * refuses one), so the two rules part only where a position allows wins of different lengths within
 * N, as the contests' "wins in at most N" problems do.
 */
public enum Acceptance {
    /** Every move after which the learner still wins within the moves left. */
    ANY_WIN,
    /**
     * Only a move of the shortest win, as in the Mind Sports Olympiad's GIPF problems: a longer win
     * does not count, and every first move of an equally short win is accepted.
     */
    SHORTEST_WIN
}
