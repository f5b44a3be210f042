package org.ludoteka.ui.lesson;

import org.ludoteka.play.Feedback;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.Message;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.i18n.Language;
import org.ludoteka.lesson.LessonLibrary;
import org.ludoteka.lesson.LessonReplay;
import org.ludoteka.lesson.TestLessons;

/** Going through a lesson without a window: the steps, the engine's verdicts, answers and the clock. */
class LessonRunTest {
    /** lessons/loa/02-distance.yaml: step 3 tries c1-c2, step 6 asks for c1-c3. */
    private static final int TRY_C1_C2 = 2;
    private static final int ASK_C1_C3 = 5;

    private static LessonRun<LoaPosition, LoaMove> distance(int start) {
        return loa(LessonReplay.of(LessonLibrary.folder(Path.of("lessons/loa/02-distance.yaml")).get(0).lesson().orElseThrow()),
                start);
    }

    @SuppressWarnings("unchecked") // the lessons given here are Lines of Action lessons
    private static LessonRun<LoaPosition, LoaMove> loa(LessonReplay<?, ?> replay, int start) {
        return new LessonRun<>((LessonReplay<LoaPosition, LoaMove>) replay, start);
    }

    private static LoaMove move(String text) {
        return LoaNotation.INSTANCE.parseMove(text);
    }

    @Test
    void aTryIsJudgedByTheEngineAndDrawnAsAnArrow() {
        LessonRun<LoaPosition, LoaMove> run = distance(TRY_C1_C2);

        assertThat(run.feedback()).isEqualTo(Feedback.of(Message.of("window.verdict.illegal", "c1-c2"), Feedback.Tone.WRONG,
                List.of(Message.of("loa.wrongDistance", 2, Message.of("loa.line.file", "c"), 1))));
        assertThat(run.marks().demonstrated()).contains(move("c1-c2"));
        assertThat(run.marks().demonstratedLegal()).as("an illegal try is drawn crossed out").isFalse();
        assertThat(run.marks().shown().arrows()).as("the try's arrow is drawn once").doesNotContain("c1-c2");
        assertThat(run.text().orElseThrow().in(Language.EN)).startsWith("One square is too short.");
        assertThat(run.asking()).isFalse();
    }

    @Test
    void aQuestionTellsAWrongMoveFromAnIllegalOneAndGoesOnOnlyWhenAnswered() {
        LessonRun<LoaPosition, LoaMove> run = distance(ASK_C1_C3);
        assertThat(run.asking()).isTrue();

        assertThat(run.answer(move("c1-c2"), "c1-c2")).isEqualTo(LessonRun.Answer.ILLEGAL);
        assertThat(run.feedback().details()).extracting(Message::key).containsExactly("loa.wrongDistance");

        assertThat(run.answer(move("b1-b3"), "b1-b3")).isEqualTo(LessonRun.Answer.NOT_ASKED);
        assertThat(run.feedback().verdict()).contains(Message.of("window.lesson.tryAgain"));
        assertThat(run.feedback().details()).first().isEqualTo(Message.of("window.lesson.notAsked", "b1-b3"));
        assertThat(run.settled()).isEqualTo(run.before());

        assertThat(run.answer(move("c1-c3"), "c1-c3")).isEqualTo(LessonRun.Answer.ACCEPTED);
        assertThat(run.asking()).isFalse();
        assertThat(LoaNotation.INSTANCE.format(run.settled()))
                .isEqualTo("1bbbbbb1/w6w/w6w/w6w/w6w/w1b4w/w6w/1b1bbbb1 w");
    }

    @Test
    void theHintAppearsOnlyWhenAskedFor() {
        LessonRun<LoaPosition, LoaMove> run = distance(ASK_C1_C3);
        assertThat(run.hint()).isEmpty();

        run.showHint();

        assertThat(run.hint().orElseThrow().in(Language.EN)).isEqualTo("Count the pieces on the c-file: c1 and c8. That makes two.");
        run.goTo(ASK_C1_C3 + 1);
        assertThat(run.hint()).isEmpty();
    }

    /** Issue #20: "The lesson goes on with c1-c3" once took the learner's right answer off the board. */
    @Test
    void anotherAcceptedMoveStaysOnTheBoardAndNextPlaysTheLessonsOwnMoveBeforeTheStepsThatStandOnIt() {
        LessonRun<LoaPosition, LoaMove> run = loa(TestLessons.replay("""
                id: two-answers
                game: loa
                title: {en: Two answers, cs: Dvě odpovědi, fr: Deux réponses}
                position: start
                steps:
                  - ask: {en: "Move.", cs: "Táhněte.", fr: "Jouez."}
                    accept: [c1-c3, b1-b3]
                  - say: {en: "Good.", cs: "Dobře.", fr: "Bien."}
                """), 0);

        assertThat(run.answer(move("b1-b3"), "b1-b3")).isEqualTo(LessonRun.Answer.ACCEPTED_OTHER);

        assertThat(run.feedback().details()).last().isEqualTo(Message.of("window.lesson.mainLineNext", "b1-b3", "c1-c3"));
        assertThat(run.settled()).as("the learner's answer on the board").hasToString("1bbbbbb1/w6w/w6w/w6w/w6w/wb5w/w6w/2bbbbb1 w");
        assertThat(run.owesMainLine()).isTrue();

        assertThat(run.showMainLine()).isEqualTo(move("c1-c3"));

        assertThat(run.feedback().verdict()).contains(Message.of("window.lesson.mainLinePlayed", "c1-c3"));
        assertThat(run.feedback().details()).last().isEqualTo(Message.of("window.lesson.mainLineFrom", "b1-b3", "c1-c3"));
        assertThat(run.settled()).hasToString("1bbbbbb1/w6w/w6w/w6w/w6w/w1b4w/w6w/1b1bbbb1 w");
        assertThat(run.owesMainLine()).isFalse();
    }

