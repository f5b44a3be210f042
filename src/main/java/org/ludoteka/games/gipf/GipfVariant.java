package org.ludoteka.games.gipf;

import java.util.Locale;

/** The three games of rules.md G-6 … G-8, as the position text names them ({@code game=standard}). */
public enum GipfVariant {
    /** 15 pieces each, three single pieces on the corner spots; no GIPF pieces, so G-25 does not apply. */
    BASIC(15),
    /** 18 pieces each, three GIPF pieces on the corner spots. */
    STANDARD(18),
    /** 18 pieces each, an empty board, GIPF pieces first. */
    TOURNAMENT(18);

    private final int pieces;

    GipfVariant(int pieces) {
        this.pieces = pieces;
    }

    /** The basic pieces each player plays with. */
    public int pieces() {
        return pieces;
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
