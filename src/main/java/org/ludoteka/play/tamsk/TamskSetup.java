package org.ludoteka.play.tamsk;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.ludoteka.ai.TamskStrength;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.TamskGame;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tamsk.TamskRules;

/**
 * How a Tamsk game in the window is played: the rule options as the command line writes them
 * ({@code level}, {@code grace}, {@code fullcell}), whether it begins with the set start or the
 * free start (T-29), and the side the computer plays, if any, and how strongly.
 */
public record TamskSetup(Map<String, String> options, boolean freeStart, Optional<Side> computer, TamskStrength strength) {
    public static final TamskSetup FIRST = new TamskSetup(Map.of(), false, Optional.empty(), TamskStrength.MEDIUM);

    public TamskSetup {
        options = TamskGame.INSTANCE.withDefaults(options);
    }

    /** Two people at one screen. */
    public TamskSetup(Map<String, String> options, boolean freeStart) {
        this(options, freeStart, Optional.empty(), TamskStrength.MEDIUM);
    }

    public TamskRules rules() {
        return TamskGame.INSTANCE.rules(options);
    }

    public int level() {
        return rules().options().level();
    }

    public TamskPosition start() {
        return freeStart ? TamskPosition.free(level()) : TamskPosition.start(level());
    }

    /** The computer that plays in this game, thinking at most {@code budget} at a time; none when two people play. */
    public Optional<TamskOpponent> opponent(Duration budget) {
        return computer.map(side -> new ComputerTamskOpponent(rules().options(), side, strength, budget));
    }
}
