package org.ludoteka.games.loa;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.ludoteka.core.RuleOption;

/** The rule variants of Lines of Action (rules.md §4.2). */
public record LoaOptions(Simultaneous simultaneous) {
    public static final LoaOptions DEFAULT = new LoaOptions(Simultaneous.DRAW);
    /** The options the command line, the files and Settings offer; the first value is the default. */
    public static final List<RuleOption> ALL = List.of(new RuleOption("simultaneous",
            Stream.of(Simultaneous.values()).map(Simultaneous::id).toList()));

    /** What a move that connects both sides at once means (LA-1); the first is the default. */
    public enum Simultaneous {
        DRAW, MOVER_WINS, MOVER_LOSES;

        /** As the option's value is written: {@code mover-wins}. */
        public String id() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }

        static Simultaneous of(String id) {
            for (Simultaneous s : values()) {
                if (s.id().equals(id)) {
                    return s;
                }
            }
            throw new IllegalArgumentException("no such simultaneous rule: " + id);
        }
    }

    /** From checked option values as {@link org.ludoteka.core.Game#withDefaults} gives them. */
    static LoaOptions of(Map<String, String> values) {
        return new LoaOptions(Simultaneous.of(values.get("simultaneous")));
    }
}
