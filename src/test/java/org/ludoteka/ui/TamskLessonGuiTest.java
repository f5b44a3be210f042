package org.ludoteka.ui;

import java.awt.event.KeyEvent;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** A Tamsk lesson on the Tamsk board: its marks, its questions answered by dragging, and a move it plays out. */
class TamskLessonGuiTest extends WindowTest {

    @Test
    void aRingDroppedWithTheMoveAnswersTheQuestionAndAMoveWithoutItDoesNot() {
        open();
        showLessons();
        window.list("lessonList").clickItem(Pattern.compile("○ 3\\. Dropping a ring"));
        window.button("openLessonButton").click();
        window.pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        window.label("stepCounterLabel").requireText(Pattern.compile("Step 2 of \\d+"));
        window.label("lessonVerdictLabel").requireText("Your turn.");
        window.label("hintLabel").requireText(
                "Drag the hourglass to its cell. To drop its ring with the move, hold Shift as you let go.");

        dragOnLessonBoard("a1", "b2", false);

        window.label("lessonVerdictLabel").requireText("Try again.");
        window.label("lessonFeedbackLabel").requireText(Pattern.compile("The move a1-b2 is legal, but it is not the one asked for\\..*"));

        dragOnLessonBoard("a1", "b2", true);

        window.label("lessonVerdictLabel").requireText("Well done!");
    }
}
