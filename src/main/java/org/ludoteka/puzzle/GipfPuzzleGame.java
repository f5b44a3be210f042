package org.ludoteka.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ludoteka.ai.GipfSolver;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfBoard;
import org.ludoteka.games.gipf.GipfGame;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfRules;

/**
 * GIPF for the puzzles. A puzzle's turn is every token one player decides in a row
 * ({@link GipfSolver}): his push and, after it, the rows he removes with the pieces he keeps and the
 * extra moves of his potentials, written one after another — {@code e1-e2}, {@code i3-h3 xd4-h4:e4},
 * {@code Ta5-b5 c7-c6} — until the decision passes to the opponent or the game ends. A reply may
 * begin with the opponent's own rows, which the learner's push made. Positions with challenges are
 * not set as puzzles: a game of Tamsk, which no one chooses, would decide them.
 */
final class GipfPuzzleGame extends SolvedPuzzleGame<GipfPosition, GipfMove, GipfRules, GipfSolver> {

    GipfPuzzleGame(Map<String, String> options) {
        // the player whose tokens come next is the decider: the mover, or the remover of rows he owes first
        super(GipfGame.INSTANCE.rules(options), GipfGame.INSTANCE.notation(options), GipfPosition::decider,
                GipfPosition::other, GipfSolver::new);
    }

    /** The position a text gives; {@link InputError} also for one with challenges, which the solver cannot prove. */
    @Override
    public GipfPosition position(String text) {
        GipfPosition position = super.position(text);
        if (!GipfSolver.handles(position)) {
            throw new InputError("puzzle.gipfChallenges");
        }
        return position;
    }

    @Override
    public List<String> turns(GipfPosition position) {
        return solver.turns(position).stream().map(GipfSolver.Turn::text).toList();
    }

    /** Every whole turn with the position it leaves. */
    List<GipfSolver.Turn> wholeTurns(GipfPosition position) {
        return solver.turns(position);
    }

    /** Plays the tokens of {@code text} one after another: they must make one whole turn of the player deciding now. */
    @Override
    public Played<GipfPosition> play(GipfPosition position, String text) {
        Side decider = position.decider();
        GipfPosition now = position;
        List<String> written = new ArrayList<>();
        String[] tokens = text.strip().split("\\s+");
        for (int i = 0; i < tokens.length; i++) {
            if (i > 0 && !goesOn(decider, now)) {
                return new Played.Refused<>(Message.of("puzzle.gipfTurn", text.strip()));
            }
            GipfMove move;
            try {
                move = notation.parseMove(tokens[i]);
            } catch (InputError e) {
                return new Played.Refused<>(e.problem());
            }
            MoveResult<GipfPosition> result = rules.apply(now, move);
            if (result instanceof MoveResult.Illegal<GipfPosition> illegal) {
                return new Played.Refused<>(illegal.message());
            }
            written.add(notation.format(now, move));
            now = ((MoveResult.Legal<GipfPosition>) result).after();
        }
        if (goesOn(decider, now)) {
            return new Played.Refused<>(Message.of("puzzle.gipfTurnUnfinished", text.strip()));
        }
        return new Played.Done<>(String.join(" ", written), now);
    }

    /**
     * The position after the tokens {@code text} when they are legal but leave the turn unfinished —
     * the learner has pushed and still has rows to remove — for the trainer to show; otherwise empty.
     */
    Optional<GipfPosition> partway(GipfPosition position, String text) {
        Side decider = position.decider();
        GipfPosition now = position;
        String[] tokens = text.strip().split("\\s+");
        for (int i = 0; i < tokens.length; i++) {
            if (i > 0 && !goesOn(decider, now)) {
                return Optional.empty(); // the turn ended before its last token
            }
            try {
                if (!(rules.apply(now, notation.parseMove(tokens[i])) instanceof MoveResult.Legal<GipfPosition> legal)) {
                    return Optional.empty();
                }
                now = legal.after();
            } catch (InputError e) {
                return Optional.empty();
            }
        }
        return goesOn(decider, now) ? Optional.of(now) : Optional.empty();
    }

