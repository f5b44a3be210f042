package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Save and Open game record in a turn-based game: the headline names the file in one short line and
 * the whole path wraps below it; a bad file is refused at once, before anyone is asked to abandon the
 * game under way, which stays as it was; a good one is opened after asking.
 */
class RecordFilesGuiTest extends WindowTest {
    @Test
    void aBadRecordIsRefusedBeforeTheGameIsAbandonedAndASavedOneOpensAgain() throws Exception {
        open();
        chooseLinesOfAction();
        dragMove("b1", "b3");
        assertThat(window.list("loaMoveList").contents()).hasSize(1);

        Path saved = folder.resolve("lesson-game.txt");
        window.menuItem("saveRecordItem").requireEnabled().click();
        TestWindows.approve(window.fileChooser("recordChooser"), folder.resolve("lesson-game"));
        waitUntil("the record is written", () -> Files.exists(saved));
        window.label("loaVerdictLabel").requireText("Saved: lesson-game.txt");
        window.label("loaReasonLabel").requireText("The game record is written to " + saved + ".");

        dragMove("a2", "c2"); // LA-3: two pieces in the row, so two squares
        assertThat(window.list("loaMoveList").contents()).hasSize(2);

        Path bad = folder.resolve("bad.txt");
        Files.writeString(bad, "# ludoteka loa\nstart\n1. b1-b3\n2. a2-a9\n", StandardCharsets.UTF_8);
        window.menuItem("openRecordItem").click();
        TestWindows.approve(window.fileChooser("recordChooser"), bad);
        // the first dialog is the refusal: nobody is asked to abandon a game for a file that cannot be opened
        assertThat(window.optionPane().target().getMessage().toString()).startsWith("The game record bad.txt could not be opened. Line 4:");
        window.optionPane().okButton().click();
        assertThat(window.list("loaMoveList").contents()).as("the game on screen kept").hasSize(2);

        window.menuItem("openRecordItem").click();
        TestWindows.approve(window.fileChooser("recordChooser"), saved);
        window.optionPane().buttonWithText("Abandon the game").click();
        waitUntil("the saved record shown", () -> window.list("loaMoveList").target().getModel().getSize() == 1);
        window.label("loaVerdictLabel").requireText("Opened: lesson-game.txt");
        window.label("loaReasonLabel").requireText("The move list steps through it, and the game goes on from its last move.");
    }
}
