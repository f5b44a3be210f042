package org.ludoteka.core;

import java.util.Locale;

/** Why a move is illegal: a typed value whose text lives in the message bundles under {@link #key()}. */
public interface Reason {
    /** The message key, which is also the reason code of the command line and the lessons. */
    String key();

    /**
     * The key of one constant of a game's enum of reasons: the game's id, a dot, and the constant's
     * name in camel case ({@code NO_POTENTIAL} of GIPF is {@code gipf.noPotential}), so that the
     * bundles, the command line and the lessons name a reason the same way in every game.
     */
    static String keyOf(String gameId, Enum<?> constant) {
        StringBuilder key = new StringBuilder(gameId).append('.');
        boolean upper = false;
        for (char c : constant.name().toLowerCase(Locale.ROOT).toCharArray()) {
            if (c == '_') {
                upper = true;
            } else {
                key.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            }
        }
        return key.toString();
    }
}
