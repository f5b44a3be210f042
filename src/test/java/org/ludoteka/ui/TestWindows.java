package org.ludoteka.ui;

import java.time.Duration;
import javax.swing.JFrame;
import org.assertj.swing.edt.GuiActionRunner;
import org.ludoteka.progress.Home;
import org.ludoteka.progress.Settings;

/** The program's window for window tests outside this package (the games' own packages), built as {@link WindowTest} builds it. */
public final class TestWindows {
    private TestWindows() {
    }

    /** The main window with {@code settings}, built on the event thread and placed, not yet shown (STACK.md §5.1). */
    public static JFrame mainFrame(Home home, Settings settings, Duration thinking) {
        return GuiActionRunner.execute(() -> {
            Looks.install(settings.theme(), settings.zoomPercent());
            MainFrame built = new MainFrame(home, settings, new Localizer(settings.language()), thinking);
            built.setLocation(100, 100);
            return built;
        });
    }
}
