package org.ludoteka.play;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.ludoteka.core.Game;

/**
 * How a game is started, for every game alike: the rule options (checked and completed with their
 * defaults), the first position, and who sits at each seat. Each game's new-game dialog makes one.
 */
public record MatchSetup<P>(Map<String, String> options, P start, Seats seats) {

    public MatchSetup {
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options)); // in the game's order, as files write them
    }

    /** A setup whose options are checked against {@code game}'s at once, so a bad one never gets further. */
    public static <P> MatchSetup<P> of(Game<P, ?> game, Map<String, String> options, P start, Seats seats) {
        return new MatchSetup<>(game.withDefaults(options), start, seats);
    }

    public MatchSetup<P> startingFrom(P position) {
        return new MatchSetup<>(options, position, seats);
    }

    public MatchSetup<P> seatedAs(Seats changed) {
        return new MatchSetup<>(options, start, changed);
    }
}
