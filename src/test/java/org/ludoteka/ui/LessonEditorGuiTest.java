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
