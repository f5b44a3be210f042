package org.ludoteka.play.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteka.ai.TayuSolver;
import org.ludoteka.games.tayu.TayuGame;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.puzzle.Goal;
import org.ludoteka.puzzle.FixturePuzzles;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleGame;
import org.ludoteka.puzzle.PuzzleGames;
import org.ludoteka.puzzle.PuzzleLibrary;

/** The review of a finished game marks what the solver proves (issue #23), built from the shipped puzzles. */
class ReviewTest {
    private static final Duration BUDGET = Duration.ofSeconds(20);

    private static List<Mark> review(Puzzle puzzle, List<String> turns) {
        List<String> moves = new ArrayList<>();
        turns.forEach(turn -> moves.addAll(Arrays.asList(turn.split(" ")))); // the engine's own moves, as a record has them
        return Review.of(puzzle.game(), puzzle.options(), puzzle.position(), moves, BUDGET, (done, of) -> { });
    }

    private static List<Puzzle> wins(String game) {
        return PuzzleLibrary.shipped(game).stream()
                .filter(p -> p.goal() instanceof Goal.WinIn win && win.moves() <= 2)
                .filter(p -> p.options().getOrDefault("level", "1").equals("1")) // the review passes over games where sand runs
                .toList();
    }

    /** LA-5, T-7/T-13: every shipped win in 1 or 2, played wrong at once, is a missed win whose better moves are the puzzle's accepted ones. */
    @Test
    void aWrongFirstMoveOfEveryShippedWinIsAMissedWin() {
        for (String game : List.of("loa", "tamsk")) {
            for (Puzzle puzzle : wins(game)) {
                PuzzleGame<?> solved = PuzzleGames.of(game, puzzle.options()).orElseThrow();
                String wrong = firstWrong(solved, puzzle);
                List<Mark> marks = review(puzzle, List.of(wrong));
                assertThat(marks).as(puzzle.id()).hasSize(1);
                Mark mark = marks.get(0);
                assertThat(mark.kind()).as(puzzle.id()).isEqualTo(Mark.Kind.MISSED_WIN);
                assertThat(mark.ply()).isEqualTo(1);
                assertThat(mark.played()).isEqualTo(wrong);
                assertThat(mark.moves()).as(puzzle.id()).isEqualTo(((Goal.WinIn) puzzle.goal()).moves());
                assertThat(mark.better()).as(puzzle.id()).containsExactlyInAnyOrderElementsOf(puzzle.accepted());
                assertThat(mark.line()).as(puzzle.id()).isNotEmpty();
                assertThat(puzzle.accepted()).contains(mark.line().get(0));
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static <P> String firstWrong(PuzzleGame<P> game, Puzzle puzzle) {
        P position = game.position(puzzle.position());
        return game.turns(position).stream().filter(turn -> !puzzle.accepted().contains(turn)).findFirst().orElseThrow();
    }

    /** The winning line of every shipped win in 1 or 2 gets no mark: the winner kept his win, the loser was lost already. */
    @Test
    void theSolutionOfEveryShippedWinIsNotMarked() {
        for (String game : List.of("loa", "tamsk")) {
            for (Puzzle puzzle : wins(game)) {
                assertThat(review(puzzle, puzzle.solution())).as(puzzle.id()).isEmpty();
            }
        }
    }

    /** L-6, LA-5: a missed win in 1, then a reply that lets White connect in 2 where Black had two saving moves. */
    @Test
    void linesOfActionMissedWinThenBlunder() {
        Puzzle puzzle = puzzle("loa-win-in-1-2026-009");
        List<Mark> marks = review(puzzle, List.of("b2-a2", "b5-b6"));
        assertThat(marks).extracting(Mark::kind).containsExactly(Mark.Kind.MISSED_WIN, Mark.Kind.BLUNDER);
        assertThat(marks.get(0).better()).containsExactly("b2-b4");
        Mark blunder = marks.get(1);
        assertThat(blunder.ply()).isEqualTo(2);
        assertThat(blunder.side()).isEqualTo("black");
        assertThat(blunder.moves()).isEqualTo(2);
        assertThat(blunder.better()).containsExactly("b5-b4", "e3-d2");
        assertThat(blunder.line()).hasSize(3).startsWith("e5-b2");
    }

    /** T-7, T-10, T-13, TA-5: level-1 Tamsk, a move without its ring misses the win; the reply without claiming the forgotten ring loses in 2. */
    @Test
    void tamskMissedWinThenBlunder() {
        List<Mark> marks = Review.of("tamsk", Map.of(), puzzle("tamsk-win-in-2-2026-026").position(), List.of("f3-e4", "a1-a2"), BUDGET, (done, of) -> { });
        assertThat(marks).extracting(Mark::kind).containsExactly(Mark.Kind.MISSED_WIN, Mark.Kind.BLUNDER);
        assertThat(marks.get(0).better()).containsExactly("f3-f4+");
        assertThat(marks.get(0).line()).containsExactly("f3-f4+", "a1-a2", "claim f4-g4");
        assertThat(marks.get(1).better()).containsExactly("claim a1-a2+");
        assertThat(marks.get(1).moves()).isEqualTo(2);
    }

    /** Y-16, Y-17: every wrong placement of a shipped best-placement puzzle is marked with what it cost; the best one is not. */
    @Test
    void taYuCostlyPlacement() {
        for (Puzzle puzzle : PuzzleLibrary.shipped("tayu").stream().filter(p -> p.goal() instanceof Goal.BestPlacement).limit(6).toList()) {
            assertThat(review(puzzle, List.of(puzzle.solution().get(0)))).as(puzzle.id()).isEmpty();
            TayuPosition position = TayuGame.INSTANCE.notation(puzzle.options()).parsePosition(puzzle.position());
            List<TayuSolver.Placement> all = new TayuSolver(TayuGame.INSTANCE.rules(puzzle.options())).placements(position);
            TayuSolver.Placement worst = all.stream().min((a, b) -> Integer.compare(a.lead(), b.lead())).orElseThrow();
            List<Mark> marks = review(puzzle, List.of(worst.text()));
            assertThat(marks).as(puzzle.id()).singleElement().satisfies(mark -> {
                assertThat(mark.kind()).isEqualTo(Mark.Kind.COSTLY_PLACEMENT);
                assertThat(mark.moves()).isEqualTo(TayuSolver.bestLead(all) - worst.lead()).isPositive();
                assertThat(mark.better()).containsExactlyInAnyOrderElementsOf(puzzle.accepted());
            });
        }
    }

    @Test
    void anInterruptedReviewIsCancelled() {
        Puzzle puzzle = puzzle("loa-win-in-1-2026-009");
        Thread.currentThread().interrupt();
        try {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> review(puzzle, List.of("b2-a2", "b5-b6")))
                    .isInstanceOf(java.util.concurrent.CancellationException.class);
        } finally {
            Thread.interrupted();
        }
    }

    private static Puzzle puzzle(String id) {
        return FixturePuzzles.byId(id);
    }
}
