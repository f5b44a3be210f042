package org.ludoteka.ui;

import org.ludoteka.ui.tamsk.TamskPanel;
import org.ludoteka.ui.tamsk.TamskBoardView;
import java.awt.Point;
import javax.swing.JLabel;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.ludoteka.games.tamsk.TamskNotation;

/** The Tamsk board in the window, with its time in the test's hands. */
abstract class TamskWindowTest extends WindowTest {
    final ManualTime time = new ManualTime();

    /** Opens the window on the Tamsk board, whose time then passes only by {@link #advance}. */
    void openTamsk() {
        open();
        window.list("gameList").clickItem("Tamsk");
        TamskPanel panel = tamskPanel();
        GuiActionRunner.execute(() -> panel.timeFrom(time));
    }

    /** A new game at {@code level} from the set start, through the New game dialog. */
    void newGame(int level) {
        newGame(level, false);
    }

    void newGame(int level, boolean freeStart) {
        window.button("tamskNewGameButton").click();
        DialogFixture dialog = window.dialog("tamskNewGameDialog");
        dialog.comboBox("levelCombo").selectItem(level - 1);
        dialog.comboBox("tamskStartCombo").selectItem(freeStart ? 1 : 0);
        dialog.button("tamskNewGameOkButton").click();
    }

    TamskPanel tamskPanel() {
        return window.robot().finder().findByName(window.target(), "tamskPanel", TamskPanel.class, false);
    }

    TamskBoardView tamskBoard() {
        return window.robot().finder().findByName(window.target(), "tamskBoard", TamskBoardView.class);
    }

    String positionText() {
        TamskPanel panel = tamskPanel();
        return GuiActionRunner.execute(() -> TamskNotation.INSTANCE.format(panel.position()));
    }

    void advance(long millis) {
        GuiActionRunner.execute(() -> time.advance(millis));
    }

    Point cell(String name) {
        TamskBoardView board = tamskBoard();
        return GuiActionRunner.execute(() -> board.cellCentre(name));
    }

    /** Presses on one cell, drags across the board and lets go on another, as a person does. */
    void drag(String from, String to) {
        press(from);
        letGoOn(to);
    }

    /** At level 3 this picks the hourglass up. */
    void press(String name) {
        window.robot().pressMouse(tamskBoard(), cell(name), MouseButton.LEFT_BUTTON);
        window.robot().waitForIdle();
    }

    /** Lets go of the hourglass held down, and waits until the window has answered: without a window manager a release can arrive late. */
    void letGoOn(String name) {
        JLabel verdict = window.label("tamskVerdictLabel").target();
        TamskPanel panel = tamskPanel();
        String verdictBefore = GuiActionRunner.execute(verdict::getText);
        String positionBefore = positionText();
        Robot robot = window.robot();
        Point end = cell(name);
        robot.moveMouse(tamskBoard(), new Point(end.x - 7, end.y - 5));
        robot.moveMouse(tamskBoard(), end);
        robot.releaseMouse(MouseButton.LEFT_BUTTON);
        waitUntil("the drop on " + name + " is answered", () -> !verdict.getText().equals(verdictBefore)
                || !TamskNotation.INSTANCE.format(panel.position()).equals(positionBefore));
    }

    void click(String name) {
        window.robot().click(tamskBoard(), cell(name));
    }
}
