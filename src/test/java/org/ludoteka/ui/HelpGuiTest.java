package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JTable;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.ludoteka.i18n.Language;
import org.ludoteka.progress.Settings;

/**
 * Issue #20: a Help menu. Each game's rules in brief (rules.md's words, 10 to 20 lines, with a picture of
 * its board) in every language; the keyboard shortcuts made from the menus and the presenter's keys; About
 * with the version and the licences. Every dialog closes with Esc.
 */
class HelpGuiTest extends WindowTest {

    @ParameterizedTest
    @EnumSource(Language.class)
    void everyGamesRulesInBriefHaveTenToTwentyLinesInEveryLanguage(Language language) {
        Localizer localizer = GuiActionRunner.execute(() -> new Localizer(language));
        for (GameKit kit : Kits.ALL) {
            String rules = localizer.text("help.rules." + kit.game().id());
            assertThat(rules.split("\n")).as(language + " " + kit.game().id()).hasSizeBetween(10, 20);
            assertThat(rules).doesNotStartWith("!");
        }
    }

    private void pressEscapeIn(DialogFixture dialog) {
        window.robot().pressAndReleaseKeys(KeyEvent.VK_ESCAPE);
        window.robot().waitForIdle();
        assertThat(GuiActionRunner.execute(() -> dialog.target().isShowing())).as("closed by Esc").isFalse();
    }

    @Test
    void eachGamesRulesAreShownWithAPictureOfItsBoardAndCloseWithEsc() {
        open(Settings.DEFAULT.withLanguage(Language.CS));
        for (GameKit kit : Kits.ALL) {
            String id = kit.game().id();
            window.menuItem("helpRules." + id).click();
            DialogFixture rules = window.dialog("rulesDialog");
            assertThat(rules.label("rulesText").text()).isEqualTo(new Localizer(Language.CS).text("help.rules." + id));
            assertThat(GuiActionRunner.execute(() -> rules.label("rulesPicture").target().getIcon().getIconWidth())).isGreaterThan(100);
            assertThat(rules.target().getTitle()).endsWith(": pravidla ve zkratce");
            pressEscapeIn(rules);
        }
    }

    /** Every item of the menus with a key, wherever it is. */
    private static void accelerators(JMenu menu, List<String> keys) {
        for (Component item : menu.getMenuComponents()) {
            if (item instanceof JMenu inner) {
                accelerators(inner, keys);
            } else if (item instanceof JMenuItem plain && plain.getAccelerator() != null) {
                keys.add(HelpShortcuts.keyText(plain.getAccelerator()) + " " + plain.getText());
            }
        }
    }

    @Test
    void theShortcutsAreEveryMenuKeyAndThePresentersKeysAndF1ShowsThem() {
        open();
        List<String> expected = GuiActionRunner.execute(() -> {
            List<String> keys = new ArrayList<>();
            JMenuBar menus = ((MainFrame) window.target()).getJMenuBar();
            for (int i = 0; i < menus.getMenuCount(); i++) {
                accelerators(menus.getMenu(i), keys);
            }
            return keys;
        });
        assertThat(expected).as("the browsers' zoom keys and the start screen's are among them")
                .contains("Ctrl+Plus Zoom in", "Ctrl+Minus Zoom out", "Ctrl+0 Normal size (100%)", "Alt+Home Start screen", "F1 Keyboard shortcuts");

        window.robot().pressAndReleaseKeys(KeyEvent.VK_F1);
        DialogFixture shortcuts = window.dialog("shortcutsDialog");
        JTable table = shortcuts.table("shortcutsTable").target();
        List<String> rows = GuiActionRunner.execute(() -> {
            List<String> all = new ArrayList<>();
            for (int row = 0; row < table.getRowCount(); row++) {
                String what = (String) table.getValueAt(row, 1);
                all.add(table.getValueAt(row, 0) + " " + (what.contains("▸ ") ? what.substring(what.lastIndexOf("▸ ") + 2) : what));
            }
            return all;
        });
        assertThat(rows).containsAll(expected);
        assertThat(rows).contains("F5, F11 In presentation mode: presentation mode on or off",
                "Page Down, Right, Space In presentation mode: the next step", "B, Period In presentation mode: blank the screen (any key brings it back)",
                "Backspace On the board: clears the arrows and circles drawn (so does a left click on the board)", // drawing, issue #24
                "Q In a lesson: put the question to the class, or take it back", // the lesson screen's own keys, class mode's among them
                "Right, Page Down In a lesson: the next step (a clicker's button too)");
        pressEscapeIn(shortcuts);
    }

    @Test
    void aboutSaysTheVersionAndTheLicencesOfWhatTheProgramIsMadeWith() {
        open();
        window.menuItem("helpAboutItem").click();
        DialogFixture about = window.dialog("aboutDialog");
        about.label("aboutVersion").requireText("Version " + HelpMenu.programVersion());
        assertThat(HelpMenu.programVersion()).matches("\\d+\\.\\d+.*");
        about.label("aboutLicence.FlatLaf").requireText("Apache License 2.0");
        about.label("aboutLicence.MigLayout").requireText("BSD");
        about.label("aboutLicence.SnakeYAML").requireText("Apache License 2.0");
        about.label("aboutLicence.JFreeSVG").requireText("GNU GPL 3");
        about.label("aboutLicence.Apache PDFBox").requireText("Apache License 2.0");
        about.label("aboutLicence.DejaVu Sans").requireText("Bitstream Vera (DejaVu changes: public domain)");
        pressEscapeIn(about);
    }
}
