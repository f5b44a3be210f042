package org.ludoteka.games.tayu;

import org.ludoteka.core.AbstractGame;

/**
 * Ta Yü as the rest of the program sees it. Its notation gives the named starts for the chosen number
 * of players; a position text for another number than one chosen explicitly is an error.
 */
public final class TayuGame extends AbstractGame<TayuPosition, TayuEvent, TayuRules> {
    public static final TayuGame INSTANCE = new TayuGame();

    private TayuGame() {
        super("tayu", TayuOptions.ALL, all -> new TayuRules(TayuOptions.of(all)),
                (rules, chosen) -> new TayuNotation(rules.options().players(), chosen.containsKey("players")));
    }
}
