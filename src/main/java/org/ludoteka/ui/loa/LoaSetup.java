package org.ludoteka.ui.loa;

import java.util.Map;
import org.ludoteka.games.loa.LoaGame;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.games.loa.LoaRules;

/** What a Lines of Action game is started with: the rule options, the first position and the opponent. */
public record LoaSetup(Map<String, String> options, LoaPosition start, Opponent opponent) {
    public static final LoaSetup STANDARD = new LoaSetup(Map.of(), LoaPosition.START, Opponent.HUMAN);

    /** Options are checked and completed with their defaults at once, so a bad one never gets further. */
    public LoaSetup {
        options = LoaGame.INSTANCE.withDefaults(options);
    }

    public LoaRules rules() {
        return LoaGame.INSTANCE.rules(options);
    }

    public LoaSetup startingFrom(LoaPosition position) {
        return new LoaSetup(options, position, opponent);
    }
}
