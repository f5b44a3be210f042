package org.ludoteka.games.tamsk;

import java.util.List;
import java.util.Map;
import org.ludoteka.core.RuleOption;

/**
 * The rule options of Tamsk: the level (1, 2, 3), how long after letting go a ring still counts as
 * dropped "at once" at levels 2–3 (T-17), and whether moving onto a full cell is refused, as the
 * program does in normal play, or played and lost at once, as over the board (TA-2).
 */
public record TamskOptions(int level, long graceMillis, boolean fullCellLoses) {
    public static final TamskOptions DEFAULT = new TamskOptions(1, 2000, false);

    static final List<RuleOption> ALL = List.of(
            new RuleOption("level", List.of("1", "2", "3")),
            new RuleOption("grace", List.of("2000", "0", "1000", "3000", "5000")),
            new RuleOption("fullcell", List.of("illegal", "loses")));

    /** From checked option values as {@link org.ludoteka.core.Game#withDefaults} gives them. */
    static TamskOptions of(Map<String, String> values) {
        return new TamskOptions(Integer.parseInt(values.get("level")), Long.parseLong(values.get("grace")),
                values.get("fullcell").equals("loses"));
    }
}
