package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Test;
import org.ludoteka.i18n.Language;
import org.ludoteka.lesson.Annotations;
import org.ludoteka.lesson.DraftTexts;
import org.ludoteka.lesson.Lesson;
import org.ludoteka.lesson.LessonAnswers;
import org.ludoteka.lesson.LessonDraft;
import org.ludoteka.lesson.Step;
import org.ludoteka.puzzle.Goal;

/**
 * The goals a question of the lesson editor states with what the teacher gives them: Tamsk's wall
 * around an opponent's hourglass (its cell, the cells it keeps at most), the cells an hourglass can
 * still reach (marked, as a question accepts moves), and Ta Yü's exact score. Recorded through the
 * window, saved, checked as {@code verify} checks, the answers exactly the engine's, and opened again.
 */
class LessonEditorGoalsGuiTest extends LessonEditorWindowTest {
    /** The shipped puzzle tamsk-block-2026-001: only d6-d7+ walls Red's hourglass on e6 in for good (T-11: full cells are walls). */
    private static final String TAMSK_WALL = "tamsk level=1 turn=black red=b3,e2,e6 black=d3,d6,c4 rings=b2:1,b3:2,b4:1,c1:1,c2:2,c3:3,"
            + "c4:2,c5:2,d2:1,d3:2,d5:1,d6:2,e2:1,e3:3,e4:3,e5:2,e6:1,f1:1,f2:1,f3:2,f4:2,f5:1 holders=13,14";
    /** The shipped puzzle tayu-points-2026-002: the tile 025 at a7h025 or a9h025 makes West–East's score exactly 2 (Y-17). */
    private static final String TAYU_POINTS = "tayu players=2 turn=we hands=-,025 board=j10v067,k11h012,i9h125,k8h145,n7v125,g10h356,o9v136,"
            + "l12h257,m13v015,p10h026,k12v035,p11h126,q12v056,h14h347,j15v013,g17h145,h7v246,e18h135,i6v137,f6h467,d19h046,a19h346,"
            + "a18h024,j6h067,r14v156,s15v123,h5h034,d5h357,f2v345,b4h356,q9h014,e8h245,c3h123,d9h357,n13v356,g13h125,k7h034,p17h146,"
            + "g14v012,o14v126,d6v347,f13v256,f10v036,a8h346,d16v136,c12h347 a=234,157/134,023,017,236,367,457,267/345,137,167,134,237,"
            + "034,147/026,134,056,157,457,245,035/267,047,235,257,023,147,245/012,024,017,167,247,056,045 b=167,567,267,036,057,367,126/"
            + "012,024,013,346,145,037,237/146,135,027,014,127,234,246/045,023,123,036,016,146,124";

