package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.util.List;
import javax.swing.JLabel;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Rules;
import org.ludoteka.games.loa.LoaGame;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.i18n.Language;
import org.ludoteka.progress.PuzzleProgress;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleRun;
import org.ludoteka.ui.loa.LoaBoardView;
import org.ludoteka.ui.puzzle.PuzzlesPanel;

class PuzzleTrainerGuiTest extends WindowTest {

    @Test
    void solvesOnePuzzleFailsAnotherSeesTheRefutationAndTakesAHint() {
        open();
        window.menuItem("showPuzzlesItem").click();
        window.comboBox("puzzleChoice").selectItem("Easy (below 1200)");

        Puzzle first = puzzle();
        assertThat(first.rating()).isLessThan(1200);
        assertThat(window.label("puzzleGoal").text()).startsWith(first.say(Language.EN));
        for (int i = 0; i < first.solution().size(); i += 2) {
            String move = first.solution().get(i);
            drag(move);
            if (i + 1 < first.solution().size()) {
                LoaPosition expected = LoaNotation.INSTANCE.parsePosition(runTo(first, i + 2));
                waitUntil("the reply is played out", () -> board().shown().equals(expected));
            }
        }
        waitUntil("the puzzle is solved", () -> feedback().getText().contains("solved"));

        // a "save the game" puzzle: a wrong move is refuted by the opponent's connecting move
        window.comboBox("puzzleChoice").selectItem("Theme: defence");
        Puzzle second = puzzle();
        assertThat(second.id()).isNotEqualTo(first.id());
        Rules<LoaPosition, LoaMove> rules = LoaGame.INSTANCE.rules(second.options());
        LoaPosition start = LoaNotation.INSTANCE.parsePosition(second.position());
        String wrongText = null;
        PuzzleRun.Answer.Wrong judged = null;
        for (LoaMove move : rules.legalMoves(start)) {
            String text = LoaNotation.INSTANCE.format(start, move);
            if (PuzzleRun.of(second).answer(text) instanceof PuzzleRun.Answer.Wrong refuted && refuted.refutation().isPresent()) {
                wrongText = text;
                judged = refuted;
                break;
            }
        }
        assertThat(judged).as("a move the trainer refutes with a reply").isNotNull();
        LoaMove wrong = LoaNotation.INSTANCE.parseMove(wrongText);
        drag(wrongText);
        waitUntil("the wrong move is answered", () -> feedback().getText().startsWith("Not this move."));
        String reply = judged.refutation().orElseThrow();
        LoaPosition refuted = after(rules, after(rules, start, wrong), LoaNotation.INSTANCE.parseMove(reply));
        waitUntil("the refutation " + reply + " is played out on the board", () -> board().shown().equals(refuted));

        window.button("puzzleRetry").click();
        waitUntil("the puzzle is set again", () -> board().shown().equals(start));
        window.button("puzzleHint").click();
        String piece = PuzzleRun.of(second).hint().piece().orElseThrow();
        waitUntil("the hint names the piece", () -> window.label("puzzleHintText").target().getText().contains(piece));
        assertThat(GuiActionRunner.execute(() -> board().hintedSquares())).containsExactly(LoaNotation.square(piece));

        window.menuItem("languageFrItem").click();
        assertThat(window.label("puzzleGoal").text()).startsWith(second.say(Language.FR));
        assertThat(window.label("puzzleHintText").text()).isEqualTo("Jouez le pion en " + piece + ".");

        List<PuzzleProgress.Attempt> attempts = home().loadPuzzleProgress().value().attempts();
        assertThat(attempts).containsExactly(
                new PuzzleProgress.Attempt("loa", first.id(), true, 0),
                new PuzzleProgress.Attempt("loa", second.id(), false, 0));
        assertThat(window.label("puzzleRating").text()).startsWith("Votre classement").doesNotContain(" 1500 ");
    }

    @Test
    void solvesATamskPuzzleByDraggingAnHourglass() {
        open();
        window.menuItem("showPuzzlesItem").click();
        window.comboBox("puzzleGame").selectItem("Tamsk");
        window.comboBox("puzzleChoice").selectItem("Easy (below 1200)");

        Puzzle puzzle = puzzle();
        assertThat(puzzle.game()).isEqualTo("tamsk");
        assertThat(window.label("puzzleGoal").text()).startsWith(puzzle.say(Language.EN));
        String move = puzzle.solution().get(0);
        assertThat(move).as("the easiest Tamsk puzzle is one move").matches("[a-g][1-7]-[a-g][1-7]\\+?");
        String[] cells = move.replace("+", "").split("-");
        String before = GuiActionRunner.execute(feedback()::getText);
        dragOnLessonBoard(cells[0], cells[1], move.endsWith("+"));
        waitUntil("the puzzle is solved", () -> !feedback().getText().equals(before) && feedback().getText().contains("solved"));
        assertThat(home().loadPuzzleProgress().value().attempts()).containsExactly(new PuzzleProgress.Attempt("tamsk", puzzle.id(), true, 0));
    }

    private Puzzle puzzle() {
        window.robot().waitForIdle();
        PuzzlesPanel panel = window.robot().finder().findByName(window.target(), "puzzlesPanel", PuzzlesPanel.class);
        return GuiActionRunner.execute(() -> panel.puzzle().orElseThrow());
    }

    /** The position after the first {@code plies} moves of the puzzle's line. */
    private static String runTo(Puzzle puzzle, int plies) {
        Rules<LoaPosition, LoaMove> rules = LoaGame.INSTANCE.rules(puzzle.options());
        LoaPosition position = LoaNotation.INSTANCE.parsePosition(puzzle.position());
        for (String move : puzzle.solution().subList(0, plies)) {
            position = after(rules, position, LoaNotation.INSTANCE.parseMove(move));
        }
        return LoaNotation.INSTANCE.format(position);
    }

    private static LoaPosition after(Rules<LoaPosition, LoaMove> rules, LoaPosition position, LoaMove move) {
        return ((MoveResult.Legal<LoaPosition>) rules.apply(position, move)).after();
    }

    private JLabel feedback() {
        return window.label("puzzleFeedback").target();
    }

    @Override
    LoaBoardView board() {
        return window.robot().finder().findByName(window.target(), "lessonBoard", LoaBoardView.class);
    }

    /** A move dragged on the trainer's board, from its first square to its last; then the trainer's answer is awaited. */
    private void drag(String move) {
        String[] squares = move.split("[-x]");
        String before = GuiActionRunner.execute(feedback()::getText);
        Robot robot = window.robot();
        Point start = centreOf(board(), squares[0]);
        Point end = centreOf(board(), squares[1]);
        robot.pressMouse(board(), start, MouseButton.LEFT_BUTTON);
        robot.moveMouse(board(), new Point((start.x + end.x) / 2, (start.y + end.y) / 2));
        robot.moveMouse(board(), end);
        robot.releaseMouse(MouseButton.LEFT_BUTTON);
        waitUntil("the trainer answers " + move, () -> !feedback().getText().equals(before));
    }
}
