package org.ludoteka.games.gipf;

import java.util.List;
import java.util.Map;
import org.ludoteka.core.RuleOption;

/**
 * The rule options of GIPF: how many Tamsk potentials each player brings in (P-2), when the power of
 * a potential a player pushes onto e5 himself is used (P-9), how many challenges each player has
 * (P-13), the level of the challenge's game of Tamsk (P-12, for the window: on the command line
 * its result is a token), and the handicap of the basic game (G-6).
 *
 * @param potentials     Tamsk potentials per player in the named starts; 0 is GIPF without potentials
 * @param powerSameTurn  P-9 as written: a potential pushed onto e5 by its owner gives its extra move in the same
 *                       turn; otherwise it waits for his next turn, before his regular push, like one the opponent pushed there
 * @param challenges     challenges per player in the named starts; 0 is GIPF not combined with Tamsk
 * @param tamskLevel     the Tamsk level (1, 2, 3) a challenge is played at
 * @param handicap       the weaker player's extra pieces in the named start {@code basic}; none in the other games
 */
public record GipfOptions(int potentials, boolean powerSameTurn, int challenges, int tamskLevel, GipfHandicap handicap) {
    public static final GipfOptions DEFAULT = new GipfOptions(0, true, 0, 1, GipfHandicap.NONE);

    static final List<RuleOption> ALL = List.of(
            new RuleOption("potentials", List.of("0", "1", "2", "3", "4", "5", "6")),
            new RuleOption("power", List.of("same-turn", "next-turn")),
            new RuleOption("challenges", List.of("0", "1", "2", "3")),
            new RuleOption("tamsklevel", List.of("1", "2", "3")),
            new RuleOption("handicap", GipfHandicap.ids()));

    /** From checked option values as {@link org.ludoteka.core.Game#withDefaults} gives them. */
    static GipfOptions of(Map<String, String> values) {
        return new GipfOptions(Integer.parseInt(values.get("potentials")), values.get("power").equals("same-turn"),
                Integer.parseInt(values.get("challenges")), Integer.parseInt(values.get("tamsklevel")),
                GipfHandicap.of(values.get("handicap")));
    }
}
