package org.ludoteka.games.tamsk;

/**
 * One 3-minute hourglass: the cell it stands on and the sand in its upper bulb. One that was never
 * turned is at rest (its upper bulb is empty, T-5); once turned it runs until the upper bulb is
 * empty, and then it has run out for good (T-19). Turning it over leaves 180 000 − r ms above (T-16).
 */
public record Hourglass(int cell, boolean turned, long upperMillis) {
    public static final long FULL_MILLIS = 180_000;

    public Hourglass {
        if (upperMillis < 0 || upperMillis > FULL_MILLIS || (!turned && upperMillis != 0)) {
            throw new IllegalArgumentException("no hourglass has " + upperMillis + " ms above after turned=" + turned);
        }
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

    Hourglass movedTo(int to) {
        return new Hourglass(to, turned, upperMillis);
    }

    /** Turned over: the sand that had run down is now above (T-16); one at rest gets the full 3 minutes. */
    Hourglass turnedOver() {
        return new Hourglass(cell, true, FULL_MILLIS - upperMillis);
    }

    Hourglass drained(long millis) {
        return isRunning() ? new Hourglass(cell, true, Math.max(0, upperMillis - millis)) : this;
    }
}
