package org.ludoteka.ai;

/**
 * Which engine of a computer player thinks. {@link #REFERENCE} is the engine as it stood on 26 November
 * 2026, kept so that {@code bench strength} can measure the present one against it; {@link #PRESENT}
 * also remembers the positions it has searched. Each game's evaluation has a constant of each name.
 */
public enum Engine {
    REFERENCE, PRESENT;

    /** Whether it keeps a table of the positions searched before. */
    boolean remembers() {
        return this == PRESENT;
    }
}
