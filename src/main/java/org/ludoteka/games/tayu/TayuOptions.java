package org.ludoteka.games.tayu;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ludoteka.core.RuleOption;

/**
 * The rule options of Ta Yü: how many play (2, 3 with the spoiler, 4 in two teams), the advanced game
 * (Y-18: two face-up tiles, place one), whether the notches on the supply tiles' exposed faces count
 * as seen (YA-9), and — for lessons and the command line's {@code moves} — a tile laid straight from
 * the supply, whose placements {@code moves} then lists instead of the draws.
 */
public record TayuOptions(int players, boolean advanced, boolean notches, Optional<TayuTile> tile) {
    public static final TayuOptions DEFAULT = new TayuOptions(2, false, false, Optional.empty());

    static final List<RuleOption> ALL = List.of(
            new RuleOption("players", List.of("2", "3", "4")),
            new RuleOption("advanced", List.of("no", "yes")),
            new RuleOption("notches", List.of("no", "yes")),
            new RuleOption("tile", tileValues()));

    public TayuOptions {
        tile = tile.map(TayuTile::kind);
    }

    /** From checked option values as {@link org.ludoteka.core.Game#withDefaults} gives them. */
    static TayuOptions of(Map<String, String> values) {
        String tile = values.get("tile");
        return new TayuOptions(Integer.parseInt(values.get("players")), values.get("advanced").equals("yes"),
                values.get("notches").equals("yes"), tile.equals("-") ? Optional.empty() : Optional.of(TayuTile.parse(tile)));
    }

    /** How many tiles a player holds when he must place one: two in the advanced game. */
    int handToPlace() {
        return advanced ? 2 : 1;
    }

    private static List<String> tileValues() {
        List<String> values = new ArrayList<>();
        values.add("-");
        TayuTile.KINDS.forEach(kind -> values.add(kind.digits()));
        return values;
    }
}
