package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.AWTException;
import java.awt.Color;
import java.awt.Component;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.Shape;
import java.awt.event.KeyEvent;
import java.util.regex.Pattern;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.Drawing;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.ui.loa.LoaBoardView;

/**
 * Presentation mode as a teacher uses it at a projector: in and out with one key, the whole screen
 * for the board, a clicker's keys stepping through a lesson or a game, the screen blanked and
 * brought back, the column beside the board hidden without the board moving, and the spotlight.
 */
class PresentationModeGuiTest extends WindowTest {

    private MainFrame frame() {
        return (MainFrame) window.target();
    }

    private boolean presenting() {
        return GuiActionRunner.execute(() -> frame().presentation().isPresenting());
    }

    private boolean blank() {
        return GuiActionRunner.execute(() -> frame().presentation().isBlank());
    }

    private void press(int key) {
        window.robot().pressAndReleaseKeys(key);
        window.robot().waitForIdle();
    }

    private static Rectangle screen() {
        return GraphicsEnvironment.getLocalGraphicsEnvironment().getDefaultScreenDevice().getDefaultConfiguration().getBounds();
    }

    private void openFirstLesson() {
        showLessons();
        window.list("lessonList").clickItem(Pattern.compile(". 1\\. .*"));
        window.button("openLessonButton").click();
        window.label("stepCounterLabel").requireText(Pattern.compile("Step 1 of \\d+"));
    }

