package org.ludoteka.games.tamsk;

import java.util.Map;
import org.ludoteka.core.AbstractGame;
import org.ludoteka.core.Notation;

/** Tamsk as the rest of the program sees it. */
public final class TamskGame extends AbstractGame<TamskPosition, TamskEvent, TamskRules> {
    public static final TamskGame INSTANCE = new TamskGame();

    private TamskGame() {
        super("tamsk", TamskOptions.ALL, all -> new TamskRules(TamskOptions.of(all)));
    }

    /** The named starts at the chosen level; a position text at another level than one chosen explicitly is an error. */
    @Override
    public Notation<TamskPosition, TamskEvent> notation(Map<String, String> chosen) {
        return new TamskNotation(TamskOptions.of(withDefaults(chosen)).level(), chosen.containsKey("level"));
    }
}
