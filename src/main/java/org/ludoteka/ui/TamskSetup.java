package org.ludoteka.ui;

import java.util.Map;
import org.ludoteka.games.tamsk.TamskGame;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tamsk.TamskRules;

/**
 * How a Tamsk game in the window is played: the rule options as the command line writes them
 * ({@code level}, {@code grace}, {@code fullcell}) and whether it begins with the set start or the
 * free start (T-29).
 */
record TamskSetup(Map<String, String> options, boolean freeStart) {
    static final TamskSetup FIRST = new TamskSetup(Map.of(), false);

    TamskSetup {
        options = TamskGame.INSTANCE.withDefaults(options);
    }

    TamskRules rules() {
        return TamskGame.INSTANCE.rules(options);
    }

    int level() {
        return rules().options().level();
    }

    TamskPosition start() {
        return freeStart ? TamskPosition.free(level()) : TamskPosition.start(level());
    }
}
