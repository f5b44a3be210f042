package org.ludoteka.ui;

import java.util.function.LongConsumer;

/** Time for tests: it passes only when the test says so, to the millisecond, and only while it is listened to. */
final class ManualTime implements TimeSource {
    private LongConsumer listener;

    @Override
    public void start(LongConsumer passed) {
        listener = passed;
    }

    @Override
    public void stop() {
        listener = null;
    }

    /** Lets {@code millis} pass, in one frame; on the event thread. */
    void advance(long millis) {
        if (listener != null) {
            listener.accept(millis);
        }
    }

    boolean running() {
        return listener != null;
    }
}
