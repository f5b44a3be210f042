package org.ludoteka.ui;

import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.swing.SwingUtilities;
import org.ludoteka.play.Thinker;

/**
 * A computer player's thinking, on a thread of its own so that the window stays alive, for every
 * game alike. Each question gets a generation number; an answer arriving after an undo, a new game
 * or another question has a stale number and is dropped, so a move is never played into a position
 * it was not chosen for. Called only on the event thread.
 */
public final class ComputerThinking implements Thinker {
    private final ExecutorService thinker;
    private final Duration budget;
    private int generation;
    private Future<?> thinking;

    /** Thinks {@code budget} a move, on a thread named {@code threadName}. */
    public ComputerThinking(Duration budget, String threadName) {
        this.budget = budget;
        thinker = Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, threadName);
            thread.setDaemon(true); // closing the window must not wait for a search
            return thread;
        });
    }

    /**
     * Starts {@code choose} (given the time it may take) on the thinking thread; {@code answer} gets
     * its move on the event thread unless the question is stale by then.
     */
    @Override
    public <M> void ask(Function<Duration, M> choose, Consumer<M> answer) {
        forget();
        int asked = generation;
        thinking = thinker.submit(() -> {
            try {
                M move = choose.apply(budget);
                SwingUtilities.invokeLater(() -> {
                    if (asked == generation) {
                        thinking = null;
                        answer.accept(move);
                    }
                });
            } catch (RuntimeException e) {
                SwingUtilities.invokeLater(() -> {
                    throw e; // to the window's handler, which reports it in one line
                });
            }
        });
    }

    @Override
    public boolean isThinking() {
        return thinking != null;
    }

    /** Drops the question being thought about, if any; an interrupt makes the search answer at once. */
    @Override
    public void forget() {
        generation++;
        if (thinking != null) {
            thinking.cancel(true);
            thinking = null;
        }
    }

    public void shutDown() {
        forget();
        thinker.shutdownNow();
    }
}
