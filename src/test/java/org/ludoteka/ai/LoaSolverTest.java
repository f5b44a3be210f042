package org.ludoteka.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Side;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaOptions;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.games.loa.LoaRules;

class LoaSolverTest {
    private static final long NO_HURRY = Long.MAX_VALUE;
    /** Black c3, d4 joined, e6 astray: e6-e5 and e6-d5 both join it (c3-e5 cannot: h8 makes the diagonal count 3). */
    private static final String TWO_WINS = "w6w/8/4b3/8/3b4/2b5/8/7w b";
    /** White threatens e6-e5 and e6-d5; only g7xd4, breaking the white group, stops both. */
    private static final String ONE_SAVE = "b7/6b1/4w3/8/3w4/2w5/8/1b6 b";

    private final LoaRules rules = new LoaRules(LoaOptions.DEFAULT);
    private final LoaSolver solver = new LoaSolver(LoaOptions.DEFAULT);

    private static LoaPosition position(String text) {
        return LoaNotation.INSTANCE.parsePosition(text);
    }

    /** The plain definition, straight from the rules: the moves whose position the mover has won. */
    private Set<String> winsInOneByTheRules(LoaPosition position) {
        return rules.legalMoves(position).stream()
                .filter(move -> rules.outcome(after(position, move)).flatMap(o -> o.winner()).filter(position.toMove()::equals).isPresent())
                .map(move -> LoaNotation.INSTANCE.format(position, move))
                .collect(Collectors.toSet());
    }

    private LoaPosition after(LoaPosition position, LoaMove move) {
        return ((MoveResult.Legal<LoaPosition>) rules.apply(position, move)).after();
    }

    private Set<String> winsInOneBySolver(LoaPosition position) {
        return rules.legalMoves(position).stream()
                .filter(move -> solver.forcedWin(after(position, move), position.toMove(), 0, NO_HURRY) == Proof.WIN)
                .map(move -> LoaNotation.INSTANCE.format(position, move))
                .collect(Collectors.toSet());
    }

    @Test
    void aConnectionInOneIsProvenAndBothWinningMovesAreFound() {
        LoaPosition position = position(TWO_WINS);

        assertThat(solver.forcedWin(position, Side.BLACK, 1, NO_HURRY)).isEqualTo(Proof.WIN);
        assertThat(winsInOneBySolver(position)).containsExactlyInAnyOrder("e6-e5", "e6-d5").isEqualTo(winsInOneByTheRules(position));
    }

    @Test
    void theDefenderIsNotTheOneWhoWins() {
        LoaPosition position = position(TWO_WINS);

        assertThat(solver.forcedWin(position, Side.WHITE, 3, NO_HURRY)).isEqualTo(Proof.NO_WIN);
    }

    @Test
    void aSaveHasOnlyTheDefencesThatLeaveNoConnectionInOne() {
        LoaPosition position = position(ONE_SAVE);
        List<String> saves = rules.legalMoves(position).stream()
                .filter(move -> solver.forcedWin(after(position, move), Side.WHITE, 1, NO_HURRY) == Proof.NO_WIN)
                .map(move -> LoaNotation.INSTANCE.format(position, move))
                .toList();
        List<String> savesByTheRules = rules.legalMoves(position).stream()
                .filter(move -> winsInOneByTheRules(after(position, move)).isEmpty()
                        && rules.outcome(after(position, move)).flatMap(o -> o.winner()).filter(Side.WHITE::equals).isEmpty())
                .map(move -> LoaNotation.INSTANCE.format(position, move))
                .toList();

        assertThat(saves).containsExactly("g7xd4").isEqualTo(savesByTheRules);
    }

    @Test
    void aWinInFourIsFoundAtItsDepthAndNotBefore() {
        // Black: c3 d4 joined, f6 and a8 astray; White's two pieces in the corners keep running.
        LoaPosition position = position("b6w/8/5b2/8/3b4/2b5/8/w7 b");

        assertThat(winsInOneByTheRules(position)).isEmpty();
        assertThat(solver.forcedWin(position, Side.BLACK, 5, NO_HURRY)).isEqualTo(Proof.NO_WIN);
        assertThat(solver.forcedWin(position, Side.BLACK, 7, NO_HURRY)).isEqualTo(Proof.WIN);
    }

    @Test
    void aSpentBudgetIsUnknownNotAnAnswer() {
        assertThat(solver.forcedWin(LoaPosition.START, Side.BLACK, 7, System.nanoTime())).isEqualTo(Proof.UNKNOWN);
    }

    @Test
    void aFinishedGameIsAnsweredByItsResult() {
        LoaPosition won = position("8/8/8/8/8/8/1w6/bb5w w");

        assertThat(solver.forcedWin(won, Side.BLACK, 0, NO_HURRY)).isEqualTo(Proof.WIN);
        assertThat(solver.forcedWin(won, Side.WHITE, 5, NO_HURRY)).isEqualTo(Proof.NO_WIN);
    }
}
