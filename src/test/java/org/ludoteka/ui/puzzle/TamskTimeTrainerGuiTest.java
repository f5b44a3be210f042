package org.ludoteka.ui.puzzle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludoteka.ui.puzzle.TrainerWindow.waitUntil;

import javax.swing.JSpinner;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskNotation;
import org.ludoteka.puzzle.Goal;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleLibrary;
import org.ludoteka.ui.tamsk.TamskBoardView;

/**
 * Tamsk with time in the trainer (T-16, T-19): the wait control is there only where the sand runs; the
 * seconds set on it go in front of the move dragged on the board, so the same move is wrong at once
 * and right after the wait; after each answer it is back to 0; the second hint says the wait.
 */
class TamskTimeTrainerGuiTest extends TrainerClassTest {
    @Test
    void theWaitSetBeforeTheMoveDecidesAndIsShownOnlyWhereTheSandRuns() {
        Puzzle timed = PuzzleLibrary.shipped("tamsk").stream()
                .filter(p -> "2".equals(p.options().get("level")) && p.solution().get(0).startsWith("+"))
                .filter(p -> p.accepted().stream().allMatch(turn -> turn.startsWith("+"))).findFirst().orElseThrow(); // at once is wrong
        String key = timed.solution().get(0);
        String move = key.substring(key.indexOf(' ') + 1);
        int seconds = Integer.parseInt(key.substring(1, key.indexOf("s ")));

        trainer.set(timed);
        assertThat(spinner().isShowing()).as("the wait control, where the sand runs").isTrue();
        assertThat(spinner().getValue()).isEqualTo(0);
        drop(move);
        waitUntil("the move at once is refuted", () -> trainer.label("puzzleFeedback").getText().startsWith("Not this move."));

        trainer.set(timed);
        window.button("puzzleHint").click();
        waitUntil("the first hint", () -> !trainer.label("puzzleHintText").getText().isEmpty() && !panel.busy());
        window.button("puzzleHint").click();
        waitUntil("the second hint says the wait", () -> trainer.label("puzzleHintText").getText().contains("Not at once: let " + seconds + " s pass first."));
        trainer.set(timed);
        GuiActionRunner.execute(() -> spinner().setValue(seconds));
        drop(move);
        waitUntil("the move after the wait is right", () -> trainer.label("puzzleFeedback").getText().contains(key));
        assertThat(GuiActionRunner.execute(() -> trainer.label("puzzleFeedback").getText())).satisfiesAnyOf(
                text -> assertThat(text).contains("solved"), text -> assertThat(text).contains(" is right."));
        assertThat(GuiActionRunner.execute(() -> spinner().getValue())).as("back to at once after the answer").isEqualTo(0);

        Puzzle levelOne = PuzzleLibrary.shipped("tamsk").stream().filter(p -> p.options().isEmpty() && p.goal() instanceof Goal.WinIn)
                .findFirst().orElseThrow();
        trainer.set(levelOne);
        assertThat(GuiActionRunner.execute(() -> spinner().isShowing())).as("no wait at level 1: no sand runs").isFalse();
    }

    private static void drop(String move) {
        TamskEvent event = TamskNotation.INSTANCE.parseMove(move);
        GuiActionRunner.execute(() -> ((TamskBoardView.Listener) panel.board()).tried(event));
    }

    private static JSpinner spinner() {
        return window.robot().finder().findByName(window.target(), "puzzleWait", JSpinner.class, false);
    }



}
