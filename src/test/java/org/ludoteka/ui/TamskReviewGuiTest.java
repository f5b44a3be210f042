package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.awt.event.KeyEvent;
import javax.swing.JButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.Drawing;
import org.ludoteka.games.tamsk.TamskNotation;
import org.ludoteka.progress.SavedGame;
import org.ludoteka.puzzle.FixturePuzzles;
import org.ludoteka.ui.tamsk.TamskBoardView;
import org.ludoteka.ui.tamsk.TamskPanel;

/**
 * Issue #23 on Tamsk's real-time screen: a finished game is reviewed on its own thread, and its
 * turning points are listed at the end of the log, in the learner's language; a turning point chosen
 * in the log puts the position before it on the board, with the better move drawn, and its line is
 * stepped through with → as the log is.
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

    /**
     * T-19, T-13: Red's hourglass on b2 has a second of sand left and six free cells around it; it
     * runs out, the last that could move, and the game ends. Chosen in the log, the moment is shown on
     * the board with the hourglass circled and the cells it could have reached.
     */
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
        assertThat(window.label("tamskReasonLabel").text()).startsWith("They are listed at the end of the log, each with its line");
        assertThat(lastLogLine()).isEqualTo(RAN_OUT);
        window.button("tamskReviewButton").requireDisabled();

        chooseLogLine(RAN_OUT);
        assertThat(shownPosition()).as("the moment before the sand ran out").isEqualTo(START);
        assertThat(given()).startsWith(new Drawing.Circle("b2", Drawing.Pen.RED))
                .contains(new Drawing.Circle("a1", Drawing.Pen.GREEN), new Drawing.Circle("c3", Drawing.Pen.GREEN));
        window.label("tamskVerdictLabel").requireText("Turning point 1 of 1");
        assertThat(window.label("tamskReasonLabel").text()).contains("the hourglass on b2 ran out while it could still move")
                .contains("A fact of the record, replayed through the rules with its time: not an opinion.");

        window.menuItem("languageCsItem").click();
        assertThat(lastLogLine())
                .startsWith("Rozbor: V\u00a0čase 0:01, Červený: hodiny na poli b2 doběhly");
        window.menuItem("languageEnItem").click();

        newGame(2);
        assertThat(window.list("tamskLogList").contents()).as("the lines of the game reviewed go with it").isEmpty();
        assertThat(reviewShown()).isFalse();
        assertThat(given()).as("nothing of the review stays drawn").isEmpty();
    }

    /**
     * T-7, T-10, T-13, TA-5 at level 1: Black misses the win in 2 (f3-e4 instead of f3-f4+), then Red
     * forgets his ring and Black claims it and wins. The missed win, chosen in the log, shows the
     * position before it with the move played red and the better move green, said as proven; → steps
     * along the solver's line, each move drawn on the board.
     */
    @Test
    void aLevelOneMissedWinIsShownOnTheBoardAndItsLineSteppedThrough() {
        openTamsk();
        String start = FixturePuzzles.byId("tamsk-win-in-2-2026-026").position();
        TamskPanel panel = tamskPanel();
        GuiActionRunner.execute(() -> panel.resume(new SavedGame("tamsk", Map.of(), Optional.empty(), start, List.of("f3-e4", "a1-a2", "claim", "e4-f4+", "pass", "f4-g4"))));
        window.label("tamskTurnLabel").requireText("Game over: Black wins");

        window.button("tamskReviewButton").requireVisible().requireEnabled().click();
        waitUntil("the review is done", () -> window.label("tamskVerdictLabel").target().getText().startsWith("Review done"));
        window.label("tamskVerdictLabel").requireText("Review done: 2 turning points");
        String missed = "Review: Ply 1, Black: f3-e4 — missed a win in 2 moves: f3-f4+ (line: f3-f4+ a1-a2 claim f4-g4).";
        assertThat(window.list("tamskLogList").contents()).contains(missed, "↳ The line, move 1 of 3: Black, f3-f4+",
                "↳ The line, move 3 of 3: Black, claim f4-g4");

        chooseLogLine(missed);
        assertThat(shownPosition()).as("the position before the marked move").isEqualTo(start);
        assertThat(given()).containsExactly(new Drawing.Arrow("f3", "e4", Drawing.Pen.RED), new Drawing.Arrow("f3", "f4", Drawing.Pen.GREEN));
        window.label("tamskVerdictLabel").requireText("Turning point 1 of 2");
        assertThat(window.label("tamskReasonLabel").text()).startsWith(missed.substring("Review: ".length()))
                .contains("Proven by the solver: a fact of the game, not an opinion.")
                .contains("the move played in red, the better move in green");

        window.pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        waitUntil("the line's first move is shown", () -> given().equals(List.of(new Drawing.Arrow("f3", "f4", Drawing.Pen.BLUE))));
        assertThat(shownPosition()).startsWith("tamsk level=1 turn=red red=a1,c3,d7 black=e2,f4,c2");
        assertThat(window.label("tamskReasonLabel").text()).endsWith("The line, move 1 of 3: Black, f3-f4+");

        window.menuItem("languageFrItem").click();
        assertThat(List.of(window.list("tamskLogList").contents()).stream().map(line -> line.replace('\u00a0', ' ')))
                .contains("Analyse : Demi-coup 1, Noir : f3-e4 — gain manqué en 2 coups : f3-f4+ (ligne : f3-f4+ a1-a2 claim f4-g4).");
        window.menuItem("languageEnItem").click();
    }

    /** T-13: the solution of the puzzle played out makes no turning point, and the window says so. */
    @Test
    void aGameWithoutTurningPointSaysNoMark() {
        openTamsk();
        String start = FixturePuzzles.byId("tamsk-win-in-2-2026-026").position();
        TamskPanel panel = tamskPanel();
        GuiActionRunner.execute(() -> panel.resume(new SavedGame("tamsk", Map.of(), Optional.empty(), start,
                List.of("f3-f4+", "a1-a2", "claim", "f4-g4"))));
        window.label("tamskTurnLabel").requireText("Game over: Black wins");
        int logged = window.list("tamskLogList").contents().length;

        window.button("tamskReviewButton").click();
        waitUntil("the review is done", () -> window.label("tamskVerdictLabel").target().getText().startsWith("Review done"));
        window.label("tamskVerdictLabel").requireText("Review done: no turning point proven.");
        assertThat(window.list("tamskLogList").contents()).as("no line added to the log").hasSize(logged);
    }

    private void chooseLogLine(String line) {
        int index = List.of(window.list("tamskLogList").contents()).indexOf(line);
        assertThat(index).as(line).isNotNegative();
        window.list("tamskLogList").clickItem(index);
        waitUntil("the line's board is shown", () -> !tamskBoard().drawing().given().isEmpty());
    }

    private String shownPosition() {
        TamskBoardView board = tamskBoard();
        return GuiActionRunner.execute(() -> TamskNotation.INSTANCE.format(board.shownPosition()));
    }

    private List<Drawing.Mark> given() {
        TamskBoardView board = tamskBoard();
        return GuiActionRunner.execute(() -> board.drawing().given().marks());
    }
}
