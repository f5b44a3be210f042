package org.ludoteka.ui.puzzle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludoteka.ui.puzzle.TrainerWindow.waitUntil;

import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.List;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteka.ai.TayuSolver;
import org.ludoteka.core.Side;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.tayu.TayuGame;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.progress.Home;
import org.ludoteka.progress.PuzzleProgress;
import org.ludoteka.progress.TrainerOptions;
import org.ludoteka.puzzle.AcceptanceRuleTest;
import org.ludoteka.puzzle.Goal;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleDashboard;
import org.ludoteka.puzzle.PuzzleLibrary;
import org.ludoteka.ui.Animation;
import org.ludoteka.ui.ScreenshotOnFailure;
import org.ludoteka.ui.SwingThreadCheck;
import org.ludoteka.ui.loa.LoaBoardView;
import org.ludoteka.ui.tamsk.TamskBoardView;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskNotation;

/**
 * The trainer's dashboard, its spaced repetition and its acceptance rule, by the window's own
 * controls (issue 22), and what the trainer shows beside a puzzle (issue 20): the opponent's reply
 * marked as a last move, the Ta Yü coasts a "score exactly N" puzzle counts (Y-16, Y-17).
 */
@Tag("gui")
@ExtendWith({ScreenshotOnFailure.class, SwingThreadCheck.class})
class PuzzleTrainerOptionsGuiTest {
    private static final List<Puzzle> LOA = PuzzleLibrary.shipped("loa");

    @TempDir
    Path folder;
    private TrainerWindow trainer;
    private FrameFixture window;
    private PuzzlesPanel panel;

    private Home home() {
        return new Home(folder);
    }

    private void open(PuzzleProgress progress) throws Exception {
        home().savePuzzleProgress(progress);
        trainer = TrainerWindow.open(home(), false);
        window = trainer.window();
        panel = trainer.panel();
        waitUntil("a puzzle is set", () -> panel.puzzle().isPresent() && !panel.busy());
    }

    @AfterEach
    void close() {
        Animation.setPace(1);
        if (window != null) {
            window.cleanUp();
        }
    }

    private static PuzzleProgress tried(PuzzleProgress progress, Puzzle puzzle, boolean solved, LocalDateTime at) {
        return progress.attempted(PuzzleProgress.Attempt.of("loa", puzzle.id(), solved, 0, at), puzzle.rating());
    }

    private static Puzzle withTheme(String theme, int skip) {
        return LOA.stream().filter(p -> p.themes().contains(theme)).skip(skip).findFirst().orElseThrow();
    }

    @Test
    void theDashboardCountsByThemeAndDifficultyDrawsTheRatingAndTrainsTheWeakSpots() throws Exception {
        List<String> themes = LOA.stream().flatMap(p -> p.themes().stream()).distinct().sorted().toList();
        String weak = themes.get(0);
        LocalDateTime now = LocalDateTime.now().minusHours(1);
        PuzzleProgress progress = tried(tried(PuzzleProgress.NONE, withTheme(weak, 0), false, now), withTheme(weak, 1), false, now);
        open(progress);

        window.button("puzzleDashboardButton").click();
        DialogFixture dashboard = WindowFinder.findDialog("puzzleDashboard").using(window.robot());
        dashboard.requireVisible();
        assertThat(dashboard.target().getTitle()).isEqualTo("Puzzle dashboard: Lines of Action");
        assertThat(dashboard.label("puzzleDashboardSummary").text()).endsWith("Attempts: 2, solved 0, failed 2.");
        String[][] byTheme = dashboard.table("puzzleDashboardThemes").contents();
        assertThat(byTheme[0][2]).as("the most tried theme first, its failures counted").isEqualTo("2");
        assertThat(byTheme[0][3]).isEqualTo("0\u00a0%");
        assertThat(dashboard.table("puzzleDashboardBands").contents()).hasNumberOfRows(3);
        PuzzleDashboardDialog dialog = GuiActionRunner.execute(() -> dashboardOf(panel));
        assertThat(GuiActionRunner.execute(dialog::chartRatings)).hasSize(3);
        assertThat(dashboard.label("puzzleWeakSpots").text()).startsWith("My weak spots: ");


        List<String> weakSpots = PuzzleDashboard.of("loa", LOA, progress).weakSpots();
        assertThat(weakSpots).contains(weak);
        dashboard.button("puzzleTrainWeakSpots").click();
        waitUntil("the weak spots are trained", () -> !dashboard.target().isVisible()
                && panel.puzzle().orElseThrow().themes().stream().anyMatch(weakSpots::contains) && !panel.busy());
        assertThat(window.comboBox("puzzleChoice").selectedItem()).startsWith("My weak spots: ");

        // the dialog follows the language (read, not clicked: the window's menu now lies over it)
        window.button("puzzleDashboardButton").click();
        window.menuItem("languageFrItem").click();
        assertThat(dashboard.target().getTitle()).startsWith("Tableau de bord des problèmes\u00a0: ");
        assertThat(dashboard.label("puzzleDashboardSummary").text()).endsWith("Essais\u00a0: 2, réussis 0, manqués 2.");
        window.menuItem("languageCsItem").click();
        assertThat(dashboard.button("puzzleTrainWeakSpots").text()).isEqualTo("Trénovat slabá místa");
    }

