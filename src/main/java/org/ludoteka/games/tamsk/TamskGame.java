package org.ludoteka.games.tamsk;

import java.util.List;
import java.util.Map;
import org.ludoteka.core.Game;
import org.ludoteka.core.Notation;
import org.ludoteka.core.RuleOption;

/** Tamsk as the rest of the program sees it. */
public final class TamskGame implements Game<TamskPosition, TamskEvent> {
    public static final TamskGame INSTANCE = new TamskGame();

    private TamskGame() {
    }

    @Override
    public String id() {
        return "tamsk";
    }

    @Override
    public List<RuleOption> options() {
        return TamskOptions.ALL;
    }

    /** The named starts at the chosen level; a position text at another level than one chosen explicitly is an error. */
    @Override
    public Notation<TamskPosition, TamskEvent> notation(Map<String, String> chosen) {
        return new TamskNotation(TamskOptions.of(withDefaults(chosen)).level(), chosen.containsKey("level"));
    }

    @Override
    public TamskRules rules(Map<String, String> chosen) {
        return new TamskRules(TamskOptions.of(withDefaults(chosen)));
    }
}
