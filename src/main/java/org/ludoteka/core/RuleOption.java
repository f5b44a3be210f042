package org.ludoteka.core;

import java.util.List;

/**
 * One rule variant a user may choose, as written on the command line ({@code --option name=value})
 * and in lessons. The first value is the default: the resolution of rules.md.
 */
public record RuleOption(String name, List<String> values) {
    public RuleOption {
        if (values.isEmpty()) {
            throw new IllegalArgumentException("an option needs at least one value: " + name);
        }
        values = List.copyOf(values);
    }

    public String defaultValue() {
        return values.get(0);
    }

    /** The bundle key of the option's name; each value's is this key, a dot and the value. */
    public String labelKey(String game) {
        return game + ".option." + name;
    }
}
