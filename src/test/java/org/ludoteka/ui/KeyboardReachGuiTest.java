package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.KeyboardFocusManager;
import java.awt.event.KeyEvent;
import java.util.LinkedHashSet;
import java.util.Set;
import javax.swing.AbstractButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * Every button of every screen (each game, the puzzle trainer, a lesson) can be reached with Tab
 * alone, and Tab never leaves the focus nowhere. (The Tamsk and GIPF buttons once could not be
 * reached at all.)
 */
class KeyboardReachGuiTest extends WindowTest {

    /** The names of what Tab gives the focus to, pressing it at most {@code presses} times or until the focus is back where the round began. */
    private Set<String> tabbedThrough(int presses) {
        Set<String> reached = new LinkedHashSet<>();
        Component first = null;
        for (int i = 0; i < presses; i++) {
            window.robot().pressAndReleaseKeys(KeyEvent.VK_TAB);
            window.robot().waitForIdle();
            Component owner = GuiActionRunner.execute(() -> KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner());
            assertThat(owner).as("the focus after Tab %d", i + 1).isNotNull();
            if (owner == first) {
                break; // once round: the rest would only repeat it
            }
            if (first == null) {
                first = owner;
            }
            reached.add(String.valueOf(owner.getName()));
        }
        return reached;
    }

    /** The names of the enabled buttons on screen inside the component named {@code container}. */
    private Set<String> buttonsIn(String container) {
        Component root = window.robot().finder().findByName(window.target(), container, false);
        return GuiActionRunner.execute(() -> {
            Set<String> names = new LinkedHashSet<>();
            collect(root, names);
            return names;
        });
    }

    private static void collect(Component component, Set<String> names) {
        // a combo box's arrow and a scroll bar's are parts of the box or the list, which Tab reaches themselves
        if (component instanceof AbstractButton button && button.isShowing() && button.isEnabled()
                && !(button.getParent() instanceof javax.swing.JComboBox) && !(button.getParent() instanceof javax.swing.JScrollBar)) {
            names.add(button.getName() != null ? button.getName() : button.getClass().getName() + " \"" + button.getText() + "\"");
        }
        if (component instanceof java.awt.Container container) {
            for (Component child : container.getComponents()) {
                collect(child, names);
            }
        }
    }

    @Test
    void everyButtonOfALinesOfActionGameIsReachedWithTab() {
        open();
        chooseLinesOfAction();
        Set<String> reached = tabbedThrough(40);
        assertThat(reached).containsAll(buttonsIn("loaPanel"));
    }

    @Test
    void everyButtonOfATamskGameIsReachedWithTab() {
        open();
        window.list("gameList").clickItem("Tamsk");
        assertThat(tabbedThrough(40)).containsAll(buttonsIn("tamskPanel"));
    }

    @Test
    void theTamskBoardShowsWhenItHasTheFocus() {
        open();
        window.list("gameList").clickItem("Tamsk");
        org.ludoteka.ui.tamsk.TamskBoardView board = window.robot().finder().findByName(window.target(), "tamskBoard",
                org.ludoteka.ui.tamsk.TamskBoardView.class);
        window.robot().focusAndWaitForFocusGain(board);
        int focused = GuiActionRunner.execute(() -> edge(board));
        window.robot().focusAndWaitForFocusGain(window.button("tamskNewGameButton").target());
        int unfocused = GuiActionRunner.execute(() -> edge(board));

        assertThat(focused).isEqualTo(javax.swing.UIManager.getColor("Component.focusColor").getRGB() | 0xff000000);
        assertThat(unfocused).isNotEqualTo(focused);
    }

    /** The colour of the board's edge, half-way down its left side. */
    private static int edge(javax.swing.JComponent board) {
        java.awt.image.BufferedImage image = new java.awt.image.BufferedImage(board.getWidth(), board.getHeight(),
                java.awt.image.BufferedImage.TYPE_INT_RGB);
        java.awt.Graphics2D g = image.createGraphics();
        board.paint(g);
        g.dispose();
        return image.getRGB(1, board.getHeight() / 2);
    }

    @Test
    void everyButtonOfAGipfGameIsReachedWithTab() {
        open();
        window.list("gameList").clickItem("GIPF");
        assertThat(tabbedThrough(40)).containsAll(buttonsIn("gipfPanel"));
    }

    @Test
    void everyButtonOfThePuzzleTrainerIsReachedWithTab() {
        open();
        window.menuItem("showPuzzlesItem").click();
        assertThat(tabbedThrough(40)).containsAll(buttonsIn("puzzlesPanel"));
    }

    @Test
    void everyButtonOfTheListOfLessonsIsReachedWithTab() {
        open();
        showLessons();
        window.list("lessonList").clickItem(java.util.regex.Pattern.compile(". 1\\. .*"));
        assertThat(tabbedThrough(20)).containsAll(buttonsIn("lessonListPanel")).contains("lessonList");
    }

    @Test
    void everyButtonOfALessonIsReachedWithTab() {
        open();
        showLessons();
        window.list("lessonList").clickItem(java.util.regex.Pattern.compile(". 1\\. .*"));
        window.button("openLessonButton").click();
        Set<String> reached = tabbedThrough(30);
        assertThat(reached).containsAll(buttonsIn("lessonScreen"));
    }
}
