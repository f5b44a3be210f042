package org.ludoteka.ui.puzzle;

import java.nio.file.Path;
import java.time.Duration;
import java.util.function.Supplier;
import javax.swing.JLabel;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.ludoteka.progress.Home;
import org.ludoteka.progress.Settings;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.ui.Animation;
import org.ludoteka.ui.TestWindows;

/**
 * The puzzle trainer's window, as the trainer tests of this package drive it: opened on the puzzles,
 * a puzzle set and awaited, its labels read, and conditions awaited on the event thread.
 */
record TrainerWindow(FrameFixture window, PuzzlesPanel panel) {

    /** The program's window on {@code home}, opened on the trainer; with {@code still}, no refutation moves (the sweeps judge answers). */
    static TrainerWindow open(Home home, boolean still) {
        TestWindows.requireDisplay();
        FrameFixture window = TestWindows.fixture(TestWindows.mainFrame(home, Settings.DEFAULT, Duration.ofMillis(50)));
        window.show();
        if (still) {
            Animation.setPace(0);
        }
        window.menuItem("showPuzzlesItem").click();
        return new TrainerWindow(window, window.robot().finder().findByName(window.target(), "puzzlesPanel", PuzzlesPanel.class));
    }

    static TrainerWindow open(Path folder) {
        return open(new Home(folder), true);
    }

    void close() {
        Animation.setPace(1);
        window.cleanUp();
    }

    /** Sets {@code puzzle}, whatever is chosen, and waits until it is set and no solver works on it. */
    void set(Puzzle puzzle) {
        GuiActionRunner.execute(() -> panel.set(puzzle));
        waitUntil("the puzzle " + puzzle.id() + " is set", () -> panel.puzzle().orElseThrow().id().equals(puzzle.id()) && !panel.busy());
    }

    JLabel label(String name) {
        return window.robot().finder().findByName(window.target(), name, JLabel.class, false);
    }

    /** Waits until {@code onEventThread}, asked on the event thread, holds: the solvers may take seconds on a busy machine. */
    static void waitUntil(String description, Supplier<Boolean> onEventThread) {
        Pause.pause(new Condition(description) {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(onEventThread::get);
            }
        }, Timeout.timeout(30_000));
    }
}