    private boolean goesOn(Side decider, GipfPosition now) {
        return rules.outcome(now).isEmpty() && now.decider() == decider;
    }

    /** The opponent's pieces {@code turn} captures (a GIPF piece as two). */
    int captures(GipfPosition position, String turn) {
        return GipfSolver.captures(position, after(position, turn), position.decider());
    }

    /** The turns that capture the most of the opponent's pieces, in turn order; none when no turn captures. */
    List<String> mostCapturing(GipfPosition position) {
        List<GipfSolver.Turn> all = solver.turns(position);
        int most = all.stream().mapToInt(t -> GipfSolver.captures(position, t.after(), position.decider())).max().orElse(0);
        if (most == 0) {
            return List.of();
        }
        return all.stream().filter(t -> GipfSolver.captures(position, t.after(), position.decider()) == most)
                .map(GipfSolver.Turn::text).toList();
    }

    /** True when {@code turn} makes the extra move of a potential on e5: it holds a second push (P-8). */
    static boolean usesPower(String turn) {
        return java.util.Arrays.stream(turn.strip().split("\\s+")).filter(t -> !t.startsWith("x") && !t.equals("forfeit")).count() >= 2;
    }

    /** The most pieces a turn that does not use the power captures. */
    int mostCapturesWithoutPower(GipfPosition position) {
        return solver.turns(position).stream().filter(t -> !usesPower(t.text()))
                .mapToInt(t -> GipfSolver.captures(position, t.after(), position.decider())).max().orElse(0);
    }

    /**
     * P-10: true when {@code turn}, played from {@code position}, holds a later push (the extra move after
     * the regular one, or the regular push after an extra move owed from the opponent's turn, P-9) that
     * changes a row standing in the interim position before it ({@link GipfRules#changesWaitingRow}): a
     * row that would be gone had rows been removed between the moves. False for a turn not legal here.
     */
    boolean buildsOnInterim(GipfPosition position, String turn) {
        GipfPosition now = position;
        boolean pushed = false;
        for (String token : turn.strip().split("\\s+")) {
            GipfMove move;
            try {
                move = notation.parseMove(token);
            } catch (InputError e) {
                return false;
            }
            if (move instanceof GipfMove.Push push) {
                if (pushed && GipfRules.changesWaitingRow(now, push)) {
                    return true;
                }
                pushed = true;
            }
            if (!(rules.apply(now, move) instanceof MoveResult.Legal<GipfPosition> legal)) {
                return false;
            }
            now = legal.after();
        }
        return false;
    }

    /** The most pieces a turn captures that does not build on an interim position ({@link #buildsOnInterim}). */
    int mostCapturesWithoutInterim(GipfPosition position) {
        return solver.turns(position).stream().filter(t -> !buildsOnInterim(position, t.text()))
                .mapToInt(t -> GipfSolver.captures(position, t.after(), position.decider())).max().orElse(0);
    }

    /** The most pieces a turn captures. */
    int mostCaptures(GipfPosition position) {
        return solver.turns(position).stream().mapToInt(t -> GipfSolver.captures(position, t.after(), position.decider())).max().orElse(0);
    }

    /** The game goes on: the opponent still has a piece to bring in and his GIPF pieces. */
    @Override
    public Message notWon(GipfPosition after, Side side, String turn) {
        return Message.of("puzzle.why.gipfNotOver", turn);
    }

    /** The dot of the turn's first push: where the first hint points. */
    @Override
    public Optional<String> from(String turn) {
        return firstPush(turn).map(push -> GipfBoard.name(push.dot()));
    }

    /** The spot the first push enters: the second hint. */
    @Override
    public Optional<String> to(String turn) {
        return firstPush(turn).map(push -> GipfBoard.name(push.spot()));
    }

    private Optional<GipfMove.Push> firstPush(String turn) {
        for (String token : turn.strip().split("\\s+")) {
            try {
                if (notation.parseMove(token) instanceof GipfMove.Push push) {
                    return Optional.of(push);
                }
            } catch (InputError e) {
                return Optional.empty();
            }
        }
        return Optional.empty();
    }
}
