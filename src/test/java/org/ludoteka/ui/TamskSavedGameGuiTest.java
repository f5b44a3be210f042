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
        window.label("tamskVerdictLabel").requireText("The game goes on as it stood when the window closed. Its sand stood still"
                + " meanwhile and is paused now: press P or Space to let it run.");
        advance(5_000);
        assertThat(shown()).as("paused: no sand runs").contains("red=b2:150000");

        window.menuItem("quitItem").click();

        assertThat(home().loadGame("tamsk").game().orElseThrow().moves()).containsExactly("a1-b2+", "+30.000s");
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
