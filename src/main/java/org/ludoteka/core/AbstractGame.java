package org.ludoteka.core;

import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * What every game's entry point has in common: its id, its rule options, and its rules made from
 * the options chosen with the defaults filled in. A game adds its notation, which may depend on
 * the options in its own way.
 */
public abstract class AbstractGame<P, M, R extends Rules<P, M>> implements Game<P, M> {
    private final String id;
    private final List<RuleOption> options;
    private final Function<Map<String, String>, R> rulesOf;

    /** {@code rulesOf} is given every option, the defaults filled in. */
    protected AbstractGame(String id, List<RuleOption> options, Function<Map<String, String>, R> rulesOf) {
        this.id = id;
        this.options = List.copyOf(options);
        this.rulesOf = rulesOf;
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final List<RuleOption> options() {
        return options;
    }

    @Override
    public final R rules(Map<String, String> chosen) {
        return rulesOf.apply(withDefaults(chosen));
    }
}
