package org.ludoteka.core;

import java.util.Locale;

/** The colours that take turns in the two-player games. */
public enum Side {
    BLACK, WHITE, RED;

    /** The bundle key of the side's name, e.g. {@code side.black}. */
    public String key() {
        return "side." + id();
    }

    /** The lower-case word the notations and the command line use, e.g. {@code black}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
