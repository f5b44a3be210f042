package org.ludoteka.games.tamsk;

import org.ludoteka.core.AbstractGame;

/**
 * Tamsk as the rest of the program sees it. Its notation gives the named starts at the chosen level;
 * a position text at another level than one chosen explicitly is an error.
 */
public final class TamskGame extends AbstractGame<TamskPosition, TamskEvent, TamskRules> {
    public static final TamskGame INSTANCE = new TamskGame();

    private TamskGame() {
        super("tamsk", TamskOptions.ALL, all -> new TamskRules(TamskOptions.of(all)),
                (rules, chosen) -> new TamskNotation(rules.options().level(), chosen.containsKey("level")));
    }
}
