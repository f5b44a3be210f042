package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JButton;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.ludoteka.progress.Settings;

/**
 * The zoom serves a projector: it makes the board's coordinates and the texts larger while the
 * window keeps its size, the board never comes out smaller (the game list folds away to leave it
 * room), and a zoom the screen cannot hold is not used, so nothing is ever cut off.
 */
class ProjectorZoomGuiTest extends WindowTest {

    private MainFrame frame() {
        return (MainFrame) window.target();
    }

    private void resize(int width, int height) {
        GuiActionRunner.execute(() -> {
            frame().setSize(width, height);
            frame().validate();
        });
        window.robot().waitForIdle();
    }

    /** The side of the board's drawn squares and their margin: the most the board can take of its rectangle. */
    private int boardSide() {
        window.robot().waitForIdle();
        return GuiActionRunner.execute(() -> Math.min(board().getWidth(), board().getHeight()));
    }

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
        // the window's height limits the board: the menu bar and the margins, larger too, take a little of it (before
        // the game list folded, 200 % left the board 71 % of its room)
        assertThat(atLarge).isGreaterThanOrEqualTo(atNormalSize * 95 / 100);
        assertThat(GuiActionRunner.execute(BoardComponent::coordinateScale)).isGreaterThan(coordinates);
        assertThat(showing("gameList")).as("folded to leave the board its room").isFalse();
        assertThat(GuiActionRunner.execute(() -> window.menuItem("gameListItem").target().isSelected())).isFalse();

        window.menuItem("zoom200Item").click();

        assertThat(GuiActionRunner.execute(() -> frame().getSize())).isEqualTo(size);
        assertThat(boardSide()).isGreaterThanOrEqualTo(atNormalSize * 95 / 100);

        window.menuItem("gameListItem").click();
        assertThat(showing("gameList")).isTrue();
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
        for (String name : List.of("undoButton", "redoButton", "copyMovesButton", "newGameButton", "pastePositionButton",
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
