package org.ludoteka.ui.loa;

import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import javax.swing.SwingUtilities;
import org.ludoteka.ai.LoaComputerPlayer;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaPosition;

/**
 * The computer's thinking, on a thread of its own so that the window stays alive. Each question
 * gets a generation number; an answer arriving after an undo, a new game or another question has a
 * stale number and is dropped, so a move is never played into a position it was not chosen for.
 * Called only on the event thread.
 */
public final class ComputerTurns {
    private final ExecutorService thinker = Executors.newSingleThreadExecutor(task -> {
        Thread thread = new Thread(task, "ludoteka-computer-player");
        thread.setDaemon(true); // closing the window must not wait for a search
        return thread;
    });
    private final Duration budget;
    private long seed = System.nanoTime();
    private int generation;
    private Future<?> thinking;

    public ComputerTurns(Duration budget) {
        this.budget = budget;
    }

    /** Starts choosing a move in {@code position}; {@code answer} gets it on the event thread unless it is stale by then. */
    void ask(LoaSetup setup, LoaPosition position, Consumer<LoaMove> answer) {
        forget();
        int asked = generation;
        LoaComputerPlayer player = new LoaComputerPlayer(setup.rules().options(), setup.opponent().strength(), seed++);
        thinking = thinker.submit(() -> {
            try {
                LoaMove move = player.choose(position, budget);
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

    /** Drops the question being thought about, if any; an interrupt makes the search stop at once. */
    void forget() {
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
