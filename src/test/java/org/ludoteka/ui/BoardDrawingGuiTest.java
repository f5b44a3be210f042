package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.event.KeyEvent;
import java.util.List;
import java.util.regex.Pattern;
import javax.swing.JMenuItem;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.core.Drawing;
import org.ludoteka.core.Drawing.Arrow;
import org.ludoteka.core.Drawing.Circle;
import org.ludoteka.core.Drawing.Pen;

/**
 * Drawing on the board with the right mouse button (issue #24), on each game's board, in a game, a
 * lesson and presentation mode: a right drag draws an arrow, a right click a circle, green plain, red
 * with Shift, blue with Ctrl or Alt; the same stroke again takes the mark away; Backspace and a left
 * click clear; a language switch keeps them.
 */
class BoardDrawingGuiTest extends WindowTest {

    /** The one board on screen (not a lesson's second board). */
    private BoardComponent shownBoard() {
        window.robot().waitForIdle();
        return (BoardComponent) window.robot().finder().find(window.target(),
                c -> c instanceof BoardComponent && c.isShowing() && !"besideBoard".equals(c.getName()));
    }

    private static Point at(BoardComponent board, String place) {
        return GuiActionRunner.execute(() -> board.drawing().pixelOf(place).orElseThrow());
    }

    /** A right-button stroke from {@code from} to {@code to}, with the key {@code modifier} held (0: none). */
    private void stroke(BoardComponent board, String from, String to, int modifier) {
        Drawing before = GuiActionRunner.execute(() -> board.drawing().drawn());
        if (modifier != 0) {
            window.robot().pressKey(modifier);
        }
        window.robot().pressMouse(board, at(board, from), MouseButton.RIGHT_BUTTON);
        Point start = at(board, from);
        Point end = at(board, to);
        window.robot().moveMouse(board, new Point((start.x + end.x) / 2, (start.y + end.y) / 2));
        window.robot().moveMouse(board, end);
        window.robot().releaseMouse(MouseButton.RIGHT_BUTTON);
        if (modifier != 0) {
            window.robot().releaseKey(modifier);
        }
        // the X server hands the robot's events on in its own time: waiting for the event thread alone can come too early
        waitUntil("the stroke " + from + "-" + to + " drawn", () -> !board.drawing().drawn().equals(before));
    }

    private void switchLanguage(String item) {
        JMenuItem language = window.robot().finder().findByName(window.target(), item, JMenuItem.class, false);
        GuiActionRunner.execute(() -> language.doClick());
        window.robot().waitForIdle();
    }

    private static List<Drawing.Mark> drawn(BoardComponent board) {
        return GuiActionRunner.execute(() -> board.drawing().drawn().marks());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"Lines of Action, b1, b3, d4, h2, e5", "Tamsk, a1, a3, d4, g1, d7", "GIPF, b2, e5, e5, h5, b5",
            "Ta Yü, j10, j14, k9, c3, f6"})
    void aRightDragDrawsAnArrowARightClickACircleInThePenTheModifierChooses(String game, String from, String to, String circled,
            String blueFrom, String blueTo) {
        open();
        window.list("gameList").clickItem(game);
        BoardComponent board = shownBoard();

        stroke(board, from, to, 0);
        stroke(board, circled, circled, KeyEvent.VK_SHIFT);
        stroke(board, blueFrom, blueTo, KeyEvent.VK_CONTROL);

        assertThat(drawn(board)).as(game).containsExactly(new Arrow(from, to, Pen.GREEN), new Circle(circled, Pen.RED),
                new Arrow(blueFrom, blueTo, Pen.BLUE));

        stroke(board, from, to, 0);
        assertThat(drawn(board)).as("the same arrow again takes it away").containsExactly(new Circle(circled, Pen.RED),
                new Arrow(blueFrom, blueTo, Pen.BLUE));
        stroke(board, circled, circled, 0);
        assertThat(drawn(board)).as("the same circle in another pen recolours it").containsExactly(
                new Arrow(blueFrom, blueTo, Pen.BLUE), new Circle(circled, Pen.GREEN));

        switchLanguage("languageCsItem");
        assertThat(drawn(shownBoard())).as("a language switch keeps them").containsExactly(new Arrow(blueFrom, blueTo, Pen.BLUE),
                new Circle(circled, Pen.GREEN));

        window.robot().pressAndReleaseKeys(KeyEvent.VK_BACK_SPACE);
        waitUntil("the drawing cleared", () -> board.drawing().drawn().isEmpty());
        assertThat(drawn(shownBoard())).as("Backspace clears").isEmpty();
    }

    @Test
    void altDrawsInBlueTooAndALeftClickOnTheBoardClears() {
        open();
        chooseLinesOfAction();
        BoardComponent board = shownBoard();
        stroke(board, "c3", "f6", KeyEvent.VK_ALT);
        assertThat(drawn(board)).containsExactly(new Arrow("c3", "f6", Pen.BLUE));

        window.robot().click(board, at(board, "d5"), MouseButton.LEFT_BUTTON, 1);
        waitUntil("the drawing cleared", () -> board.drawing().drawn().isEmpty());

        assertThat(drawn(board)).as("a left click, as a move is made, clears as on Lichess").isEmpty();
    }

    @Test
    void inALessonInPresentationModeTheBoardIsDrawnOnAndKeepsItThroughALanguageSwitch() {
        open();
        openFirstLessonOfTheList();
        window.robot().pressAndReleaseKeys(KeyEvent.VK_F11);
        BoardComponent board = shownBoard();

        stroke(board, "c1", "c3", KeyEvent.VK_SHIFT);
        assertThat(drawn(board)).containsExactly(new Arrow("c1", "c3", Pen.RED));
        switchLanguage("languageFrItem"); // the menus are hidden while presenting
        assertThat(drawn(shownBoard())).as("kept through a language switch in a lesson").containsExactly(new Arrow("c1", "c3", Pen.RED));

        window.robot().pressAndReleaseKeys(KeyEvent.VK_BACK_SPACE);
        waitUntil("the drawing cleared", () -> board.drawing().drawn().isEmpty());
        assertThat(drawn(board)).isEmpty();
        window.robot().pressAndReleaseKeys(KeyEvent.VK_ESCAPE);
    }

    @Test
    void aLessonStepsArrowsAreDrawnByTheSameLayerAndStayWhenTheHandsAreCleared() {
        open();
        showLessons();
        window.list("lessonList").clickItem(Pattern.compile(". 3\\. Continuing a channel"));
        window.button("openLessonButton").click();
        BoardComponent board = shownBoard();
        assertThat(GuiActionRunner.execute(() -> board.drawing().given().marks()))
                .as("Ta Yü lesson 3, step 1: show: {arrows: [k10-k11]}").containsExactly(new Arrow("k10", "k11", Pen.GREEN));

        stroke(board, "c3", "c3", 0);
        window.robot().pressAndReleaseKeys(KeyEvent.VK_BACK_SPACE);
        waitUntil("the drawing cleared", () -> board.drawing().drawn().isEmpty());

        assertThat(drawn(board)).isEmpty();
        assertThat(GuiActionRunner.execute(() -> board.drawing().given().marks())).as("the lesson's own arrow stays")
                .containsExactly(new Arrow("k10", "k11", Pen.GREEN));
        window.button("nextStepButton").click();
        assertThat(GuiActionRunner.execute(() -> board.drawing().given().marks())).as("the next step has none").isEmpty();
    }
}
