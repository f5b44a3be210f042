package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Test;
import org.ludoteka.games.tamsk.TamskNotation;
import org.ludoteka.progress.SavedGame;

/** A Tamsk game is saved with its time when the window closes, and resumed paused: its sand stood still meanwhile. */
class TamskSavedGameGuiTest extends TamskWindowTest {
    private static final SavedGame THIRTY_SECONDS_IN = new SavedGame("tamsk", Map.of("level", "2"), Optional.empty(), "start",
            List.of("a1-b2+", "+30.000s"));

    private String shown() {
        return GuiActionRunner.execute(() -> TamskNotation.INSTANCE.format(tamskPanel().position()));
    }

    @Test
    void aSavedGameIsResumedPausedAndSaysSo() throws IOException {
        home().saveGame(THIRTY_SECONDS_IN);
        open();
        GuiActionRunner.execute(() -> tamskPanel().timeFrom(time));
        offerSavedGame();

        DialogFixture offer = window.dialog("resumeDialog");
        offer.checkBox("resume.tamsk").requireText("Tamsk (1 move)");
        offer.button("resumeChosenButton").click();

        window.panel("tamskPanel").requireVisible();
        assertThat(shown()).contains("level=2", "turn=black", "red=b2:150000");
        window.label("tamskVerdictLabel").requireText("Paused");
        window.label("tamskReasonLabel").requireText("The game goes on as it stood when the window closed. Its sand stood still"
                + " meanwhile and is paused now: press P or Space to let it run.");
        advance(5_000);
        assertThat(shown()).as("paused: no sand runs").contains("red=b2:150000");

        window.menuItem("quitItem").click();

        assertThat(home().loadGame("tamsk").game().orElseThrow().moves()).containsExactly("a1-b2+", "+30.000s");
    }

    /**
     * Resumed paused, the column looks as in any game: every label and button beside the board is
     * as wide as the column lets it be and within it, and every button says what it does, in every
     * language, before P is pressed.
     */
    @Test
    void aGameResumedPausedShowsEveryTextAndButtonOfItsColumnWhole() throws IOException {
        home().saveGame(THIRTY_SECONDS_IN);
        open();
        GuiActionRunner.execute(() -> tamskPanel().timeFrom(time));
        offerSavedGame();
        window.dialog("resumeDialog").button("resumeChosenButton").click();
        window.panel("tamskPanel").requireVisible();

        for (String language : List.of("En", "Cs", "Fr")) {
            window.menuItem("language" + language + "Item").click();
            window.robot().waitForIdle();
            assertThat(cutInColumn()).as(language).isEmpty();
        }
    }

    /** The showing labels and buttons of the Tamsk column that are cut on the right or, for a button, say nothing. */
    private List<String> cutInColumn() {
        java.awt.Container column = (java.awt.Container) window.robot().finder().findByName(window.target(), "tamskSidePanel", false);
        return GuiActionRunner.execute(() -> {
            List<String> cut = new java.util.ArrayList<>();
            for (java.awt.Component component : window.robot().finder().findAll(column,
                    new org.assertj.swing.core.GenericTypeMatcher<>(javax.swing.JComponent.class, true) {
                        @Override
                        protected boolean isMatching(javax.swing.JComponent c) {
                            return c instanceof javax.swing.JLabel || c instanceof javax.swing.JButton && c.getName() != null; // not a scroll bar's arrows
                        }
                    })) {
                javax.swing.JComponent shown = (javax.swing.JComponent) component;
                String text = shown instanceof javax.swing.JButton button ? button.getText() : ((javax.swing.JLabel) shown).getText();
                if (shown.getVisibleRect().height > 0 && shown.getVisibleRect().width < shown.getWidth()) {
                    cut.add("cut: " + text);
                }
                if (shown instanceof javax.swing.JButton button && (text == null || text.isBlank()
                        || button.getWidth() < button.getPreferredSize().width)) {
                    cut.add("button: " + text + " " + button.getWidth() + "<" + button.getPreferredSize().width);
                }
            }
            return cut;
        });
    }

    @Test
    void closingWithAGameRunningSavesItWithItsTimeAndAsksNothing() {
        openTamsk();
        newGame(2);
        drag("a1", "b2");
        advance(12_000);

        window.menuItem("quitItem").click();

        SavedGame saved = home().loadGame("tamsk").game().orElseThrow();
        assertThat(saved.options()).containsEntry("level", "2");
        assertThat(saved.moves()).startsWith("a1-b2");
        assertThat(saved.replay(org.ludoteka.games.tamsk.TamskGame.INSTANCE).positions().get(saved.moves().size()))
                .extracting(TamskNotation.INSTANCE::format).asString().contains("b2:168000");
    }
}
