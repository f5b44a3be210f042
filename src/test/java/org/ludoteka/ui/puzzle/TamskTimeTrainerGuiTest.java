package org.ludoteka.ui.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.function.Supplier;
import javax.swing.JLabel;
import javax.swing.JSpinner;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskNotation;
import org.ludoteka.progress.Home;
import org.ludoteka.progress.Settings;
import org.ludoteka.puzzle.Goal;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleLibrary;
import org.ludoteka.ui.Animation;
import org.ludoteka.ui.ScreenshotOnFailure;
import org.ludoteka.ui.SwingThreadCheck;
import org.ludoteka.ui.TestWindows;
import org.ludoteka.ui.tamsk.TamskBoardView;

/**
 * Tamsk with time in the trainer (T-16, T-19): the wait control is there only where the sand runs; the
 * seconds set on it go in front of the move dragged on the board, so the same move is wrong at once
 * and right after the wait; after each answer it is back to 0; the second hint says the wait.
 */
@Tag("gui")
@ExtendWith({ScreenshotOnFailure.class, SwingThreadCheck.class})
class TamskTimeTrainerGuiTest {
    @TempDir
    static Path folder;
    private static FrameFixture window;
    private static PuzzlesPanel panel;

    @BeforeAll
    static void openTheTrainer() {
        TestWindows.requireDisplay();
        window = TestWindows.fixture(TestWindows.mainFrame(new Home(folder), Settings.DEFAULT, Duration.ofMillis(50)));
        window.show();
        Animation.setPace(0);
        window.menuItem("showPuzzlesItem").click();
        panel = window.robot().finder().findByName(window.target(), "puzzlesPanel", PuzzlesPanel.class);
    }

    @AfterAll
    static void closeWindow() {
        Animation.setPace(1);
        if (window != null) {
            window.cleanUp();
        }
    }

    @Test
    void theWaitSetBeforeTheMoveDecidesAndIsShownOnlyWhereTheSandRuns() {
        Puzzle timed = PuzzleLibrary.shipped("tamsk").stream()
                .filter(p -> "2".equals(p.options().get("level")) && p.solution().get(0).startsWith("+"))
                .filter(p -> p.accepted().stream().allMatch(turn -> turn.startsWith("+"))).findFirst().orElseThrow(); // at once is wrong
        String key = timed.solution().get(0);
        String move = key.substring(key.indexOf(' ') + 1);
        int seconds = Integer.parseInt(key.substring(1, key.indexOf("s ")));

        set(timed);
        assertThat(spinner().isShowing()).as("the wait control, where the sand runs").isTrue();
        assertThat(spinner().getValue()).isEqualTo(0);
        drop(move);
        waitUntil("the move at once is refuted", () -> label("puzzleFeedback").getText().startsWith("Not this move."));

        set(timed);
        window.button("puzzleHint").click();
        waitUntil("the first hint", () -> !label("puzzleHintText").getText().isEmpty() && !panel.busy());
        window.button("puzzleHint").click();
        waitUntil("the second hint says the wait", () -> label("puzzleHintText").getText().contains("Not at once: let " + seconds + " s pass first."));
        set(timed);
        GuiActionRunner.execute(() -> spinner().setValue(seconds));
        drop(move);
        waitUntil("the move after the wait is right", () -> label("puzzleFeedback").getText().contains(key));
        assertThat(GuiActionRunner.execute(() -> label("puzzleFeedback").getText())).satisfiesAnyOf(
                text -> assertThat(text).contains("solved"), text -> assertThat(text).contains(" is right."));
        assertThat(GuiActionRunner.execute(() -> spinner().getValue())).as("back to at once after the answer").isEqualTo(0);

        Puzzle levelOne = PuzzleLibrary.shipped("tamsk").stream().filter(p -> p.options().isEmpty() && p.goal() instanceof Goal.WinIn)
                .findFirst().orElseThrow();
        set(levelOne);
        assertThat(GuiActionRunner.execute(() -> spinner().isShowing())).as("no wait at level 1: no sand runs").isFalse();
    }

    private static void drop(String move) {
        TamskEvent event = TamskNotation.INSTANCE.parseMove(move);
        GuiActionRunner.execute(() -> ((TamskBoardView.Listener) panel.board()).tried(event));
    }

    private static JSpinner spinner() {
        return window.robot().finder().findByName(window.target(), "puzzleWait", JSpinner.class, false);
    }

    private static void set(Puzzle puzzle) {
        GuiActionRunner.execute(() -> panel.set(puzzle));
        waitUntil("the puzzle " + puzzle.id() + " is set", () -> panel.puzzle().orElseThrow().id().equals(puzzle.id()) && !panel.busy());
    }

    private static JLabel label(String name) {
        return window.robot().finder().findByName(window.target(), name, JLabel.class, false);
    }

    private static void waitUntil(String description, Supplier<Boolean> onEventThread) {
        Pause.pause(new Condition(description) {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(onEventThread::get);
            }
        }, Timeout.timeout(30_000));
    }
}
