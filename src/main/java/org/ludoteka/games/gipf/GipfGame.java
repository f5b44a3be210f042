package org.ludoteka.games.gipf;

import java.util.List;
import java.util.Map;
import org.ludoteka.core.Game;
import org.ludoteka.core.Notation;
import org.ludoteka.core.RetiredOption;
import org.ludoteka.core.RuleOption;

/** GIPF, with the Tamsk potential and the Tamsk challenge, as the rest of the program sees it. */
public final class GipfGame implements Game<GipfPosition, GipfMove> {
    public static final GipfGame INSTANCE = new GipfGame();

    private GipfGame() {
    }

    @Override
    public String id() {
        return "gipf";
    }

    @Override
    public List<RuleOption> options() {
        return GipfOptions.ALL;
    }

    @Override
    public List<RetiredOption> retiredOptions() {
        return GipfOptions.RETIRED;
    }

    /**
     * The named starts give each player the chosen number of potentials and challenges, and the basic
     * game's start the handicap; a position text carries its own.
     */
    @Override
    public Notation<GipfPosition, GipfMove> notation(Map<String, String> chosen) {
        GipfOptions options = GipfOptions.of(withDefaults(chosen));
        return new GipfNotation(options.potentials(), options.challenges(), options.handicap());
    }

    @Override
    public GipfRules rules(Map<String, String> chosen) {
        return new GipfRules(GipfOptions.of(withDefaults(chosen)));
    }
}
