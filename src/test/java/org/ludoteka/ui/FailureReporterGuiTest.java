package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.regex.Pattern;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.ludoteka.i18n.Language;

/** A bug reaches the user as one sentence in their language; the stack trace goes to the log. */
class FailureReporterGuiTest extends WindowTest {
    private final Thread.UncaughtExceptionHandler before = Thread.getDefaultUncaughtExceptionHandler();

    @AfterEach
    void restoreTheHandler() {
        Thread.setDefaultUncaughtExceptionHandler(before);
    }

    @Test
    void anExceptionOnTheEventThreadIsToldInOneLocalizedLine() throws IOException {
        open();
        GuiActionRunner.execute(() -> FailureReporter.install(new Localizer(Language.CS), home()));

        SwingUtilities.invokeLater(() -> {
            throw new IllegalStateException("a bug for the test");
        });

        JOptionPaneFixture report = window.optionPane();
        report.requireErrorMessage();
        report.requireMessage(Pattern.compile("V\u00a0Ludotece se něco pokazilo \\(IllegalStateException\\); "
                + "hra zůstává, jak byla\\. Podrobnosti jsou zapsány v\u00a0souboru .*failures\\.log\\."));
        report.okButton().click();
        assertThat(Files.readString(home().failureLog())).contains("java.lang.IllegalStateException: a bug for the test");
    }
}
