package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.swing.JButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.ludoteka.progress.SavedGame;
import org.ludoteka.ui.tamsk.TamskPanel;

/**
 * Issue #23 on Tamsk's real-time screen: a finished level-2 game is reviewed on its own thread, and
 * the moment where the clock decided is listed at the end of the log, in the learner's language. In
 * the game, Red's hourglass on b2 has a second of sand left and six free cells around it; it runs out
 * (T-19), the last that could move, and the game ends (T-13).
 */
class TamskReviewGuiTest extends TamskWindowTest {
    private static final String START = "tamsk level=2 turn=black red=b2:1000,g1:x,d7:x black=d1:x,g4:x,a4:x rings=b2:1 holders=31,32";
    private static final String RAN_OUT = "Review: At 0:01, Red: the hourglass on b2 ran out while it could still move "
            + "(to a1, a2, b1, b3, c2, c3); it is lost, and it blocks its cell.";

    private boolean reviewShown() {
        JButton button = window.robot().finder().findByName(window.target(), "tamskReviewButton", JButton.class, false);
        return GuiActionRunner.execute(button::isShowing);
    }

    private String lastLogLine() {
        String[] lines = window.list("tamskLogList").contents();
        return lines[lines.length - 1];
    }

    @Test
    void aFinishedGameIsReviewedAndWhereTheClockDecidedIsListedInTheLog() {
        openTamsk();
        assertThat(reviewShown()).as("Review before the game is over").isFalse();
        TamskPanel panel = tamskPanel();
        GuiActionRunner.execute(() -> panel.resume(new SavedGame("tamsk", Map.of("level", "2"), Optional.empty(), START, List.of("+1.5s"))));
        window.label("tamskTurnLabel").requireText("Game over: Red wins");

        window.button("tamskReviewButton").requireVisible().requireEnabled().click();
        waitUntil("the review is done", () -> window.label("tamskVerdictLabel").target().getText().startsWith("Review done"));

        window.label("tamskVerdictLabel").requireText("Review done: 1 turning point");
        window.label("tamskReasonLabel").requireText("They are listed at the end of the log.");
        assertThat(lastLogLine()).isEqualTo(RAN_OUT);
        window.button("tamskReviewButton").requireDisabled();

        window.menuItem("languageCsItem").click();
        assertThat(lastLogLine())
                .startsWith("Rozbor: V\u00a0čase 0:01, Červený: hodiny na poli b2 doběhly");
        window.menuItem("languageEnItem").click();

        newGame(2);
        assertThat(window.list("tamskLogList").contents()).as("the lines of the game reviewed go with it").isEmpty();
        assertThat(reviewShown()).isFalse();
    }
}
