package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.FlatLaf;
import java.awt.Component;
import java.awt.KeyboardFocusManager;
import java.awt.event.KeyEvent;
import java.util.regex.Pattern;
import javax.swing.JDialog;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.ludoteka.puzzle.FixturePuzzles;
import org.ludoteka.puzzle.PersonalPuzzles;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ludoteka.games.loa.LoaPosition;

/**
 * A learner who tabs to a button and presses Enter has pressed it: in a lesson, in the puzzle
 * trainer, in a game and in a dialog. Enter in a text field still submits the field, and Enter in
 * a dialog whose focus is on no button still presses the dialog's default button.
 */
class EnterPressesButtonGuiTest extends WindowTest {

    private static Component focusOwner() {
        return GuiActionRunner.execute(() -> KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner());
    }

    /** Presses Tab until the component named {@code name} has the focus, once at least: it must be reached by Tab alone. */
    private void tabTo(String name) {
        for (int press = 0; press < 40; press++) {
            window.robot().pressAndReleaseKeys(KeyEvent.VK_TAB);
            window.robot().waitForIdle();
            Component owner = focusOwner();
            if (owner != null && name.equals(owner.getName())) {
                return;
            }
        }
        throw new AssertionError("Tab never reached " + name + "; the focus is on " + focusOwner() + " in "
                + GuiActionRunner.execute(() -> KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusedWindow()));
    }

    private void pressEnter() {
        window.robot().pressAndReleaseKeys(KeyEvent.VK_ENTER);
        window.robot().waitForIdle();
    }

    @Test
    void enterPressesTheLessonsNextAndPreviousButtons() {
        open();
        showLessons();
        window.list("lessonList").clickItem(Pattern.compile(". 1\\. .*"));
        window.button("openLessonButton").click();
        window.label("stepCounterLabel").requireText(Pattern.compile("Step 1 of \\d+"));

        tabTo("nextStepButton");
        pressEnter();
        window.label("stepCounterLabel").requireText(Pattern.compile("Step 2 of \\d+"));

        // the other way, so that it is the focused button Enter presses and no key of the lesson's own
        tabTo("previousStepButton");
        pressEnter();
        window.label("stepCounterLabel").requireText(Pattern.compile("Step 1 of \\d+"));
    }

    @Test
    void enterPressesTheTrainersHint() {
        open();
        window.menuItem("showPuzzlesItem").click();
        window.comboBox("puzzleChoice").selectItem("Goal: win in one move");
        assertThat(window.label("puzzleHintText").text()).isEmpty();

        tabTo("puzzleHint");
        pressEnter();
        waitUntil("the hint is given", () -> window.label("puzzleHintText").target().getText().startsWith("Play the piece on "));
    }

    @Test
    void enterPressesTheTrainersClaimToggleOnAndOff() throws Exception {
        // the shipped puzzles come from the computer's games, which forget no ring: the claim puzzle is one of the learner's own
        new PersonalPuzzles(home().personalPuzzlesFolder()).add(List.of(FixturePuzzles.byId("tamsk-win-in-2-2026-036")));
        open();
        window.menuItem("showPuzzlesItem").click();
        window.comboBox("puzzleGame").selectItem("Tamsk");
        window.comboBox("puzzleChoice").selectItem("From my games");
        window.toggleButton("puzzleClaim").requireEnabled().requireNotSelected();

        tabTo("puzzleClaim");
        pressEnter();
        window.toggleButton("puzzleClaim").requireSelected();
        pressEnter();
        window.toggleButton("puzzleClaim").requireNotSelected();
    }

    @Test
    void enterOnNewGameAsksAndEnterOnCancelCancelsWhileEnterInTheDialogsListStarts() {
        open();
        chooseLinesOfAction();
        window.textBox("loaMoveField").click().enterText("c1-c3");
        pressEnter(); // in a text field Enter still submits the field
        LoaPosition moved = position();
        assertThat(moved).isNotEqualTo(LoaPosition.START);

        tabTo("loaNewGameButton");
        pressEnter();
        DialogFixture dialog = window.dialog("newGameDialog");
        tabTo("newGameCancelButton");
        pressEnter();
        waitUntil("the dialog is gone", () -> !dialog.target().isShowing());
        assertThat(position()).as("Enter on Cancel cancels; the dialog's default button would have begun a new game").isEqualTo(moved);

        tabTo("loaNewGameButton");
        pressEnter();
        DialogFixture again = window.dialog("newGameDialog");
        Component owner = focusOwner();
        assertThat(owner).as("the dialog opens with the focus on no button").isNotInstanceOf(javax.swing.AbstractButton.class);
        pressEnter();
        waitUntil("the dialog is gone", () -> !again.target().isShowing());
        DialogFixture abandon = window.dialog("optionDialog");
        assertThat(focusOwner()).as("the question opens on its safe answer").isInstanceOf(javax.swing.JButton.class);
        assertThat(((javax.swing.JButton) focusOwner()).getText()).isEqualTo("Keep playing");
        pressEnter(); // the safe answer: the game in progress is kept
        waitUntil("the question is gone", () -> !abandon.target().isShowing());
        assertThat(position()).as("Enter on the question keeps the game: dropping it takes a deliberate choice").isEqualTo(moved);
    }

    @Test
    void enterPressesTheSettingsDialogsButtonThatHasTheFocus() {
        open();
        chooseLinesOfAction();

        window.menuItem("settingsItem").click();
        DialogFixture dialog = window.dialog("settingsDialog");
        dialog.comboBox("themeCombo").selectItem("Dark theme");
        tabTo("settingsCancelButton");
        pressEnter();
        waitUntil("the dialog is gone", () -> !dialog.target().isShowing());
        assertThat(GuiActionRunner.execute(FlatLaf::isLafDark)).as("cancelled: the theme is as it was").isFalse();

        window.menuItem("settingsItem").click();
        DialogFixture again = window.dialog("settingsDialog");
        again.comboBox("themeCombo").selectItem("Dark theme");
        tabTo("settingsOkButton");
        pressEnter();
        waitUntil("the dialog is gone", () -> !again.target().isShowing());
        assertThat(GuiActionRunner.execute(FlatLaf::isLafDark)).as("applied").isTrue();

        // with the focus in a list of choices, Enter is the dialog's default button (Apply)
        window.menuItem("settingsItem").click();
        DialogFixture third = window.dialog("settingsDialog");
        third.comboBox("themeCombo").selectItem("Light theme");
        JDialog target = (JDialog) third.target();
        window.robot().focusAndWaitForFocusGain(third.comboBox("themeCombo").target());
        pressEnter();
        waitUntil("the dialog is gone", () -> !target.isShowing());
        assertThat(GuiActionRunner.execute(FlatLaf::isLafDark)).as("applied by the default button").isFalse();
    }
}
