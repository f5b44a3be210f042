package org.ludoteka.ui.puzzle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludoteka.ui.puzzle.TrainerWindow.waitUntil;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import javax.swing.JSpinner;
import javax.swing.JToggleButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfNotation;
import org.ludoteka.games.gipf.GipfPiece;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfRow;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskNotation;
import org.ludoteka.games.tayu.TayuNotation;
import org.ludoteka.puzzle.Goal;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleLibrary;
import org.ludoteka.puzzle.PuzzleRun;
import org.ludoteka.ui.gipf.GipfLessonBoard;
import org.ludoteka.ui.loa.LoaBoardView;
import org.ludoteka.ui.tamsk.TamskBoardView;
import org.ludoteka.ui.tayu.TayuBoardView;

/**
 * Every shipped Lines of Action, Tamsk, Ta Yü and GIPF puzzle answered in the trainer: each accepted first move
 * is handed to the board's listener exactly as a drop hands it (a claim through the Claim button
 * first, and a Tamsk level-2 wait set on the wait control), and must be accepted; one wrong first move of
 * each must be refuted on the board. A
 * puzzle answered with cells gets its cells pressed on the board, then one cell too few. One subclass a game,
 * so that the four sweeps, the longest window tests of the suite, run in test JVMs side by side.
 */
abstract class ShippedPuzzlesTrainerGuiTest extends TrainerClassTest {
    /** The game whose shipped puzzles this class sweeps. */
    abstract String game();

    @TestFactory
    Stream<DynamicTest> everyAcceptedFirstMoveIsAcceptedAndOneWrongMoveIsRefuted() {
        List<Puzzle> shipped = PuzzleLibrary.shipped(game());
        assertThat(shipped).as("the shipped puzzles of " + game()).hasSizeGreaterThanOrEqualTo(100);
        return shipped.stream().map(puzzle -> DynamicTest.dynamicTest(puzzle.id(), () -> sweep(puzzle)));
    }

    private static void sweep(Puzzle puzzle) {
        if (puzzle.goal() instanceof Goal.Reach) {
            sweepCells(puzzle);
            return;
        }
        for (String move : puzzle.accepted()) {
            trainer.set(puzzle);
            String before = feedback();
            answer(puzzle, move);
            waitUntil(puzzle.id() + ": " + move + " is judged", () -> !panel.busy() && !trainer.label("puzzleFeedback").getText().equals(before));
            assertThat(feedback()).as("%s: the accepted move %s", puzzle.id(), move)
                    .satisfiesAnyOf(text -> assertThat(text).contains("solved"), text -> assertThat(text).contains(" is right."));
        }
        String wrong = wrongFirstMove(puzzle);
        trainer.set(puzzle);
        answer(puzzle, wrong);
        waitUntil(puzzle.id() + ": " + wrong + " is refuted", () -> trainer.label("puzzleFeedback").getText().startsWith("Not this move."));
        assertThat(window.button("puzzleRetry").target().isEnabled()).isTrue();
        if (!puzzle.game().equals("loa")) {
            return;
        }
        // the refutation the trainer plays is the one the puzzle's run finds (asked here for Lines of Action only:
        // the other games' runs would prove their wrong moves a second time, for nothing the window shows)
        PuzzleRun.Answer.Wrong judged = (PuzzleRun.Answer.Wrong) PuzzleRun.of(puzzle).answer(wrong);
        if (judged.refutation().isPresent()) {
            LoaPosition refuted = LoaNotation.INSTANCE.parsePosition(PuzzleRunPositions.after(puzzle, wrong, judged.refutation().get()));
            waitUntil(puzzle.id() + ": the refutation " + judged.refutation().get() + " is on the board",
                    () -> ((LoaBoardView) panel.board().component()).shown().equals(refuted));
        }
    }

    /** The cells pressed one by one on the board, then checked; then the same less one cell, which is refused. */
    private static void sweepCells(Puzzle puzzle) {
        trainer.set(puzzle);
        press(puzzle.solution());
        window.button("puzzleCheck").click();
        waitUntil(puzzle.id() + ": the cells are right", () -> trainer.label("puzzleFeedback").getText().startsWith("Right:"));
        trainer.set(puzzle);
        press(puzzle.solution().subList(1, puzzle.solution().size()));
        window.button("puzzleCheck").click();
        waitUntil(puzzle.id() + ": a cell left out is said", () -> trainer.label("puzzleFeedback").getText().contains("You left out " + puzzle.solution().get(0)));
    }

