package org.ludoteka.ui.gipf;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.ludoteka.ai.GipfStrength;
import org.ludoteka.ai.TamskStrength;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfGame;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfRules;
import org.ludoteka.games.gipf.GipfVariant;

/**
 * How a GIPF game in the window is played: the game (basic, standard or tournament), the rule
 * options as the command line writes them ({@code potentials}, {@code challenges},
 * {@code tamsklevel}, {@code handicap}: the basic game's only, none in the others), and the side the computer plays, if any, and how strongly (in GIPF and in the
 * challenge's games of Tamsk alike).
 */
record GipfSetup(GipfVariant variant, Map<String, String> options, Optional<Side> computer, GipfStrength strength) {
    static final GipfSetup FIRST = new GipfSetup(GipfVariant.STANDARD, Map.of(), Optional.empty(), GipfStrength.MEDIUM);

    GipfSetup {
        Map<String, String> chosen = new HashMap<>(options);
        if (variant != GipfVariant.BASIC) {
            chosen.remove("handicap"); // G-6: the standard and tournament games use all 18 pieces
        }
        options = GipfGame.INSTANCE.withDefaults(chosen);
    }

    GipfRules rules() {
        return GipfGame.INSTANCE.rules(options);
    }

    /** The named start of the game, with each player's potentials and challenges, and the basic game's handicap. */
    GipfPosition start() {
        return GipfGame.INSTANCE.notation(options).parsePosition(startName(variant));
    }

    /** The command line's name of a game's start: {@code basic}, {@code start} (standard) or {@code tournament}. */
    static String startName(GipfVariant variant) {
        return variant == GipfVariant.STANDARD ? "start" : variant.id();
    }

    /** The computer's strength for the challenge's game of Tamsk: the same word. */
    TamskStrength tamskStrength() {
        return TamskStrength.valueOf(strength.name());
    }

    boolean computerPlays(Side side) {
        return computer.filter(side::equals).isPresent();
    }
}