    @Test
    void aTamskWallQuestionAndTheCellsAnHourglassStillReachesAreRecordedSavedAndOpenedAgain() throws IOException {
        open();
        DialogFixture editor = openEditor();
        reopen(editor, seed("tamsk-wall", "tamsk", TAMSK_WALL));

        editor.comboBox("editorGoal").selectItem("Wall in an opponent's hourglass");
        editor.spinner("editorGoalNumber").requireVisible().requireValue(0);
        editor.textBox("editorGoalCell").requireVisible().enterText("d3");
        editor.button("editorPropose").click(); // d3 is Black's own hourglass: there is none of the opponent to wall in
        waitUntil("the engine answers", () -> editor.label("editorStatus").target().getText().contains("d3"));
        editor.label("editorStatus").requireText("there is no hourglass of the opponent on d3");

        editor.textBox("editorGoalCell").deleteText().enterText("e6");
        editor.button("editorPropose").click();
        waitUntil("the engine answers", () -> !editor.textBox("editorAnswers").target().getText().isEmpty());
        editor.textBox("editorAnswers").requireText("d6-d7+");
        editor.label("editorStatus").requireText("1 move reaches the goal “Wall in the opponent's hourglass on e6: no cell left to reach”:"
                + " the question accepts it.");
        editor.textBox("editorText").enterText("Wall in Red's hourglass on e6 for good.");
        editor.button("editorAsk").click();

        editor.comboBox("editorGoal").selectItem("Mark the cells an hourglass can still reach");
        assertThat(shown(editor, "editorGoalNumber")).isFalse();
        editor.textBox("editorGoalCell").deleteText().enterText("b3");
        editor.button("editorPropose").click();
        LessonDraft played = LessonDraft.start("tamsk", Map.of(), TAMSK_WALL);
        played.insert(0, new Step.Ask(0, english("?"), List.of("d6-d7+"), Optional.empty(), Annotations.NONE, Optional.empty()));
        List<String> reached = played.reach(1, new Goal.Reach("b3"));
        assertThat(reached).isNotEmpty();
        editor.textBox("editorMarks").requireText(String.join(" ", reached));
        editor.label("editorStatus").requireText("The hourglass on b3 can still reach " + reached.size()
                + " cells; they are now the marked cells, for a step that shows them: a question accepts moves, not cells.");
        editor.textBox("editorText").enterText("Red's hourglass on b3 can still reach the marked cells.");
        editor.button("editorSay").click();
        List<String> recorded = List.of(editor.list("editorSteps").contents());
        assertThat(recorded).hasSize(3);

        Path saved = save(editor, "wall-in");
        Lesson lesson = verified(saved);
        Step.Ask ask = (Step.Ask) lesson.steps().get(1);
        assertThat(ask.accept()).containsExactly("d6-d7+")
                .containsExactlyElementsOf(LessonAnswers.propose("tamsk", Map.of(), TAMSK_WALL, new Goal.Block("e6", 0)));
        assertThat(lesson.steps().get(2).show().cells()).containsExactlyElementsOf(reached);
        assertThat(stepsOpenedAgain(editor, saved)).containsExactlyElementsOf(recorded);
    }

    @Test
    void aTaYuQuestionForAnExactScoreIsRecordedSavedAndOpenedAgain() throws IOException {
        open();
        DialogFixture editor = openEditor();
        reopen(editor, seed("tayu-score", "tayu", TAYU_POINTS));

        assertThat(editor.comboBox("editorGoal").contents()).containsExactly("The placement with the best lead", "Make the score exactly …");
        editor.comboBox("editorGoal").selectItem("Make the score exactly …");
        assertThat(shown(editor, "editorGoalCell")).isFalse();
        editor.spinner("editorGoalNumber").requireVisible().select(2);
        editor.button("editorPropose").click();
        waitUntil("the engine answers", () -> !editor.textBox("editorAnswers").target().getText().isEmpty());
        editor.label("editorStatus").requireText("2 moves reach the goal “Make the score exactly 2”: the question accepts them all.");
        editor.textBox("editorText").enterText("Lay the tile 025 so that your score becomes exactly 2.");
        editor.button("editorAsk").click();

        Path saved = save(editor, "exactly-two.yaml");
        Lesson lesson = verified(saved);
        Step.Ask ask = (Step.Ask) lesson.steps().get(1);
        assertThat(ask.accept()).containsExactlyInAnyOrder("a7h025", "a9h025")
                .containsExactlyElementsOf(LessonAnswers.propose("tayu", Map.of(), TAYU_POINTS, new Goal.Points(2)));
        assertThat(stepsOpenedAgain(editor, saved)).hasSize(2);
    }

    /** Whether the field named {@code name} is shown: only for the goals that need it. */
    private boolean shown(DialogFixture editor, String name) {
        java.awt.Component field = window.robot().finder().findByName(editor.target(), name, java.awt.Component.class, false);
        return GuiActionRunner.execute(field::isShowing);
    }

    /** A lesson of one step, saying whose turn it is, in the teacher's folder: where the recording starts. */
    private Path seed(String id, String game, String position) throws IOException {
        LessonDraft draft = LessonDraft.start(game, Map.of(), position);
        draft.insert(0, new Step.Say(0, Optional.of(english("Look at the board.")), Annotations.NONE, Optional.empty(), Optional.empty()));
        Path seed = teachers.resolve(id + ".yaml");
        Files.writeString(seed, draft.yaml());
        return seed;
    }

    private static org.ludoteka.lesson.LessonText english(String text) {
        return DraftTexts.complete(Map.of(Language.EN, text)).orElseThrow();
    }
}
