package org.ludoteka.ui.gipf;

import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import javax.swing.SwingUtilities;
import org.ludoteka.ai.GipfComputerPlayer;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfPosition;

/**
 * The computer's GIPF thinking, on a thread of its own so that the window stays alive. Each question
 * gets a generation number; an answer arriving after an undo, a new game or another question is
 * stale and dropped, so a token is never played into a position it was not chosen for. Called only
 * on the event thread.
 */
final class GipfThinker {
    private final ExecutorService thinker = Executors.newSingleThreadExecutor(task -> {
        Thread thread = new Thread(task, "ludoteka-gipf-computer");
        thread.setDaemon(true); // closing the window must not wait for a search
        return thread;
    });
    private final Duration budget;
    private long seed = System.nanoTime();
    private int generation;
    private Future<?> thinking;

    GipfThinker(Duration budget) {
        this.budget = budget;
    }

    /** Starts choosing the decider's token in {@code position}; {@code answer} gets it on the event thread unless it is stale by then. */
    void ask(GipfSetup setup, GipfPosition position, Consumer<GipfMove> answer) {
        forget();
        int asked = generation;
        GipfComputerPlayer player = new GipfComputerPlayer(setup.rules().options(), setup.strength(), seed++);
        thinking = thinker.submit(() -> {
            try {
                GipfMove move = player.choose(position, budget);
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

    boolean isThinking() {
        return thinking != null;
    }

    /** Drops the question being thought about, if any; an interrupt makes the search answer at once. */
    void forget() {
        generation++;
        if (thinking != null) {
            thinking.cancel(true);
            thinking = null;
        }
    }

    void shutDown() {
        forget();
        thinker.shutdownNow();
    }
}
