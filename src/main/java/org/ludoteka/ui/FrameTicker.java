package org.ludoteka.ui;

import java.util.function.LongConsumer;
import javax.swing.Timer;

/**
 * Real time for the window: a Swing timer wakes about 60 times a second and tells how many whole
 * milliseconds have passed on the monotonic clock. The fraction of a millisecond left over is
 * carried to the next frame, so no time is lost however the frames fall.
 */
public final class FrameTicker implements TimeSource {
    private static final int FRAME_MILLIS = 16;
    private static final long NANOS_PER_MILLI = 1_000_000;

    private final Timer timer = new Timer(FRAME_MILLIS, e -> frame());
    private LongConsumer listener = passed -> { };
    private long lastNanos;
    private long carriedNanos;

    public FrameTicker() {
        timer.setCoalesce(true);
    }

    @Override
    public void start(LongConsumer passed) {
        listener = passed;
        if (!timer.isRunning()) {
            lastNanos = System.nanoTime();
            carriedNanos = 0;
            timer.start();
        }
    }

    @Override
    public void stop() {
        timer.stop();
    }

    private void frame() {
        long now = System.nanoTime();
        long nanos = now - lastNanos + carriedNanos;
        lastNanos = now;
        carriedNanos = nanos % NANOS_PER_MILLI;
        long millis = nanos / NANOS_PER_MILLI;
        if (millis > 0) {
            listener.accept(millis);
        }
    }
}