    private static void press(List<String> cells) {
        TamskBoardView.Listener board = (TamskBoardView.Listener) panel.board();
        GuiActionRunner.execute(() -> cells.forEach(cell -> board.pressedWhileWatching(TamskBoard.cell(cell))));
    }

    /** The first legal turn, in the order the rules list them, that is not among the accepted ones. */
    private static String wrongFirstMove(Puzzle puzzle) {
        return PuzzleRunPositions.turns(puzzle).stream().filter(turn -> !puzzle.accepted().contains(turn)).findFirst().orElseThrow();
    }

    /** Hands {@code turn} to the board's listener as a drop does; a claim is asked for with the Claim button first. */
    private static void answer(Puzzle puzzle, String turn) {
        GuiActionRunner.execute(() -> {
            if (puzzle.game().equals("loa")) {
                LoaMove move = LoaNotation.INSTANCE.parseMove(turn);
                ((LoaBoardView.Listener) panel.board()).tried(move);
            } else if (puzzle.game().equals("tayu")) {
                ((TayuBoardView.Listener) panel.board()).placed(TayuNotation.parsePlacement(turn));
            } else if (puzzle.game().equals("gipf")) {
                answerGipf(turn);
            } else {
                String move = turn;
                if (move.startsWith("+")) {
                    // a level-2 turn made after a wait (T-16, T-19): the seconds set first, as the learner sets them
                    JSpinner wait = window.robot().finder().findByName(window.target(), "puzzleWait", JSpinner.class);
                    assertThat(wait.isShowing() && wait.isEnabled()).as("%s: a wait may be set", puzzle.id()).isTrue();
                    wait.setValue(Integer.parseInt(move.substring(1, move.indexOf("s "))));
                    move = move.substring(move.indexOf(' ') + 1);
                }
                if (move.startsWith("claim ")) {
                    JToggleButton claim = window.robot().finder().findByName(window.target(), "puzzleClaim", JToggleButton.class);
                    assertThat(claim.isEnabled()).as("%s: a claim may be made", puzzle.id()).isTrue();
                    claim.doClick();
                    move = move.substring("claim ".length());
                }
                TamskEvent event = TamskNotation.INSTANCE.parseMove(move);
                ((TamskBoardView.Listener) panel.board()).tried(event);
            }
        });
    }

    /**
     * A GIPF turn as the learner makes it on the board: the push dragged from its dot to its spot (the
     * piece's kind chosen on the picker first when it is a GIPF piece); then each row removal clicked as
     * in a game — where rows cross, a spot only the wanted row has; the pieces that stay toggled from
     * what the board proposes (the remover's own GIPF pieces stay, GA-1); then a piece that goes.
     */
    private static void answerGipf(String turn) {
        GipfLessonBoard board = (GipfLessonBoard) panel.board();
        for (String token : turn.split(" ")) {
            GipfMove move = GipfNotation.INSTANCE.parseMove(token);
            if (move instanceof GipfMove.Push push) {
                board.kindChosen(push.kind()); // the picker, as the learner would for a piece other than the one brought in next
                board.tried(push.dot(), push.spot());
                continue;
            }
            GipfMove.Remove remove = (GipfMove.Remove) move;
            GipfPosition now = GipfNotation.INSTANCE.parsePosition(panel.shownPosition());
            List<GipfRow> rows = now.rowsToRemove();
            GipfRow row = rows.stream().filter(r -> r.segment().equals(remove.segment())).findFirst().orElseThrow();
            if (rows.size() > 1) {
                int own = Arrays.stream(row.spots()).filter(spot -> rows.stream().filter(r -> r.contains(spot)).count() == 1)
                        .findFirst().orElseThrow();
                board.clickedInRows(own);
                if (!keepable(now, row)) {
                    continue; // nothing may stay: choosing the row removed it
                }
            }
            for (int spot : row.spots()) {
                GipfPiece piece = now.pieceAt(spot).orElseThrow();
                boolean proposed = piece.kind().keepable() && piece.side() == row.side();
                if (piece.kind().keepable() && proposed != remove.kept().contains(spot)) {
                    board.clickedInRows(spot);
                }
            }
            board.clickedInRows(Arrays.stream(row.spots()).filter(spot -> !now.pieceAt(spot).orElseThrow().kind().keepable())
                    .findFirst().orElseThrow());
        }
    }

    private static boolean keepable(GipfPosition position, GipfRow row) {
        return Arrays.stream(row.spots()).anyMatch(spot -> position.pieceAt(spot).orElseThrow().kind().keepable());
    }


    private static String feedback() {
        return GuiActionRunner.execute(() -> trainer.label("puzzleFeedback").getText());
    }


}
