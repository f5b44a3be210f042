package org.ludoteka.core;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A game Ludoteka can play: its notation, its rule options and its rules under a choice of them. */
public interface Game<P, M> {

    /** The id used on the command line and in files: {@code loa}, {@code tamsk}, {@code tayu}, {@code gipf}. */
    String id();

    List<RuleOption> options();

    /**
     * The notation under {@code chosen} options, as the user gave them: a game's named starts may
     * depend on an option (the Tamsk level).
     */
    Notation<P, M> notation(Map<String, String> chosen);

    /** The rules under {@code chosen} options (missing ones take their defaults); {@link InputError} for an unknown option or value. */
    Rules<P, M> rules(Map<String, String> chosen);

    /** Checks the chosen options against {@link #options()} and fills in the defaults. */
    default Map<String, String> withDefaults(Map<String, String> chosen) {
        Map<String, String> all = new LinkedHashMap<>();
        for (RuleOption option : options()) {
            all.put(option.name(), option.defaultValue());
        }
        chosen.forEach((name, value) -> {
            RuleOption option = options().stream().filter(o -> o.name().equals(name)).findFirst()
                    .orElseThrow(() -> new InputError("input.unknownOption", name, id()));
            if (!option.values().contains(value)) {
                throw new InputError("input.badOptionValue", value, name, String.join(", ", option.values()));
            }
            all.put(name, value);
        });
        return Collections.unmodifiableMap(all);
    }
}
