package org.ludoteka.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.Message;

/**
 * The acceptance rule of "win in N" puzzles: any winning move, or only the shortest win as in the
 * Mind Sports Olympiad's GIPF problems. A shipped puzzle has no faster win than its N (verify's
 * puzzle.fasterWin), so the rules part on a position that allows wins of two lengths: a shipped win
 * in 1 asked as a win in at most 2, where moves winning in 2 exist beside the one winning at once.
 */
public class AcceptanceRuleTest {

    /** A shipped Lines of Action win in 1 asked as a win in 2, with a move that wins only in 2. */
    public record Longer(Puzzle puzzle, String longerWin) {
    }

    @SuppressWarnings("unchecked")
    public static Longer longerWin() {
        for (Puzzle shipped : PuzzleLibrary.shipped("loa")) {
            if (!(shipped.goal() instanceof Goal.WinIn win) || win.moves() != 1) {
                continue;
            }
            PuzzleGame<Object> game = (PuzzleGame<Object>) PuzzleGames.of("loa", shipped.options()).orElseThrow();
            PuzzleProofs<Object> proofs = new PuzzleProofs<>(game, System.nanoTime() + 60_000_000_000L);
            Object position = game.position(shipped.position());
            List<String> inTwo = new ArrayList<>(proofs.winningTurns(position, 2));
            inTwo.removeAll(proofs.winningTurns(position, 1));
            if (!inTwo.isEmpty()) {
                Puzzle asked = new Puzzle(shipped.file(), shipped.line(), shipped.id(), shipped.game(), shipped.options(), shipped.position(),
                        shipped.toMove(), new Goal.WinIn(2), shipped.say(), shipped.solution(), shipped.accepted(), shipped.unique(),
                        shipped.rating(), shipped.themes(), shipped.source(), shipped.lines());
                return new Longer(asked, inTwo.get(0));
            }
        }
        throw new AssertionError("no shipped Lines of Action win in 1 has a longer win beside it");
    }

    @Test
    void anyWinningMoveAcceptsTheLongerWinAndTheShortestRuleRefusesIt() {
        Longer longer = longerWin();
        PuzzleRun.Answer any = PuzzleRun.of(longer.puzzle(), Acceptance.ANY_WIN).answer(longer.longerWin());
        assertThat(any).isInstanceOfSatisfying(PuzzleRun.Answer.Accepted.class, a -> assertThat(a.solved()).isFalse());

        PuzzleRun.Answer shortest = PuzzleRun.of(longer.puzzle(), Acceptance.SHORTEST_WIN).answer(longer.longerWin());
        assertThat(shortest).isInstanceOfSatisfying(PuzzleRun.Answer.Wrong.class,
                w -> assertThat(w.why()).isEqualTo(Message.of("puzzle.why.notShortest", longer.longerWin(), 1)));
    }

    @Test
    void underTheShortestRuleEveryFirstMoveOfTheShortestWinIsAccepted() {
        Longer longer = longerWin();
        for (String key : longer.puzzle().accepted()) {
            PuzzleRun<?> run = PuzzleRun.of(longer.puzzle(), Acceptance.SHORTEST_WIN);
            assertThat(run.answer(key)).as(key).isInstanceOfSatisfying(PuzzleRun.Answer.Accepted.class, a -> assertThat(a.solved()).isTrue());
        }
    }

    /** On the shipped puzzles the two rules agree: each first move the file accepts is accepted by the contest rule. */
    @Test
    void everyShippedLinesOfActionKeyIsAShortestWin() {
        for (Puzzle puzzle : PuzzleLibrary.shipped("loa")) {
            if (puzzle.goal() instanceof Goal.WinIn) {
                for (String key : puzzle.accepted()) {
                    assertThat(PuzzleRun.of(puzzle, Acceptance.SHORTEST_WIN).answer(key)).as(puzzle.id() + " " + key)
                            .isInstanceOf(PuzzleRun.Answer.Accepted.class);
                }
            }
        }
    }
}
