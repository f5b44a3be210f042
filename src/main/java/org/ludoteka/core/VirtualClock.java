package org.ludoteka.core;

/**
 * Time as the timed rules see it: milliseconds that advance only when told to. The window drives
 * it from the wall clock; tests and lessons drive it exactly.
 */
public final class VirtualClock {
    private long nowMillis;

    public long nowMillis() {
        return nowMillis;
    }

    public void advance(long millis) {
        if (millis < 0) {
            throw new IllegalArgumentException("time does not run backwards: " + millis);
        }
        nowMillis += millis;
    }
}
