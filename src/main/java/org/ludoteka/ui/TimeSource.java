package org.ludoteka.ui;

import java.util.function.LongConsumer;

/**
 * Where the window's Tamsk time comes from. The rules know time only as elapse events; a time
 * source says how many whole milliseconds have passed, on the event thread, as often as the board
 * should be redrawn. The window uses {@link FrameTicker} (the wall clock at 60 frames a second);
 * tests use one they advance by hand, so that timed play is exact.
 */
public interface TimeSource {

    /** From now on, tells {@code passed} the milliseconds gone by since it last did; a second start replaces the first. */
    void start(LongConsumer passed);

    /** Tells nothing more until started again; time that passes meanwhile is never told. */
    void stop();
}
