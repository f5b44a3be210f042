package org.ludoteka.play.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteka.puzzle.FixturePuzzles;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleLibrary;

/**
 * The review of GIPF games through the GIPF solver (issue #23), headless: a game with a missed win,
 * one with a proven blunder, and games with no mark. A GIPF turn is written as the engine's moves of
 * the record: the push, then each row removed (G-16, G-19, G-24, G-25: a player who has no piece left
 * to bring in, or no GIPF piece, loses).
 */
class GipfReviewTest {
    private static final Duration BUDGET = Duration.ofSeconds(20);
    /** Black to play wins at once with d8-d7 and the row d3-d7 that takes White's last GIPF piece. */
    private static final String WON = "gipf game=tournament turn=black white=Gd4,e2,e6,f6,f7,g6,h3 black=b2,Gd5,d6,d7,Ge5,Gf4,g5 "
            + "reserve=7,7 captured=3,1";

    private static List<Mark> review(String position, String... turns) {
        List<String> moves = new ArrayList<>();
        for (String turn : turns) {
            moves.addAll(Arrays.asList(turn.split(" ")));
        }
        return Review.of("gipf", Map.of(), position, moves, BUDGET, (done, of) -> { });
    }

    /** G-24, G-25: a push elsewhere misses the win in one; the mark gives the winning turn and its line. */
    @Test
    void aPushThatMissesTheWinInOneIsAMissedWin() {
        List<Mark> marks = review(WON, "a1-b2");

        assertThat(marks).singleElement().satisfies(mark -> {
            assertThat(mark.kind()).isEqualTo(Mark.Kind.MISSED_WIN);
            assertThat(mark.side()).isEqualTo("black");
            assertThat(mark.played()).isEqualTo("a1-b2");
            assertThat(mark.moves()).isEqualTo(1);
            assertThat(mark.better()).contains("d8-d7 xd3-d7");
            assertThat(mark.line()).singleElement().isIn(mark.better());
        });
    }

    /** Every shipped GIPF win in one, played wrong at once, is a missed win whose better turns are exactly the puzzle's accepted ones. */
    @Test
    void aWrongFirstTurnOfEveryShippedWinInOneIsAMissedWin() {
        List<Puzzle> wins = PuzzleLibrary.shipped("gipf").stream().filter(p -> p.goal().text().equals("win-in-1")).toList();
        assertThat(wins).isNotEmpty();
        for (Puzzle puzzle : wins) {
            String wrong = wrongTurn(puzzle);
            assertThat(review(puzzle.position(), wrong)).as(puzzle.id()).singleElement().satisfies(mark -> {
                assertThat(mark.kind()).isEqualTo(Mark.Kind.MISSED_WIN);
                assertThat(mark.better()).containsExactlyInAnyOrderElementsOf(puzzle.accepted());
            });
        }
    }

    /**
     * G-19, G-25: in the once-shipped save gipf-save-2026-016 (test fixtures) White threatens a2-b3 and the row b3-g6; Black's
     * push a1-b2 does not stop it. The blunder is proven: White wins with his next turn, and the better
     * turns are exactly the puzzle's saves.
     */
    @Test
    void aPushThatAllowsTheWinIsAProvenBlunder() {
        Puzzle save = puzzle("gipf-save-2026-016");
        List<Mark> marks = review(save.position(), "a1-b2");

        assertThat(marks).singleElement().satisfies(mark -> {
            assertThat(mark.kind()).isEqualTo(Mark.Kind.BLUNDER);
            assertThat(mark.side()).isEqualTo(save.toMove());
            assertThat(mark.moves()).isEqualTo(1);
            assertThat(mark.line()).containsExactly("a2-b3 xb3-g6");
            assertThat(mark.better()).containsExactlyInAnyOrderElementsOf(save.accepted());
        });
    }

    /** The winning turn, and a saving turn, are no turning points: a game played well has no mark. */
    @Test
    void aGamePlayedWellHasNoMark() {
        assertThat(review(WON, "d8-d7 xd3-d7")).isEmpty();
        Puzzle save = puzzle("gipf-save-2026-016");
        assertThat(review(save.position(), save.solution().get(0))).isEmpty();
    }

    private static String wrongTurn(Puzzle puzzle) {
        return org.ludoteka.puzzle.PuzzleGames.of("gipf", puzzle.options()).map(game -> wrong(game, puzzle)).orElseThrow();
    }

    private static <P> String wrong(org.ludoteka.puzzle.PuzzleGame<P> game, Puzzle puzzle) {
        P position = game.position(puzzle.position());
        return game.turns(position).stream().filter(turn -> !puzzle.accepted().contains(turn)).findFirst().orElseThrow();
    }

    private static Puzzle puzzle(String id) {
        return FixturePuzzles.byId(id);
    }
}
