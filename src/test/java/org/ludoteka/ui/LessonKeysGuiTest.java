package org.ludoteka.ui;

import org.ludoteka.lesson.Step;
import org.ludoteka.lesson.Lesson;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.event.KeyEvent;
import java.util.regex.Pattern;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.ludoteka.i18n.Language;
import org.ludoteka.lesson.LessonLibrary;
import org.ludoteka.ui.tayu.TayuBoardView;

/**
 * Page Down goes on in a lesson, to its end and into the course's next lesson, whatever the mouse
 * touched before: a board that took the keys on a click and was then taken off the screen for the
 * next step once handed them to the game list, whose own Page Down chose another game (issue #20).
 */
class LessonKeysGuiTest extends WindowTest {

    @Test
    void pageDownAfterTheBoardTookTheKeysGoesOnToTheLessonsEndAndThenToTheNextLessonNeverToAGame() {
        open();
        showLessons();
        Lesson lesson = LessonLibrary.shipped().stream().flatMap(file -> file.lesson().stream())
                .filter(shipped -> shipped.id().startsWith("tayu-03")).findFirst().orElseThrow();
        int steps = lesson.steps().size();
        int lastAsk = steps - 1;
        while (!(lesson.steps().get(lastAsk) instanceof Step.Ask)) {
            lastAsk--;
        }
        Step.Ask asked = (Step.Ask) lesson.steps().get(lastAsk);
        window.list("lessonList").clickItem(Pattern.compile("○ 3\\. " + Pattern.quote(lesson.title().in(Language.EN))));
        window.button("openLessonButton").click();
        String atTheQuestion = "Step " + (lastAsk + 1) + " of " + steps;
        while (!GuiActionRunner.execute(() -> window.label("stepCounterLabel").target().getText()).equals(atTheQuestion)) {
            window.button("nextStepButton").click(); // on a question Next first shows its solution, then goes on
        }
        if (GuiActionRunner.execute(() -> window.button("hintButton").target().isEnabled())) {
            window.button("hintButton").click();
        }
        TayuBoardView board = window.robot().finder().findByName(window.target(), "lessonBoard", TayuBoardView.class);
        Point held = GuiActionRunner.execute(() -> board.heldCentre(0));
        window.robot().click(board, held); // takes the tile up, and the board the keys
        assertThat(GuiActionRunner.execute(board::isFocusOwner)).isTrue();

        window.robot().pressAndReleaseKeys(KeyEvent.VK_PAGE_DOWN); // shows the answer
        window.label("lessonVerdictLabel").requireText("The solution: " + asked.accept().get(0));
        for (int step = lastAsk + 1; step < steps; step++) {
            window.robot().pressAndReleaseKeys(KeyEvent.VK_PAGE_DOWN);
            window.label("stepCounterLabel").requireText("Step " + (step + 1) + " of " + steps);
        }
        window.robot().pressAndReleaseKeys(KeyEvent.VK_PAGE_DOWN);

        window.robot().waitForIdle();
        assertThat(GuiActionRunner.execute(() -> window.panel("lessonScreen").target().isShowing()))
                .as("still in the lessons, not a game").isTrue();
        String next = LessonLibrary.shipped().stream().flatMap(file -> file.lesson().stream())
                .filter(shipped -> shipped.id().startsWith("tayu-04")).findFirst().orElseThrow().title().in(Language.EN);
        window.label("lessonTitleLabel").requireText(next);
        window.label("stepCounterLabel").requireText(Pattern.compile("Step 1 of \\d+"));
    }
}
