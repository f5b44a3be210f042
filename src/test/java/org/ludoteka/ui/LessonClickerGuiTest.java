package org.ludoteka.ui;

import org.ludoteka.ui.loa.BoardGeometry;
import org.ludoteka.ui.loa.LoaBoardView;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.regex.Pattern;
import javax.swing.UIManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.i18n.Language;
import org.ludoteka.lesson.Lesson;
import org.ludoteka.lesson.LessonLibrary;

/** A course run as a teacher runs it in class: the keyboard (or a clicker) alone, from the list to the next lesson. */
class LessonClickerGuiTest extends WindowTest {

    @Test
    void theListTakesTheKeysSoEnterOpensTheChosenLesson() {
        open();
        chooseLinesOfAction(); // the game list has the keys, as after any choice of game
        showLessons();

        window.robot().pressAndReleaseKeys(KeyEvent.VK_DOWN, KeyEvent.VK_ENTER); // to whatever has the keys now

        window.label("lessonTitleLabel").requireText(LessonLibrary.folder(Path.of("lessons/loa")).get(1).lesson().orElseThrow()
                .title().in(Language.EN));
    }

    @Test
    void theLessonsMenuGivesTheListTheKeysToo() {
        open();
        chooseLinesOfAction();
        window.menuItem("showLessonsItem").click();
        waitForLessons();

        window.robot().pressAndReleaseKeys(KeyEvent.VK_ENTER);

        window.label("stepCounterLabel").requireText(Pattern.compile("Step 1 of \\d+"));
    }

    @Test
    void afterTheLastStepTheClickerGoesOnToTheNextLessonOfTheCourse() {
        open();
        showLessons();
        window.list("lessonList").clickItem(Pattern.compile(". 7\\. .*"));
        window.button("openLessonButton").click();
        Lesson seventh = LessonLibrary.folder(Path.of("lessons/loa")).get(6).lesson().orElseThrow();
        Lesson eighth = LessonLibrary.folder(Path.of("lessons/loa")).get(7).lesson().orElseThrow();
        window.label("lessonTitleLabel").requireText(seventh.title().in(Language.EN));

        for (int press = 0; press < 3 * seventh.steps().size() && !nextButtonText().equals("Next lesson"); press++) {
            window.pressAndReleaseKeys(KeyEvent.VK_PAGE_DOWN);
        }
        window.label("lessonCompleteLabel").requireText("Lesson complete!");
        assertThat(nextButtonText()).isEqualTo("Next lesson");

        window.pressAndReleaseKeys(KeyEvent.VK_RIGHT);

        window.label("lessonTitleLabel").requireText(eighth.title().in(Language.EN));
        window.label("stepCounterLabel").requireText(Pattern.compile("Step 1 of \\d+"));
    }

    @Test
    void thePiecePickedUpShowsAboveTheLessonsMarks() {
        open();
        showLessons();
        window.list("lessonList").clickItem(Pattern.compile(". 2\\. .*"));
        window.button("openLessonButton").click();
        while (!window.label("lessonVerdictLabel").text().equals("Your turn.")) {
            window.pressAndReleaseKeys(KeyEvent.VK_RIGHT); // on to the question about c1, which the lesson lights up
        }
        LoaBoardView board = window.robot().finder().findByName(window.target(), "lessonBoard", LoaBoardView.class);
        Color selection = GuiActionRunner.execute(() -> UIManager.getColor("Ludoteka.Board.selection"));

        window.robot().click(board, GuiActionRunner.execute(() -> board.squareCentre("c1")));

        assertThat(edgeOf(board, "c1")).as("the chosen square, filled over the lit-up c1").isEqualTo(selection.getRGB() | 0xff000000);
    }

    /** The colour just inside the left edge of {@code square}, as the board paints it now. */
    private static int edgeOf(LoaBoardView board, String square) {
        return GuiActionRunner.execute(() -> {
            BufferedImage image = new BufferedImage(board.getWidth(), board.getHeight(), BufferedImage.TYPE_INT_RGB);
            Graphics2D g = image.createGraphics();
            board.paint(g);
            g.dispose();
            Rectangle bounds = BoardGeometry.fit(board.getWidth(), board.getHeight()).bounds(LoaNotation.square(square));
            Point centre = new Point(bounds.x + 2, bounds.y + bounds.height / 2);
            return image.getRGB(centre.x, centre.y);
        });
    }

    private String nextButtonText() {
        return window.button("nextStepButton").text();
    }
}
