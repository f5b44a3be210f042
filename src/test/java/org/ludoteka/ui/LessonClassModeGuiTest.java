package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import javax.swing.JLabel;
import org.assertj.swing.exception.ComponentLookupException;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.Side;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.lesson.LessonFile;
import org.ludoteka.lesson.LessonLibrary;
import org.ludoteka.lesson.LessonReplay;
import org.ludoteka.ui.gipf.GipfBoardView;
import org.ludoteka.ui.loa.LoaBoardView;

/**
 * Issue #24, a lesson's question for the whole class: on the lesson screen, at a question of a shipped lesson, the
 * teacher puts the question to the class (by its key Q, or its button), plays the class's proposals on the board —
 * an illegal one (the rules' reason: LOA's distance rule, GIPF's spot next to the dot, rules.md 1.3), a legal one that
 * misses the question's goal (refuted, or why in the engine's words), an accepted one (right) — shows the answers,
 * and gives the question back: the lesson never went on, and the learner still answers it.
 */
class LessonClassModeGuiTest extends WindowTest {
    private static final String PROPOSE = "Play the class's proposal on the board.";
    private LessonScreenWindow shown;

    @Test
    void aLinesOfActionQuestionOfAWinAtOnceIsPutToTheClassByItsKey() {
        openAt("lessons/loa/04-connection-and-winning.yaml", 2);
        window.robot().pressAndReleaseKeys(KeyEvent.VK_Q);
        awaitVerdict(PROPOSE);

        assertThat(answered(() -> loaMove("d4", "d5"), "Illegal move: d4-d5"))
                .contains("There are 2 pieces on the d-file, so the piece must move exactly 2 squares");
        assertThat(answered(() -> loaMove("c4", "c5"), "c4-c5 does not answer the question."))
                .isEqualTo("After c4-c5 your pieces still form 2 groups: they are not all connected.");

        window.robot().pressAndReleaseKeys(KeyEvent.VK_N); // New proposal: the question as it was asked
        awaitVerdict(PROPOSE);
        loaMove("f1", "d3");
        awaitVerdict("f1-d3 is right.");
        assertThat(details()).contains("Black has joined all its pieces into one group and wins.");
        assertThat(text("classLessonTally")).isEqualTo("Proposals judged: 1 right, 1 wrong. Nobody's progress changes.");

        window.button("classLessonShow").click();
        assertThat(text("classLessonAnswers")).isEqualTo("Every move the question accepts: f1-d3.");

        window.robot().pressAndReleaseKeys(KeyEvent.VK_Q); // back to the lesson, on the same step, still asking
        assertLessonStillAsksAtStep("Step 3 of");
        loaMove("f1", "d3");
        waitUntil("the learner's answer is taken", () -> textOf("lessonVerdictLabel").equals("Well done!"));
    }

    @Test
    void aWrongProposalOnAQuestionOfASaveIsRefutedOnTheBoardAndTakenBackByTheClicker() {
        openAt("lessons/loa/10-blocking-and-walls.yaml", 3);
        window.button("classLessonButton").click();
        awaitVerdict(PROPOSE);

        loaMove("h4", "h5"); // White's threat b3-d5 stands
        awaitVerdict("h4-h5 does not answer the question.");
        assertThat(details()).contains("b3-d5").endsWith("The board shows the reply b3-d5; New proposal takes it back.");
        waitUntil("the refutation is played out", () -> shownAt("d5") == Side.WHITE && shownAt("b3") == null);

        window.robot().pressAndReleaseKeys(KeyEvent.VK_PAGE_DOWN); // the clicker's next: the proposal and its refutation undone
        awaitVerdict(PROPOSE);
        assertThat(GuiActionRunner.execute(() -> shownAt("b3"))).isEqualTo(Side.WHITE);
        assertThat(GuiActionRunner.execute(() -> shownAt("h4"))).isEqualTo(Side.BLACK);
        loaMove("b1", "a2");
        awaitVerdict("b1-a2 is right.");
        window.button("classLessonLeave").click();
        assertLessonStillAsksAtStep("Step 4 of");
    }

    @Test
    void inPresentationModeQPutsAQuestionWithoutAGoalToTheClassAndTheClickerNeverMovesTheLesson() {
        open();
        openFirstLessonOfTheList();
        window.robot().pressAndReleaseKeys(KeyEvent.VK_F11);
        waitUntil("presentation mode", () -> ((MainFrame) window.target()).presentation().isPresenting());
        for (int step = 1; step < 10; step++) {
            window.robot().pressAndReleaseKeys(KeyEvent.VK_PAGE_DOWN);
        }
        waitUntil("the question of the first lesson", () -> textOf("stepCounterLabel").startsWith("Step 10 of"));

        window.robot().pressAndReleaseKeys(KeyEvent.VK_Q);
        awaitVerdict(PROPOSE);
        loaMove("c1", "c3"); // legal, but not one of the moves the arrows show: the engine says what it did
        awaitVerdict("c1-c3 does not answer the question.");
        assertThat(details()).startsWith("The move c1-c3 is legal, but it is not the one asked for.")
                .contains("There are 2 pieces on the c-file");
        window.robot().pressAndReleaseKeys(KeyEvent.VK_PAGE_DOWN); // the clicker: the next proposal, not the next step
        awaitVerdict(PROPOSE);
        window.robot().pressAndReleaseKeys(KeyEvent.VK_PAGE_UP);
        loaMove("d1", "b3");
        awaitVerdict("d1-b3 is right.");

        window.robot().pressAndReleaseKeys(KeyEvent.VK_Q);
        assertLessonStillAsksAtStep("Step 10 of");
        assertThat(GuiActionRunner.execute(() -> ((MainFrame) window.target()).presentation().isPresenting())).isTrue();
    }

