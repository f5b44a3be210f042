package org.ludoteka.games.loa;

import java.util.Map;

/** The rule variants of Lines of Action (rules.md §4.2). */
public record LoaOptions(Simultaneous simultaneous) {
    public static final LoaOptions DEFAULT = new LoaOptions(Simultaneous.DRAW);

    /** What a move that connects both sides at once means (LA-1); the first is the default. */
    public enum Simultaneous {
        DRAW("draw"), MOVER_WINS("mover-wins"), MOVER_LOSES("mover-loses");

        private final String id;

        Simultaneous(String id) {
            this.id = id;
        }

        public String id() {
            return id;
        }

        static Simultaneous of(String id) {
            for (Simultaneous s : values()) {
                if (s.id.equals(id)) {
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
