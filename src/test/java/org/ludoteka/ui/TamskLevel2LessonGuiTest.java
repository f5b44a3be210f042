package org.ludoteka.ui;

import org.ludoteka.ui.tamsk.TamskBoardView;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskPosition;

/**
 * A level-2 Tamsk lesson walked to its end on the real Tamsk board: the test drives the lesson's
 * virtual clock a second at a time and reads the sand, answers a question wrongly and hears the
 * engine's reason, then rightly, and sees the lesson marked done.
 */
class TamskLevel2LessonGuiTest extends WindowTest {

    private TamskBoardView lessonBoard() {
        return window.robot().finder().findByName(window.target(), "lessonBoard", TamskBoardView.class);
    }

    private long sandAbove(String cell) {
        TamskPosition shown = GuiActionRunner.execute(() -> lessonBoard().shownPosition());
        return shown.hourglassAt(TamskBoard.cell(cell)).orElseThrow().upperMillis();
    }

    private long clockMillis() {
        Matcher clock = Pattern.compile("Time: ([0-9.]+) s of .*").matcher(window.label("clockLabel").text());
        assertThat(clock.matches()).as(window.label("clockLabel").text()).isTrue();
        return Math.round(Double.parseDouble(clock.group(1)) * 1000);
    }

    private void requireStep(int step) {
        window.label("stepCounterLabel").requireText("Step " + step + " of 13");
    }

    @Test
    void theTurningOverLessonIsWalkedToItsEndWithTheClockInTheTestsHand() {
        open();
        showLessons();
        window.list("lessonList").clickItem(Pattern.compile("○ 7\\. Turning an hourglass over"));
        window.button("openLessonButton").click();
        requireStep(1);
        assertThat(sandAbove("c3")).isEqualTo(75_000);

        window.pressAndReleaseKeys(KeyEvent.VK_RIGHT, KeyEvent.VK_RIGHT);
        requireStep(3); // clock: +15s
        window.button("stepClockButton").click(); // pauses the clock wherever it stands, then one second on
        long paused = clockMillis();
        assertThat(sandAbove("c3")).isEqualTo(75_000 - paused);
        window.button("stepClockButton").click();
        window.button("stepClockButton").click();
        assertThat(clockMillis()).isEqualTo(paused + 2000);
        assertThat(sandAbove("c3")).isEqualTo(75_000 - paused - 2000);

        window.pressAndReleaseKeys(KeyEvent.VK_RIGHT); // Black's question: the first press of Next shows its solution
        requireStep(4);
        window.pressAndReleaseKeys(KeyEvent.VK_RIGHT, KeyEvent.VK_RIGHT, KeyEvent.VK_RIGHT, KeyEvent.VK_RIGHT);
        requireStep(7); // after +15 s and +13 s: 47 s are left above in c3, and the question is to turn it
        assertThat(sandAbove("c3")).isEqualTo(47_000);
        window.label("lessonVerdictLabel").requireText("Your turn.");

        dragOnLessonBoard("c3", "c5", true);

        window.label("lessonVerdictLabel").requireText("Illegal move: c3-c5+");
        window.label("lessonFeedbackLabel").requireText("c5 is not next to c3: an hourglass moves to an adjacent cell.");

        dragOnLessonBoard("c3", "c4", true);

        window.label("lessonVerdictLabel").requireText("Well done!");
        window.label("lessonFeedbackLabel").requireText(Pattern.compile(".*180 − 47 = 133 s are now running.*"));
        assertThat(sandAbove("c4")).isEqualTo(133_000);

        window.pressAndReleaseKeys(KeyEvent.VK_RIGHT, KeyEvent.VK_RIGHT, KeyEvent.VK_RIGHT, KeyEvent.VK_RIGHT,
                KeyEvent.VK_RIGHT);
        requireStep(12); // the last question: the first press of Next shows its solution
        window.pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        window.label("lessonVerdictLabel").requireText("The solution: b5-b4+");
        window.pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        requireStep(13);
        window.label("lessonCompleteLabel").requireVisible();
        assertThat(home().loadLessonProgress().value().isDone("tamsk-07-turning-over")).isTrue();

        window.button("nextStepButton").requireText("Next lesson");
        window.button("backToLessonsButton").click();

        assertThat(window.list("lessonList").contents()).contains("✓ 7. Turning an hourglass over");
    }
}
