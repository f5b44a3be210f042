package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Test;
import org.ludoteka.ai.TayuSolver;
import org.ludoteka.core.Drawing;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.games.tayu.TayuGame;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleGame;
import org.ludoteka.puzzle.PuzzleGames;
import org.ludoteka.puzzle.PuzzleLibrary;

/**
 * Issue #23: a game record opened from a file is reviewed on a background thread, its turning points
 * marked in the move list, and a marked turn, chosen, is walked on the board: the position before the
 * marked move with the move played in red and the better move in green, then the solver's line in
 * blue, one move a step with → (and back with ←), then the position after the move played; the
 * verdict area says the mark, on what it rests and the step. The same shared walk serves every
 * turn-based game: Lines of Action, GIPF and Ta Yü each have a record here.
 */
class ReviewGuiTest extends WindowTest {
    /** The puzzle loa-win-in-1-2026-009 of the test fixtures played wrong: White misses b2-b4 (LA-5), Black's reply loses in 2. */
    private static final String RECORD = """
            # ludoteka loa
            8/3b4/2w1ww2/1bwwww2/2bww3/4b3/1w6/8 w
            1. b2-a2
            2. b5-b6
            """;
    /** Black to play wins at once with d8-d7 and the row d3-d7 that takes White's last GIPF piece (G-24, G-25); a1-b2 misses it. */
    private static final String GIPF_WON = "gipf game=tournament turn=black white=Gd4,e2,e6,f6,f7,g6,h3 black=b2,Gd5,d6,d7,Ge5,Gf4,g5 "
            + "reserve=7,7 captured=3,1";

    private boolean reviewShown(String game) {
        JButton button = window.robot().finder().findByName(window.target(), game + "ReviewButton", JButton.class, false);
        return GuiActionRunner.execute(button::isShowing);
    }

