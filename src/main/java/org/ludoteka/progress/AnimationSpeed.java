package org.ludoteka.progress;

/** How fast moves slide and rows fade on the boards: a teacher may slow them for a class, or turn them off. */
public enum AnimationSpeed {
    SLOW(2), NORMAL(1), FAST(0.5), OFF(0);

    private final double durationFactor;

    AnimationSpeed(double durationFactor) {
        this.durationFactor = durationFactor;
    }

    /** How many times as long as normal a movement lasts: 0 shows its end at once. */
    public double durationFactor() {
        return durationFactor;
    }
}
