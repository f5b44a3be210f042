package org.ludoteka.ui.gipf;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.event.KeyEvent;
import java.util.Optional;
import java.util.regex.Pattern;
import javax.swing.JLabel;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.ludoteka.games.gipf.GipfBoard;
import org.ludoteka.games.gipf.GipfPiece;
import org.ludoteka.ui.WindowTest;

/**
 * A lesson on the Tamsk potential walked to its end on the GIPF lesson board, as a learner does
 * it: the loaded piece pushed onto e5 by dragging, the extra move dragged in from a dot, the
 * scripted removal played out, and the lesson marked done.
 */
class GipfLessonGuiTest extends WindowTest {
    @Test
    void theLessonOnTheCentreSpotPowerIsWalkedToItsEndByDraggingItsAnswers() {
        open();
        showLessons();
        window.list("lessonList").clickItem(Pattern.compile("○ 9\\. The Tamsk power on the centre spot"));
        window.button("openLessonButton").click();
        requireStep(1);
        assertThat(shown("e4")).contains(GipfPiece.WHITE_LOADED);

        window.pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        requireStep(2);
        window.label("lessonVerdictLabel").requireText("Your turn.");
        drag("e2", "e3"); // not a dot: the rules say why, and the question stays open
        assertThat(window.label("lessonVerdictLabel").target().getText()).isNotEqualTo("Well done!");
        drag("e1", "e2");
        waitUntil("the push onto e5 is accepted", () -> window.label("lessonVerdictLabel").target().getText().equals("Well done!"));
        waitUntil("the push has slid in", () -> shown("e5").equals(Optional.of(GipfPiece.WHITE_LOADED)));

        while (!GuiActionRunner.execute(() -> window.label("stepCounterLabel").target().getText()).startsWith("Step 5 ")) {
            window.pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        }
        window.label("lessonVerdictLabel").requireText("Your turn.");
        drag("e9", "e8"); // the extra move: the potential comes in from the top of column e
        waitUntil("the extra move is accepted", () -> window.label("lessonVerdictLabel").target().getText().equals("Well done!"));
        waitUntil("the potential has slid in", () -> shown("e8").equals(Optional.of(GipfPiece.WHITE_POTENTIAL)));
        assertThat(shown("e5")).contains(GipfPiece.WHITE_BASIC); // the base stays, a plain piece now

        JLabel complete = window.robot().finder().findByName(window.target(), "lessonCompleteLabel", JLabel.class, false);
        while (!GuiActionRunner.execute(complete::isShowing)) {
            window.pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        }
        requireStep(8);
        waitUntil("the scripted removal has played out", () -> shown("e8").isEmpty());
        assertThat(shown("e3")).contains(GipfPiece.WHITE_GIPF); // kept by the remover
        for (String gone : new String[] {"e2", "e4", "e5", "e6", "e7"}) {
            assertThat(shown(gone)).as(gone).isEmpty();
        }
        assertThat(home().loadLessonProgress().value().isDone("gipf-09-centre-power")).isTrue();
    }

    private void requireStep(int step) {
        window.label("stepCounterLabel").requireText(Pattern.compile("Step " + step + " of 8"));
    }

    private GipfBoardView board() {
        return window.robot().finder().findByName(window.target(), "lessonBoard", GipfBoardView.class);
    }

    private Optional<GipfPiece> shown(String point) {
        GipfBoardView board = board();
        return GuiActionRunner.execute(() -> board.pieceShown(GipfBoard.point(point)));
    }

    private void drag(String from, String to) {
        GipfBoardView board = board();
        Point start = GuiActionRunner.execute(() -> board.pointCentre(from));
        Point end = GuiActionRunner.execute(() -> board.pointCentre(to));
        Robot robot = window.robot();
        robot.pressMouse(board, start, MouseButton.LEFT_BUTTON);
        robot.moveMouse(board, new Point((start.x + end.x) / 2, (start.y + end.y) / 2));
        robot.moveMouse(board, end);
        robot.releaseMouse(MouseButton.LEFT_BUTTON);
        robot.waitForIdle();
    }
}
