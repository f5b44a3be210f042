package org.ludoteka.ui;

import java.util.Optional;
import java.util.function.Supplier;

/**
 * A screen of the window (a game's board, the lessons, the puzzles) built the first time it is
 * needed rather than with the window: the launch builds only what its first paint shows, the game
 * list and the welcome, and the other screens right after it. Used only on the event thread.
 */
final class OnDemand<T> implements Supplier<T> {
    private final Supplier<T> build;
    private T built;

    OnDemand(Supplier<T> build) {
        this.build = build;
    }

    /** The screen, built now if it was not yet. */
    @Override
    public T get() {
        if (built == null) {
            built = build.get();
        }
        return built;
    }

    /** The screen if it has been built; one never built has nothing to stop, save or hide. */
    Optional<T> ifBuilt() {
        return Optional.ofNullable(built);
    }
}
