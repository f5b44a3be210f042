package org.ludoteka.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.core.Message;
import org.ludoteka.i18n.Language;
import org.ludoteka.i18n.Messages;

/** Ta Yü puzzles: the best placement and a score to make, checked by laying the tile in every legal place. */
class TayuPuzzlesTest {
    /** A straight channel from the marked square j1 up to j18 (south 2, north 0); North–South holds 026. */
    static final String BEST = """
            - id: tayu-channel-north
              game: tayu
              position: "tayu players=2 turn=ns hands=026,- board=j1v014,j4v024,j7v034,j10v014,j13v024,j16v034 a=134 b=-"
              to-move: ns
              goal: best-placement
              say:
                en: "North–South to play."
                cs: "Sever–jih je na tahu."
                fr: "Nord-Sud joue."
              solution: [i19h246]
              accepted: [i19h026, i19h246]
              unique: false
              rating: 900
              themes: [marked-square]
              source: hand-made
            """;
    static final String POINTS = BEST.replace("tayu-channel-north", "tayu-channel-two").replace("goal: best-placement", "goal: points-2")
            .replace("solution: [i19h246]", "solution: [i17v246]").replace("accepted: [i19h026, i19h246]", "accepted: [i17v246]")
            .replace("unique: false", "unique: true");

    private static Puzzle puzzle(String yaml) {
        PuzzleFile file = PuzzleLoaderTest.load(yaml);
        assertThat(file.problems()).isEmpty();
        return file.puzzles().get(0);
    }

