package org.ludoteka.puzzle;

import java.util.function.Function;
import java.util.function.UnaryOperator;
import org.ludoteka.ai.Proof;
import org.ludoteka.ai.WinSolver;
import org.ludoteka.core.Notation;
import org.ludoteka.core.Rules;
import org.ludoteka.core.Side;

/** A game whose puzzles' forced wins one solver of its own proves: the solver answers, and counts the effort, for the game. */
abstract class SolvedPuzzleGame<P, M, R extends Rules<P, M>, S extends WinSolver<P>> extends EnginePuzzleGame<P, M, R> {
    protected final S solver;

    /** {@code solverOf}: the game's solver, made for its rules. */
    SolvedPuzzleGame(R rules, Notation<P, M> notation, Function<P, Side> toMove, UnaryOperator<Side> other, Function<R, S> solverOf) {
        super(rules, notation, toMove, other);
        this.solver = solverOf.apply(rules);
    }

    @Override
    public final Proof forcedWin(P position, Side attacker, int plies, long deadlineNanos) {
        return solver.forcedWin(position, attacker, plies, deadlineNanos);
    }

    @Override
    public final long nodes() {
        return solver.nodes();
    }
}
