package org.ludoteka.games.tayu;

import java.util.Map;
import org.ludoteka.core.AbstractGame;
import org.ludoteka.core.Notation;

/** Ta Yü as the rest of the program sees it. */
public final class TayuGame extends AbstractGame<TayuPosition, TayuEvent, TayuRules> {
    public static final TayuGame INSTANCE = new TayuGame();

    private TayuGame() {
        super("tayu", TayuOptions.ALL, all -> new TayuRules(TayuOptions.of(all)));
    }

    /** The named starts for the chosen number of players; a position text for another number than one chosen explicitly is an error. */
    @Override
    public Notation<TayuPosition, TayuEvent> notation(Map<String, String> chosen) {
        return new TayuNotation(TayuOptions.of(withDefaults(chosen)).players(), chosen.containsKey("players"));
    }
}
