package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDateTime;
import java.util.List;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.ludoteka.puzzle.FixturePuzzles;
import org.ludoteka.puzzle.PersonalPuzzles;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Rules;
import org.ludoteka.games.loa.LoaGame;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.i18n.Language;
import org.ludoteka.progress.PuzzleProgress;
import org.ludoteka.games.tamsk.TamskGame;
import org.ludoteka.games.tamsk.TamskNotation;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleLibrary;
import org.ludoteka.puzzle.PuzzleRun;
import org.ludoteka.ui.loa.LoaBoardView;
import org.ludoteka.ui.tamsk.TamskBoardView;
import org.ludoteka.ui.tamsk.TamskPanel;

class PuzzleTrainerGuiTest extends TrainerWindowTest {

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
        assertThat(attempts).extracting(a -> a.puzzle() + " " + a.solved() + " " + a.hints())
                .containsExactly(first.id() + " true 0", second.id() + " false 0");
        assertThat(window.label("puzzleRating").text()).startsWith("Votre classement").doesNotContain(" 1500 ");
    }

    @Test
    void solvesATamskPuzzleByDraggingAnHourglass() {
        open();
        window.menuItem("showPuzzlesItem").click();
        window.comboBox("puzzleGame").selectItem("Tamsk");
        window.comboBox("puzzleChoice").selectItem("Goal: win in one move");
        for (int skipped = 0; skipped < 30 && !puzzle().solution().get(0).matches("[a-g][1-7]-[a-g][1-7]\\+?"); skipped++) {
            window.button("puzzleNext").click(); // a time puzzle is answered after a wait: this one drags at once
        }

        Puzzle puzzle = puzzle();
        assertThat(puzzle.game()).isEqualTo("tamsk");
        assertThat(window.label("puzzleGoal").text()).startsWith(puzzle.say(Language.EN));
        String move = puzzle.solution().get(0);
        assertThat(move).as("a Tamsk win in one is one move").matches("[a-g][1-7]-[a-g][1-7]\\+?");
        String[] cells = move.replace("+", "").split("-");
        String before = GuiActionRunner.execute(feedback()::getText);
        dragOnLessonBoard(cells[0], cells[1], move.endsWith("+"));
        waitUntil("the puzzle is solved", () -> !feedback().getText().equals(before) && feedback().getText().contains("solved"));
        assertThat(home().loadPuzzleProgress().value().attempts()).extracting(a -> a.game() + " " + a.puzzle() + " " + a.solved() + " " + a.hints())
                .containsExactly("tamsk " + puzzle.id() + " true 0");
    }

    /** The last hint switches its button off; the keys then go to the board, never on to Next puzzle. */
    @Test
    void afterTheLastHintTheKeysAreNotOnNextPuzzle() {
        open();
        window.menuItem("showPuzzlesItem").click();
        window.comboBox("puzzleChoice").selectItem("Goal: win in one move");
        for (int step = 1; step <= 3; step++) {
            window.button("puzzleHint").focus().pressAndReleaseKeys(java.awt.event.KeyEvent.VK_ENTER);
            int taken = step;
            waitUntil("hint " + step + " is given", () -> taken < 3 ? window.label("puzzleHintCost").target().getText().contains(taken == 1 ? "33" : "0")
                    : !window.button("puzzleHint").target().isEnabled());
        }
        java.awt.Component owner = GuiActionRunner.execute(() -> java.awt.KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner());
        assertThat(owner == null ? "" : owner.getName()).isNotEqualTo("puzzleNext");
    }

    @Test
    void aHintCostsRatingAndAPuzzleLeftAfterAHintCountsAsFailed() {
        open();
        window.menuItem("showPuzzlesItem").click();
        window.comboBox("puzzleChoice").selectItem("Goal: win in one move");
        Puzzle first = puzzle();
        // what a hint costs is said before it is taken, and again before the next
        // the puzzle chosen is set in an event of its own: on a busy machine the label may not show yet
        javax.swing.JLabel cost = window.robot().finder().findByName(window.target(), "puzzleHintCost", javax.swing.JLabel.class, false);
        waitUntil("the first hint's cost is said", () -> cost.isShowing()
                && cost.getText().equals("With this hint, a solve counts 67\u00a0% of a win for your rating."));
        window.button("puzzleHint").click();
        String piece = first.solution().get(0).substring(0, 2);
        waitUntil("the next hint's cost is said", () -> window.label("puzzleHintCost").target().getText().contains("33"));
        waitUntil("the hint names the piece", () -> window.label("puzzleHintText").target().getText().equals("Play the piece on " + piece + "."));
        drag(first.solution().get(0));
        waitUntil("the puzzle is solved", () -> feedback().getText().contains("solved"));

        PuzzleProgress kept = home().loadPuzzleProgress().value();
        assertThat(kept.attempts()).extracting(a -> a.puzzle() + " " + a.solved() + " " + a.hints()).containsExactly(first.id() + " true 1");
        double clean = PuzzleProgress.NONE.attempted(PuzzleProgress.Attempt.of("loa", first.id(), true, 0, LocalDateTime.now()), first.rating())
                .rating("loa").rating();
        assertThat(kept.rating("loa").rating()).as("one hint costs rating").isLessThan(clean);
        long change = Math.round(kept.attempts().get(0).ratingChange());
        assertThat(feedback().getText()).endsWith(String.format("Rating change: %+d.", change));

        window.button("puzzleNext").click();
        Puzzle second = puzzle();
        assertThat(second.id()).isNotEqualTo(first.id());
        window.button("puzzleHint").click();
        waitUntil("the hint is given", () -> !window.label("puzzleHintText").target().getText().isEmpty());
        window.button("puzzleNext").click();
        assertThat(home().loadPuzzleProgress().value().attempts()).as("leaving after a hint is no way round its cost")
                .extracting(a -> a.puzzle() + " " + a.solved() + " " + a.hints())
                .containsExactly(first.id() + " true 1", second.id() + " false 1");

        window.button("puzzleHistoryButton").click();
        DialogFixture history = WindowFinder.findDialog("puzzleHistory").using(window.robot());
        history.requireVisible();
        assertThat(history.label("puzzleHistorySummary").text()).startsWith("Lines of Action: rating ").contains("2 puzzles tried");
        String[][] rows = history.table("puzzleHistoryTable").contents();
        assertThat(rows).hasNumberOfRows(2);
        assertThat(rows[0][1]).isEqualTo(second.id());
        assertThat(rows[0][2]).isEqualTo("failed");
        assertThat(rows[0][3]).startsWith("-");
        assertThat(rows[1][1]).isEqualTo(first.id());
        assertThat(rows[1][2]).isEqualTo("solved with 1 hint");
        assertThat(rows[1][0]).as("the date").isNotEqualTo("—");
        window.menuItem("languageCsItem").click();
        assertThat(history.label("puzzleHistorySummary").text()).startsWith("Lines of Action: hodnocení ");
        assertThat(history.table("puzzleHistoryTable").contents()[1][2]).isEqualTo("vyřešeno s\u00a01 nápovědou");
        history.button("puzzleHistoryClose").click();
    }

    @Test
    void aStreakRisesUntilTheFirstMistakeAndTheBestIsKept() {
        open();
        window.menuItem("showPuzzlesItem").click();
        window.comboBox("puzzleChoice").selectItem("Streak: harder and harder until a mistake");
        Puzzle first = puzzle();
        assertThat(first.rating()).isEqualTo(PuzzleLibrary.shipped("loa").stream().mapToInt(Puzzle::rating).min().orElseThrow());
        assertThat(window.button("puzzleHint").target().isEnabled()).as("no hints in a streak").isFalse();
        assertThat(window.label("puzzleStreak").text()).isEqualTo("Streak: 0 (best 0)");
        solve(first);
        assertThat(feedback().getText()).contains("1 puzzle solved in a row");
        assertThat(window.label("puzzleStreak").text()).isEqualTo("Streak: 1 (best 1)");

        window.button("puzzleNext").click();
        Puzzle second = puzzle();
        assertThat(second.rating()).isGreaterThanOrEqualTo(first.rating());
        drag(wrongMove(second));
        waitUntil("the streak ends", () -> feedback().getText().contains("The streak ends at 1 (your best: 1)."));
        assertThat(window.button("puzzleRetry").target().isEnabled()).as("a mistake ends a streak: no second try").isFalse();
        assertThat(home().loadPuzzleProgress().value().bestStreak("loa")).isEqualTo(1);

        window.button("puzzleNext").click();
        assertThat(puzzle().id()).as("a new streak starts from the easiest again").isEqualTo(first.id());
        assertThat(window.label("puzzleStreak").text()).isEqualTo("Streak: 0 (best 1)");
        solve(first);
        window.button("puzzleNext").click();
        solve(puzzle());
        assertThat(window.label("puzzleStreak").text()).isEqualTo("Streak: 2 (best 2)");
        window.comboBox("puzzleChoice").selectItem("Next for me");
        assertThat(home().loadPuzzleProgress().value().bestStreak("loa")).as("a streak left for another choice still counts").isEqualTo(2);
    }

    @Test
    void afterAPuzzleTheGameGoesOnAgainstTheComputerOnItsOwnScreen() {
        open();
        window.menuItem("showPuzzlesItem").click();
        window.comboBox("puzzleChoice").selectItem("Goal: win in 2 moves");
        Puzzle puzzle = puzzle();
        assertThat(window.button("puzzlePlayOn").target().isEnabled()).as("not before the puzzle is over").isFalse();
        String wrong = wrongMove(puzzle);
        drag(wrong);
        waitUntil("the wrong move is answered", () -> feedback().getText().startsWith("Not this move."));
        window.button("puzzlePlayOn").click();

        waitUntil("the Lines of Action screen is shown", () -> loaPanel().isShowing());
        LoaPosition start = LoaNotation.INSTANCE.parsePosition(puzzle.position());
        assertThat(position()).isEqualTo(start);
        window.label("loaGameLabel").requireText(start.toMove() == org.ludoteka.core.Side.BLACK
                ? "Black: you · White: the computer (hard level)" : "White: you · Black: the computer (hard level)");
        LoaBoardView gameBoard = window.robot().finder().findByName(window.target(), "board", LoaBoardView.class);
        clickMove(gameBoard, wrong.substring(0, 2), wrong.substring(3, 5));
        waitUntil("the computer answers", () -> loaPanel().session().position().toMove() == start.toMove() && !loaPanel().session().computerThinking());
        assertThat(GuiActionRunner.execute(() -> loaPanel().saved().moves())).hasSize(2).startsWith(wrong);
    }

    @Test
    void aTamskPuzzleGoesOnAgainstTheComputerAndAReachPuzzleIsAnsweredByClickingCells() {
        open();
        window.menuItem("showPuzzlesItem").click();
        window.comboBox("puzzleGame").selectItem("Tamsk");
        window.comboBox("puzzleChoice").selectItem("Goal: which cells can an hourglass reach");
        Puzzle reach = puzzle();
        assertThat(reach.goal()).isInstanceOf(org.ludoteka.puzzle.Goal.Reach.class);
        TamskBoardView board = window.robot().finder().findByName(window.target(), "lessonBoard", TamskBoardView.class);
        String wrongCell = reach.solution().get(0);
        window.robot().click(board, GuiActionRunner.execute(() -> board.cellCentre(wrongCell)));
        waitUntil("the cell is chosen", () -> feedback().getText().equals("1 cell chosen: " + wrongCell + "."));
        window.robot().click(board, GuiActionRunner.execute(() -> board.cellCentre(wrongCell)));
        waitUntil("the cell is let go", () -> feedback().getText().equals("No cell chosen."));
        for (String cell : reach.solution()) {
            window.robot().click(board, GuiActionRunner.execute(() -> board.cellCentre(cell)));
        }
        window.button("puzzleCheck").click();
        waitUntil("the cells are right", () -> feedback().getText().startsWith("Right: exactly"));

        window.button("puzzleNext").click();
        Puzzle second = puzzle();
        String from = ((org.ludoteka.puzzle.Goal.Reach) second.goal()).cell();
        window.button("puzzleHint").click();
        waitUntil("the first hint says where to start", () -> window.label("puzzleHintText").target().getText().startsWith("Start from the hourglass on " + from));
        window.button("puzzleHint").click();
        waitUntil("the second hint gives a cell", () -> window.label("puzzleHintText").target().getText()
                .equals("From " + from + ", one of the cells it reaches is " + second.solution().get(0) + "."));
        window.button("puzzleCheck").click();
        waitUntil("no cell is wrong", () -> feedback().getText().startsWith("Not quite: the hourglass reaches"));
        assertThat(feedback().getText()).contains("You left out " + String.join(", ", second.solution()) + ".");
        assertThat(home().loadPuzzleProgress().value().attempts()).extracting(a -> a.puzzle() + " " + a.solved() + " " + a.hints())
                .containsExactly(reach.id() + " true 0", second.id() + " false 2");
        window.button("puzzlePlayOn").click();

        TamskPanel tamsk = window.robot().finder().findByName(window.target(), "tamskPanel", TamskPanel.class);
        waitUntil("the Tamsk screen is shown", tamsk::isShowing);
        TamskPosition start = TamskGame.INSTANCE.notation(second.options()).parsePosition(second.position());
        TamskPosition shown = GuiActionRunner.execute(tamsk::position);
        assertThat(shown.rings()).isEqualTo(start.rings());
        assertThat(TamskNotation.INSTANCE.format(shown)).isEqualTo(TamskNotation.INSTANCE.format(start));
    }

    /**
     * T-10: a puzzle answered by claiming the ring the opponent forgot. The shipped library comes from
     * the computer's games, where no ring is forgotten, so the once-shipped claim puzzle of the test
     * fixtures is put among the learner's own and chosen there.
     */
    @Test
    void aClaimIsMadeWithItsButtonThenTheMoveIsDragged() throws Exception {
        new PersonalPuzzles(home().personalPuzzlesFolder()).add(List.of(FixturePuzzles.byId("tamsk-win-in-2-2026-036")));
        open();
        window.menuItem("showPuzzlesItem").click();
        window.comboBox("puzzleGame").selectItem("Tamsk");
        window.comboBox("puzzleChoice").selectItem("From my games");
        Puzzle puzzle = puzzle();
        String claimed = puzzle.accepted().stream().filter(turn -> turn.startsWith("claim ")).findFirst()
                .orElseThrow(() -> new AssertionError(puzzle.id() + " is answered with a claim"));
        String[] cells = claimed.substring("claim ".length()).replace("+", "").split("-");
        window.toggleButton("puzzleClaim").requireEnabled().click();
        dragOnLessonBoard(cells[0], cells[1], claimed.endsWith("+"));
        // a win in 2: the claim and the move are one answer, accepted, and the opponent's reply comes
        waitUntil("the claim and the move are judged together", () -> feedback().getText().startsWith(claimed + " is right."));
        assertThat(window.toggleButton("puzzleClaim").target().isSelected()).isFalse();
    }

    /** Plays the puzzle's line by dragging, each reply awaited. */
    private void solve(Puzzle puzzle) {
        for (int i = 0; i < puzzle.solution().size(); i += 2) {
            drag(puzzle.solution().get(i));
            if (i + 1 < puzzle.solution().size()) {
                LoaPosition expected = LoaNotation.INSTANCE.parsePosition(runTo(puzzle, i + 2));
                waitUntil("the reply is played out", () -> board().shown().equals(expected));
            }
        }
        waitUntil("the puzzle is solved", () -> feedback().getText().contains("solved"));
    }

    /** A legal first move the trainer refutes. */
    private static String wrongMove(Puzzle puzzle) {
        Rules<LoaPosition, LoaMove> rules = LoaGame.INSTANCE.rules(puzzle.options());
        LoaPosition start = LoaNotation.INSTANCE.parsePosition(puzzle.position());
        return rules.legalMoves(start).stream().map(move -> LoaNotation.INSTANCE.format(start, move))
                .filter(text -> !puzzle.accepted().contains(text)).findFirst().orElseThrow();
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
}
