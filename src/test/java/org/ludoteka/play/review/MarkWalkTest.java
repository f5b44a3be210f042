package org.ludoteka.play.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteka.ai.TayuSolver;
import org.ludoteka.core.Drawing;
import org.ludoteka.core.Message;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.TamskGame;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tayu.TayuGame;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.puzzle.FixturePuzzles;
import org.ludoteka.puzzle.Goal;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleGame;
import org.ludoteka.puzzle.PuzzleGames;
import org.ludoteka.puzzle.PuzzleLibrary;

/** What the board shows of a review's turning points (issue #23): the position before, the better move drawn, the line step by step. */
class MarkWalkTest {
    private static final Duration BUDGET = Duration.ofSeconds(20);
    /** Level-1 Tamsk: Black misses the win in 2 (f3-f4+), Red forgets his ring (a1-a2) and Black claims it and wins (T-7, T-10, T-13, TA-5). */
    static final List<String> TAMSK_GAME = List.of("f3-e4", "a1-a2", "claim", "e4-f4+", "pass", "f4-g4");

    private static String tamskStart() {
        return FixturePuzzles.byId("tamsk-win-in-2-2026-026").position();
    }

    /** T-7, T-13: a missed win walks from the position before it, the better move green and the move played red, along the solver's win. */
    @Test
    void aMissedWinShowsTheBetterMoveAndItsWinningLine() {
        List<Mark> marks = Review.of("tamsk", Map.of(), tamskStart(), TAMSK_GAME, BUDGET, (done, of) -> { });
        List<MarkWalk> walks = MarkWalk.of("tamsk", Map.of(), tamskStart(), TAMSK_GAME, marks, List.of());
        assertThat(walks).hasSize(2);

        MarkWalk missed = walks.get(0);
        assertThat(missed.said()).isEqualTo(Message.of("review.sentence", marks.get(0).said()));
        assertThat(missed.basis()).isEqualTo(Message.of("review.basis.proven"));
        assertThat(missed.steps().get(0).position()).isEqualTo(tamskStart());
        assertThat(missed.steps().get(0).drawing().marks()).containsExactly(
                new Drawing.Arrow("f3", "e4", Drawing.Pen.RED), new Drawing.Arrow("f3", "f4", Drawing.Pen.GREEN));
        assertThat(missed.steps()).hasSize(4); // the position before, then f3-f4+, a1-a2, claim f4-g4
        assertThat(missed.steps().get(1).drawing().marks()).containsExactly(new Drawing.Arrow("f3", "f4", Drawing.Pen.BLUE));
        assertThat(missed.steps().get(3).said()).isEqualTo(Message.of("review.step.line", 3, 3, Message.of("side.black"), "claim f4-g4"));
        assertThat(winner(missed.steps().get(3).position())).as("the line ends in Black's win").isEqualTo(Side.BLACK);

        // T-10, TA-5: the blunder walks through the move played and the win it allowed
        MarkWalk blunder = walks.get(1);
        assertThat(blunder.event()).isEqualTo(1);
        // the better move, claim a1-a2+, goes along the arrow of the move played: only the better one is drawn
        assertThat(blunder.steps().get(0).drawing().marks()).containsExactly(new Drawing.Arrow("a1", "a2", Drawing.Pen.GREEN));
        assertThat(blunder.steps()).hasSize(5); // before, a1-a2, then the opponent's claim e4-f4+, pass, f4-g4
        assertThat(winner(blunder.steps().get(4).position())).isEqualTo(Side.BLACK);
    }