    @Test
    void anotherAcceptedMoveStaysForGoodWhenNothingAfterItStandsOnTheLessonsOwnMove() {
        for (String after : List.of("", """
                  - position: start
                    say: {en: "Again.", cs: "Znovu.", fr: "Encore."}
                """)) {
            LessonRun<LoaPosition, LoaMove> run = loa(TestLessons.replay("""
                    id: two-answers
                    game: loa
                    title: {en: Two answers, cs: Dvě odpovědi, fr: Deux réponses}
                    position: start
                    steps:
                      - ask: {en: "Move.", cs: "Táhněte.", fr: "Jouez."}
                        accept: [c1-c3, b1-b3]
                    """ + after), 0);

            assertThat(run.answer(move("b1-b3"), "b1-b3")).isEqualTo(LessonRun.Answer.ACCEPTED_OTHER);

            assertThat(run.feedback().details()).last().isEqualTo(Message.of("window.lesson.otherAnswer", "b1-b3"));
            assertThat(run.settled()).hasToString("1bbbbbb1/w6w/w6w/w6w/w6w/wb5w/w6w/2bbbbb1 w");
            assertThat(run.owesMainLine()).isFalse();
        }
    }

    @Test
    void showingTheSolutionAnswersWithTheFirstAcceptedMove() {
        LessonRun<LoaPosition, LoaMove> run = distance(ASK_C1_C3);

        assertThat(run.solve()).isEqualTo(move("c1-c3"));

        assertThat(run.asking()).isFalse();
        assertThat(run.feedback().verdict()).contains(Message.of("window.lesson.solution", "c1-c3"));
    }

    @Test
    void aStepWithoutTextKeepsTheLastTextAndTheLessonIsFinishedOnlyAtItsLastStepPlayedOut() {
        LessonRun<LoaPosition, LoaMove> run = loa(TestLessons.replay("""
                id: quiet
                game: loa
                title: {en: Quiet, cs: Ticho, fr: Silence}
                position: start
                steps:
                  - say: {en: "Watch.", cs: "Dívejte se.", fr: "Regardez."}
                  - play: c1-c3
                  - ask: {en: "Now White.", cs: "Teď Bílý.", fr: "Au tour de Blanc."}
                    accept: [a2-c2]
                """), 0);
        run.goTo(1);
        assertThat(run.text().orElseThrow().in(Language.EN)).isEqualTo("Watch.");
        assertThat(run.scripted()).contains(move("c1-c3"));
        assertThat(run.finished()).isFalse();

        run.goTo(2);
        assertThat(run.finished()).as("the last question is not answered yet").isFalse();
        run.solve();
        assertThat(run.finished()).isTrue();
    }

    @Test
    void aClockStepLetsTimePassInVirtualTimeAndWaitsForSandToRunOut() {
        LessonRun<?, ?> run = new LessonRun<>(TestLessons.replay(TestLessons.SAND), 0);
        run.goTo(1);
        assertThat(run.clockMillis()).isEqualTo(60_000);
        assertThat(run.clockPosition(30_000).toString()).contains("red=b2:150000,");
        assertThat(run.feedback().verdict()).as("the engine's sentence is the headline, said once")
                .map(Message::key).contains("tamsk.note.elapsed");
        assertThat(run.feedback().details()).extracting(Message::key).doesNotContain("tamsk.note.elapsed");

        run.goTo(2);
        assertThat(run.clockMillis()).isZero();
        assertThat(run.feedback().verdict()).contains(Message.of("window.lesson.clockStopped"));

        run.goTo(3);
        assertThat(run.clockMillis()).isEqualTo(120_000);
        assertThat(run.clockPosition(run.clockMillis())).isEqualTo(run.settled());
        assertThat(run.settled().toString()).contains("red=b2:x,");
    }

    @Test
    void aLessonWithProblemsIsNeverRun() {
        LessonReplay<?, ?> broken = TestLessons.replay("""
                id: broken
                game: loa
                title: {en: Broken, cs: Rozbitá, fr: Cassée}
                position: start
                steps:
                  - play: c1-c2
                """);

        assertThatIllegalArgumentException().isThrownBy(() -> new LessonRun<>(broken, 0));
    }
}