    @Test
    void spacedRepetitionTurnedOnInTheDashboardBringsBackYesterdaysMiss() throws Exception {
        Puzzle missed = LOA.get(0);
        open(tried(PuzzleProgress.NONE, missed, false, LocalDateTime.now().minusDays(1)));
        assertThat(panel.puzzle().orElseThrow().id()).as("off: one puzzle since, not three").isNotEqualTo(missed.id());

        window.button("puzzleDashboardButton").click();
        DialogFixture dashboard = WindowFinder.findDialog("puzzleDashboard").using(window.robot());
        assertThat(dashboard.label("puzzleReviews").text()).endsWith(" Under review: 1; due today: 1.");
        dashboard.checkBox("puzzleSpacedRepetition").requireNotSelected().click();
        assertThat(home().loadPuzzleProgress().value().options()).isEqualTo(new TrainerOptions(true, false));
        dashboard.button("puzzleDashboardClose").click();

        window.button("puzzleNext").click();
        waitUntil("yesterday's miss comes back", () -> panel.puzzle().orElseThrow().id().equals(missed.id()));
    }

    @Test
    void onlyTheShortestWinCountsWhenChosenAndTheOpponentsReplyIsMarked() throws Exception {
        Animation.setPace(0);
        AcceptanceRuleTest.Longer longer = AcceptanceRuleTest.longerWin();
        open(PuzzleProgress.NONE);
        window.button("puzzleDashboardButton").click();
        DialogFixture dashboard = WindowFinder.findDialog("puzzleDashboard").using(window.robot());
        dashboard.comboBox("puzzleAcceptance").selectItem("only the shortest win");
        assertThat(home().loadPuzzleProgress().value().options().shortestWinOnly()).isTrue();
        dashboard.button("puzzleDashboardClose").click();

        trainer.set(longer.puzzle());
        assertThat(trainer.label("puzzleGoal").getText()).contains("Only the shortest win counts.");
        answer(longer.longerWin());
        waitUntil("the longer win is refused", () -> trainer.label("puzzleFeedback").getText()
                .contains(longer.longerWin() + " wins too, but not soonest: a win with one move exists"));

        window.button("puzzleDashboardButton").click();
        dashboard.comboBox("puzzleAcceptance").selectItem("any winning move");
        dashboard.button("puzzleDashboardClose").click();
        trainer.set(longer.puzzle());
        assertThat(trainer.label("puzzleGoal").getText()).contains("Any move that wins within these moves counts.");
        answer(longer.longerWin());
        waitUntil("the longer win is accepted and answered", () -> trainer.label("puzzleFeedback").getText().startsWith(longer.longerWin() + " is right."));
        waitUntil("the reply is played out", () -> !panel.busy());
        String reply = trainer.label("puzzleFeedback").getText().replaceFirst(".*Your opponent answers ", "").replaceFirst(":.*", "");
        LoaMove marked = GuiActionRunner.execute(() -> ((LoaBoardView) panel.board().component()).lastMove());
        assertThat(marked).as("the reply is marked as the last move").isEqualTo(LoaNotation.INSTANCE.parseMove(reply));
    }