    /** T-19, T-9: an hourglass run out with cells to go to walks to the moment before, its cell circled red and its free cells green. */
    @Test
    void aClockMarkShowsWhereTheHourglassCouldHaveGone() {
        String start = "tamsk level=2 turn=black red=b2:1000,g1:x,d7:x black=d1:x,g4:x,a4:x rings=b2:1 holders=31,32";
        Map<String, String> options = Map.of("level", "2");
        List<String> moves = List.of("+1.5s");
        List<ClockMark> clock = ClockReviews.of("tamsk", options, start, moves);
        List<MarkWalk> walks = MarkWalk.of("tamsk", options, start, moves, List.of(), clock);
        assertThat(walks).singleElement().satisfies(walk -> {
            assertThat(walk.basis()).isEqualTo(Message.of("review.basis.record"));
            assertThat(walk.steps()).singleElement().satisfies(step -> {
                assertThat(step.position()).isEqualTo(start);
                assertThat(step.drawing().marks()).startsWith(new Drawing.Circle("b2", Drawing.Pen.RED))
                        .contains(new Drawing.Circle("a1", Drawing.Pen.GREEN), new Drawing.Circle("c3", Drawing.Pen.GREEN))
                        .hasSize(7);
            });
        });
    }

    @Test
    void aGameWithoutMarksHasNoWalk() {
        assertThat(MarkWalk.of("tamsk", Map.of(), tamskStart(), TAMSK_GAME, List.of(), List.of())).isEmpty();
    }

    private static Side winner(String position) {
        TamskPosition after = TamskGame.INSTANCE.notation(Map.of()).parsePosition(position);
        return TamskGame.INSTANCE.rules(Map.of()).outcome(after).orElseThrow().winner().orElseThrow();
    }

    /**
     * Y-2, Y-10, Y-16, Y-17: a placement lays a tile, it moves nothing: every costly placement of the shipped best-placement
     * puzzles (up to 6) is drawn as the three squares of the tile laid circled red and those of the best placements green,
     * on the position before it, with no line after it; the mark rests on an exact count.
     */
    @Test
    void aCostlyPlacementCirclesTheSquaresOfBothTiles() {
        List<Puzzle> puzzles = PuzzleLibrary.shipped("tayu").stream()
                .filter(p -> p.goal() instanceof Goal.BestPlacement).limit(6).toList();
        assertThat(puzzles).isNotEmpty();
        for (Puzzle puzzle : puzzles) {
            TayuPosition position = TayuGame.INSTANCE.notation(puzzle.options())
                    .parsePosition(puzzle.position());
            String worst = new TayuSolver(TayuGame.INSTANCE.rules(puzzle.options()))
                    .placements(position).stream().min((a, b) -> Integer.compare(a.lead(), b.lead())).orElseThrow().text();
            List<Mark> marks = Review.of("tayu", puzzle.options(), puzzle.position(), List.of(worst), BUDGET, (done, of) -> { });
            List<MarkWalk> walks = MarkWalk.of("tayu", puzzle.options(), puzzle.position(), List.of(worst), marks, List.of());
            PuzzleGame<?> game = PuzzleGames.of("tayu", puzzle.options()).orElseThrow();

            assertThat(walks).as(puzzle.id()).singleElement().satisfies(walk -> {
                assertThat(walk.basis()).isEqualTo(Message.of("review.basis.exact"));
                assertThat(walk.steps()).singleElement().satisfies(step -> {
                    assertThat(step.position()).isEqualTo(puzzle.position());
                    List<Drawing.Mark> drawn = step.drawing().marks();
                    assertThat(drawn).allMatch(mark -> mark instanceof Drawing.Circle);
                    // a square under a better tile is drawn green only: the words tell the two tiles apart
                    List<String> better = marks.get(0).better().stream().limit(MarkWalk.MOST_DRAWN).flatMap(turn -> game.covers(turn).stream())
                            .toList();
                    assertThat(game.covers(worst)).hasSize(3);
                    assertThat(drawn).filteredOn(mark -> mark.pen() == Drawing.Pen.RED).extracting(mark -> ((Drawing.Circle) mark).place())
                            .containsExactlyElementsOf(game.covers(worst).stream().filter(square -> !better.contains(square)).toList());
                    assertThat(drawn).filteredOn(mark -> mark.pen() == Drawing.Pen.GREEN).extracting(mark -> ((Drawing.Circle) mark).place())
                            .containsExactlyElementsOf(better).isNotEmpty();
                });
            });
        }
    }
}
