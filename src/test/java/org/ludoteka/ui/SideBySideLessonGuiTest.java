package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.ludoteka.lesson.Lesson;
import org.ludoteka.lesson.LessonLibrary;
import org.ludoteka.lesson.Step;
import org.ludoteka.i18n.Language;
import org.ludoteka.progress.Settings;
import org.ludoteka.progress.Theme;
import org.ludoteka.ui.loa.LoaBoardView;

/** A lesson step that compares two positions shows two boards side by side, each captioned; the next step shows one again. */
class SideBySideLessonGuiTest extends WindowTest {
    private static final Lesson CAPTURING = LessonLibrary.folder(Path.of("lessons/loa/03-jumping-and-capturing.yaml")).get(0)
            .lesson().orElseThrow();

    @Test
    void theCaptureIsShownBeforeAndAfterSideBySide() {
        int comparing = 0;
        while (CAPTURING.steps().get(comparing).beside().isEmpty()) {
            comparing++;
        }
        open();
        showLessons();
        window.list("lessonList").clickItem(Pattern.compile("○ 3\\. Jumping and capturing"));
        window.button("openLessonButton").click();
        walkTo(comparing);
        window.label("stepCounterLabel").requireText("Step " + (comparing + 1) + " of " + CAPTURING.steps().size());

        assertThat(besideShowing()).isTrue();
        window.label("firstCaption").requireText("Before: c3 takes e5");
        window.label("besideCaption").requireText("After: the white piece has gone");
        assertThat(shown("lessonBoard")).hasToString("8/1w6/6w1/4w3/8/2b5/8/1b3b2 b");
        assertThat(shown("besideBoard")).hasToString("8/1w6/6w1/4b3/8/8/8/1b3b2 w");
        Rectangle first = placeOf("lessonBoard");
        Rectangle beside = placeOf("besideBoard");
        assertThat(beside.x).as("the second board stands right of the first").isGreaterThanOrEqualTo(first.x + first.width);
        assertThat(beside.y).isEqualTo(first.y);
        assertThat(beside.getSize()).isEqualTo(first.getSize());

        window.pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        assertThat(besideShowing()).as("the next step compares nothing").isFalse();
        assertThat(showing("lessonBoard")).isTrue();

        window.pressAndReleaseKeys(KeyEvent.VK_LEFT);
        assertThat(besideShowing()).as("back on the comparing step").isTrue();
    }

    @Test
    void atAProjectorsZoomLongCaptionsWrapAndTheStepsColumnStaysOnScreen() {
        int comparing = 0;
        while (CAPTURING.steps().get(comparing).beside().isEmpty()) {
            comparing++;
        }
        open(new Settings(Language.FR, Theme.LIGHT, 200));
        GuiActionRunner.execute(() -> window.target().setBounds(window.target().getGraphicsConfiguration().getBounds())); // the whole projector
        showLessons();
        window.list("lessonList").clickItem(Pattern.compile("○ 3\\. Sauter et prendre"));
        window.button("openLessonButton").click();
        walkTo(comparing);
        assertThat(besideShowing()).isTrue();

        Rectangle next = placeOf("nextStepButton");
        int inside = GuiActionRunner.execute(() -> window.target().getWidth());
        assertThat(next.x + next.width).as("Next whole inside the window, not pushed off by the captions").isLessThanOrEqualTo(inside);
    }

    /** On to the step at {@code index} with the presenter's key, each question on the way answered by Show solution. */
    private void walkTo(int index) {
        for (int step = 0; step < index; step++) {
            if (CAPTURING.steps().get(step) instanceof Step.Ask) {
                window.button("solutionButton").click();
            }
            window.pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        }
    }

    /**
     * Opened as the program opens on a projector with 200 % remembered, the game list folded: the two
     * boards take all the width the step's column leaves at its least, each under its caption, and
     * Next stays on screen.
     */
    @Test
    void onAProjectorTheTwoBoardsTakeAllTheRoomTheStepsColumnLeaves() {
        int comparing = 0;
        while (CAPTURING.steps().get(comparing).beside().isEmpty()) {
            comparing++;
        }
        open(new Settings(Language.FR, Theme.LIGHT, 200));
        GuiActionRunner.execute(() -> {
            MainFrame frame = (MainFrame) window.target();
            frame.holdZoomToScreen();
            frame.setBounds(frame.getGraphicsConfiguration().getBounds());
        });
        window.menuItem("showLessonsItem").click();
        waitForLessons();
        window.list("lessonList").clickItem(Pattern.compile("○ 3\\. Sauter et prendre"));
        window.button("openLessonButton").click();
        walkTo(comparing);
        assertThat(besideShowing()).isTrue();

        assertThat(showing("gameList")).isFalse();
        Rectangle first = placeOf("lessonBoard");
        Rectangle beside = placeOf("besideBoard");
        Rectangle column = placeOf("lessonSidePanel");
        int least = GuiActionRunner.execute(() -> window.panel("lessonSidePanel").target().getMinimumSize().width);
        assertThat(column.width).as("the column gives the boards all it can").isEqualTo(least);
        int unused = column.x - first.x - first.width - beside.width;
        assertThat(unused).as("nothing left between the boards and the column but the gaps").isLessThanOrEqualTo(48);
        assertThat(first.width).isEqualTo(beside.width).isLessThanOrEqualTo(first.height);
        Rectangle caption = placeOf("firstCaption");
        assertThat(first.y - caption.y - caption.height).as("the caption stands right over its board, not far above it").isBetween(0, 24);
        Rectangle next = placeOf("nextStepButton");
        assertThat(next.x + next.width).isLessThanOrEqualTo(GuiActionRunner.execute(() -> window.target().getWidth()));
    }

    /** The board beside is taken out of the window when a step has none, so it may not be found at all. */
    private boolean besideShowing() {
        window.robot().waitForIdle();
        return !window.robot().finder().findAll(window.target(),
                component -> "besideBoard".equals(component.getName()) && component.isShowing()).isEmpty();
    }

    private Object shown(String name) {
        LoaBoardView board = window.robot().finder().findByName(window.target(), name, LoaBoardView.class, false);
        return GuiActionRunner.execute(board::shown);
    }
}
