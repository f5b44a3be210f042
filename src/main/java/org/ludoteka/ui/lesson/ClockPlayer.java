package org.ludoteka.ui.lesson;

import java.util.function.LongConsumer;
import javax.swing.Timer;

/**
 * Plays a clock step's time out on the board faster than the wall clock, under the teacher's hand:
 * pause, a second at a time, or again from the start. The time is the lesson's virtual time; each
 * moment is handed to {@code show}, which puts the position at that moment on the board.
 */
final class ClockPlayer {
    /** Virtual milliseconds per real one: a minute of sand runs out in six seconds before the class. */
    private static final int SPEED = 10;
    private static final int TICK_MILLIS = 50;
    /** What one press of the step button lets pass. */
    private static final long STEP_MILLIS = 1000;

    private final Timer timer = new Timer(TICK_MILLIS, e -> advance(TICK_MILLIS * SPEED));
    private final LongConsumer show;
    private long total;
    private long elapsed;

    ClockPlayer(LongConsumer show) {
        this.show = show;
    }

    /** Runs {@code totalMillis} of virtual time from the start; nothing runs for none. */
    void start(long totalMillis) {
        total = totalMillis;
        elapsed = 0;
        show.accept(0);
        if (total > 0) {
            timer.start();
        } else {
            timer.stop();
        }
    }

    void togglePause() {
        if (timer.isRunning()) {
            timer.stop();
        } else if (elapsed < total) {
            timer.start();
        }
    }

    /** One second on, and the clock stays paused, so the class can look at each second. */
    void step() {
        timer.stop();
        advance(STEP_MILLIS);
    }

    void replay() {
        start(total);
    }

    void stop() {
        timer.stop();
    }

    boolean running() {
        return timer.isRunning();
    }

    long elapsed() {
        return elapsed;
    }

    long total() {
        return total;
    }

    private void advance(long millis) {
        elapsed = Math.min(total, elapsed + millis);
        if (elapsed >= total) {
            timer.stop();
        }
        show.accept(elapsed);
    }
}
