package org.ludoteka.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.i18n.Language;

/**
 * GIPF's interim puzzles (rules.md P-8, P-9, P-10, P-11): the regular push and the extra move of a potential
 * on e5 are one turn, no row is removed between them, and the answers are every turn that captures the
 * most — each of which must change a row that waits in the interim position, or the puzzle is refused.
 */
class GipfInterimPuzzlesTest {
    /**
     * e1-e2 brings the loaded e4 onto e5: White's row e2-e5 with Black's e6 waits for the extra move (P-8, P-10).
     * A second push along the e-line (e1-e2 again, or e9-e8 pushing Black's e8 down onto e7) lengthens its
     * stretch to take e7 as well: two pieces. Had the row gone between the moves, one.
     */
    static final String INTERIM = "gipf game=basic turn=white white=e2,e3,Te4 black=e6,e8 reserve=12,13 potentials=2,0";
    /** The six turns that take two, each of them with a second push along the waiting row (P-11: a used potential in it goes). */
    static final List<String> BEST = List.of("e1-e2 e1-e2", "e1-e2 e9-e8", "Te1-e2 e1-e2 xe2-e8", "Te1-e2 e1-e2 xe2-e8:e3",
            "Te1-e2 e9-e8 xe2-e8", "Te1-e2 e9-e8 xe2-e8:e2");
    /**
     * P-9's other timing: Black pushed White's loaded piece onto e5, so White's extra move comes first. Both
     * orders of the turn take two, and so does e9-e8 then d1-e2, which changes no waiting row: no interim puzzle.
     */
    static final String EXTRA_FIRST = "gipf game=basic turn=white white=e3,e4,Te5 black=e6,e8 reserve=12,13 potentials=2,0 "
            + "pending=extra@white push=due";

    private final GipfPuzzleGame gipf = new GipfPuzzleGame(Map.of());

    @Test
    void theBestTurnsEachChangeTheRowThatWaitsBetweenTheTwoMovesP10() {
        GipfPosition position = gipf.position(INTERIM);

        assertThat(gipf.mostCaptures(position)).isEqualTo(2);
        assertThat(gipf.mostCapturing(position)).containsExactlyInAnyOrderElementsOf(BEST);
        assertThat(BEST).allMatch(turn -> gipf.buildsOnInterim(position, turn));
        assertThat(gipf.mostCapturesWithoutInterim(position)).isEqualTo(1);
        // the extra move elsewhere leaves the waiting row as it is: it takes e6 alone
        assertThat(gipf.buildsOnInterim(position, "e1-e2 c1-c2")).isFalse();
        assertThat(gipf.captures(position, "e1-e2 c1-c2")).isEqualTo(1);
        assertThat(gipf.buildsOnInterim(position, "a1-b2")).isFalse(); // one push: no interim position at all
    }

    @Test
    void anInterimPuzzleAcceptsEveryBestTurnAndRefusesATurnThatTakesFewer() {
        Puzzle puzzle = puzzle(INTERIM, BEST);
        assertThat(PuzzleCheck.problems(puzzle)).isEmpty();
        for (String turn : BEST) {
            assertThat(PuzzleRun.of(puzzle).answer(turn)).as(turn).isInstanceOf(PuzzleRun.Answer.Accepted.class);
        }
        PuzzleRun.Answer wrong = PuzzleRun.of(puzzle).answer("e1-e2 c1-c2");
        assertThat(wrong).isInstanceOf(PuzzleRun.Answer.Wrong.class);
        assertThat(((PuzzleRun.Answer.Wrong) wrong).why().key()).isEqualTo("puzzle.why.capturesFewer");

        List<String> short1 = new ArrayList<>(BEST.subList(1, BEST.size()));
        assertThat(PuzzleCheck.problems(puzzle(INTERIM, short1))).extracting(p -> p.problem().key()).contains("puzzle.missingAccepted");
        List<String> withWrong = new ArrayList<>(BEST);
        withWrong.add("e1-e2 c1-c2");
        assertThat(PuzzleCheck.problems(puzzle(INTERIM, withWrong))).extracting(p -> p.problem().key()).isNotEmpty();
    }

    @Test
    void aPositionWhereTheBestTurnNeedsNoWaitingRowIsNoInterimPuzzleInEitherOrderP9() {
        GipfPosition extraFirst = gipf.position(EXTRA_FIRST);
        assertThat(gipf.buildsOnInterim(extraFirst, "e1-e2 e1-e2")).isTrue(); // the extra move makes the row, the push lengthens it
        assertThat(gipf.buildsOnInterim(extraFirst, "e9-e8 d1-e2")).isFalse();
        assertThat(gipf.captures(extraFirst, "e9-e8 d1-e2")).isEqualTo(2);
        List<String> best = gipf.mostCapturing(extraFirst);
        assertThat(PuzzleCheck.problems(puzzle(EXTRA_FIRST, best))).extracting(p -> p.problem().key())
                .containsExactly("puzzle.interimNotNeeded");

        // the power's puzzle whose extra move completes another row: the waiting row e2-e5 is not changed
        List<String> power = gipf.mostCapturing(gipf.position(GipfPuzzlesTest.POWER));
        assertThat(PuzzleCheck.problems(puzzle(GipfPuzzlesTest.POWER, power))).extracting(p -> p.problem().key())
                .containsExactly("puzzle.interimNotNeeded");
    }

    /** The lesson editor offers the interim goal for a GIPF question and proposes the first push of every best turn (a lesson's move is one token). */
    @Test
    void aLessonQuestionWithTheInterimGoalProposesTheFirstPushOfEveryBestTurn() {
        assertThat(org.ludoteka.lesson.LessonAnswers.offers("gipf", new Goal.Interim())).isTrue();
        assertThat(org.ludoteka.lesson.LessonAnswers.offers("loa", new Goal.Interim())).isFalse();
        assertThat(org.ludoteka.lesson.LessonAnswers.propose("gipf", Map.of(), INTERIM, new Goal.Interim()))
                .containsExactlyInAnyOrder("e1-e2", "Te1-e2");
    }

    private static Puzzle puzzle(String position, List<String> accepted) {
        Map<Language, String> say = new EnumMap<>(Language.class);
        for (Language language : Language.values()) {
            say.put(language, "White to play.");
        }
        return new Puzzle("interim.yaml", 1, "gipf-interim-hand-made", "gipf", Map.of(), position, "white", new Goal.Interim(), say,
                List.of(accepted.get(0)), accepted, accepted.size() == 1, 1400, List.of("interim"), "hand-made", Map.of());
    }
}
