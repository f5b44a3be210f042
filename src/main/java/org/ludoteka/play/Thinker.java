package org.ludoteka.play;

import java.time.Duration;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Where a session's computer thinks: the window's runs the question on a thread of its own and hands
 * the answer back on the event thread; a test's may answer at once. A question forgotten before its
 * answer comes is never answered.
 */
public interface Thinker {

    /** Starts {@code choose}, given the time it may take; {@code answer} gets its move unless the question is forgotten first. */
    <M> void ask(Function<Duration, M> choose, Consumer<M> answer);

    void forget();

    boolean isThinking();
}
