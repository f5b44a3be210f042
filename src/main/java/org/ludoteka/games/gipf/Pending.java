package org.ludoteka.games.gipf;

import java.util.Locale;

/**
 * The decision a GIPF position waits for, if any (the {@code pending} field of the position text).
 * Where the rules leave a choice, the next token is that decision.
 */
public enum Pending {
    /** Nothing: the player on move pushes a piece in. */
    NONE,
    /** The remover chooses a row to remove and which GIPF and loaded pieces in it stay (G-18, G-22, P-6). */
    ROWS,
    /** A Tamsk potential stands on e5: its owner's opponent may challenge it (P-12). */
    CHALLENGE,
    /** The challenge's game of Tamsk is being played: its result, for the potential's owner, decides (P-12). */
    TAMSK,
    /** The owner of the potential on e5 makes the extra move, or forfeits it (P-8). */
    EXTRA;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
