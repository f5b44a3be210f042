package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.io.IOException;
import java.util.Optional;
import javax.swing.JButton;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Test;
import org.ludoteka.progress.Settings;
import org.ludoteka.progress.WindowPlacement;

/**
 * Issue #20: the window fits the screen, always. The first start uses the screen's free area, the next
 * one opens where the window was; a zoom never pushes the window or a dialog off the screen, and going
 * back gives the room back; the zoom keys are the browsers'.
 */
class WindowFitsGuiTest extends WindowTest {

    private MainFrame frame() {
        return (MainFrame) window.target();
    }

    private Rectangle screen() {
        return GuiActionRunner.execute(() -> Dialogs.freeArea(frame().getGraphicsConfiguration()));
    }

    private Rectangle bounds() {
        window.robot().waitForIdle();
        return GuiActionRunner.execute(() -> frame().getBounds());
    }

    private void chord(int modifier, int key) {
        window.robot().pressKey(modifier);
        window.robot().pressAndReleaseKeys(key);
        window.robot().releaseKey(modifier);
        window.robot().waitForIdle();
    }

    private float zoom() {
        return GuiActionRunner.execute(UIScale::getZoomFactor);
    }

    @Test
    void theFirstStartUsesTheScreensFreeAreaAndTheNextOpensWhereTheWindowWas() {
        open();
        GuiActionRunner.execute(() -> frame().placeAtLaunch(Optional.empty()));
        assertThat(bounds()).as("today 1180×768 on 1920×1080").isEqualTo(screen());

        // a window left on a larger screen, half off this one: opened wholly on it, at the size it had
        GuiActionRunner.execute(() -> frame().placeAtLaunch(Optional.of(new WindowPlacement(1500, 700, 1000, 800, false))));
        Rectangle placed = bounds();
        assertThat(screen().contains(placed)).as(placed + " in " + screen()).isTrue();
        assertThat(placed.getSize()).isEqualTo(new java.awt.Dimension(1000, 800));

        GuiActionRunner.execute(() -> frame().setBounds(200, 150, 1100, 820));
        window.robot().waitForIdle();
        window.menuItem("quitItem").click();
        assertThat(home().loadWindowPlacement().value()).contains(new WindowPlacement(200, 150, 1100, 820, false));
    }

    @Test
    void aZoomKeepsTheWindowOnTheScreenAndGoingBackGivesTheRoomBack() {
        open();
        window.list("gameList").clickItem("Ta Yü");
        GuiActionRunner.execute(() -> frame().setBounds(700, 250, 1150, 800)); // near the bottom right corner, too small for 200 %
        Rectangle before = bounds();

        window.menuItem("zoom200Item").click();
        Rectangle zoomed = bounds();
        assertThat(screen().contains(zoomed)).as("at 200 %: " + zoomed + " in " + screen()).isTrue();

        window.menuItem("zoom100Item").click();
        assertThat(bounds()).as("the room given back").isEqualTo(before);
    }

    @Test
    void ctrlPlusCtrlEqualsCtrlMinusAndCtrlZeroZoomAsInEveryBrowser() {
        open();
        assertThat(GuiActionRunner.execute(() -> window.menuItem("zoomInItem").target().getText())).isEqualTo("Zoom in");
        chord(KeyEvent.VK_CONTROL, KeyEvent.VK_EQUALS);
        assertThat(zoom()).isEqualTo(1.5f);
        assertThat(home().loadSettings().value().zoomPercent()).isEqualTo(150);
        chord(KeyEvent.VK_CONTROL, KeyEvent.VK_ADD);
        assertThat(zoom()).isEqualTo(2f);
        chord(KeyEvent.VK_CONTROL, KeyEvent.VK_MINUS);
        assertThat(zoom()).isEqualTo(1.5f);
        chord(KeyEvent.VK_CONTROL, KeyEvent.VK_0);
        assertThat(zoom()).isEqualTo(1f);
        assertThat(GuiActionRunner.execute(() -> window.menuItem("zoom100Item").target().isSelected())).isTrue();
        assertThat(screen().contains(bounds())).isTrue();
    }

    /**
     * The settings at 200 % were 1166 px tall, Apply below the edge of a 1080 px screen, then held in a
     * scroll pane: now they stand in two columns, the whole dialog and its Apply on the screen, no scrolling.
     */
    @Test
    void theSettingsDialogAt200FitsTheScreenInTwoColumnsWithApplyShowing() {
        open(Settings.DEFAULT.withZoomPercent(200));
        GuiActionRunner.execute(() -> frame().setBounds(screen()));
        window.menuItem("settingsItem").click();
        DialogFixture settings = window.dialog("settingsDialog");
        Rectangle dialog = GuiActionRunner.execute(() -> settings.target().getBounds());
        assertThat(screen().contains(dialog)).as(dialog + " in " + screen()).isTrue();
        assertThat(GuiActionRunner.execute(() -> ((javax.swing.JDialog) settings.target()).getContentPane().getName())).as("no scroll pane")
                .isNotEqualTo("dialogScroll");

        JButton apply = settings.button("settingsOkButton").target();
        Rectangle onScreen = GuiActionRunner.execute(() -> new Rectangle(apply.getLocationOnScreen(), apply.getSize()));
        assertThat(screen().contains(onScreen)).as("Apply at " + onScreen).isTrue();
        assertThat(dialog.contains(onScreen)).as("Apply at " + onScreen + " inside the dialog " + dialog).isTrue();
        Rectangle language = GuiActionRunner.execute(() -> new Rectangle(settings.comboBox("languageCombo").target().getLocationOnScreen(),
                settings.comboBox("languageCombo").target().getSize()));
        assertThat(language.y).as("the first column starts at the top").isLessThan(dialog.y + dialog.height / 4);
        settings.button("settingsOkButton").click();
        assertThat(zoom()).isEqualTo(2f);
    }

    /** The set-up bar at 200 % in Czech, the longest words: every button of it shows its whole name, in every game. */
    @Test
    void everySetUpButtonShowsItsWholeNameAt200InCzechInEveryGame() {
        open(Settings.DEFAULT.withZoomPercent(200).withLanguage(org.ludoteka.i18n.Language.CS));
        GuiActionRunner.execute(() -> frame().setBounds(screen()));
        int games = GuiActionRunner.execute(() -> window.list("gameList").target().getModel().getSize());
        java.util.List<String> cut = new java.util.ArrayList<>();
        for (int game = 0; game < games; game++) {
            window.list("gameList").clickItem(game);
            beginSetUp();
            SetUpBar<?> bar = (SetUpBar<?>) window.robot().finder().find(
                    c -> c instanceof SetUpBar && c.isShowing());
            for (java.awt.Component button : window.robot().finder().findAll(bar,
                    c -> c instanceof javax.swing.AbstractButton && c.isShowing())) {
                GuiActionRunner.execute(() -> {
                    if (button.getWidth() < button.getPreferredSize().width) {
                        cut.add(((javax.swing.AbstractButton) button).getText() + " " + button.getWidth() + " < " + button.getPreferredSize().width);
                    }
                });
            }
            window.button("cancelEditButton").click();
        }
        assertThat(cut).isEmpty();
    }
}
