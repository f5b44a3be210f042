package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.util.UIScale;
import javax.swing.JRadioButtonMenuItem;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.ludoteka.i18n.Language;
import org.ludoteka.progress.AnimationSpeed;
import org.ludoteka.progress.Settings;
import org.ludoteka.progress.Theme;

/** Game → Settings… changes everything at once, and every choice is remembered for the next start. */
class SettingsGuiTest extends WindowTest {

    @AfterEach
    void normalPace() {
        Animation.setPace(1);
        Sounds.setOn(true);
    }

    /** P-9 (decided 2026-11-26): GIPF's rule options in the settings have no timing of the extra move to choose. */
    @Test
    void gipfsOptionsOfferNoTimingOfTheExtraMove() {
        open();
        window.menuItem("settingsItem").click();
        DialogFixture dialog = window.dialog("settingsDialog");
        dialog.comboBox("potentialsCombo").requireVisible();
        dialog.comboBox("challengesCombo").requireVisible();
        assertThat(window.robot().finder().findAll(dialog.target(), c -> c.getName() != null && c.getName().startsWith("power"))).isEmpty();
        dialog.button("settingsCancelButton").click();
    }

    @Test
    void everyChoiceIsAppliedAtOnceAndRemembered() {
        open();
        chooseLinesOfAction();

        window.menuItem("settingsItem").click();
        DialogFixture dialog = window.dialog("settingsDialog");
        dialog.comboBox("languageCombo").selectItem("Čeština");
        dialog.comboBox("themeCombo").selectItem("Dark theme");
        dialog.comboBox("zoomCombo").selectItem("Large (150%)");
        dialog.comboBox("animationCombo").selectItem("Not animated");
        dialog.checkBox("soundBox").uncheck();
        dialog.comboBox("simultaneousCombo").selectItem("The player who moved loses");
        dialog.comboBox("levelCombo").selectItem("2: with 3-minute hourglasses");
        dialog.button("settingsOkButton").click();

        assertThat(GuiActionRunner.execute(() -> window.menuItem("gameMenu").target().getText())).isEqualTo("Hra");
        assertThat(GuiActionRunner.execute(FlatLaf::isLafDark)).isTrue();
        assertThat(GuiActionRunner.execute(UIScale::getZoomFactor)).isEqualTo(1.5f);
        assertThat(GuiActionRunner.execute(() -> ((JRadioButtonMenuItem) window.menuItem("zoom150Item").target()).isSelected())).isTrue();
        Settings remembered = home().loadSettings().value();
        assertThat(remembered.language()).isEqualTo(Language.CS);
        assertThat(remembered.theme()).isEqualTo(Theme.DARK);
        assertThat(remembered.zoomPercent()).isEqualTo(150);
        assertThat(remembered.sound()).isFalse();
        assertThat(remembered.animation()).isEqualTo(AnimationSpeed.OFF);
        assertThat(remembered.ruleOptions("loa")).containsEntry("simultaneous", "mover-loses");
        assertThat(remembered.ruleOptions("tamsk")).containsEntry("level", "2");

        // the game not begun yet takes the new rules: its New game dialog shows them
        window.menuItem("newGameItem").click();
        DialogFixture newGame = window.dialog("newGameDialog");
        newGame.comboBox("simultaneousCombo").requireSelection("Prohrává hráč, který táhl");
        newGame.button("newGameCancelButton").click();
    }

    @Test
    void theRememberedRulesAreThoseOfTheFirstGame() {
        open(Settings.DEFAULT.withRuleOptions("loa", java.util.Map.of("simultaneous", "mover-wins")));
        chooseLinesOfAction();

        window.menuItem("newGameItem").click();
        window.dialog("newGameDialog").comboBox("simultaneousCombo").requireSelection("The player who moved wins");
    }
}
