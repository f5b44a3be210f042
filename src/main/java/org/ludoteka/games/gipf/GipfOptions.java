package org.ludoteka.games.gipf;

import java.util.List;
import java.util.Map;
import org.ludoteka.core.RetiredOption;
import org.ludoteka.core.RuleOption;

/**
 * The rule options of GIPF: how many Tamsk potentials each player brings in (P-2), how many challenges
 * each player has (P-13), the level of the challenge's game of Tamsk (P-12, for the window: on the
 * command line its result is a token), and the handicap of the basic game (G-6).
 *
 * <p>When the extra move of a potential on e5 comes is no option: it depends only on who pushed the
 * loaded piece there (P-9). The option {@code power=next-turn}, which no rulebook has, is retired.
 *
 * @param potentials     Tamsk potentials per player in the named starts; 0 is GIPF without potentials
 * @param challenges     challenges per player in the named starts; 0 is GIPF not combined with Tamsk
 * @param tamskLevel     the Tamsk level (1, 2, 3) a challenge is played at
 * @param handicap       the weaker player's extra pieces in the named start {@code basic}; none in the other games
 */
public record GipfOptions(int potentials, int challenges, int tamskLevel, GipfHandicap handicap) {
    public static final GipfOptions DEFAULT = new GipfOptions(0, 0, 1, GipfHandicap.NONE);

    static final List<RuleOption> ALL = List.of(
            new RuleOption("potentials", List.of("0", "1", "2", "3", "4", "5", "6")),
            new RuleOption("challenges", List.of("0", "1", "2", "3")),
            new RuleOption("tamsklevel", List.of("1", "2", "3")),
            new RuleOption("handicap", GipfHandicap.ids()));

    /** Issue #18: {@code power=same-turn} was P-9 as written; {@code power=next-turn} deferred one's own power to the next turn. */
    static final List<RetiredOption> RETIRED = List.of(new RetiredOption("power", "same-turn", "gipf.retired.power.next-turn"));

    /** From checked option values as {@link org.ludoteka.core.Game#withDefaults} gives them. */
    static GipfOptions of(Map<String, String> values) {
        return new GipfOptions(Integer.parseInt(values.get("potentials")), Integer.parseInt(values.get("challenges")),
                Integer.parseInt(values.get("tamsklevel")), GipfHandicap.of(values.get("handicap")));
    }
}
