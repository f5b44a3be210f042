package org.ludoteka.games.tamsk;

import java.util.Optional;
import org.ludoteka.core.Side;

/**
 * The neutral 15-second timer of level 3 (T-23): the sand in its upper bulb and the player it was
 * turned against. Once that player has let go of his hourglass the sand runs on against nobody, and
 * nobody may turn it again until its upper bulb is empty.
 */
public record FifteenSecondTimer(long upperMillis, Optional<Side> against) {
    public static final long FULL_MILLIS = 15_000;
    public static final FifteenSecondTimer EMPTY = new FifteenSecondTimer(0, Optional.empty());

    public FifteenSecondTimer {
        if (upperMillis < 0 || upperMillis > FULL_MILLIS || (upperMillis == 0 && against.isPresent())) {
            throw new IllegalArgumentException("no 15-second timer has " + upperMillis + " ms above against " + against);
        }
    }

    static FifteenSecondTimer turnedAgainst(Side side) {
        return new FifteenSecondTimer(FULL_MILLIS, Optional.of(side));
    }

    public boolean isEmpty() {
        return upperMillis == 0;
    }

    boolean runsAgainst(Side side) {
        return against.filter(side::equals).isPresent();
    }

    FifteenSecondTimer againstNobody() {
        return new FifteenSecondTimer(upperMillis, Optional.empty());
    }

    /** Drained by {@code millis}; the side it ran against is forgotten once it is empty. */
    FifteenSecondTimer drained(long millis) {
        long left = Math.max(0, upperMillis - millis);
        return left == 0 ? EMPTY : new FifteenSecondTimer(left, against);
    }
}
