package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.fail;

import java.awt.GraphicsEnvironment;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javax.swing.JFrame;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Assumptions;
import org.ludoteka.progress.Home;
import org.ludoteka.progress.Settings;
import org.ludoteka.ui.lesson.LessonsPanel;

/** The program's window for window tests, built on the event thread and placed; {@link WindowTest} opens it for most of them. */
public final class TestWindows {
    private TestWindows() {
    }

    /** Fails without a display in CI, and elsewhere skips the window tests there. */
    public static void requireDisplay() {
        if (GraphicsEnvironment.isHeadless()) {
            if (System.getenv("CI") != null) {
                fail("The window tests need a display: run them with ./test.sh, which gives each test JVM a virtual one.");
            }
            Assumptions.abort("no display: run ./test.sh to include the window tests");
        }
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

    /**
     * A fixture on {@code frame} whose robot waits 20 ms between the events of one gesture (a drag's
     * steps, a string's keys) instead of AssertJ Swing's 60, which made the window tests take most of
     * ten minutes; the 100 ms it waits after posting an event, which checks made at once rely on, stay.
     */
    public static FrameFixture fixture(JFrame frame) {
        FrameFixture fixture = new FrameFixture(frame);
        fixture.robot().settings().delayBetweenEvents(20);
        return fixture;
    }

    /**
     * What the program does once its window has painted: builds the screens its first paint did not
     * show (the games, the lessons, the puzzles), one event after another, and waits until they are.
     */
    public static void buildRemainingScreens(FrameFixture window) {
        MainFrame frame = (MainFrame) window.target();
        CountDownLatch built = new CountDownLatch(1);
        GuiActionRunner.execute(() -> frame.buildRemainingScreens(built::countDown));
        try {
            if (!built.await(60, TimeUnit.SECONDS)) {
                throw new AssertionError("the screens were not built within a minute");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** Opens the list of lessons and waits until they are read and checked, which happens off the event thread. */
    public static void showLessons(FrameFixture window) {
        window.button("lessonsButton").click();
        waitForLessons(window);
    }

    public static void waitForLessons(FrameFixture window) {
        LessonsPanel lessons = window.robot().finder().findByName(window.target(), "lessonsPanel", LessonsPanel.class, false);
        Pause.pause(new Condition("the lessons read and checked") {
            @Override
            public boolean test() {
                return !GuiActionRunner.execute(lessons::isReading);
            }
        }, Timeout.timeout(60_000));
    }

    /**
     * Chooses {@code file} in a file chooser and approves it, on the event thread. Typing the name into
     * the chooser's box raced with the chooser's own reading of the folder just set, which cleared the
     * box on a busy machine (three or four test JVMs); what the tests check is what the program does
     * with the file chosen, not the chooser.
     */
    public static void approve(org.assertj.swing.fixture.JFileChooserFixture chooser, java.nio.file.Path file) {
        javax.swing.JFileChooser target = chooser.target();
        GuiActionRunner.execute(() -> {
            target.setCurrentDirectory(file.toAbsolutePath().getParent().toFile());
            target.setSelectedFile(file.toAbsolutePath().toFile());
            target.approveSelection();
        });
    }
}