    @Test
    void f11FillsTheScreenWithoutMenusOrGameListAndEscGivesTheWindowBack() {
        open();
        chooseLinesOfAction();
        Rectangle windowed = GuiActionRunner.execute(() -> frame().getBounds());

        press(KeyEvent.VK_F11);

        assertThat(presenting()).isTrue();
        assertThat(GuiActionRunner.execute(() -> frame().getBounds())).isEqualTo(screen());
        assertThat(showing("menuBar")).isFalse();
        assertThat(showing("gameList")).isFalse();
        assertThat(showing("board")).isTrue();
        Pause.pause(new Condition("the board laid out on the whole screen") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(() -> Math.min(board().getWidth(), board().getHeight())) > screen().height * 9 / 10;
            }
        }, Timeout.timeout(5000));
        int square = GuiActionRunner.execute(() -> Math.min(board().getWidth(), board().getHeight()));
        assertThat(square).as("the board takes the screen's height, but for the window's margins")
                .isGreaterThan(screen().height * 9 / 10);

        press(KeyEvent.VK_ESCAPE);

        assertThat(presenting()).isFalse();
        assertThat(GuiActionRunner.execute(() -> frame().getBounds())).isEqualTo(windowed);
        assertThat(showing("menuBar")).isTrue();
        assertThat(showing("gameList")).isTrue();
        assertThat(GuiActionRunner.execute(() -> window.menuItem("presentationItem").target().isSelected())).isFalse();
    }

    @Test
    void closingTheWindowWhilePresentingLeavesTheBoardsCoordinatesAsTheyWere() {
        open();
        press(KeyEvent.VK_F11);
        assertThat(GuiActionRunner.execute(BoardComponent::coordinateScale)).isGreaterThan(1.5f);

        window.cleanUp();
        window = null;

        Pause.pause(new Condition("the presentation undone with the window") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(BoardComponent::coordinateScale) == 1f;
            }
        }, Timeout.timeout(5000));
    }

    @Test
    void theViewMenuAndF5GoInAndOutToo() {
        open();
        window.menuItem("presentationItem").click();
        assertThat(presenting()).isTrue();
        window.label("noticeLabel").requireText("Press Esc to leave presentation mode and choose a game, a lesson or puzzles.");
        press(KeyEvent.VK_F5);
        assertThat(presenting()).isFalse();
        assertThat(GuiActionRunner.execute(() -> window.menuItem("presentationItem").target().isSelected())).isFalse();
        window.label("noticeLabel").requireText("Choose a game below, or from the list on the left.");
        press(KeyEvent.VK_F5);
        assertThat(presenting()).isTrue();
        press(KeyEvent.VK_F11);
        assertThat(presenting()).isFalse();
    }

    @Test
    void aClickerStepsThroughALessonWithPageDownSpaceAndPageUpAndEscLeavesOnlyPresentationMode() {
        open();
        openFirstLesson();
        press(KeyEvent.VK_F11);

        press(KeyEvent.VK_PAGE_DOWN);
        window.label("stepCounterLabel").requireText(Pattern.compile("Step 2 of \\d+"));
        press(KeyEvent.VK_SPACE);
        window.label("stepCounterLabel").requireText(Pattern.compile("Step 3 of \\d+"));
        press(KeyEvent.VK_PAGE_UP);
        window.label("stepCounterLabel").requireText(Pattern.compile("Step 2 of \\d+"));
        press(KeyEvent.VK_RIGHT);
        window.label("stepCounterLabel").requireText(Pattern.compile("Step 3 of \\d+"));
        press(KeyEvent.VK_LEFT);
        window.label("stepCounterLabel").requireText(Pattern.compile("Step 2 of \\d+"));

        press(KeyEvent.VK_ESCAPE);

        assertThat(presenting()).isFalse();
        window.label("stepCounterLabel").requireText(Pattern.compile("Step 2 of \\d+")); // still in the lesson
    }

    @Test
    void bOrAFullStopBlanksTheScreenAndAnyKeyBringsItBackWithoutDoingAnythingElse() {
        open();
        openFirstLesson();
        press(KeyEvent.VK_F11);

        press(KeyEvent.VK_B);
        assertThat(blank()).isTrue();
        assertThat(centreOfScreen()).isEqualTo(Color.BLACK.getRGB());

        press(KeyEvent.VK_PAGE_DOWN);
        assertThat(blank()).isFalse();
        assertThat(centreOfScreen()).isNotEqualTo(Color.BLACK.getRGB());
        window.label("stepCounterLabel").requireText(Pattern.compile("Step 1 of \\d+")); // the key only woke the screen

        press(KeyEvent.VK_PERIOD);
        assertThat(blank()).isTrue();
        press(KeyEvent.VK_ESCAPE);
        assertThat(blank()).isFalse();
        assertThat(presenting()).as("Esc on a black screen only brings the picture back").isTrue();
    }

    /** The colour in the middle of the screen, as the robot sees it. */
    private static int centreOfScreen() {
        Rectangle screen = screen();
        try {
            return new Robot().getPixelColor(screen.width / 2, screen.height / 2).getRGB();
        } catch (AWTException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void theBoardStaysPutWhenTheColumnBesideItIsHiddenOrShown() {
        open();
        chooseLinesOfAction();
        press(KeyEvent.VK_F11);
        Rectangle board = placeOf("board");

        press(KeyEvent.VK_H);
        assertThat(showing("loaSidePanel")).isFalse();
        assertThat(placeOf("board")).isEqualTo(board);
        press(KeyEvent.VK_H);
        assertThat(showing("loaSidePanel")).isTrue();
        assertThat(placeOf("board")).isEqualTo(board);

        press(KeyEvent.VK_ESCAPE);
        openFirstLesson();
        press(KeyEvent.VK_F11);
        Rectangle lessonBoard = placeOf("lessonBoard");
        press(KeyEvent.VK_H);
        assertThat(showing("lessonSidePanel")).isFalse();
        assertThat(placeOf("lessonBoard")).isEqualTo(lessonBoard);
        press(KeyEvent.VK_PAGE_DOWN);
        assertThat(placeOf("lessonBoard")).isEqualTo(lessonBoard);
        press(KeyEvent.VK_H);
        assertThat(showing("lessonSidePanel")).isTrue();
        assertThat(placeOf("lessonBoard")).isEqualTo(lessonBoard);

        press(KeyEvent.VK_ESCAPE);
        assertThat(showing("lessonSidePanel")).isTrue();
    }

    @Test
    void inAGameTheClickerTakesMovesBackAndPlaysThemAgain() {
        open();
        chooseLinesOfAction();
        clickMove("b1", "b3");
        LoaPosition played = position();
        assertThat(played).isNotEqualTo(LoaPosition.START);
        press(KeyEvent.VK_F11);

        press(KeyEvent.VK_PAGE_UP);
        assertThat(position()).isEqualTo(LoaPosition.START);
        press(KeyEvent.VK_PAGE_DOWN);
        assertThat(position()).isEqualTo(played);
        press(KeyEvent.VK_LEFT);
        assertThat(position()).isEqualTo(LoaPosition.START);
        press(KeyEvent.VK_SPACE);
        assertThat(position()).isEqualTo(played);
    }

    @Test
    void holdingSLightsUpTheSquarePointedAtAndThePointerHidesWhenStill() {
        open();
        chooseLinesOfAction();
        press(KeyEvent.VK_F11);
        LoaBoardView board = board();
        window.robot().moveMouse(board, centreOf("d4"));

        window.robot().pressKey(KeyEvent.VK_S);
        window.robot().waitForIdle();
        PresenterOverlay overlay = window.robot().finder().findByName(window.target(), "presenterOverlay", PresenterOverlay.class, false);
        spotlightBecomes(overlay, true);
        Rectangle d4 = GuiActionRunner.execute(() -> SwingUtilities.convertRectangle(board, board.spotAt(centreOf(board, "d4")).getBounds(), overlay));
        Shape spot = GuiActionRunner.execute(overlay::spot);
        assertThat(spot.getBounds()).isEqualTo(d4);
        window.robot().releaseKey(KeyEvent.VK_S);
        window.robot().waitForIdle();
        spotlightBecomes(overlay, false);
        assertThat(d4.width).as("a whole square, not a dot").isGreaterThan(screen().height / 12);
        window.robot().pressMouse(board, centreOf("d4"), MouseButton.RIGHT_BUTTON);
        window.robot().waitForIdle();
        assertThat(GuiActionRunner.execute(overlay::spotlightOn)).as("on the board the right button draws, it lights nothing").isFalse();
        window.robot().releaseMouse(MouseButton.RIGHT_BUTTON);
        waitUntil("a circle drawn on d4", () -> board.drawing().drawn().marks().equals(java.util.List.of(new Drawing.Circle("d4", Drawing.Pen.GREEN))));
        JComponent column = GuiActionRunner.execute(() -> frame().presented().orElseThrow().sideColumn().orElseThrow());
        window.robot().pressMouse(column, new java.awt.Point(column.getWidth() / 2, column.getHeight() / 2), MouseButton.RIGHT_BUTTON);
        window.robot().waitForIdle();
        spotlightBecomes(overlay, true); // beside the board the right button lights up too
        window.robot().releaseMouse(MouseButton.RIGHT_BUTTON);
        window.robot().waitForIdle();
        spotlightBecomes(overlay, false);
        assertThat(position()).as("and moves nothing").isEqualTo(LoaPosition.START);

        Pause.pause(2600);
        assertThat(GuiActionRunner.execute(() -> frame().getCursor().getName())).isEqualTo("none");
        window.robot().moveMouse(board, centreOf("e5"));
        window.robot().moveMouse(board, centreOf("f6"));
        Pause.pause(new Condition("the pointer back once it moves") {
            @Override
            public boolean test() {
                return !GuiActionRunner.execute(() -> frame().getCursor().getName()).equals("none");
            }
        }, Timeout.timeout(2000));
    }

    @Test
    void thePuzzleTrainerCanBePresentedAndItsColumnHiddenWithoutMovingItsBoard() {
        open();
        window.menuItem("showPuzzlesItem").click();
        press(KeyEvent.VK_F11);
        JComponent column = GuiActionRunner.execute(() -> frame().presented().orElseThrow().sideColumn().orElseThrow());
        Component puzzleBoard = window.robot().finder().find(window.target(), c -> c instanceof BoardComponent && c.isShowing());
        Rectangle before = GuiActionRunner.execute(() -> SwingUtilities.convertRectangle(puzzleBoard.getParent(), puzzleBoard.getBounds(),
                frame().getRootPane()));

        press(KeyEvent.VK_H);
        assertThat(GuiActionRunner.execute(column::isShowing)).isFalse();
        assertThat(GuiActionRunner.execute(() -> SwingUtilities.convertRectangle(puzzleBoard.getParent(), puzzleBoard.getBounds(),
                frame().getRootPane()))).isEqualTo(before);
        press(KeyEvent.VK_ESCAPE);
        assertThat(GuiActionRunner.execute(column::isShowing)).isTrue();
    }

    /** A key or button let go reaches the overlay a moment later on a loaded machine; its light follows within seconds. */
    private static void spotlightBecomes(PresenterOverlay overlay, boolean on) {
        Pause.pause(new Condition("the spotlight " + (on ? "on" : "off")) {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(overlay::spotlightOn) == on;
            }
        }, Timeout.timeout(5_000));
    }
}