    /** Opens {@code record} of the game {@code game} (shown already) and reviews it, waiting until it is done. */
    private void openAndReview(String game, String record, String lastTurn) throws Exception {
        Path file = folder.resolve(game + "-record.txt");
        Files.writeString(file, record);
        window.menuItem("openRecordItem").click();
        TestWindows.approve(window.fileChooser("recordChooser"), file);
        Pause.pause(new Condition("the record's turns in the move list") {
            @Override
            public boolean test() {
                // a game under way (Ta Yü's computer may have begun one) is abandoned for the record, from the event thread
                abandonTheGameIfAsked();
                return GuiActionRunner.execute(() -> {
                    javax.swing.ListModel<?> turns = window.list(game + "MoveList").target().getModel();
                    return turns.getSize() > 0 && turns.getElementAt(turns.getSize() - 1).toString().contains(lastTurn);
                });
            }
        }, Timeout.timeout(10_000)); // the file chooser closes and the record opens in events of their own, late on a busy machine
        window.button(game + "ReviewButton").requireVisible().click();
        Pause.pause(new Condition("the review done") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(() -> window.label(game + "VerdictLabel").target().getText().startsWith("Review done"));
            }
        }, Timeout.timeout(90_000));
    }

    private void abandonTheGameIfAsked() {
        window.robot().finder().findAll(c -> c instanceof JButton button && button.isShowing() && "Abandon the game".equals(button.getText()))
                .forEach(button -> javax.swing.SwingUtilities.invokeLater(((JButton) button)::doClick));
    }

    private List<Drawing.Mark> given(String boardName) {
        BoardComponent board = window.robot().finder().findByName(window.target(), boardName, BoardComponent.class, false);
        return GuiActionRunner.execute(() -> board.drawing().given().marks());
    }

    private String reason(String game) {
        return window.label(game + "ReasonLabel").target().getText();
    }

    private LoaPosition loaBoardShows() {
        return GuiActionRunner.execute(() -> board().shown());
    }

    /** LA-5: the missed win b2-b4 is drawn green over the position before b2-a2, which is drawn red; → plays the line, then the move played. */
    @Test
    void anOpenedRecordIsReviewedAndItsTurningPointsWalkedOnTheBoard() throws Exception {
        open();
        chooseLinesOfAction();
        assertThat(reviewShown("loa")).as("Review before any game").isFalse();
        openAndReview("loa", RECORD, "2. Black: b5-b6");

        assertThat(window.list("loaMoveList").contents()).containsExactly(
                "1. White: b2-a2 — missed win: b2-b4 wins in 1 move",
                "2. Black: b5-b6 — blunder: the opponent wins in 2 moves");
        window.label("loaVerdictLabel").requireText("Review done: 2 turning points");
        assertThat(reason("loa")).isEqualTo("Each is marked at the end of its line in the move list: choose it to see on the board what was "
                + "missed or allowed, and step through its line with ← and →. 2 new puzzles from them in the trainer, under “From my games”.");
        assertThat(given("board")).as("nothing drawn over the summary").isEmpty();
        assertThat(reviewShown("loa")).as("Review once reviewed").isFalse();

        LoaPosition before = LoaNotation.INSTANCE.parsePosition("8/3b4/2w1ww2/1bwwww2/2bww3/4b3/1w6/8 w");
        window.list("loaMoveList").clickItem(0);
        waitUntil("the position before the missed win", () -> board().shown().equals(before));
        assertThat(given("board")).containsExactly(new Drawing.Arrow("b2", "a2", Drawing.Pen.RED), new Drawing.Arrow("b2", "b4", Drawing.Pen.GREEN));
        window.label("loaVerdictLabel").requireText("Turning point 1 of 2");
        window.label("loaTurnLabel").requireText("White to move"); // the position shown, not the game's after b2-a2
        assertThat(reason("loa")).contains("Ply 1, White: b2-a2 — missed a win in 1 move: b2-b4 (line: b2-b4).",
                "Proven by the solver: a fact of the game, not an opinion.",
                "On the board, the position before the move: the move played in red, the better move in green.");

        window.list("loaMoveList").pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        waitUntil("the line's move b2-b4 played", () -> given("board").equals(List.of(new Drawing.Arrow("b2", "b4", Drawing.Pen.BLUE))));
        assertThat(loaBoardShows().pieces(org.ludoteka.core.Side.WHITE)).isNotEqualTo(before.pieces(org.ludoteka.core.Side.WHITE));
        assertThat(reason("loa")).contains("The line, move 1 of 1: White, b2-b4");

        window.list("loaMoveList").pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        waitUntil("the walk left: the game's own position after b2-a2", () -> given("board").isEmpty());
        assertThat(loaBoardShows()).isEqualTo(GuiActionRunner.execute(() -> loaPanel().session().position()));
        window.label("loaVerdictLabel").requireText("Turning point 1 of 2");
        assertThat(reason("loa")).contains("On the board, the position after the move played");
        window.label("loaTurnLabel").requireText("Black to move");

        window.list("loaMoveList").pressAndReleaseKeys(KeyEvent.VK_LEFT);
        waitUntil("back in the line", () -> given("board").equals(List.of(new Drawing.Arrow("b2", "b4", Drawing.Pen.BLUE))));
        window.list("loaMoveList").pressAndReleaseKeys(KeyEvent.VK_RIGHT, KeyEvent.VK_RIGHT);
        waitUntil("on past the walk: the next turn's blunder, its first step", () -> window.label("loaVerdictLabel").target().getText()
                .equals("Turning point 2 of 2"));
        assertThat(given("board")).contains(new Drawing.Arrow("b5", "b6", Drawing.Pen.RED));
        assertThat(given("board")).filteredOn(mark -> ((Drawing.Arrow) mark).pen() == Drawing.Pen.GREEN).isNotEmpty();

        window.list("loaMoveList").clickItem(0);
        waitUntil("choosing another turn starts its walk afresh", () -> window.label("loaVerdictLabel").target().getText()
                .equals("Turning point 1 of 2"));
    }

    /** G-24, G-25: a GIPF push that misses the win in one is walked: the turn played red, the winning push green, the line blue. */
    @Test
    void aGipfMissedWinIsWalkedOnTheBoard() throws Exception {
        open();
        window.list("gameList").clickItem("GIPF");
        openAndReview("gipf", "# ludoteka gipf\n" + GIPF_WON + "\n1. a1-b2\n", "1. Black: a1-b2");

        window.list("gipfMoveList").clickItem(0);
        waitUntil("the missed win's first step", () -> window.label("gipfVerdictLabel").target().getText().equals("Turning point 1 of 1"));
        assertThat(given("gipfBoard")).contains(new Drawing.Arrow("a1", "b2", Drawing.Pen.RED), new Drawing.Arrow("d8", "d7", Drawing.Pen.GREEN));
        assertThat(reason("gipf")).contains("missed a win in 1 move", "Proven by the solver");

        window.list("gipfMoveList").pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        waitUntil("the line's winning push", () -> given("gipfBoard").size() == 1 && ((Drawing.Arrow) given("gipfBoard").get(0)).pen() == Drawing.Pen.BLUE);
        assertThat(reason("gipf")).contains("The line, move 1 of 1: Black");
        window.label("gipfTurnLabel").requireText("Game over: Black wins"); // the line's end, where White has no GIPF piece left (G-25)
        // the column counts the position the board shows: Black's row of five went back to its reserve (7 + 4) and White's GIPF piece was taken
        assertThat(window.label("gipfPlayersLabel").text()).contains("Black: 11 pieces in reserve").contains("White: 7 pieces in reserve");
        window.label("gipfPromptLabel").requireText(""); // the board only shows: nothing is asked of the person
    }

    /** Y-16, Y-17: the worst placement of a shipped best-placement puzzle is walked: the tile laid circled red, the best placement green, counted exactly. */
    @Test
    void aTaYuCostlyPlacementIsDrawnBesideTheBestOne() throws Exception {
        Puzzle puzzle = PuzzleLibrary.shipped("tayu").stream().filter(p -> p.id().equals("tayu-best-placement-2026-001")).findFirst().orElseThrow();
        TayuPosition position = TayuGame.INSTANCE.notation(puzzle.options()).parsePosition(puzzle.position());
        List<TayuSolver.Placement> all = new TayuSolver(TayuGame.INSTANCE.rules(puzzle.options())).placements(position);
        String worst = all.stream().min((a, b) -> Integer.compare(a.lead(), b.lead())).orElseThrow().text();
        open();
        window.list("gameList").clickItem("Ta Yü");
        openAndReview("tayu", "# ludoteka tayu\n" + puzzle.position() + "\n1. " + worst + "\n", worst);

        window.list("tayuMoveList").clickItem(0);
        waitUntil("the costly placement's step", () -> window.label("tayuVerdictLabel").target().getText().equals("Turning point 1 of 1"));
        PuzzleGame<?> game = PuzzleGames.of("tayu", puzzle.options()).orElseThrow();
        String best = puzzle.solution().get(0);
        // a placement is no move from one square to another: the three squares of each tile are circled (Y-2, Y-10)
        List<Drawing.Mark> expected = new java.util.ArrayList<>();
        game.covers(worst).forEach(square -> expected.add(new Drawing.Circle(square, Drawing.Pen.RED)));
        game.covers(best).forEach(square -> expected.add(new Drawing.Circle(square, Drawing.Pen.GREEN)));
        assertThat(game.covers(best)).hasSize(3).doesNotContainAnyElementsOf(game.covers(worst));
        assertThat(given("tayuBoard")).containsExactlyElementsOf(expected);
        assertThat(reason("tayu")).contains("of the lead against the best placement of this tile: " + best, "Counted exactly by the rules");

        window.list("tayuMoveList").pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        waitUntil("no line to walk: the placement as laid", () -> given("tayuBoard").isEmpty());
    }
}
