package org.ludoteka.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.ludoteka.play.ClassQuestion;
import org.ludoteka.puzzle.PuzzleGame;
import org.ludoteka.puzzle.PuzzleGames;

/**
 * Issue #24, a lesson's question for the whole class: over every question step (DESIGN.md §5 {@code ask}) of every
 * shipped lesson, the class's judge takes each accepted answer as right, so that the class mode cannot refuse a
 * right proposal on any question the program ships; and where the solvers found the question's goal, a move that
 * misses it is judged wrong with the trainer's reason — not refused, not taken as right. One subclass a game (two for
 * Tamsk), so that the sweeps run in test JVMs side by side.
 */
abstract class ShippedQuestionsForClassTest {
    private final String game;
    private final int questionsAtLeast;
    private final int goalsAtLeast;
    private final Predicate<Lesson> ofThisClass;

    /**
     * A sweep of {@code game}'s shipped questions: at least {@code questionsAtLeast} of them, and the solvers find the
     * goal of at least {@code goalsAtLeast} (as many as they found when this was written, or nearly).
     */
    ShippedQuestionsForClassTest(String game, int questionsAtLeast, int goalsAtLeast) {
        this(game, questionsAtLeast, goalsAtLeast, lesson -> true);
    }

    /** As above, over those of the game's lessons {@code ofThisClass} takes, for a game whose questions are split. */
    ShippedQuestionsForClassTest(String game, int questionsAtLeast, int goalsAtLeast, Predicate<Lesson> ofThisClass) {
        this.game = game;
        this.questionsAtLeast = questionsAtLeast;
        this.goalsAtLeast = goalsAtLeast;
        this.ofThisClass = ofThisClass;
    }

    @Test
    void everyAcceptedAnswerOfEveryShippedQuestionIsRightInClass() {
        int questions = 0;
        int withGoal = 0;
        List<String> failures = new ArrayList<>();
        for (LessonFile file : LessonLibrary.shipped()) {
            LessonReplay<?, ?> replay = LessonReplay.of(file.lesson().orElseThrow());
            if (!replay.lesson().game().equals(game) || !ofThisClass.test(replay.lesson())) {
                continue;
            }
            for (int i = 0; i < replay.lesson().steps().size(); i++) {
                if (replay.lesson().steps().get(i) instanceof Step.Ask) {
                    questions++;
                    withGoal += sweep(replay, i, failures) ? 1 : 0;
                }
            }
        }
        assertThat(failures).isEmpty();
        assertThat(questions).as("question steps in the shipped lessons").isGreaterThanOrEqualTo(questionsAtLeast);
        // the wins at once, the most capturing pushes and the best placements of the courses are found as goals
        assertThat(withGoal).as("questions whose goal the solvers found").isGreaterThanOrEqualTo(goalsAtLeast);
    }

    /** Judges the question's accepted answers, and a missing move where it has a goal; true when it has one. */
    private static <P, M> boolean sweep(LessonReplay<P, M> replay, int step, List<String> failures) {
        Step.Ask ask = (Step.Ask) replay.lesson().steps().get(step);
        String where = replay.lesson().file() + ":" + ask.line();
        QuestionForClass<P, M> question = QuestionForClass.of(replay, step);
        for (String answer : ask.accept()) {
            QuestionForClass.Proposal<P, M> judged = question.judge(replay.notation().parseMove(answer));
            if (judged.verdict() != ClassQuestion.Verdict.RIGHT) {
                failures.add(where + " " + answer + ": " + judged.verdict() + " " + judged.details());
            }
        }
        assertThat(question.answers()).hasSameSizeAs(ask.accept());
        if (question.goal().isEmpty()) {
            return false;
        }
        wrongMove(replay, question, ask).ifPresent(wrong -> {
            QuestionForClass.Proposal<P, M> judged = question.judge(wrong);
            if (judged.verdict() != ClassQuestion.Verdict.WRONG || judged.details().isEmpty()) {
                failures.add(where + " " + wrong + " missing " + question.goal().get().text() + ": " + judged.verdict());
            }
        });
        return true;
    }

    /** A legal move the question does not accept, the first of the solver's turns that is not an answer. */
    private static <P, M> Optional<M> wrongMove(LessonReplay<P, M> replay, QuestionForClass<P, M> question, Step.Ask ask) {
        PuzzleGame<?> puzzles = PuzzleGames.of(replay.lesson().game(), replay.lesson().options()).orElseThrow();
        return firstTokens(puzzles, replay.notation().format(question.position())).stream()
                .filter(token -> !ask.accept().contains(token))
                .map(token -> replay.notation().parseMove(token))
                .filter(move -> replay.rules().apply(question.position(), move) instanceof org.ludoteka.core.MoveResult.Legal<P>)
                .findFirst();
    }

    private static <Q> List<String> firstTokens(PuzzleGame<Q> puzzles, String position) {
        return puzzles.turns(puzzles.position(position)).stream().map(turn -> turn.strip().split("\\s+")[0]).distinct().toList();
    }
}
