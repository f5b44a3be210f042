package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.awt.Point;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Test;
import org.ludoteka.i18n.Language;
import org.ludoteka.lesson.Lesson;
import org.ludoteka.lesson.Step;
import org.ludoteka.progress.SavedGame;
import org.ludoteka.ui.loa.LoaBoardView;

/**
 * Recording a lesson by mouse and keys (Lessons ▸ Record a lesson…), in Lines of Action and GIPF:
 * from the game on screen, a text, a try the engine judges, a question whose answers the solver
 * proposes, a move played with a board beside; the preview on the real lesson screen; saving into
 * the teacher's folder, where {@code verify} passes on the file; and opening it again.
 */
class LessonEditorGuiTest extends LessonEditorWindowTest {
    /** A Lines of Action position where Black wins in one move, c7-e5 (L-9: one connected group wins). */
    private static final String LOA_WIN = "8/2b5/1ww1ww2/3b1ww1/2bwwb2/3w1b2/w7/7w b";
    /** A GIPF basic game where White's push a3-b4 or c1-c2 captures three pieces, the most (G-6: rows of four are removed). */
    private static final String GIPF_CAPTURE = "gipf game=basic turn=white white=b3,b4,c3,c4,d5,e2,e5,f4,h5 black=b2,b5,c2,c5,d2,e8,g2,g3,h2 reserve=6,6";

    @Test
    void aLinesOfActionLessonIsRecordedPreviewedSavedVerifiedAndOpenedAgain() throws IOException {
        open();
        window.list("gameList").clickItem("Lines of Action");
        resume("loa", LOA_WIN);
        DialogFixture editor = openEditor();

        editor.textBox("editorText").enterText("Black to move. Look at the board.");
        editor.button("editorSay").click();
        assertThat(editor.list("editorSteps").contents()).containsExactly("1. Text: Black to move. Look at the board. [missing: CS, FR]");

        editor.textBox("editorMove").enterText("d5-d7");
        editor.textBox("editorText").enterText("Two squares? Count again.");
        editor.button("editorTry").click();
        editor.label("editorStatus").requireText("d5-d7 is illegal: There are 3 pieces on the d-file, so the piece must move exactly 3 squares;"
                + " it tried to move 2 squares.");

        editor.textBox("editorText").enterText("Black wins in one move. Find it.");
        editor.toggleButton("editorMarking").click(); // the cells are marked by clicking them on the board
        LoaBoardView board = window.robot().finder().find(editor.target(), new GenericTypeMatcher<LoaBoardView>(LoaBoardView.class, true) {
            @Override
            protected boolean isMatching(LoaBoardView view) {
                return true;
            }
        });
        for (String square : List.of("c7", "e5", "d4", "d4")) { // d4 clicked twice: marked, then unmarked
            Point centre = GuiActionRunner.execute(() -> board.squareCentre(square));
            window.robot().click(board, centre);
        }
        editor.textBox("editorMarks").requireText("c7 e5");
        editor.toggleButton("editorMarking").click();
        editor.comboBox("editorGoal").requireSelection("Win in 1 move");
        editor.button("editorPropose").click();
        waitUntil("the solver answers", () -> editor.textBox("editorAnswers").target().getText().equals("c7-e5"));
        editor.button("editorAsk").click();

        editor.list("editorSteps").clickItem(0);
        editor.comboBox("editorLanguage").selectItem("Čeština");
        editor.textBox("editorText").requireText("");
        editor.label("editorMissing").requireText("Not written yet in: CS, FR");
        editor.textBox("editorText").enterText("Na tahu je Černý. Podívejte se na desku.");
        editor.button("editorChange").click();
        assertThat(editor.list("editorSteps").contents()).containsExactly(
                "1. Text: Na tahu je Černý. Podívejte se na desku. [missing: FR]",
                "2. Try d5-d7 (illegal): Two squares? Count again. [missing: CS, FR]",
                "3. Question (1 answer): Black wins in one move. Find it. [missing: CS, FR]");

        editor.list("editorSteps").clickItem(0);
        editor.button("editorPreview").click();
        DialogFixture preview = editor.dialog("lessonPreview");
        preview.label("stepTextLabel").requireText("Black to move. Look at the board.");
        preview.button("nextStepButton").click();
        preview.label("stepTextLabel").requireText("Two squares? Count again.");
        preview.label("lessonVerdictLabel").requireText("Illegal move: d5-d7");
        preview.button("nextStepButton").click();
        preview.label("stepTextLabel").requireText("Black wins in one move. Find it.");
        preview.button("backToLessonsButton").click();
        preview.requireNotVisible();

        Path saved = save(editor, "connect-in-one");
        editor.label("editorStatus").requireText("Saved as connect-in-one.yaml in " + teachers + "; verify finds no problem.");
        Lesson lesson = verified(saved);
        assertThat(lesson.game()).isEqualTo("loa");
        assertThat(lesson.position()).isEqualTo(LOA_WIN);
        Step.Try attempt = (Step.Try) lesson.steps().get(1);
        assertThat(attempt.legal()).isFalse();
        assertThat(attempt.reason()).contains("loa.wrongDistance");
        Step.Ask ask = (Step.Ask) lesson.steps().get(2);
        assertThat(ask.accept()).containsExactly("c7-e5");
        assertThat(ask.show().cells()).containsExactly("c7", "e5");
        assertThat(lesson.steps().get(0).say().orElseThrow().in(Language.CS)).isEqualTo("Na tahu je Černý. Podívejte se na desku.");

        List<String> recorded = List.of(editor.list("editorSteps").contents());
        editor.button("editorClose").click();
        DialogFixture again = openEditor();
        reopen(again, saved);
        again.label("editorStatus").requireText("connect-in-one.yaml opened.");
        again.comboBox("editorLanguage").selectItem("Čeština"); // the language the list was left in
        assertThat(again.list("editorSteps").contents()).containsExactlyElementsOf(recorded);
        again.button("editorClose").click();
    }

