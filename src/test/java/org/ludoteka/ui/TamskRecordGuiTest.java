package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Tamsk's Save game record and Open game record (Ctrl+S, Ctrl+O in the Game menu, as for the
 * turn-based games): the record written with its times, read back to the same position, paused; a
 * bad record refused in one sentence naming its line, the game on screen kept.
 */
class TamskRecordGuiTest extends TamskWindowTest {

    @Test
    void aGameIsSavedAsARecordWithItsTimesAndOpenedBackPaused() throws Exception {
        openTamsk();
        newGame(2);
        advance(1500);
        drag("a1", "b2");
        advance(2000);
        drag("d1", "c1");
        String played = positionText();

        Path file = folder.resolve("class.txt");
        window.menuItem("saveRecordItem").requireEnabled().click();
        TestWindows.approve(window.fileChooser("recordChooser"), folder.resolve("class"));
        waitUntil("the record is written", () -> Files.exists(file));
        assertThat(Files.readString(file, StandardCharsets.UTF_8).lines().toList()).startsWith(
                "# ludoteka tamsk --option level=2 --option grace=2000 --option fullcell=illegal",
                "tamsk level=2 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32",
                "1. +1.500s a1-b2",
                "2. +2.000s d1-c1");
        window.label("tamskVerdictLabel").requireText("Saved: class.txt"); // one short line; the whole path wraps below it
        window.label("tamskReasonLabel").requireText("The game record is written to " + file + ".");

        Path bad = folder.resolve("bad.txt");
        Files.writeString(bad, "# ludoteka tamsk --option level=2\nstart\n1. a1-b2\n2. d1-d3\n", StandardCharsets.UTF_8);
        window.menuItem("openRecordItem").click();
        TestWindows.approve(window.fileChooser("recordChooser"), bad);
        // refused at once: nobody is asked to abandon a game for a file that cannot be opened
        window.optionPane().requireMessage("The game record bad.txt could not be opened. Line 4: d1-d3 cannot be played there."
                + " d3 is not next to d1: an hourglass moves to an adjacent cell.").okButton().click(); // T-9
        assertThat(positionText()).as("the game on screen kept").isEqualTo(played);

        advance(3000);
        drag("g1", "f2"); // the game goes on, then the saved one is opened over it
        assertThat(positionText()).isNotEqualTo(played);
        window.menuItem("openRecordItem").click();
        TestWindows.approve(window.fileChooser("recordChooser"), file);
        window.optionPane().buttonWithText(Pattern.compile("Abandon.*")).click();
        assertThat(positionText()).isEqualTo(played);
        window.label("tamskVerdictLabel").requireText("Opened: class.txt");
        window.button("tamskPauseButton").requireText("Go on (P)");
    }

    /** The log is a way back in time once no sand runs: a line clicked shows the board then; playing on starts from the end. */
    @Test
    void aPausedGameIsSteppedBackThroughItsLogAndPlaysOnFromTheEnd() {
        openTamsk();
        newGame(2);
        advance(1000);
        drag("a1", "b2");
        String afterFirst = positionText();
        advance(1000);
        drag("d1", "c1");
        String now = positionText();

        window.list("tamskLogList").clickItem(0); // the sand runs: not yet
        window.label("tamskVerdictLabel").requireText("The sand is running: look back through the log once the game is over or paused (P).");
        assertThat(shown()).isEqualTo(now);

        window.button("tamskPauseButton").click();
        window.list("tamskLogList").clickItem(0);
        assertThat(shown()).as("the board after a1-b2").isEqualTo(afterFirst);
        window.label("tamskVerdictLabel").requireText("At 0:01.0: Red: a1-b2");

        window.list("tamskLogList").clickItem(1);
        window.pressAndReleaseKeys(java.awt.event.KeyEvent.VK_LEFT); // ← steps back a line, as in the other games' turns
        assertThat(shown()).as("the board after a1-b2, by the key").isEqualTo(afterFirst);
        window.label("tamskVerdictLabel").requireText("At 0:01.0: Red: a1-b2");
        window.pressAndReleaseKeys(java.awt.event.KeyEvent.VK_RIGHT); // → back to the last line: the game as it stands
        assertThat(shown()).isEqualTo(now);

        window.button("tamskPauseButton").click(); // play on: from the end
        assertThat(shown()).isEqualTo(positionText());
        assertThat(window.list("tamskLogList").selection()).isEmpty();
    }

    private String shown() {
        org.ludoteka.ui.tamsk.TamskBoardView board = tamskBoard();
        return org.assertj.swing.edt.GuiActionRunner.execute(
                () -> org.ludoteka.games.tamsk.TamskNotation.INSTANCE.format(board.shownPosition()));
    }
}
