package org.ludoteka.core;

import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * What every game's entry point has in common: its id, its rule options, its rules made from the
 * options chosen with the defaults filled in, and its notation under those rules (which may also
 * hang on whether an option was chosen at all).
 */
public abstract class AbstractGame<P, M, R extends Rules<P, M>> implements Game<P, M> {
    private final String id;
    private final List<RuleOption> options;
    private final Function<Map<String, String>, R> rulesOf;
    private final BiFunction<R, Map<String, String>, Notation<P, M>> notationOf;

    /**
     * {@code rulesOf} is given every option, the defaults filled in; {@code notationOf} the rules so
     * made and the options as chosen.
     */
    protected AbstractGame(String id, List<RuleOption> options, Function<Map<String, String>, R> rulesOf,
                           BiFunction<R, Map<String, String>, Notation<P, M>> notationOf) {
        this.id = id;
        this.options = List.copyOf(options);
        this.rulesOf = rulesOf;
        this.notationOf = notationOf;
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

    @Override
    public final Notation<P, M> notation(Map<String, String> chosen) {
        return notationOf.apply(rules(chosen), chosen);
    }
}
