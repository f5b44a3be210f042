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

    private final Timer timer;
    private final long millis;
    private long started;

    private Animation(long millis, DoubleConsumer frame, Runnable end) {
        this.millis = millis;
        timer = new Timer(FRAME_MILLIS, null);
        timer.addActionListener(e -> {
            double fraction = Math.min(1, (System.nanoTime() - started) / 1e6 / millis);
            frame.accept(fraction);
            if (fraction >= 1) {
                timer.stop();
                end.run();
            }
        });
    }

    public static Animation start(long millis, DoubleConsumer frame, Runnable end) {
        Animation animation = new Animation(millis, frame, end);
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
