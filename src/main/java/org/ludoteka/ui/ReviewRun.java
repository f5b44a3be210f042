package org.ludoteka.ui;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import javax.swing.SwingUtilities;
import org.ludoteka.core.Message;
import org.ludoteka.play.Feedback;
import org.ludoteka.play.review.Review;

/**
 * A game's review running on a thread of its own, as every game's Review action runs one (the solvers may take
 * seconds a turn): how far it is, said for the verdict area, and its findings handed back on the event thread —
 * unless it was cancelled, or another was started, since. Everything here but the review's own work runs on the
 * event thread.
 */
public final class ReviewRun {
    /** The review itself, off the event thread: it tells {@code progress} of every turn weighed and returns what its findings do on the event thread. */
    @FunctionalInterface
    public interface Work {
        Runnable review(Review.Progress progress);
    }

    private final Runnable changed;
    private Thread running;
    private Feedback progress = Feedback.NONE;

    /** {@code changed}: shows the screen again, when the review starts, goes on and ends. */
    public ReviewRun(Runnable changed) {
        this.changed = changed;
    }

    /**
     * Starts {@code work} over a game of {@code moves} moves, on a thread named {@code name}. A {@link CancellationException}
     * of its (the thread interrupted by {@link #cancel}) ends it quietly: nobody waits for its findings any more.
     */
    public void start(String name, int moves, Work work) {
        progress = progress(0, moves);
        Thread[] thread = new Thread[1];
        thread[0] = new Thread(() -> {
            try {
                Runnable findings = work.review((weighed, of) -> SwingUtilities.invokeLater(() -> progressed(thread[0], weighed, of)));
                SwingUtilities.invokeLater(() -> finished(thread[0], findings));
            } catch (CancellationException e) {
                // the game shown changed: nobody waits for this review any more
            }
        }, name);
        thread[0].setDaemon(true);
        running = thread[0];
        running.start();
        changed.run();
    }

    public boolean running() {
        return running != null;
    }

    /** What the verdict area says while the review runs: how far it is; empty when none runs. */
    public Optional<Feedback> progress() {
        return running == null ? Optional.empty() : Optional.of(progress);
    }

    /** Stops the review running, if one does (false when none did); its thread ends at the solver's next look at the clock. */
    public boolean cancel() {
        if (running == null) {
            return false;
        }
        running.interrupt();
        running = null;
        return true;
    }

    private void progressed(Thread thread, int weighed, int of) {
        if (thread == running) {
            progress = progress(weighed, of);
            changed.run();
        }
    }

    private void finished(Thread thread, Runnable findings) {
        if (thread == running) {
            running = null;
            findings.run();
            changed.run();
        }
    }

    private static Feedback progress(int weighed, int of) {
        return Feedback.of(Message.of("window.review.progress", weighed, of), Feedback.Tone.NEUTRAL, List.of());
    }
}
