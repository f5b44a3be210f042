package org.ludoteka.games.loa;

import java.util.List;
import java.util.Map;
import org.ludoteka.core.Game;
import org.ludoteka.core.Notation;
import org.ludoteka.core.RuleOption;

/** Lines of Action as the rest of the program sees it. */
public final class LoaGame implements Game<LoaPosition, LoaMove> {
    public static final LoaGame INSTANCE = new LoaGame();

    private LoaGame() {
    }

    @Override
    public String id() {
        return "loa";
    }

    @Override
    public List<RuleOption> options() {
        return List.of(new RuleOption("simultaneous", List.of("draw", "mover-wins", "mover-loses")));
    }

    /** No option changes how Lines of Action is written. */
    @Override
    public Notation<LoaPosition, LoaMove> notation(Map<String, String> chosen) {
        return LoaNotation.INSTANCE;
    }

    @Override
    public LoaRules rules(Map<String, String> chosen) {
        return new LoaRules(LoaOptions.of(withDefaults(chosen)));
    }
}
