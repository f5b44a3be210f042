package org.ludoteka.ui.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;
import javax.swing.JLabel;
import javax.swing.JToggleButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskNotation;
import org.ludoteka.games.tayu.TayuNotation;
import org.ludoteka.progress.Home;
import org.ludoteka.progress.Settings;
import org.ludoteka.puzzle.Goal;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleLibrary;
import org.ludoteka.puzzle.PuzzleRun;
import org.ludoteka.ui.ScreenshotOnFailure;
import org.ludoteka.ui.SwingThreadCheck;
import org.ludoteka.ui.TestWindows;
import org.ludoteka.ui.loa.LoaBoardView;
import org.ludoteka.ui.tamsk.TamskBoardView;
import org.ludoteka.ui.tayu.TayuBoardView;
import org.ludoteka.ui.Animation;

/**
 * Every shipped Lines of Action, Tamsk and Ta Yü puzzle answered in the trainer: each accepted first move
 * is handed to the board's listener exactly as a drop hands it (a claim through the Claim button
 * first), and must be accepted; one wrong first move of each must be refuted on the board. A
 * puzzle answered with cells gets its cells pressed on the board, then one cell too few.
 */
@Tag("gui")
@ExtendWith({ScreenshotOnFailure.class, SwingThreadCheck.class})
class ShippedPuzzlesTrainerGuiTest {
    @TempDir
    static Path folder;
    private static FrameFixture window;
    private static PuzzlesPanel panel;

    @BeforeAll
    static void openTheTrainer() {
        TestWindows.requireDisplay();
        window = TestWindows.fixture(TestWindows.mainFrame(new Home(folder), Settings.DEFAULT, Duration.ofMillis(50)));
        window.show();
        Animation.setPace(0); // the sweep judges answers; the refutations' movement is another test's business
        window.menuItem("showPuzzlesItem").click();
        panel = window.robot().finder().findByName(window.target(), "puzzlesPanel", PuzzlesPanel.class);
    }

    @AfterAll
    static void closeWindow() {
        Animation.setPace(1);
        if (window != null) {
            window.cleanUp();
        }
    }

    @TestFactory
    Stream<DynamicTest> everyAcceptedFirstMoveIsAcceptedAndOneWrongMoveIsRefuted() {
        List<Puzzle> all = new ArrayList<>(PuzzleLibrary.shipped("loa"));
        all.addAll(PuzzleLibrary.shipped("tamsk"));
        all.addAll(PuzzleLibrary.shipped("tayu"));
        return all.stream().map(puzzle -> DynamicTest.dynamicTest(puzzle.id(), () -> sweep(puzzle)));
    }

    private static void sweep(Puzzle puzzle) {
        if (puzzle.goal() instanceof Goal.Reach) {
            sweepCells(puzzle);
            return;
        }
        for (String move : puzzle.accepted()) {
            set(puzzle);
            String before = feedback();
            answer(puzzle, move);
            waitUntil(puzzle.id() + ": " + move + " is judged", () -> !panel.busy() && !label("puzzleFeedback").getText().equals(before));
            assertThat(feedback()).as("%s: the accepted move %s", puzzle.id(), move)
                    .satisfiesAnyOf(text -> assertThat(text).contains("solved"), text -> assertThat(text).contains(" is right."));
        }
        PuzzleRun<?> run = PuzzleRun.of(puzzle);
        String wrong = wrongFirstMove(puzzle);
        PuzzleRun.Answer.Wrong judged = (PuzzleRun.Answer.Wrong) run.answer(wrong);
        set(puzzle);
        answer(puzzle, wrong);
        waitUntil(puzzle.id() + ": " + wrong + " is refuted", () -> label("puzzleFeedback").getText().startsWith("Not this move."));
        assertThat(window.button("puzzleRetry").target().isEnabled()).isTrue();
        if (puzzle.game().equals("loa") && judged.refutation().isPresent()) {
            LoaPosition refuted = LoaNotation.INSTANCE.parsePosition(PuzzleRunPositions.after(puzzle, wrong, judged.refutation().get()));
            waitUntil(puzzle.id() + ": the refutation " + judged.refutation().get() + " is on the board",
                    () -> ((LoaBoardView) panel.board().component()).shown().equals(refuted));
        }
    }

    /** The cells pressed one by one on the board, then checked; then the same less one cell, which is refused. */
    private static void sweepCells(Puzzle puzzle) {
        set(puzzle);
        press(puzzle.solution());
        window.button("puzzleCheck").click();
        waitUntil(puzzle.id() + ": the cells are right", () -> label("puzzleFeedback").getText().startsWith("Right:"));
        set(puzzle);
        press(puzzle.solution().subList(1, puzzle.solution().size()));
        window.button("puzzleCheck").click();
        waitUntil(puzzle.id() + ": a cell left out is said", () -> label("puzzleFeedback").getText().contains("You left out " + puzzle.solution().get(0)));
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
            } else {
                String move = turn;
                if (turn.startsWith("claim ")) {
                    JToggleButton claim = window.robot().finder().findByName(window.target(), "puzzleClaim", JToggleButton.class);
                    assertThat(claim.isEnabled()).as("%s: a claim may be made", puzzle.id()).isTrue();
                    claim.doClick();
                    move = turn.substring("claim ".length());
                }
                TamskEvent event = TamskNotation.INSTANCE.parseMove(move);
                ((TamskBoardView.Listener) panel.board()).tried(event);
            }
        });
    }

    private static void set(Puzzle puzzle) {
        GuiActionRunner.execute(() -> panel.set(puzzle));
        waitUntil("the puzzle " + puzzle.id() + " is set", () -> panel.puzzle().orElseThrow().id().equals(puzzle.id()) && !panel.busy());
    }

    private static String feedback() {
        return GuiActionRunner.execute(() -> label("puzzleFeedback").getText());
    }

    private static JLabel label(String name) {
        return window.robot().finder().findByName(window.target(), name, JLabel.class, false);
    }

    private static void waitUntil(String description, Supplier<Boolean> onEventThread) {
        Pause.pause(new Condition(description) {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(onEventThread::get);
            }
        }, Timeout.timeout(30_000));
    }
}
