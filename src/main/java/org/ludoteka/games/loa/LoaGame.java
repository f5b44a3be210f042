package org.ludoteka.games.loa;

import java.util.Map;
import org.ludoteka.core.AbstractGame;
import org.ludoteka.core.Notation;

/** Lines of Action as the rest of the program sees it. */
public final class LoaGame extends AbstractGame<LoaPosition, LoaMove, LoaRules> {
    public static final LoaGame INSTANCE = new LoaGame();

    private LoaGame() {
        super("loa", LoaOptions.ALL, all -> new LoaRules(LoaOptions.of(all)));
    }

    /** No option changes how Lines of Action is written. */
    @Override
    public Notation<LoaPosition, LoaMove> notation(Map<String, String> chosen) {
        return LoaNotation.INSTANCE;
    }
}
