package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JButton;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.ludoteka.progress.Settings;

/**
 * The zoom serves a projector: it makes the board's coordinates and the texts larger while the
 * window keeps its size, the board never comes out smaller (the game list folds away to leave it
 * room), and a zoom the screen cannot hold is not used, so nothing is ever cut off.
 */
class ProjectorZoomGuiTest extends ZoomWindowTest {

    @Test
    void raisingTheZoomKeepsTheWindowAndGivesTheBoardAtLeastItsRoomWithLargerCoordinates() {
        open();
        resize(1900, 1050);
        chooseLinesOfAction();
        Dimension size = GuiActionRunner.execute(() -> frame().getSize());
        int atNormalSize = boardSide();
        float coordinates = GuiActionRunner.execute(BoardComponent::coordinateScale);

        window.menuItem("zoom150Item").click();

        assertThat(GuiActionRunner.execute(() -> frame().getSize())).isEqualTo(size);
        int atLarge = boardSide();
        assertThat(atLarge).isGreaterThanOrEqualTo(atNormalSize);
        assertThat(GuiActionRunner.execute(BoardComponent::coordinateScale)).isGreaterThan(coordinates);
        // the list folds only when the board would come out smaller beside it; here the window's height limits the board
        assertThat(GuiActionRunner.execute(() -> window.menuItem("gameListItem").target().isSelected())).isEqualTo(showing("gameList"));

        window.menuItem("zoom200Item").click();

        assertThat(GuiActionRunner.execute(() -> frame().getSize())).isEqualTo(size);
        assertThat(boardSide()).isGreaterThanOrEqualTo(atNormalSize);
        assertThat(screenHolds()).as("the window stays on the screen").isTrue();
    }

    private boolean screenHolds() {
        return GuiActionRunner.execute(() -> Dialogs.freeArea(frame().getGraphicsConfiguration()).contains(frame().getBounds()));
    }

    /**
     * A 200 % remembered opens on the projector with the game list folded, as choosing 200 % folds it:
     * the board has the room it has at 100 %, and the welcome says how to bring the list back.
     */
    @Test
    void aZoomOf200RememberedOnAProjectorOpensWithTheGameListFoldedAndTheBoardKeepsItsRoom() throws IOException {
        open();
        GuiActionRunner.execute(() -> frame().setBounds(0, 0, 1900, 1050));
        chooseLinesOfAction();
        int atNormalSize = boardSide();
        closeWindow();
        home().saveSettings(Settings.DEFAULT.withZoomPercent(200));

        open(Settings.DEFAULT.withZoomPercent(200));
        GuiActionRunner.execute(() -> frame().holdZoomTo(new Dimension(1920, 1080)));
        GuiActionRunner.execute(() -> frame().setBounds(0, 0, 1900, 1050));
        assertThat(GuiActionRunner.execute(UIScale::getZoomFactor)).isEqualTo(2f);
        assertThat(showing("gameList")).isFalse();
        window.label("noticeLabel").requireText("Press F9 to show the game list and choose a game, or open a lesson or puzzles from their menus.");

        window.pressAndReleaseKeys(KeyEvent.VK_F9);
        window.label("noticeLabel").requireText("Choose a game below, or from the list on the left.");
        window.robot().pressAndReleaseKeys(KeyEvent.VK_DOWN); // to whatever has the keys: the list brought back, so the first game is chosen
        window.label("loaTurnLabel").requireText("Black to move");
        window.pressAndReleaseKeys(KeyEvent.VK_F9);
        assertThat(boardSide()).isGreaterThanOrEqualTo(atNormalSize);
    }

    /** A 200 % remembered from the projector is lowered on a 1280×720 laptop: every board is at least as large as at 100 % there. */
    @ParameterizedTest
    @EnumSource(Screen.class)
    void onEveryScreenA200RememberedOnA1280By720ScreenLeavesTheBoardAtLeastItsSizeAt100(Screen screen) throws IOException {
        int atNormalSize = boardSideOnASmallScreen(screen, Settings.DEFAULT);
        closeWindow();
        home().saveSettings(Settings.DEFAULT.withZoomPercent(200));

        assertThat(boardSideOnASmallScreen(screen, Settings.DEFAULT.withZoomPercent(200))).isGreaterThanOrEqualTo(atNormalSize);
    }

    private int boardSideOnASmallScreen(Screen screen, Settings settings) {
        open(settings);
        GuiActionRunner.execute(() -> frame().holdZoomTo(new Dimension(1280, 720)));
        GuiActionRunner.execute(() -> frame().setBounds(0, 0, 1280, 720));
        window.robot().waitForIdle();
        screen.show.accept(window);
        Rectangle board = boardOf(screen);
        return Math.min(board.width, board.height);
    }

    @Test
    void aWindowTooSmallForTheNewZoomGrowsJustEnoughToHoldIt() {
        open();
        chooseLinesOfAction();
        window.menuItem("zoom200Item").click();
        window.robot().waitForIdle();
        Dimension size = GuiActionRunner.execute(() -> frame().getSize());
        Dimension least = GuiActionRunner.execute(() -> frame().getMinimumSize());
        assertThat(size.width).isGreaterThanOrEqualTo(least.width);
        assertThat(size.height).isGreaterThanOrEqualTo(least.height);
    }

    @Test
    void aZoomOf200RememberedFromAProjectorIsLoweredOnA1280By720ScreenAndNothingIsCutOff() throws IOException {
        home().saveSettings(Settings.DEFAULT.withZoomPercent(200));
        open(Settings.DEFAULT.withZoomPercent(200));
        chooseLinesOfAction();

        GuiActionRunner.execute(() -> frame().holdZoomTo(new Dimension(1280, 720)));
        resize(1280, 720);

        assertThat(GuiActionRunner.execute(UIScale::getZoomFactor)).isLessThan(2f);
        assertThat(home().loadSettings().value().zoomPercent()).as("kept for the projector").isEqualTo(200);
        List<String> cut = new ArrayList<>();
        for (String name : List.of("loaUndoButton", "loaRedoButton", "loaCopyMovesButton", "loaNewGameButton",
                "editPositionButton")) {
            JButton button = window.button(name).target();
            GuiActionRunner.execute(() -> {
                Rectangle place = SwingUtilities.convertRectangle(button.getParent(), button.getBounds(), frame().getContentPane());
                Rectangle room = new Rectangle(frame().getContentPane().getSize());
                if (!button.isShowing() || !room.contains(place) || button.getWidth() < button.getPreferredSize().width) {
                    cut.add(name + " " + place + " in " + room);
                }
            });
        }
        assertThat(cut).isEmpty();
        Component side = window.robot().finder().findByName(window.target(), "loaSidePanel", false);
        assertThat(GuiActionRunner.execute(() -> side.getHeight() >= side.getMinimumSize().height)).isTrue();
    }
}