    /** Tamsk too marks the reply as its screen marks a last move: the hourglass moved, from and to. */
    @Test
    void aTamskReplyIsMarkedAsTheLastMove() throws Exception {
        Animation.setPace(0);
        Puzzle puzzle = PuzzleLibrary.shipped("tamsk").stream()
                .filter(p -> p.goal() instanceof Goal.WinIn win && win.moves() >= 2 && p.solution().size() >= 2)
                .filter(p -> !p.solution().get(0).startsWith("claim") && p.solution().get(1).matches("[a-g][1-7]-[a-g][1-7]\\+?"))
                .findFirst().orElseThrow(() -> new AssertionError("a shipped Tamsk win in 2 answered by a plain move"));
        open(PuzzleProgress.NONE);
        trainer.set(puzzle);
        GuiActionRunner.execute(() -> ((TamskBoardView.Listener) panel.board()).tried(TamskNotation.INSTANCE.parseMove(puzzle.solution().get(0))));
        waitUntil("the key is accepted", () -> trainer.label("puzzleFeedback").getText().startsWith(puzzle.solution().get(0) + " is right."));
        waitUntil("the reply is played out", () -> !panel.busy());
        TamskEvent.Move marked = GuiActionRunner.execute(() -> ((TamskBoardView) panel.board().component()).lastMove());
        assertThat(marked).as("the reply " + puzzle.solution().get(1) + " is marked").isNotNull();
        String reply = puzzle.solution().get(1).replace("+", "");
        assertThat(TamskBoard.name(marked.from()) + "-" + TamskBoard.name(marked.to())).isEqualTo(reply);
    }

    @Test
    void aTayuScoreExactlyPuzzleShowsTheCoastsItCounts() throws Exception {
        open(PuzzleProgress.NONE);
        assertThat(trainer.label("puzzleTally").isShowing()).as("a Lines of Action puzzle counts no coasts").isFalse();
        Puzzle points = PuzzleLibrary.shipped("tayu").stream().filter(p -> p.goal() instanceof Goal.Points).findFirst().orElseThrow();
        trainer.set(points);
        TayuPosition position = TayuGame.INSTANCE.notation(points.options()).parsePosition(points.position());
        Side mover = position.role(position.turn()).orElseThrow();
        int[] coasts = TayuSolver.standing(position).of(mover);
        String asked = String.valueOf(((Goal.Points) points.goal()).points());
        String expected = (mover == Side.NS ? "north " + coasts[0] + ", south " : "west " + coasts[0] + ", east ") + coasts[1]
                + ", so " + coasts[0] + " × " + coasts[1] + " = " + coasts[0] * coasts[1] + "; " + asked + " is asked.";
        waitUntil("the coasts are shown", () -> trainer.label("puzzleTally").isShowing());
        assertThat(trainer.label("puzzleTally").getText()).startsWith("Your coasts now: " + expected);
        window.menuItem("languageFrItem").click();
        assertThat(trainer.label("puzzleTally").getText()).startsWith("Vos côtes maintenant\u00a0: ");
    }

    private static PuzzleDashboardDialog dashboardOf(PuzzlesPanel panel) {
        try {
            var field = PuzzlesPanel.class.getDeclaredField("dashboard");
            field.setAccessible(true);
            return (PuzzleDashboardDialog) field.get(panel);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }


    private void answer(String turn) {
        GuiActionRunner.execute(() -> ((LoaBoardView.Listener) panel.board()).tried(LoaNotation.INSTANCE.parseMove(turn)));
    }


}
