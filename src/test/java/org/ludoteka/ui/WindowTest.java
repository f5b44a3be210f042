package org.ludoteka.ui;

import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.ui.loa.LoaBoardView;
import org.ludoteka.ui.tamsk.TamskBoardView;

import java.awt.Point;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.nio.file.Path;
import java.time.Duration;
import java.util.function.Supplier;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.progress.Home;
import org.ludoteka.progress.Settings;

/**
 * What every window test shares: a display (failing, not skipping, in CI without one), checks
 * that Swing is used on its own thread, a fresh Ludoteka folder, and the window built on the
 * event thread and placed before it is shown (STACK.md §5.1). The games' own window tests, in
 * their packages, see the protected part; the rest helps the Lines of Action tests of this package.
 */
@Tag("gui")
@ExtendWith({ScreenshotOnFailure.class, SwingThreadCheck.class})
public abstract class WindowTest {
    /** The computer thinks this long in tests, so that games against it stay quick. */
    protected static final Duration QUICK_THINKING = Duration.ofMillis(50);

    @TempDir
    Path folder;
    protected FrameFixture window;

    @BeforeAll
    static void needADisplay() {
        TestWindows.requireDisplay();
    }

    protected Home home() {
        return new Home(folder);
    }

    protected void open() {
        open(Settings.DEFAULT);
    }

    protected void open(Settings settings) {
        open(settings, QUICK_THINKING);
    }

    /** Opens the window with the computer thinking {@code thinking} about each move, e.g. long enough to be seen thinking. */
    protected void open(Settings settings, Duration thinking) {
        window = TestWindows.fixture(TestWindows.mainFrame(home(), settings, thinking));
        window.show();
        TestWindows.buildRemainingScreens(window);
    }

    /**
     * Presses the shown game's "Set up a position" button on the event thread. Right after a game is chosen
     * or the window moved, a robot click could land where the button was a moment before (STACK.md 5.1) under
     * a loaded machine; the tests that use this are about the set-up bar and the board, not that click.
     */
    protected void beginSetUp() {
        JButton button = window.button("editPositionButton").target();
        GuiActionRunner.execute(() -> button.doClick());
    }

    /** What the program does once its window is on screen. */
    void offerSavedGame() {
        MainFrame frame = (MainFrame) window.target();
        SwingUtilities.invokeLater(frame::offerSavedGame);
    }

    /** Opens the list of lessons and waits until they are read and checked, which happens off the event thread. */
    protected void showLessons() {
        TestWindows.showLessons(window);
    }

    /** Opens the first lesson of the list of lessons shown (the first game's first lesson) at its first step. */
    protected void openFirstLessonOfTheList() {
        showLessons();
        window.list("lessonList").clickItem(java.util.regex.Pattern.compile(". 1\\. .*"));
        window.button("openLessonButton").click();
    }

    void waitForLessons() {
        TestWindows.waitForLessons(window);
    }

    @AfterEach
    void closeWindow() {
        if (window != null) {
            window.cleanUp();
        }
    }

    void chooseLinesOfAction() {
        window.list("gameList").clickItem("Lines of Action");
    }

    LoaBoardView board() {
        return window.robot().finder().findByName(window.target(), "board", LoaBoardView.class);
    }

    /** The Lines of Action panel, also while another game is shown. */
    @SuppressWarnings("unchecked")
    TurnGameScreen<LoaPosition, LoaMove> loaPanel() {
        return window.robot().finder().findByName(window.target(), "loaPanel", TurnGameScreen.class, false);
    }

    boolean boardShowing() {
        TurnGameScreen<LoaPosition, LoaMove> panel = loaPanel();
        return GuiActionRunner.execute(panel::isShowing);
    }

    LoaPosition position() {
        return GuiActionRunner.execute(() -> loaPanel().session().position());
    }

    Point centreOf(String square) {
        return centreOf(board(), square);
    }

    static Point centreOf(LoaBoardView board, String square) {
        return GuiActionRunner.execute(() -> board.squareCentre(square));
    }

    /** A move by two clicks, as a person makes it. */
    void clickMove(String from, String to) {
        clickMove(board(), from, to);
    }

    void clickMove(LoaBoardView board, String from, String to) {
        Robot robot = window.robot();
        robot.click(board, centreOf(board, from));
        robot.click(board, centreOf(board, to));
    }

    /** A move by pressing on one square, dragging, and letting go on another. */
    void dragMove(String from, String to) {
        JLabel verdict = window.label("loaVerdictLabel").target();
        String verdictBefore = GuiActionRunner.execute(verdict::getText);
        LoaPosition positionBefore = position();
        Robot robot = window.robot();
        Point start = centreOf(from);
        Point end = centreOf(to);
        robot.pressMouse(board(), start, MouseButton.LEFT_BUTTON);
        robot.moveMouse(board(), new Point((start.x + end.x) / 2, (start.y + end.y) / 2));
        robot.moveMouse(board(), end);
        robot.releaseMouse(MouseButton.LEFT_BUTTON);
        // without a window manager a release can arrive late: wait until the window has answered the drop
        waitUntil("the drop on " + to + " is answered",
                () -> !verdict.getText().equals(verdictBefore) || !loaPanel().session().position().equals(positionBefore));
    }

    /** Whether the component named {@code name} is on screen; a hidden one cannot be looked up by a fixture. */
    boolean showing(String name) {
        java.awt.Component component = window.robot().finder().findByName(window.target(), name, false);
        return GuiActionRunner.execute(component::isShowing);
    }

    /** Where the component named {@code name} is in the window, once everything waiting on the event thread is done. */
    Rectangle placeOf(String name) {
        window.robot().waitForIdle();
        java.awt.Component component = window.robot().finder().findByName(window.target(), name, false);
        return GuiActionRunner.execute(() -> SwingUtilities.convertRectangle(component.getParent(), component.getBounds(),
                window.target()));
    }

    protected static void waitUntil(String description, Supplier<Boolean> onEventThread) {
        Pause.pause(new Condition(description) {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(onEventThread::get);
            }
        }, Timeout.timeout(10_000));
    }

    /** Drags the hourglass on {@code from} to {@code to} on a lesson's Tamsk board, with Shift held when {@code withRing}. */
    void dragOnLessonBoard(String from, String to, boolean withRing) {
        TamskBoardView board = window.robot().finder().findByName(window.target(), "lessonBoard", TamskBoardView.class);
        Point start = GuiActionRunner.execute(() -> board.cellCentre(from));
        Point end = GuiActionRunner.execute(() -> board.cellCentre(to));
        Robot robot = window.robot();
        if (withRing) {
            robot.pressKey(KeyEvent.VK_SHIFT);
        }
        robot.pressMouse(board, start, MouseButton.LEFT_BUTTON);
        robot.moveMouse(board, new Point((start.x + end.x) / 2, (start.y + end.y) / 2));
        robot.moveMouse(board, end);
        robot.releaseMouse(MouseButton.LEFT_BUTTON);
        if (withRing) {
            robot.releaseKey(KeyEvent.VK_SHIFT);
        }
        robot.waitForIdle();
    }
}