    /**
     * Issue #24: a step's arrows and marked cells are drawn on the editor's board as on any board, with
     * the right button (a drag an arrow, a click a cell, the same again takes it away); the board and
     * the preview show them, the file has them as the step's {@code arrows} and {@code cells}, and they
     * come back on reopening.
     */
    @Test
    void aStepsArrowsAreDrawnWithTheRightButtonSavedAndOpenedAgain() throws IOException {
        open(); // no game on screen: the lesson starts from Lines of Action's start
        DialogFixture editor = openEditor();
        LoaBoardView board = window.robot().finder().findByName(editor.target(), "lessonBoard", LoaBoardView.class, true);
        int before = middleOf(board, "c7", "e5");

        rightStroke(editor, board, "c7", "e5");
        rightStroke(editor, board, "b6", "b3");
        rightStroke(editor, board, "b6", "b3"); // drawn again: taken away
        rightStroke(editor, board, "e5", "e5"); // a click: a marked cell
        editor.textBox("editorArrows").requireText("c7-e5");
        editor.textBox("editorMarks").requireText("e5");
        assertThat(GuiActionRunner.execute(() -> board.drawing().drawn().isEmpty())).as("the strokes are the step's, not the hand's").isTrue();
        assertThat(orange(middleOf(board, "c7", "e5"))).as("the board shows the step's arrow (was %06x)", before).isTrue();
        assertThat(orange(before)).isFalse();

        editor.textBox("editorText").enterText("The piece on c7 joins the group.");
        editor.button("editorSay").click();
        editor.textBox("editorArrows").requireText(""); // ready for the next step
        editor.textBox("editorText").enterText("Now it is White's move.");
        editor.button("editorSay").click();
        editor.list("editorSteps").clickItem(0);
        editor.textBox("editorArrows").requireText("c7-e5");
        editor.list("editorSteps").clickItem(1);
        editor.textBox("editorArrows").requireText("");
        editor.list("editorSteps").clickItem(0);
        editor.button("editorPreview").click();
        DialogFixture preview = editor.dialog("lessonPreview");
        LoaBoardView shown = window.robot().finder().findByName(preview.target(), "lessonBoard", LoaBoardView.class, true);
        waitUntil("the preview shows the step's arrow", () -> orange(middleOf(shown, "c7", "e5")));
        preview.button("backToLessonsButton").click();

        Path saved = save(editor, "arrows");
        Step step = verified(saved).steps().get(0);
        assertThat(step.show().arrows()).containsExactly("c7-e5");
        assertThat(step.show().cells()).containsExactly("e5");
        assertThat(verified(saved).steps().get(1).show().arrows()).isEmpty();
        editor.button("editorClose").click();

        DialogFixture again = openEditor();
        reopen(again, saved);
        javax.swing.JList<?> reopened = again.list("editorSteps").target();
        GuiActionRunner.execute(() -> reopened.setSelectedIndex(0)); // chosen on the event thread: the column may stand scrolled
        again.textBox("editorArrows").requireText("c7-e5");
        again.textBox("editorMarks").requireText("e5");
        again.button("editorClose").click();
    }

