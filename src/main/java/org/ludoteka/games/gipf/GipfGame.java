package org.ludoteka.games.gipf;

import java.util.List;
import java.util.Map;
import org.ludoteka.core.AbstractGame;
import org.ludoteka.core.Notation;
import org.ludoteka.core.RetiredOption;

/** GIPF, with the Tamsk potential and the Tamsk challenge, as the rest of the program sees it. */
public final class GipfGame extends AbstractGame<GipfPosition, GipfMove, GipfRules> {
    public static final GipfGame INSTANCE = new GipfGame();

    private GipfGame() {
        super("gipf", GipfOptions.ALL, all -> new GipfRules(GipfOptions.of(all)), GipfGame::notation);
    }

    @Override
    public List<RetiredOption> retiredOptions() {
        return GipfOptions.RETIRED;
    }

    /**
     * The named starts give each player the chosen number of potentials and challenges, and the basic
     * game's start the handicap; a position text carries its own.
     */
    private static Notation<GipfPosition, GipfMove> notation(GipfRules rules, Map<String, String> chosen) {
        GipfOptions options = rules.options();
        return new GipfNotation(options.potentials(), options.challenges(), options.handicap());
    }
}
