package org.ludoteka.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ludoteka.play.ClassQuestion;
import org.ludoteka.puzzle.Goal;

/**
 * Issue #24, a lesson's question for the whole class: what the class's judge says of a proposal in each game, by the
 * goal it finds the question pursues — or none (DESIGN.md §5: a question gives its accepted moves, not its goal).
 */
class QuestionForClassTest {

    @Test
    void aSaveOfLinesOfActionRefutesAMissWithTheThreatPlayedOnTheBoard() {
        QuestionForClass<?, ?> question = question("lessons/loa/10-blocking-and-walls.yaml", 3);
        QuestionForClass.Proposal<?, ?> judged = wrong(question, new Goal.Save(), "h4-h5");
        assertThat(judged.details().get(0).key()).isEqualTo("puzzle.why.threat");
        assertThat(judged.details()).last().extracting(message -> message.key()).isEqualTo("window.classLesson.refutation");
        assertThat(judged.refutation()).hasSize(1); // White's b3-d5, to be played out and taken back
        assertThat(judge(question, "b1-a2").verdict()).isEqualTo(ClassQuestion.Verdict.RIGHT);
        QuestionForClass.Proposal<?, ?> illegal = judge(question, "h4-h6");
        assertThat(illegal.verdict()).isEqualTo(ClassQuestion.Verdict.ILLEGAL);
        assertThat(illegal.details().get(0).key()).isEqualTo("loa.wrongDistance"); // LOA's distance rule
        assertThat(illegal.refutation()).isEmpty();
    }

    @Test
    void theMostCapturingPushOfGipfSaysHowManyAMissCaptures() {
        QuestionForClass.Proposal<?, ?> judged = wrong(question("lessons/gipf/03-rows-and-extensions.yaml", 7), new Goal.CaptureMost(), "e1-e2");
        assertThat(judged.details()).extracting(message -> message.key()).containsExactly("puzzle.why.capturesFewer");
        assertThat(judged.refutation()).isEmpty();
    }

    @Test
    void theBestPlacementOfTaYuSaysTheScoresAMissLeaves() {
        QuestionForClass<?, ?> question = question("lessons/tayu/05-scoring.yaml", 2);
        assertThat(wrong(question, new Goal.BestPlacement(), "g10h246").details()).extracting(message -> message.key()).containsExactly("puzzle.why.notBest");
        assertThat(question.answers()).containsExactly("i19h026", "i19h246");
    }

    @Test
    void aTamskWinInTwoIsFoundAndItsAnswerIsRight() {
        QuestionForClass<?, ?> question = question("lessons/tamsk/05-pass-and-end.yaml", 4);
        assertThat(question.goal()).contains(new Goal.WinIn(2));
        assertThat(judge(question, "c1-d1+").verdict()).isEqualTo(ClassQuestion.Verdict.RIGHT);
    }

    @Test
    void aQuestionWithoutAGoalSaysAMissIsLegalButNotTheMoveAskedFor() {
        QuestionForClass<?, ?> question = question("lessons/loa/01-board-and-start.yaml", 9);
        assertThat(question.goal()).isEmpty();
        QuestionForClass.Proposal<?, ?> judged = judge(question, "c1-c3");
        assertThat(judged.verdict()).isEqualTo(ClassQuestion.Verdict.WRONG);
        assertThat(judged.details().get(0).key()).isEqualTo("window.lesson.notAsked");
        assertThat(judged.details()).hasSizeGreaterThan(1); // and what the engine says of the move: how far it went
        for (String answer : new String[] {"d1-d3", "d1-b3", "d1-f3"}) {
            assertThat(judge(question, answer).verdict()).isEqualTo(ClassQuestion.Verdict.RIGHT);
        }
    }

    /** The question's goal is {@code goal}, and {@code move} misses it. */
    private static QuestionForClass.Proposal<?, ?> wrong(QuestionForClass<?, ?> question, Goal goal, String move) {
        assertThat(question.goal()).contains(goal);
        QuestionForClass.Proposal<?, ?> judged = judge(question, move);
        assertThat(judged.verdict()).isEqualTo(ClassQuestion.Verdict.WRONG);
        return judged;
    }

    private static QuestionForClass<?, ?> question(String file, int step) {
        LessonFile lesson = LessonLibrary.shipped().stream().filter(f -> f.file().equals(file)).findFirst().orElseThrow();
        return QuestionForClass.of(LessonReplay.of(lesson.lesson().orElseThrow()), step);
    }

    private static <P, M> QuestionForClass.Proposal<P, M> judge(QuestionForClass<P, M> question, String move) {
        return question.judge(question.notation().parseMove(move));
    }
}
