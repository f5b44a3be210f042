package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.ludoteka.games.loa.LoaPosition;

/** The menus' shortcuts work in presentation mode too, where the menu bar is hidden. */
class PresentationShortcutsGuiTest extends WindowTest {

    private void press(int key) {
        window.robot().pressAndReleaseKeys(key);
        window.robot().waitForIdle();
    }

    private void pressWithCtrl(int key) {
        window.robot().pressKey(KeyEvent.VK_CONTROL);
        window.robot().pressAndReleaseKeys(key);
        window.robot().releaseKey(KeyEvent.VK_CONTROL);
        window.robot().waitForIdle();
    }

    private boolean presenting() {
        return GuiActionRunner.execute(() -> ((MainFrame) window.target()).presentation().isPresenting());
    }

    @Test
    void undoRedoNewGameAndLessonsAnswerTheirShortcutsWhileTheMenusAreHidden() {
        open();
        chooseLinesOfAction();
        clickMove("b1", "b3");
        LoaPosition played = position();
        press(KeyEvent.VK_F11);
        assertThat(presenting()).isTrue();
        assertThat(GuiActionRunner.execute(() -> ((MainFrame) window.target()).getJMenuBar().isShowing()).booleanValue()).isFalse();

        pressWithCtrl(KeyEvent.VK_Z);
        assertThat(position()).as("Ctrl+Z").isEqualTo(LoaPosition.START);
        pressWithCtrl(KeyEvent.VK_Y);
        assertThat(position()).as("Ctrl+Y").isEqualTo(played);
        pressWithCtrl(KeyEvent.VK_N);
        window.dialog("newGameDialog").button("newGameCancelButton").click();
        assertThat(position()).as("a new game cancelled").isEqualTo(played);
        // without a window manager the focus does not come back from a closed dialog by itself
        window.robot().click(board(), centreOf("e4"));
        pressWithCtrl(KeyEvent.VK_L);
        assertThat(showing("lessonList")).as("Ctrl+L").isTrue();
        assertThat(presenting()).isTrue();
    }
}
