package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.event.KeyEvent;
import java.util.Optional;
import java.util.regex.Pattern;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.ludoteka.ui.tayu.TayuBoardView;

/**
 * A Ta Yü lesson walked to its end as a learner walks it: a demonstrated refusal with the engine's
 * reason, then the question answered on the board with the mouse — a tile first carried where it does
 * not fit, its preview and then its refusal saying why, then turned with R and laid where it fits.
 */
class TayuLessonGuiTest extends WindowTest {

    private TayuBoardView lessonBoard() {
        return window.robot().finder().findByName(window.target(), "lessonBoard", TayuBoardView.class);
    }

    @Test
    void theContinuingLessonIsWalkedToItsEndWithItsQuestionAnsweredByTheMouse() {
        open();
        showLessons(); // they are read off the event thread
        window.list("lessonList").clickItem(Pattern.compile("○ 3\\. Continuing a channel"));
        window.button("openLessonButton").click();
        window.label("stepCounterLabel").requireText("Step 1 of 12");

        window.pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        window.label("lessonVerdictLabel").requireText("Illegal move: l11v123");
        window.label("lessonFeedbackLabel").requireText("Illegal: the tile must continue at least one channel: one of its mouths"
                + " must meet a mouth of a tile already on the board.");
        while (!GuiActionRunner.execute(() -> window.label("stepCounterLabel").target().getText()).equals("Step 8 of 12")) {
            window.button("nextStepButton").click();
        }
        window.label("lessonVerdictLabel").requireText("Your turn.");

        TayuBoardView board = lessonBoard();
        Point held = GuiActionRunner.execute(() -> board.heldCentre(0));
        window.robot().click(board, held); // takes the tile up, and the board the keys
        Point onTheTile = GuiActionRunner.execute(() -> board.squareCentre("k13"));
        window.robot().moveMouse(board, onTheTile);
        String covered = "Illegal: k13 is already covered by a tile; a tile covers three free squares.";
        waitUntil("the preview says why", () -> board.currentPreview().equals(Optional.of(new TayuBoardView.Preview(false, covered))));
        window.robot().click(board, onTheTile);
        window.label("lessonVerdictLabel").requireText("Illegal move: j13h167");
        window.label("lessonFeedbackLabel").requireText(covered);

        Point upright = GuiActionRunner.execute(() -> board.squareCentre("j12"));
        window.robot().moveMouse(board, upright);
        window.robot().pressAndReleaseKeys(KeyEvent.VK_R);
        waitUntil("the preview says it fits", () -> board.currentPreview()
                .equals(Optional.of(new TayuBoardView.Preview(true, "j11v167 fits here: it continues 2 channels."))));
        window.robot().click(board, upright);
        window.label("lessonVerdictLabel").requireText("Well done!");

        window.button("nextStepButton").click();
        window.label("stepCounterLabel").requireText("Step 9 of 12");
        while (!GuiActionRunner.execute(() -> window.label("stepCounterLabel").target().getText()).equals("Step 12 of 12")) {
            window.button("nextStepButton").click();
        }
        window.button("nextStepButton").click(); // the last question: Next shows its solution
        window.label("lessonCompleteLabel").requireVisible();
        assertThat(home().loadLessonProgress().value().isDone("tayu-03-continuing-channels")).isTrue();
    }
}
