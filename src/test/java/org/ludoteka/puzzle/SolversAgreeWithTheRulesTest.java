package org.ludoteka.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteka.ai.Proof;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;

/**
 * The solvers checked against the plainest possible search, written from the rules alone: every
 * turn the rules allow, tried to the horizon, no table, no proof numbers. On every shipped win
 * puzzle and every position one turn after it, both must give the same answer.
 */
class SolversAgreeWithTheRulesTest {
    private static final long NO_HURRY = Long.MAX_VALUE;

    /** Plain minimax: does {@code attacker} win within {@code plies} turns? */
    private static <P> boolean wins(PuzzleGame<P> game, P position, Side attacker, int plies) {
        var outcome = game.outcome(position);
        if (outcome.isPresent()) {
            return outcome.flatMap(Outcome::winner).filter(attacker::equals).isPresent();
        }
        if (plies == 0) {
            return false;
        }
        boolean attackerOnMove = game.toMove(position) == attacker;
        for (String turn : game.turns(position)) {
            if (wins(game, game.after(position, turn), attacker, plies - 1) == attackerOnMove) {
                return attackerOnMove;
            }
        }
        return !attackerOnMove;
    }

    private static <P> int compare(PuzzleGame<P> game, Puzzle puzzle, int plies) {
        P position = game.position(puzzle.position());
        Side attacker = game.toMove(position);
        int compared = 0;
        for (int depth = 0; depth <= plies; depth++) {
            assertThat(game.forcedWin(position, attacker, depth, NO_HURRY) == Proof.WIN)
                    .as(puzzle.id() + " at " + depth + " turns").isEqualTo(wins(game, position, attacker, depth));
            compared++;
        }
        for (String turn : game.turns(position)) {
            P after = game.after(position, turn);
            assertThat(game.forcedWin(after, attacker, plies - 1, NO_HURRY) == Proof.WIN)
                    .as(puzzle.id() + " after " + turn).isEqualTo(wins(game, after, attacker, plies - 1));
            compared++;
        }
        return compared;
    }

    @Test
    void theTamskSolverAgreesOnEveryShippedWin() {
        int compared = 0;
        for (Puzzle puzzle : PuzzleLibrary.shipped("tamsk")) {
            if (puzzle.goal() instanceof Goal.WinIn win) {
                compared += compare(new TamskPuzzleGame(Map.of()), puzzle, 2 * win.moves() - 1);
            }
        }
        assertThat(compared).isGreaterThan(100);
    }

    @Test
    void theLinesOfActionSolverAgreesOnEveryShippedWinInOneOrTwo() {
        int compared = 0;
        for (Puzzle puzzle : PuzzleLibrary.shipped("loa")) {
            if (puzzle.goal() instanceof Goal.WinIn win && win.moves() <= 2) {
                compared += compare(new LoaPuzzleGame(Map.of()), puzzle, 2 * win.moves() - 1);
            }
        }
        assertThat(compared).isGreaterThan(100);
    }
}
