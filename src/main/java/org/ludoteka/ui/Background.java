package org.ludoteka.ui;

import java.util.concurrent.ExecutionException;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.SwingWorker;

/** Work of the solvers, done off the event thread so that the window stays alive, its answer taken back onto it. */
public final class Background {
    private Background() {
    }

    /**
     * Runs {@code task} off the event thread, then {@code done} with its answer on it, if the screen still
     * {@code wants} it (the puzzle or question it was for is still on screen). A failure of the task is the
     * program's, not the learner's: it is thrown again on the event thread, for the failure reporter.
     */
    public static <T> void run(Supplier<T> task, BooleanSupplier wants, Consumer<T> done) {
        new SwingWorker<T, Void>() {
            @Override
            protected T doInBackground() {
                return task.get();
            }

            @Override
            protected void done() {
                if (!wants.getAsBoolean()) {
                    return;
                }
                try {
                    done.accept(get());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    throw new IllegalStateException("the solvers' work failed", e.getCause());
                }
            }
        }.execute();
    }
}
