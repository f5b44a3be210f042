package org.ludoteka.ui;

import java.util.function.DoubleConsumer;
import javax.swing.Timer;

/**
 * Something that moves on screen for a short while: each frame is told how far along it is (0 to
 * 1), and the end is told once. Runs on the event thread with a Swing timer; stopping it early
 * skips the end, since whoever stops it shows something else at once.
 */
public final class Animation {
    private static final int FRAME_MILLIS = 15;
    /** How many times as long as asked every movement lasts (the settings' animation speed); 0 shows each end at once. */
    private static double pace = 1;

    private final Timer timer;
    private final long millis;
    private long started;

    private Animation(long millis, DoubleConsumer frame, Runnable end) {
        this.millis = millis;
        timer = new Timer(FRAME_MILLIS, null);
        timer.addActionListener(e -> {
            double fraction = millis <= 0 ? 1 : Math.min(1, (System.nanoTime() - started) / 1e6 / millis);
            frame.accept(fraction);
            if (fraction >= 1) {
                timer.stop();
                end.run();
            }
        });
    }

    /** The settings' animation speed, for every movement started from now on. */
    public static void setPace(double durationFactor) {
        pace = durationFactor;
    }

    public static Animation start(long millis, DoubleConsumer frame, Runnable end) {
        Animation animation = new Animation(Math.round(millis * pace), frame, end);
        animation.started = System.nanoTime();
        frame.accept(0);
        animation.timer.start();
        return animation;
    }

    public boolean running() {
        return timer.isRunning();
    }

    public void stop() {
        timer.stop();
    }
}