    @Test
    void theGoalsAreReadAndProven() {
        assertThat(puzzle(BEST).goal()).isEqualTo(new Goal.BestPlacement());
        assertThat(puzzle(POINTS).goal()).isEqualTo(new Goal.Points(2));
        assertThat(PuzzleCheck.problems(puzzle(BEST))).isEmpty();
        assertThat(PuzzleCheck.problems(puzzle(POINTS))).isEmpty();
        assertThat(Goal.parse("points-484")).contains(new Goal.Points(484));
        assertThat(Goal.parse("points-485")).isEmpty();
        assertThat(Goal.parse("points-07")).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            a best placement left out      | accepted: [i19h026, i19h246] | accepted: [i19h246]                   | 11 | puzzle.missingAccepted
            a weaker placement let through | accepted: [i19h026, i19h246] | accepted: [i19h026, i19h246, i17v246] | 11 | puzzle.wrongAccepted
            an illegal placement           | solution: [i19h246]          | solution: [k19h246]                   | 10 | puzzle.badTurn
            a draw for a placement         | accepted: [i19h026, i19h246] | accepted: [i19h026, draw-a]           | 11 | puzzle.badTurn
            a goal of another game         | goal: best-placement         | goal: win-in-1                        | 5  | puzzle.goalNotForGame
            no tile drawn                  | hands=026,-                  | hands=-,-                             | 3  | puzzle.tayuPosition
            three players                  | players=2 turn=ns hands=026,- | players=3 turn=p1 bids=- start=ns hands=026,-,- | 3 | puzzle.tayuPosition
            a score nobody makes           | goal: best-placement         | goal: points-3                        | 5  | puzzle.noPlacementScores
            """)
    void everyMistakeOfATayuPuzzleNamesItsLine(String what, String from, String to, int line, String key) {
        Puzzle puzzle = puzzle(BEST.replace(from, to));
        List<PuzzleProblem> problems = PuzzleCheck.problems(puzzle);

        assertThat(problems).as(what).isNotEmpty();
        assertThat(problems.get(0).line()).as(what).isEqualTo(line);
        assertThat(problems.get(0).problem().key()).as(what).isEqualTo(key);
    }

    @Test
    void theAdvancedGameIsNotSetAsAPuzzle() {
        Puzzle puzzle = puzzle(BEST.replace("  position:", "  options: {advanced: yes}\n  position:"));

        assertThat(PuzzleCheck.problems(puzzle)).extracting(p -> p.problem().key()).containsExactly("puzzle.tayuPosition");
    }

    @Test
    void aWeakerPlacementLetThroughIsToldWithItsFigures() {
        Puzzle puzzle = puzzle(BEST.replace("accepted: [i19h026, i19h246]", "accepted: [i19h026, i19h246, i17v246]"));

        assertThat(PuzzleCheck.problems(puzzle)).singleElement()
                .satisfies(p -> assertThat(p.problem()).isEqualTo(Message.of("puzzle.wrongAccepted", "i17v246", "1 × 2 − 0 × 0 = 2")));
    }

    @Test
    void everyBestPlacementIsAcceptedWhicheverWayTheTileIsTurned() {
        for (String placement : List.of("i19h026", "j19h024")) {
            PuzzleRun<?> run = PuzzleRun.of(puzzle(BEST));
            PuzzleRun.Answer answer = run.answer(placement);
            if (placement.equals("i19h026")) {
                assertThat(answer).isEqualTo(new PuzzleRun.Answer.Accepted("i19h026", Optional.empty(), true));
                assertThat(run.solved()).isTrue();
            } else {
                assertThat(answer).isInstanceOf(PuzzleRun.Answer.Illegal.class);
            }
        }
        PuzzleRun<?> turned = PuzzleRun.of(puzzle(BEST));
        assertThat(turned.answer("i19h624")).isEqualTo(new PuzzleRun.Answer.Accepted("i19h246", Optional.empty(), true));
    }

    @Test
    void aRejectedPlacementSaysWhyWithBothScoresAndTheBestLead() {
        PuzzleRun<?> run = PuzzleRun.of(puzzle(BEST));

        PuzzleRun.Answer answer = run.answer("i17v246");

        assertThat(answer).isEqualTo(new PuzzleRun.Answer.Wrong("i17v246", Optional.empty(),
                Message.of("puzzle.why.notBest", "i17v246", 1, 2, 2, 0, 0, 0, 2, 4)));
        assertThat(Messages.of(Language.EN).format(((PuzzleRun.Answer.Wrong) answer).why()))
                .isEqualTo("After i17v246 your score is 1 × 2 = 2 and your opponent's 0 × 0 = 0: a difference of 2. The best placement makes it 4.");
        assertThat(run.solved()).isFalse();
        assertThat(run.played()).isEmpty();
    }

    @Test
    void aPlacementThatMakesAnotherScoreIsToldWhatItMakes() {
        PuzzleRun<?> run = PuzzleRun.of(puzzle(POINTS));

        PuzzleRun.Answer answer = run.answer("i19h026");

        assertThat(Messages.of(Language.EN).format(((PuzzleRun.Answer.Wrong) answer).why()))
                .isEqualTo("After i19h026 your coasts have 2 and 2 points: your score is 2 × 2 = 4, not 2.");
        assertThat(Messages.of(Language.CS).format(((PuzzleRun.Answer.Wrong) answer).why()))
                .isEqualTo("Po položení i19h026 mají vaše pobřeží 2 a\u00a02 body: váš výsledek je 2 × 2 = 4, ne 2.");
        assertThat(run.answer("i17v246")).isEqualTo(new PuzzleRun.Answer.Accepted("i17v246", Optional.empty(), true));
    }

    @Test
    void everyShippedPuzzleAcceptsEachOfItsAnswersAndRefusesEveryOtherPlacementSayingWhy() {
        List<Puzzle> puzzles = PuzzleLibrary.shipped("tayu");
        TayuPuzzleGame tayu = new TayuPuzzleGame(Map.of());
        for (Puzzle puzzle : puzzles) {
            List<String> placements = tayu.turns(tayu.position(puzzle.position()));
            assertThat(placements).as(puzzle.id()).containsAll(puzzle.accepted()).hasSizeGreaterThan(puzzle.accepted().size());
            for (String placement : placements) {
                PuzzleRun.Answer answer = PuzzleRun.of(puzzle).answer(placement);
                if (puzzle.accepted().contains(placement)) {
                    assertThat(answer).as(puzzle.id() + " " + placement).isEqualTo(new PuzzleRun.Answer.Accepted(placement, Optional.empty(), true));
                } else {
                    assertThat(answer).as(puzzle.id() + " " + placement).isInstanceOf(PuzzleRun.Answer.Wrong.class);
                    assertThat(((PuzzleRun.Answer.Wrong) answer).why().key()).isIn("puzzle.why.notBest", "puzzle.why.otherScore");
                }
            }
        }
        assertThat(puzzles).hasSizeGreaterThanOrEqualTo(40);
    }

    @Test
    void theHintLadderGivesWhereTheTileLiesThenItsFarEndThenThePlacement() {
        assertThat(PuzzleRun.of(puzzle(BEST)).hint()).isEqualTo(new PuzzleRun.Hint(Optional.of("i19"), Optional.of("k19"), "i19h246"));
        assertThat(PuzzleRun.of(puzzle(POINTS)).hint()).isEqualTo(new PuzzleRun.Hint(Optional.of("i17"), Optional.of("i19"), "i17v246"));
    }
}
