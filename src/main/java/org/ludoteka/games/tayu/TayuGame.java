package org.ludoteka.games.tayu;

import java.util.List;
import java.util.Map;
import org.ludoteka.core.Game;
import org.ludoteka.core.Notation;
import org.ludoteka.core.RuleOption;

/** Ta Yü as the rest of the program sees it. */
public final class TayuGame implements Game<TayuPosition, TayuEvent> {
    public static final TayuGame INSTANCE = new TayuGame();

    private TayuGame() {
    }

    @Override
    public String id() {
        return "tayu";
    }

    @Override
    public List<RuleOption> options() {
        return TayuOptions.ALL;
    }

    /** The named starts for the chosen number of players; a position text for another number than one chosen explicitly is an error. */
    @Override
    public Notation<TayuPosition, TayuEvent> notation(Map<String, String> chosen) {
        return new TayuNotation(TayuOptions.of(withDefaults(chosen)).players(), chosen.containsKey("players"));
    }

    @Override
    public TayuRules rules(Map<String, String> chosen) {
        return new TayuRules(TayuOptions.of(withDefaults(chosen)));
    }
}
