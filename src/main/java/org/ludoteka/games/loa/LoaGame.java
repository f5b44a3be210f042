package org.ludoteka.games.loa;

import org.ludoteka.core.AbstractGame;

/** Lines of Action as the rest of the program sees it. No option changes how it is written. */
public final class LoaGame extends AbstractGame<LoaPosition, LoaMove, LoaRules> {
    public static final LoaGame INSTANCE = new LoaGame();

    private LoaGame() {
        super("loa", LoaOptions.ALL, all -> new LoaRules(LoaOptions.of(all)), (rules, chosen) -> LoaNotation.INSTANCE);
    }
}
