package org.ludoteka.ui;

import java.awt.AWTEvent;
import java.awt.GraphicsEnvironment;
import java.awt.Toolkit;
import java.awt.event.AWTEventListener;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import javax.swing.JFrame;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import org.ludoteka.core.Message;
import org.ludoteka.i18n.Language;
import org.ludoteka.progress.Home;
import org.ludoteka.progress.Settings;
import org.ludoteka.progress.WindowPlacement;

/** Opens the window the way FlatLaf advises: restore the settings, then build everything on the event thread. */
public final class Launcher {
    /** How long the computer may think about a move in the real program. */
    private static final Duration THINK_BUDGET = Duration.ofSeconds(1);
    /** How long after it is shown the window waits for its first paint before it goes on without it. */
    private static final Duration PAINT_AWAITED = Duration.ofSeconds(2);
    /** Set by {@code bench}, which times the launch: the window's first paint ends the program. */
    public static final String EXIT_ON_FIRST_PAINT = "ludoteka.exitOnFirstPaint";
    /**
     * Set by the installer as it writes its class-data archive: the program ends once every screen is
     * built, so that the archive holds their classes too, not only those of the first paint.
     */
    public static final String EXIT_ONCE_BUILT = "ludoteka.exitOnceBuilt";
    /** What the program prints, then, as it ends. */
    public static final String PAINTED = "painted";

    private Launcher() {
    }

    /** Without a display a window cannot open, and Swing would fail on its own thread yet exit 0. */
    public static boolean displayAvailable() {
        return !GraphicsEnvironment.isHeadless();
    }

    /** The window's first paint is told on stdout and ends the program: the measure of a launch. */
    private static void endOnFirstPaint(JFrame frame) {
        afterFirstPaint(frame, () -> {
            System.out.println(PAINTED);
            System.exit(0);
        });
    }

    /**
     * Runs {@code then} on the event thread once, when the window's first paint, and the painting it
     * triggers, is over; or after {@link #PAINT_AWAITED} if no paint comes, e.g. for a window opened
     * minimized.
     */
    private static void afterFirstPaint(JFrame frame, Runnable then) {
        Runnable once = new Runnable() {
            private boolean done;

            @Override
            public void run() {
                if (!done) {
                    done = true;
                    then.run();
                }
            }
        };
        Toolkit toolkit = Toolkit.getDefaultToolkit();
        toolkit.addAWTEventListener(new AWTEventListener() {
            @Override
            public void eventDispatched(AWTEvent event) {
                if (event.getSource() == frame) {
                    toolkit.removeAWTEventListener(this);
                    SwingUtilities.invokeLater(once); // after the painting the paint event has set going
                }
            }
        }, AWTEvent.PAINT_EVENT_MASK);
        Timer late = new Timer((int) PAINT_AWAITED.toMillis(), event -> once.run());
        late.setRepeats(false);
        late.start();
    }

    /**
     * Opens the window; {@code language}, when given on the command line, wins over the remembered
     * one, and a teacher's {@code lessons} folder is listed at once.
     */
    public static void open(Optional<Language> language, Optional<Path> lessons) {
        Home home = Home.fromSystemProperty();
        Home.Loaded<Settings> loaded = home.loadSettings();
        // a rule option the settings chose that its game has retired: told once the window shows, and gone from the file
        List<Message> retired = loaded.value().retiredOptionNotices();
        Settings remembered = loaded.value().withoutRetiredOptions();
        if (!remembered.equals(loaded.value())) {
            try {
                home.saveSettings(remembered);
            } catch (IOException e) {
                // the file keeps the option, which still gives way to today's rule; the notice comes again next time
            }
        }
        Settings settings = language.map(remembered::withLanguage).orElse(remembered);
        SwingUtilities.invokeLater(() -> {
            Looks.install(settings.theme(), settings.zoomPercent());
            Localizer localizer = new Localizer(settings.language());
            FailureReporter.install(localizer, home);
            MainFrame frame = new MainFrame(home, settings, localizer, THINK_BUDGET);
            loaded.problem().ifPresent(frame::tellDamaged);
            retired.forEach(frame::tellDamaged);
            frame.pack();
            frame.holdZoomToScreen();
            frame.pack();
            Home.Loaded<Optional<WindowPlacement>> placement = home.loadWindowPlacement();
            placement.problem().ifPresent(frame::tellDamaged);
            frame.placeAtLaunch(placement.value());
            if (Boolean.getBoolean(EXIT_ON_FIRST_PAINT)) {
                endOnFirstPaint(frame);
            }
            // the screens the first paint does not show are built once it is over, so that it comes sooner
            afterFirstPaint(frame, () -> frame.buildRemainingScreens(() -> {
                if (Boolean.getBoolean(EXIT_ONCE_BUILT)) {
                    System.exit(0);
                }
                frame.holdZoomToScreen(); // the zoom the screen can hold, now that every screen says what it needs
                frame.growToHold();
                frame.fitToScreen();
                frame.offerSavedGame(); // a modal question before the window shows would hide it
            }));
            frame.setVisible(true);
            // listed once the window is on screen, so that the keys go to the list from the start
            lessons.ifPresent(folder -> SwingUtilities.invokeLater(() -> frame.openLessonFolder(folder)));
        });
    }
}
