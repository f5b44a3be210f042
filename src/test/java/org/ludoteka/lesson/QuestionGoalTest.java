package org.ludoteka.lesson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.InputError;
import org.ludoteka.puzzle.Goal;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleFile;
import org.ludoteka.puzzle.PuzzleLibrary;

/**
 * The goals the lesson editor offers a question, with what each needs the teacher to give, and the
 * answers the engine proposes for Tamsk's block and reach and Ta Yü's points, checked against the
 * shipped lessons' questions and puzzles that state those goals.
 */
class QuestionGoalTest {
    private static final List<Lesson> SHIPPED = LessonLibrary.shipped().stream().map(file -> file.lesson().orElseThrow()).toList();

    /** Every goal a shipped puzzle states is offered for its game, and made again from its cell and number. */
    @Test
    void everyGoalTheShippedPuzzlesStateIsOfferedForTheirGameWithItsCellAndNumber() {
        int checked = 0;
        for (PuzzleFile file : PuzzleLibrary.shipped()) {
            for (Puzzle puzzle : file.puzzles()) {
                Goal goal = puzzle.goal();
                if (goal instanceof Goal.WinIn win && win.moves() > 2) {
                    continue; // the editor asks for a win in 1 or 2: a lesson's question is short
                }
                String cell = goal instanceof Goal.Block block ? block.cell() : goal instanceof Goal.Reach reach ? reach.cell() : "a1";
                int number = goal instanceof Goal.Block block ? block.cells() : goal instanceof Goal.Points points ? points.points() : 0;
                assertThat(QuestionGoal.offered(puzzle.game()).stream().map(kind -> kind.goal(cell, number)))
                        .as(puzzle.id()).contains(goal);
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(100);
        assertThat(QuestionGoal.offered("tamsk")).containsExactly(QuestionGoal.WIN_IN_1, QuestionGoal.WIN_IN_2, QuestionGoal.BLOCK, QuestionGoal.REACH);
        assertThat(QuestionGoal.offered("tayu")).containsExactly(QuestionGoal.BEST_PLACEMENT, QuestionGoal.POINTS);
        assertThat(QuestionGoal.offered("loa")).containsExactly(QuestionGoal.WIN_IN_1, QuestionGoal.WIN_IN_2, QuestionGoal.SAVE);
    }

    @Test
    void aCellNotWrittenAsOneOrANumberOutOfRangeIsOneSentence() {
        assertThat(QuestionGoal.BLOCK.goal(" E6 ", 3)).isEqualTo(new Goal.Block("e6", 3));
        assertThatThrownBy(() -> QuestionGoal.REACH.goal("", 0))
                .isInstanceOfSatisfying(InputError.class, e -> assertThat(e.problem().key()).isEqualTo("lesson.goal.noCell"));
        assertThatThrownBy(() -> QuestionGoal.BLOCK.goal("e66", 0))
                .isInstanceOfSatisfying(InputError.class, e -> assertThat(e.problem().key()).isEqualTo("lesson.goal.noCell"));
        assertThatThrownBy(() -> QuestionGoal.POINTS.goal("", Goal.MAX_POINTS + 1))
                .isInstanceOfSatisfying(InputError.class, e -> assertThat(e.problem().key()).isEqualTo("lesson.goal.number"));
        assertThat(QuestionGoal.POINTS.goal("", Goal.MAX_POINTS)).isEqualTo(new Goal.Points(Goal.MAX_POINTS));
    }

    /**
     * Tamsk's block, at the shipped lesson's two wall questions (T-11: full cells are walls): the
     * proposal equals the shipped answers. "Wall the hourglass on g1 in for good" is block-g1-0;
     * "so that it can reach as few cells as possible" is block-b2-4, 4 being the fewest any move leaves:
     * no move reaches block-b2-3.
     */
    @Test
    void theBlockProposedIsExactlyTheShippedWallQuestionsAnswers() {
        assertThat(proposed("tamsk-17-space", List.of("f3-f2+"), "block-g1-0")).containsExactly("f3-f2+");
        assertThat(proposed("tamsk-17-space", List.of("e2-d2+"), "block-b2-4")).containsExactly("e2-d2+");
        assertThatThrownBy(() -> proposed("tamsk-17-space", List.of("e2-d2+"), "block-b2-3"))
                .isInstanceOfSatisfying(InputError.class, e -> assertThat(e.problem().key()).isEqualTo("lesson.draft.noAnswer"));
        assertThatThrownBy(() -> proposed("tamsk-17-space", List.of("e2-d2+"), "block-e2-4")) // Red's own hourglass
                .isInstanceOfSatisfying(InputError.class, e -> assertThat(e.problem().key()).isEqualTo("puzzle.notOpponentsHourglass"));
    }

    /**
     * At level 2 (T-14…T-21: the sand runs) the shipped question "make Red's last move so that Red wins on
     * time" accepts b1-b2+; block-g1-0 there contains it but is wider — the goal differs, and a1-b2,
     * b1-b2 and a1-b2+ wall g1 in as well — and holds no wait: a learner answers a question at once.
     */
    @Test
    void atLevelTwoTheBlockProposedContainsTheShippedAnswerAndNoWait() {
        List<String> proposed = proposed("tamsk-15-managing-time", List.of("b1-b2+"), "block-g1-0");
        assertThat(proposed).contains("b1-b2+").containsExactlyInAnyOrder("a1-b2", "a1-b2+", "b1-b2", "b1-b2+");
    }

    /** Every shipped block puzzle: the proposal is exactly its accepted moves. */
    @Test
    void theBlockProposedIsExactlyEveryShippedBlockPuzzlesAcceptedMoves() {
        int checked = 0;
        for (Puzzle puzzle : puzzles(Goal.Block.class)) {
            LessonDraft draft = LessonDraft.start(puzzle.game(), puzzle.options(), puzzle.position());
            assertThat(draft.answers(0, puzzle.goal())).as(puzzle.id()).containsExactlyInAnyOrderElementsOf(puzzle.accepted());
            checked++;
        }
        assertThat(checked).isGreaterThan(5);
    }

    /** Every shipped reach puzzle: the cells proposed for marking are exactly its solution (T-11). */
    @Test
    void theCellsProposedForAReachAreExactlyEveryShippedReachPuzzlesSolution() {
        int checked = 0;
        for (Puzzle puzzle : puzzles(Goal.Reach.class)) {
            LessonDraft draft = LessonDraft.start(puzzle.game(), puzzle.options(), puzzle.position());
            assertThat(draft.reach(0, (Goal.Reach) puzzle.goal())).as(puzzle.id()).containsExactlyInAnyOrderElementsOf(puzzle.solution());
            checked++;
        }
        assertThat(checked).isGreaterThan(5);
        LessonDraft draft = LessonDraft.start("tamsk", Map.of(), "start");
        assertThatThrownBy(() -> draft.reach(0, new Goal.Reach("d4")))
                .isInstanceOfSatisfying(InputError.class, e -> assertThat(e.problem().key()).isEqualTo("puzzle.noHourglassThere"));
        assertThatThrownBy(() -> LessonDraft.start("loa", Map.of(), "start").reach(0, new Goal.Reach("d4")))
                .isInstanceOfSatisfying(InputError.class, e -> assertThat(e.problem().key()).isEqualTo("puzzle.goalNotForGame"));
    }

    /**
     * Ta Yü's points, at every shipped question whose answers are the placements scoring one number
     * (Y-17: the product of the builder's two coasts): the proposal equals the shipped answers.
     */
    @Test
    void thePointsProposedAreExactlyTheShippedScoringQuestionsAnswers() {
        assertThat(proposed("tayu-05-scoring", List.of("i19h026", "i19h246"), "points-4")).containsExactlyInAnyOrder("i19h026", "i19h246");
        assertThat(proposed("tayu-05-scoring", List.of("a10h045", "a10h014"), "points-6")).containsExactlyInAnyOrder("a10h045", "a10h014");
        assertThat(proposed("tayu-09-balance", List.of("f19h126"), "points-6")).containsExactly("f19h126");
        assertThat(proposed("tayu-09-balance", List.of("h19h034"), "points-8")).containsExactly("h19h034");
        assertThat(proposed("tayu-09-balance", List.of("c17v014", "c17v045"), "points-30")).containsExactlyInAnyOrder("c17v014", "c17v045");
        assertThat(proposed("tayu-10-reading-and-closing", List.of("l1v014", "l1v045"), "points-1")).containsExactlyInAnyOrder("l1v014", "l1v045");
        assertThat(proposed("tayu-10-reading-and-closing", List.of("j1h357"), "points-28")).containsExactly("j1h357");
    }

    /**
     * Every shipped Tamsk time puzzle (level 2) asked as a lesson question: a question is answered at
     * once, so the proposal is exactly its accepted turns that do not wait first, and never a wait alone
     * (a winning "+35s f4-e5+" was cut to "+35s"); where every answer waits, there is no answer to propose.
     */
    @Test
    void aQuestionAtLevelTwoProposesNoWaitingTurnAndNeverAWaitAlone() {
        int checked = 0;
        for (PuzzleFile file : PuzzleLibrary.shipped()) {
            for (Puzzle puzzle : file.puzzles()) {
                if (!puzzle.options().containsKey("level") || !(puzzle.goal() instanceof Goal.WinIn)) {
                    continue;
                }
                List<String> atOnce = puzzle.accepted().stream().filter(turn -> !turn.startsWith("+")).toList();
                LessonDraft draft = LessonDraft.start(puzzle.game(), puzzle.options(), puzzle.position());
                if (atOnce.isEmpty()) {
                    assertThatThrownBy(() -> draft.answers(0, puzzle.goal())).as(puzzle.id())
                            .isInstanceOfSatisfying(InputError.class, e -> assertThat(e.problem().key()).isEqualTo("lesson.draft.noAnswer"));
                } else {
                    assertThat(draft.answers(0, puzzle.goal())).as(puzzle.id()).containsExactlyInAnyOrderElementsOf(atOnce);
                }
                checked++;
            }
        }
        assertThat(checked).isGreaterThanOrEqualTo(10);
    }

    /** The answers proposed for {@code goal} where the shipped lesson {@code id} asks the question accepting {@code accepted}. */
    private static List<String> proposed(String id, List<String> accepted, String goal) {
        Lesson lesson = SHIPPED.stream().filter(l -> l.id().equals(id)).findFirst().orElseThrow();
        LessonDraft draft = LessonDraft.of(lesson);
        for (int i = 0; i < draft.size(); i++) {
            if (draft.step(i) instanceof Step.Ask ask && ask.accept().equals(accepted)) {
                return draft.answers(i, Goal.parse(goal).orElseThrow());
            }
        }
        throw new AssertionError(id + " asks no question accepting " + accepted);
    }

    private static List<Puzzle> puzzles(Class<? extends Goal> kind) {
        return PuzzleLibrary.shipped().stream().flatMap(file -> file.puzzles().stream()).filter(p -> kind.isInstance(p.goal())).toList();
    }
}
