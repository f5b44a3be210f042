package org.ludoteka.play;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.ludoteka.core.Game;

/**
 * How a game is started, for every game alike: the rule options (checked and completed with their
 * defaults), the first position, who sits at each seat, and the named start it was made from, if
 * any ({@code start:42}: a Ta Yü deal can be dealt again). Each game's new-game dialog makes one.
 */
public record MatchSetup<P>(Map<String, String> options, P start, Seats seats, Optional<String> named) {

    public MatchSetup {
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options)); // in the game's order, as files write them
    }

    public MatchSetup(Map<String, String> options, P start, Seats seats) {
        this(options, start, seats, Optional.empty());
    }

    /** A setup whose options are checked against {@code game}'s at once, so a bad one never gets further. */
    public static <P> MatchSetup<P> of(Game<P, ?> game, Map<String, String> options, P start, Seats seats) {
        return new MatchSetup<>(game.withDefaults(options), start, seats);
    }

    public MatchSetup<P> startingFrom(P position) {
        return new MatchSetup<>(options, position, seats);
    }

    public MatchSetup<P> seatedAs(Seats changed) {
        return new MatchSetup<>(options, start, changed, named);
    }
}
