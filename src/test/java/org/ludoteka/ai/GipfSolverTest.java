package org.ludoteka.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfNotation;
import org.ludoteka.games.gipf.GipfOptions;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfRules;

/** The GIPF solver on positions whose answers are known by hand (rules.md G-16, G-19, G-24, G-25, GA-5). */
class GipfSolverTest {
    /** White pushes e1-e2: the row e2-e6 holds White's GIPF piece and Black's last; keeping his own, White wins (G-25, GA-5). */
    static final String LAST_GIPF_PIECE = "gipf game=standard turn=white white=e2,e3,Ge4 black=b2,Ge5,h2 reserve=14,14";
    /** Black has one piece left to bring in and no line of three to make a row of: White wins in two turns (G-24). */
    static final String LAST_PIECE = "gipf game=basic turn=white white=b5,e2,h5 black=b2,e8,h2 reserve=12,1 captured=0,11";
    /** As {@link #LAST_PIECE}, but Black's last piece can complete a row of his own and bring four pieces back (G-16). */
    static final String ROW_TO_ESCAPE = "gipf game=basic turn=white white=b5,e2,h5 black=g2,g3,g4 reserve=12,1 captured=0,11";
    private static final long NO_LIMIT = Long.MAX_VALUE;
    private final GipfSolver solver = new GipfSolver(new GipfRules(GipfOptions.DEFAULT));

    private static GipfPosition position(String text) {
        return GipfNotation.INSTANCE.parsePosition(text);
    }

    @Test
    void capturingTheLastGipfPieceWhileKeepingOnesOwnIsAWinInOne() {
        GipfPosition position = position(LAST_GIPF_PIECE);

        assertThat(solver.forcedWin(position, Side.WHITE, 1, NO_LIMIT)).isEqualTo(Proof.WIN);
        // the push alone is no turn: the row is White's decision, and removing it whole takes his own GIPF piece too (GA-5: the mover loses first)
        List<String> turns = solver.turns(position).stream().map(GipfSolver.Turn::text).toList();
        assertThat(turns).contains("e1-e2 xe2-e6", "e1-e2 xe2-e6:e5").doesNotContain("e1-e2");
        GipfPosition kept = solver.turns(position).stream().filter(t -> t.text().equals("e1-e2 xe2-e6:e5")).findFirst().orElseThrow().after();
        GipfPosition whole = solver.turns(position).stream().filter(t -> t.text().equals("e1-e2 xe2-e6")).findFirst().orElseThrow().after();
        assertThat(kept.loser()).contains(Side.BLACK);
        assertThat(whole.loser()).contains(Side.WHITE);
    }

    @Test
    void theLastPieceBroughtInLosesInTwoTurnsUnlessItMakesARow() {
        assertThat(solver.forcedWin(position(LAST_PIECE), Side.WHITE, 1, NO_LIMIT)).isEqualTo(Proof.NO_WIN);
        assertThat(solver.forcedWin(position(LAST_PIECE), Side.WHITE, 3, NO_LIMIT)).isEqualTo(Proof.WIN);

        // Black's g1-g2 or g7-g6 would complete g2-g5 or g3-g6 and give him four pieces back; only h1-g2 breaks his line
        GipfPosition escape = position(ROW_TO_ESCAPE);
        assertThat(solver.forcedWin(escape, Side.WHITE, 3, NO_LIMIT)).isEqualTo(Proof.WIN);
        for (GipfSolver.Turn turn : solver.turns(escape)) {
            assertThat(solver.forcedWin(turn.after(), Side.WHITE, 2, NO_LIMIT)).as(turn.text())
                    .isEqualTo(turn.text().equals("h1-g2") ? Proof.WIN : Proof.NO_WIN);
        }
    }

    @Test
    void aProofOutOfTimeIsUnknownNotGuessed() {
        assertThat(solver.forcedWin(position("start"), Side.WHITE, 5, System.nanoTime())).isEqualTo(Proof.UNKNOWN);
    }

    @Test
    void positionsWithChallengesAreNotHandled() {
        assertThat(GipfSolver.handles(position(LAST_PIECE))).isTrue();
        assertThat(GipfSolver.handles(position(LAST_PIECE + " potentials=1,1 challenges=1,1"))).isFalse();
    }
}
