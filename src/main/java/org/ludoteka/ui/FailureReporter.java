package org.ludoteka.ui;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Instant;
import javax.swing.JOptionPane;
import javax.swing.SwingUtilities;
import org.ludoteka.progress.Home;

/**
 * The last resort for a bug: instead of a stack trace the user sees one sentence in their language,
 * and the details go to a log file in the Ludoteka folder for whoever fixes it.
 */
final class FailureReporter implements Thread.UncaughtExceptionHandler {
    private final Localizer localizer;
    private final Home home;
    private boolean telling;

    private FailureReporter(Localizer localizer, Home home) {
        this.localizer = localizer;
        this.home = home;
    }

    static void install(Localizer localizer, Home home) {
        Thread.setDefaultUncaughtExceptionHandler(new FailureReporter(localizer, home));
    }

    @Override
    public void uncaughtException(Thread thread, Throwable failure) {
        StringWriter report = new StringWriter();
        report.append(Instant.now().toString()).append(" in ").append(thread.getName()).append('\n');
        failure.printStackTrace(new PrintWriter(report));
        try {
            home.recordFailure(report.toString());
        } catch (IOException e) {
            failure.addSuppressed(e); // nowhere left to write it; the user is still told below
        }
        SwingUtilities.invokeLater(() -> tell(failure));
    }

    /** One dialog at a time: a failure that repeats, e.g. while painting, must not bury the window in dialogs. */
    private void tell(Throwable failure) {
        if (telling) {
            return;
        }
        telling = true;
        try {
            Dialogs.tell(null, localizer.text("app.title"),
                    localizer.text("window.failure", failure.getClass().getSimpleName(), home.failureLog().toString()),
                    JOptionPane.ERROR_MESSAGE);
        } finally {
            telling = false;
        }
    }
}
