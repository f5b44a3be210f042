package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.util.UIScale;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.ludoteka.i18n.Language;
import org.ludoteka.progress.Settings;
import org.ludoteka.progress.Theme;

/** The View and Language menus change the whole window at once, and are remembered. */
class ViewAndLanguageGuiTest extends WindowTest {

    private String menuText(String name) {
        return GuiActionRunner.execute(() -> window.menuItem(name).target().getText());
    }

    @Test
    void theDarkThemeIsAppliedAndRemembered() {
        open();

        window.menuItem("darkThemeItem").click();

        assertThat(GuiActionRunner.execute(FlatLaf::isLafDark)).isTrue();
        assertThat(home().loadSettings().value().theme()).isEqualTo(Theme.DARK);
    }

    @Test
    void theProjectorZoomMakesTheBoardBiggerAndIsRemembered() {
        open();
        chooseLinesOfAction();
        int normalWidth = GuiActionRunner.execute(() -> board().getPreferredSize().width);

        window.menuItem("zoom200Item").click();

        assertThat(GuiActionRunner.execute(UIScale::getZoomFactor)).isEqualTo(2f);
        assertThat(GuiActionRunner.execute(() -> board().getPreferredSize().width)).isEqualTo(2 * normalWidth);
        assertThat(home().loadSettings().value().zoomPercent()).isEqualTo(200);
    }

    @Test
    void frenchRelabelsMenusButtonsTooltipsAndBoards() {
        open();
        window.list("gameList").clickItem("Ta Yü");

        window.menuItem("languageFrItem").click();

        assertThat(menuText("languageMenu")).isEqualTo("Langue");
        assertThat(menuText("viewMenu")).isEqualTo("Affichage");
        window.label("tayuTurnLabel").requireText("Nord-Sud pioche une tuile");
        window.label("tayuPromptLabel").requireText("Cliquez sur la pile «\u00a0a\u00a0» ou «\u00a0b\u00a0» sous le plateau (ou appuyez sur A ou B) pour en piocher la "
                + "tuile du dessus. Une marque au dos signale une tuile dont les embouchures donnent sur trois côtés.");
        assertThat(window.target().getTitle()).isEqualTo("Ludoteka — Ta Yü");
        window.list("gameList").clickItem("Lines of Action");
        window.button("loaUndoButton").requireText("Annuler").requireToolTip("Reprendre le dernier coup (contre l’ordinateur\u00a0: jusqu’à votre tour).");
        window.label("loaTurnLabel").requireText("Au tour de Noir");
    }

    @Test
    void theRememberedLanguageIsSpokenFromTheStart() {
        open(Settings.DEFAULT.withLanguage(Language.CS));

        assertThat(menuText("gameMenu")).isEqualTo("Hra");
        window.label("noticeLabel").requireText("Vyberte si hru níže nebo ze seznamu vlevo.");
    }
}
