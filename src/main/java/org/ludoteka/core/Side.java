package org.ludoteka.core;

import java.util.Locale;

/**
 * Who takes turns and who can win: the colours of the two-player games, and the Ta Yü roles — the
 * north–south builder ({@code ns}), the west–east builder ({@code we}), each also a team of two in the
 * four-player game, and the three-player game's spoiler.
 */
public enum Side {
    BLACK, WHITE, RED, NS, WE, SPOILER;

    /** The bundle key of the side's name, e.g. {@code side.black}. */
    public String key() {
        return "side." + id();
    }

    /** The lower-case word the notations and the command line use, e.g. {@code black}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
