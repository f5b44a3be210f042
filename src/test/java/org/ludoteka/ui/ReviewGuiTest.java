package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.JButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Test;

/**
 * Issue #23: a game record opened from a file is reviewed on a background thread, its turning points
 * marked in the move list, and a marked turn, chosen, says the better move. The record is the
 * puzzle loa-win-in-1-2026-009 of the test fixtures played wrong: White misses b2-b4 (LA-5), Black's reply loses in 2.
 */
class ReviewGuiTest extends WindowTest {
    private static final String RECORD = """
            # ludoteka loa
            8/3b4/2w1ww2/1bwwww2/2bww3/4b3/1w6/8 w
            1. b2-a2
            2. b5-b6
            """;

    private boolean reviewShown() {
        JButton button = window.robot().finder().findByName(window.target(), "loaReviewButton", JButton.class, false);
        return GuiActionRunner.execute(button::isShowing);
    }

    @Test
    void anOpenedRecordIsReviewedAndItsTurningPointsMarked() throws Exception {
        Path file = folder.resolve("missed.txt");
        Files.writeString(file, RECORD);
        open();
        chooseLinesOfAction();
        assertThat(reviewShown()).as("Review before any game").isFalse();

        window.menuItem("openRecordItem").click();
        window.fileChooser("recordChooser").selectFile(file.toFile()).approve();
        Pause.pause(new Condition("the record's two turns in the move list") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(() -> window.list("loaMoveList").target().getModel().getSize() == 2);
            }
        }, Timeout.timeout(10_000)); // the file chooser closes and the record opens in events of their own, late on a busy machine
        window.button("loaReviewButton").requireVisible().click();

        Pause.pause(new Condition("the review's marks in the move list") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(() -> window.list("loaMoveList").target().getModel().getElementAt(1).toString().contains("blunder"));
            }
        }, Timeout.timeout(60_000));
        assertThat(window.list("loaMoveList").contents()).containsExactly(
                "1. White: b2-a2 — missed win: b2-b4 wins in 1 move",
                "2. Black: b5-b6 — blunder: the opponent wins in 2 moves");
        window.label("loaVerdictLabel").requireText("Review done: 2 turning points");
        window.label("loaReasonLabel").requireText("Each is marked at the end of its line in the move list; choose it to see what was missed or allowed. "
                + "2 new puzzles from them in the trainer, under “From my games”.");

        window.list("loaMoveList").clickItem(0);
        window.label("loaVerdictLabel").requireText("Ply 1, White: b2-a2 — missed a win in 1 move: b2-b4 (line: b2-b4)");
        assertThat(reviewShown()).as("Review once reviewed").isFalse();
    }
}
