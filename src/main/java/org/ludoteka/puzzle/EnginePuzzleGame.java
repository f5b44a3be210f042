package org.ludoteka.puzzle;

import java.util.Optional;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import org.ludoteka.core.InputError;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Notation;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Rules;
import org.ludoteka.core.Side;

/**
 * What a game's puzzles take straight from its engine: positions read and written in its notation
 * (under the chosen options, so that a named start follows them), the end of the game from its
 * rules, and a move played as a turn. Each game adds what a turn is, and its solver.
 */
abstract class EnginePuzzleGame<P, M, R extends Rules<P, M>> implements PuzzleGame<P> {
    protected final R rules;
    protected final Notation<P, M> notation;
    private final Function<P, Side> toMove;
    private final UnaryOperator<Side> other;

    /** {@code toMove}: who plays the next turn in a position; {@code other}: a player's opponent. */
    EnginePuzzleGame(R rules, Notation<P, M> notation, Function<P, Side> toMove, UnaryOperator<Side> other) {
        this.rules = rules;
        this.notation = notation;
        this.toMove = toMove;
        this.other = other;
    }

    @Override
    public Side toMove(P position) {
        return toMove.apply(position);
    }

    @Override
    public Side opponent(P position) {
        return other.apply(toMove(position));
    }

    @Override
    public P position(String text) {
        return notation.parsePosition(text);
    }

    @Override
    public String format(P position) {
        return notation.format(position);
    }

    @Override
    public Optional<Outcome> outcome(P position) {
        return rules.outcome(position);
    }

    /**
     * Plays the one move {@code text} reads as (by {@code reader}) as the whole turn, written back by
     * {@code writer}; or gives the reason the text is no move, or the rules' reason to refuse it.
     */
    protected final <T extends M> Played<P> playMove(P position, String text, Function<String, T> reader,
                                                      Function<T, String> writer) {
        T move;
        try {
            move = reader.apply(text);
        } catch (InputError e) {
            return new Played.Refused<>(e.problem());
        }
        MoveResult<P> result = rules.apply(position, move);
        if (result instanceof MoveResult.Illegal<P> illegal) {
            return new Played.Refused<>(illegal.message());
        }
        return new Played.Done<>(writer.apply(move), ((MoveResult.Legal<P>) result).after());
    }
}