    /** A drag with the right button from {@code from} to {@code to} (a click where they are one), then the fields' answer. */
    private void rightStroke(DialogFixture editor, LoaBoardView board, String from, String to) {
        String marksBefore = editor.textBox("editorArrows").text() + "|" + editor.textBox("editorMarks").text();
        Point start = GuiActionRunner.execute(() -> board.squareCentre(from));
        Point end = GuiActionRunner.execute(() -> board.squareCentre(to));
        window.robot().pressMouse(board, start, org.assertj.swing.core.MouseButton.RIGHT_BUTTON);
        window.robot().moveMouse(board, new Point((start.x + end.x) / 2 + 1, (start.y + end.y) / 2 + 1));
        window.robot().moveMouse(board, end);
        window.robot().releaseMouse(org.assertj.swing.core.MouseButton.RIGHT_BUTTON);
        waitUntil("the stroke " + from + "-" + to + " taken", () -> !marksBefore.equals(
                editor.textBox("editorArrows").target().getText() + "|" + editor.textBox("editorMarks").target().getText()));
    }

    /** The colour the board paints halfway between two squares' centres. */
    private static int middleOf(LoaBoardView board, String from, String to) {
        return GuiActionRunner.execute(() -> {
            Point a = board.squareCentre(from);
            Point b = board.squareCentre(to);
            java.awt.image.BufferedImage image = new java.awt.image.BufferedImage(board.getWidth(), board.getHeight(),
                    java.awt.image.BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = image.createGraphics();
            board.paint(g);
            g.dispose();
            return image.getRGB((a.x + b.x) / 2, (a.y + b.y) / 2) & 0xffffff;
        });
    }

    /** The lesson's arrow colour (orange, Ludoteka.Board.arrow) over a square: red well above blue. */
    private static boolean orange(int rgb) {
        java.awt.Color colour = new java.awt.Color(rgb);
        return colour.getRed() > colour.getBlue() + 120 && colour.getRed() > colour.getGreen() + 40;
    }

    @Test
    void aGipfLessonFromAGameInProgressIsRecordedWithABoardBesideAndSaved() throws IOException {
        open();
        window.list("gameList").clickItem("GIPF");
        resume("gipf", GIPF_CAPTURE);
        DialogFixture editor = openEditor();

        editor.textBox("editorText").enterText("Which push captures the most?");
        editor.comboBox("editorGoal").selectItem("Capture the most pieces");
        editor.button("editorPropose").click();
        waitUntil("the solver answers", () -> !editor.textBox("editorAnswers").target().getText().isEmpty());
        editor.textBox("editorAnswers").requireText("a3-b4 c1-c2");
        editor.label("editorStatus").requireText("2 moves reach the goal “Capture the most pieces”: the question accepts them all.");
        editor.button("editorAsk").click();

        editor.textBox("editorMove").enterText("i3-e5");
        editor.button("editorTry").click();

        editor.textBox("editorMove").enterText("e9-e8");
        editor.textBox("editorText").enterText("Black brings a piece in at e9.");
        editor.textBox("editorBesideMove").enterText("a1-b2");
        editor.button("editorPlay").click();
        assertThat(editor.list("editorSteps").contents()).containsExactly(
                "1. Question (2 answers): Which push captures the most? [missing: CS, FR]",
                "2. Try i3-e5 (illegal):",
                "3. Move e9-e8: Black brings a piece in at e9. [missing: CS, FR]");

        editor.list("editorSteps").clickItem(0);
        editor.button("editorPreview").click();
        DialogFixture preview = editor.dialog("lessonPreview");
        preview.label("stepTextLabel").requireText("Which push captures the most?");
        preview.button("nextStepButton").click(); // the answer shown
        preview.button("nextStepButton").click();
        preview.label("lessonVerdictLabel").requireText("Illegal move: i3-e5");
        preview.button("nextStepButton").click();
        preview.label("besideCaption").requireText("After");
        preview.label("firstCaption").requireText("Before");
        preview.button("backToLessonsButton").click();

        Path saved = save(editor, "most-captures.yaml");
        Lesson lesson = verified(saved);
        assertThat(((Step.Ask) lesson.steps().get(0)).accept()).containsExactly("a3-b4", "c1-c2");
        assertThat(((Step.Try) lesson.steps().get(1)).reason()).contains("gipf.notNextSpot");
        assertThat(lesson.steps().get(2).beside().orElseThrow().play()).contains("a1-b2");
        assertThat(stepsOpenedAgain(editor, saved)).hasSize(3);
    }

    private void resume(String game, String start) {
        TurnGameScreen<?, ?> screen = window.robot().finder().findByName(window.target(), game + "Panel", TurnGameScreen.class, false);
        GuiActionRunner.execute(() -> screen.resume(new SavedGame(game, Map.of(), Optional.empty(), start, List.of())));
    }
}