    @Test
    void aGipfQuestionOfTheMostCapturingPushIsPutToTheClassByItsButton() {
        openAt("lessons/gipf/03-rows-and-extensions.yaml", 7);
        window.button("classLessonButton").click();
        awaitVerdict(PROPOSE);

        assertThat(answered(() -> gipfMove("d1", "d3"), "Illegal move: d1-d3")).contains("d3 is not the spot next to the dot d1");
        assertThat(answered(() -> gipfMove("e1", "e2"), "e1-e2 does not answer the question."))
                .isEqualTo("e1-e2 captures no piece of your opponent's; a better turn captures 1.");

        window.button("classLessonAgain").click();
        awaitVerdict(PROPOSE);
        gipfMove("c1", "d2"); // the question's other accepted answer, not its main line
        awaitVerdict("c1-d2 is right.");
        window.button("classLessonShow").click();
        assertThat(text("classLessonAnswers")).isEqualTo("Every move the question accepts: d1-d2, c1-d2.");
        assertThat(text("classLessonTally")).isEqualTo("Proposals judged: 1 right, 1 wrong. Nobody's progress changes.");

        window.button("classLessonLeave").click();
        assertLessonStillAsksAtStep("Step 8 of");
    }

    private void openAt(String file, int step) {
        shown = LessonScreenWindow.show();
        window = shown.window();
        LessonFile lesson = LessonLibrary.shipped().stream().filter(f -> f.file().equals(file)).findFirst().orElseThrow();
        shown.open(LessonReplay.of(lesson.lesson().orElseThrow()), step);
        assertThat(label("lessonVerdictLabel")).isEqualTo("Your turn.");
    }

    private void assertLessonStillAsksAtStep(String counter) {
        waitUntil("the lesson's column is back", () -> present("stepCounterLabel") && !present("classLessonSide"));
        assertThat(label("stepCounterLabel")).startsWith(counter);
        assertThat(label("lessonVerdictLabel")).isEqualTo("Your turn.");
    }

    /** The side on {@code square} of the lesson's board as it is drawn; on the event thread. */
    private Side shownAt(String square) {
        return window.robot().finder().findByName(window.target(), "lessonBoard", LoaBoardView.class).shown().at(LoaNotation.square(square));
    }

    private void loaMove(String from, String to) {
        clickMove(window.robot().finder().findByName(window.target(), "lessonBoard", LoaBoardView.class), from, to);
    }

    /** A push by two clicks, the dot then the spot, as the teacher makes it before the class. */
    private void gipfMove(String dot, String spot) {
        GipfBoardView board = window.robot().finder().findByName(window.target(), "lessonBoard", GipfBoardView.class);
        Robot robot = window.robot();
        robot.click(board, GuiActionRunner.execute(() -> board.pointCentre(dot)));
        robot.click(board, GuiActionRunner.execute(() -> board.pointCentre(spot)));
    }

    /** Waits for the class mode's headline, the solvers working off the event thread. */
    private void awaitVerdict(String expected) {
        try {
            waitUntil("the class mode says " + expected, () -> textOf("classLessonVerdict").equals(expected));
        } catch (RuntimeException e) {
            throw new AssertionError("the class mode says \"" + label("classLessonVerdict") + "\": " + details(), e);
        }
    }

    /** Plays {@code proposal} on the board, waits for the class mode's {@code headline}, and returns what follows it. */
    private String answered(Runnable proposal, String headline) {
        proposal.run();
        awaitVerdict(headline);
        return details();
    }

    private String details() {
        return text("classLessonDetails");
    }

    private String label(String name) {
        return GuiActionRunner.execute(() -> textOf(name));
    }

    private String text(String name) {
        return label(name);
    }

    /** The text of the label named {@code name}; on the event thread. */
    private String textOf(String name) {
        return ((JLabel) window.robot().finder().findByName(window.target(), name, false)).getText();
    }

    /** Whether a component named {@code name} is in the window now; on the event thread. */
    private boolean present(String name) {
        try {
            window.robot().finder().findByName(window.target(), name, false);
            return true;
        } catch (ComponentLookupException e) {
            return false;
        }
    }
}
