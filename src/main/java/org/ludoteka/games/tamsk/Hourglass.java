package org.ludoteka.games.tamsk;

/**
 * One 3-minute hourglass: the cell it stands on and the sand in its upper bulb. One that was never
 * turned is at rest (its upper bulb is empty, T-5); once turned it runs until the upper bulb is
 * empty, and then it has run out for good (T-19). Turning it over leaves 180 000 − r ms above (T-16).
 * One that has run out also knows how long ago that was ({@code sinceRunOut}, ms of the game's
 * virtual time), since the tie-break compares the moments hourglasses run out (TA-8).
 */
public record Hourglass(int cell, boolean turned, long upperMillis, long sinceRunOut) {
    public static final long FULL_MILLIS = 180_000;

    public Hourglass {
        if (upperMillis < 0 || upperMillis > FULL_MILLIS || (!turned && upperMillis != 0)
                || sinceRunOut < 0 || (sinceRunOut > 0 && (!turned || upperMillis > 0))) {
            throw new IllegalArgumentException("no hourglass has " + upperMillis + " ms above after turned=" + turned
                    + ", run out " + sinceRunOut + " ms ago");
        }
    }

    /** An hourglass as of the moment it is described: if it has run out, it has just done so. */
    public Hourglass(int cell, boolean turned, long upperMillis) {
        this(cell, turned, upperMillis, 0);
    }

    /** Run out {@code sinceRunOut} ms ago (TA-8). */
    public static Hourglass runOut(int cell, long sinceRunOut) {
        return new Hourglass(cell, true, 0, sinceRunOut);
    }

    public static Hourglass atRest(int cell) {
        return new Hourglass(cell, false, 0);
    }

    public static Hourglass running(int cell, long upperMillis) {
        return new Hourglass(cell, true, upperMillis);
    }

    public boolean isAtRest() {
        return !turned;
    }

    public boolean isRunning() {
        return upperMillis > 0;
    }

    /** Run out: lost, never to move again, but still standing on its cell (T-19). */
    public boolean isExpired() {
        return turned && upperMillis == 0;
    }

    /**
     * When it runs out, in ms from now on the game's virtual clock (TA-8): its sand if it runs, minus
     * how long ago it ran out if it has; one at rest never runs out and counts as now.
     */
    public long runsOutIn() {
        return isExpired() ? -sinceRunOut : upperMillis;
    }

    Hourglass movedTo(int to) {
        return new Hourglass(to, turned, upperMillis, sinceRunOut);
    }

    /** Turned over: the sand that had run down is now above (T-16); one at rest gets the full 3 minutes. */
    Hourglass turnedOver() {
        return new Hourglass(cell, true, FULL_MILLIS - upperMillis);
    }

    /** {@code millis} later: the sand runs down, and one run out (now or before) ran out that much longer ago. */
    Hourglass drained(long millis) {
        if (isRunning()) {
            return new Hourglass(cell, true, Math.max(0, upperMillis - millis), Math.max(0, millis - upperMillis));
        }
        return isExpired() ? new Hourglass(cell, true, 0, sinceRunOut + millis) : this;
    }
}
