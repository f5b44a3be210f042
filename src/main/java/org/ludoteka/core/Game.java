package org.ludoteka.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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

    /** The options an earlier version offered and this one no longer does; still accepted, and dropped (see {@link RetiredOption}). */
    default List<RetiredOption> retiredOptions() {
        return List.of();
    }

    /** What the user must be told about {@code chosen}: one sentence for each retired option chosen with a value today's rules no longer play. */
    default List<Message> retiredNotices(Map<String, String> chosen) {
        List<Message> notices = new ArrayList<>();
        chosen.forEach((name, value) -> retired(name)
                .filter(option -> !option.today().equals(value))
                .ifPresent(option -> notices.add(Message.of(option.noticeKey()))));
        return notices;
    }

    private Optional<RetiredOption> retired(String name) {
        return retiredOptions().stream().filter(option -> option.name().equals(name)).findFirst();
    }

    /**
     * Checks the chosen options against {@link #options()} and fills in the defaults; a retired option is
     * dropped, whatever its value (what to tell the user is {@link #retiredNotices}).
     */
    default Map<String, String> withDefaults(Map<String, String> chosen) {
        Map<String, String> all = new LinkedHashMap<>();
        for (RuleOption option : options()) {
            all.put(option.name(), option.defaultValue());
        }
        chosen.forEach((name, value) -> {
            if (retired(name).isPresent()) {
                return;
            }
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
