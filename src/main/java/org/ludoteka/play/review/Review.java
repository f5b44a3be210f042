package org.ludoteka.play.review;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import org.ludoteka.ai.TayuSolver;
import org.ludoteka.core.Game;
import org.ludoteka.core.InputError;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Notation;
import org.ludoteka.core.Rules;
import org.ludoteka.core.Side;
import org.ludoteka.games.Games;
import org.ludoteka.play.GameRecord;
import org.ludoteka.puzzle.Goal;
import org.ludoteka.puzzle.PuzzleGame;
import org.ludoteka.puzzle.PuzzleGames;
import org.ludoteka.puzzle.PuzzleProofs;

/**
 * The review of a finished game (issue #23): its turning points for the player who moved, each one
 * proven by the solver the game's puzzles use, never guessed. Lines of Action and level-1 Tamsk are
 * asked for forced wins (a <em>missed win</em>, a <em>blunder</em>); Ta Yü placements are weighed
 * exactly against every other placement of the same tile (a <em>costly placement</em>). GIPF has no
 * solver yet, so its games get no marks. A question the budget cannot settle marks nothing.
 *
 * <p>The record's moves are grouped into the puzzles' turns (a Tamsk claim, move and ring are one
 * turn; a Ta Yü draw or bid is no turn of a puzzle, so it is passed over) by the position each turn
 * leads to. Cancelled by interrupting the thread it runs on.
 */
public final class Review {
    /** The most own moves a missed win is looked for within, and a blunder's win for the opponent. */
    public static final int MISSED_WIN_MOVES = 3;
    public static final int BLUNDER_MOVES = 2;
    /** A Ta Yü placement is marked when it cost this many points of the lead or more; the costliest one is marked anyway. */
    public static final int COSTLY_POINTS = 10;
    /** The most engine moves one puzzle turn may take (Tamsk: claim, move, ring). */
    private static final int LONGEST_TURN = 3;

    /** Told after each turn weighed, so that a window can show how far the review is. */
    public interface Progress {
        void weighed(int turns, int of);
    }

    private Review() {
    }

    /** The game ids whose games a review can mark: those with a solver. */
    public static boolean reviews(String gameId) {
        return PuzzleGames.of(gameId, Map.of()).isPresent();
    }

    /**
     * Reviews the game {@code gameId} under {@code options} from {@code start} through {@code moves}
     * (in notation; a record's turn numbers are skipped), with {@code perTurn} for the solver's
     * questions about each turn. {@link InputError} when a move cannot be read or is illegal;
     * {@link CancellationException} when the thread is interrupted.
     */
    public static List<Mark> of(String gameId, Map<String, String> options, String start, List<String> moves, Duration perTurn,
                                Progress progress) {
        Game<?, ?> game = Games.byId(gameId).flatMap(Games.Entry::engine).orElseThrow(() -> new InputError("cli.unknownGame", gameId));
        List<String> positions = positions(game, options, start, moves.stream().filter(m -> !GameRecord.isTurnNumber(m)).toList());
        Optional<PuzzleGame<?>> solved = PuzzleGames.of(gameId, options);
        if (solved.isEmpty()) {
            return List.of();
        }
        boolean proves = PuzzleGames.offers(gameId, new Goal.WinIn(1));
        return new Weigher<>(solved.get(), proves, perTurn, progress).weigh(positions);
    }

    /** Every position of the game as text, the start first; the reason a move is refused, as an {@link InputError}. */
    static <P, M> List<String> positions(Game<P, M> game, Map<String, String> options, String start, List<String> moves) {
        Rules<P, M> rules = game.rules(options);
        Notation<P, M> notation = game.notation(options);
        P position = notation.parsePosition(start);
        List<String> positions = new ArrayList<>();
        positions.add(notation.format(position));
        for (int i = 0; i < moves.size(); i++) {
            MoveResult<P> result = rules.apply(position, notation.parseMove(moves.get(i)));
            if (result instanceof MoveResult.Illegal<P> illegal) {
                throw new InputError("review.illegal", i + 1, moves.get(i), illegal.message());
            }
            position = ((MoveResult.Legal<P>) result).after();
            positions.add(notation.format(position));
        }
        return positions;
    }

    /** The questions about one game, its positions read by the puzzles' side of the game. */
    private static final class Weigher<P> {
        private final PuzzleGame<P> game;
        private final boolean proves;
        private final Duration perTurn;
        private final Progress progress;

        Weigher(PuzzleGame<P> game, boolean proves, Duration perTurn, Progress progress) {
            this.game = game;
            this.proves = proves;
            this.perTurn = perTurn;
            this.progress = progress;
        }

        List<Mark> weigh(List<String> texts) {
            List<Mark> marks = new ArrayList<>();
            List<Mark> placements = new ArrayList<>();
            int last = texts.size() - 1;
            for (int at = 0; at < last; ) {
                if (Thread.currentThread().isInterrupted()) {
                    throw new CancellationException("review cancelled");
                }
                progress.weighed(at, last);
                Optional<P> before = read(texts.get(at));
                Optional<Turn> turn = before.isEmpty() ? Optional.empty() : turn(before.get(), texts, at);
                if (turn.isEmpty()) {
                    at++;
                    continue;
                }
                mark(before.get(), turn.get(), at, texts.get(at))
                        .ifPresent(m -> (m.kind() == Mark.Kind.COSTLY_PLACEMENT ? placements : marks).add(m));
                at = turn.get().end();
            }
            progress.weighed(last, last);
            marks.addAll(costly(placements));
            marks.sort((a, b) -> Integer.compare(a.firstMove(), b.firstMove()));
            return marks;
        }

        private Optional<Mark> mark(P position, Turn turn, int at, String before) {
            Optional<List<TayuSolver.Placement>> placements = PuzzleGames.placements(game, position);
            if (placements.isPresent()) {
                return placement(position, placements.get(), turn, at, before);
            }
            return proves ? proofs(position, turn, at, before) : Optional.empty();
        }

        /** The turn played from {@code texts[at]}, found by the position it leads to; the longest that fits. */
        private Optional<Turn> turn(P position, List<String> texts, int at) {
            if (game.outcome(position).isPresent()) {
                return Optional.empty();
            }
            Map<String, String> byAfter = new HashMap<>();
            for (String turn : game.turns(position)) {
                byAfter.putIfAbsent(game.format(game.after(position, turn)), turn);
            }
            Optional<Turn> found = Optional.empty();
            for (int end = at + 1; end <= Math.min(at + LONGEST_TURN, texts.size() - 1); end++) {
                String turn = byAfter.get(texts.get(end));
                if (turn != null) {
                    found = Optional.of(new Turn(turn, end));
                }
            }
            return found;
        }

        private Optional<P> read(String text) {
            try {
                P position = game.position(text);
                if (!game.solves(position) || game.timed(position)) {
                    // a part of the game its solver does not take (Tamsk level 3, a free start); or a game in which the sand
                    // runs (Tamsk level 2): a record's moments are the players' own, not the moments the time solver tries
                    return Optional.empty();
                }
                return Optional.of(position);
            } catch (InputError e) {
                return Optional.empty(); // a position the puzzles do not take (a Ta Yü game of three or four)
            }
        }

        /** A missed win first, else a blunder: each asked of the solver within the turn's budget. */
        private Optional<Mark> proofs(P position, Turn turn, int at, String before) {
            PuzzleProofs<P> proofs = new PuzzleProofs<>(game, System.nanoTime() + perTurn.toNanos());
            Side mover = game.toMove(position);
            P after = game.after(position, turn.text());
            try {
                Optional<Integer> win = proofs.shortestWin(position, MISSED_WIN_MOVES);
                if (win.isPresent()) {
                    int moves = win.get();
                    boolean kept = game.outcome(after).flatMap(o -> o.winner()).filter(mover::equals).isPresent()
                            || moves > 1 && proofs.winsWithinPlies(after, mover, 2 * moves - 2);
                    if (kept) {
                        return Optional.empty();
                    }
                    return Optional.of(new Mark(at, mover.id(), turn.text(), Mark.Kind.MISSED_WIN, moves,
                            proofs.winningTurns(position, moves), proofs.line(position, moves), before));
                }
            } catch (PuzzleProofs.OutOfTime e) {
                // not proven either way: a blunder may still be
            }
            try {
                Side opponent = game.opponent(position);
                boolean lostAtOnce = game.outcome(after).flatMap(o -> o.winner()).filter(opponent::equals).isPresent();
                if (!lostAtOnce && game.outcome(after).isPresent() || proofs.winsWithinPlies(position, opponent, 2 * BLUNDER_MOVES)) {
                    return Optional.empty(); // the game ended, or it was lost already: the turn did not lose it
                }
                Optional<Integer> loss = lostAtOnce ? Optional.of(0) : proofs.shortestWin(after, BLUNDER_MOVES);
                if (loss.isEmpty()) {
                    return Optional.empty();
                }
                int moves = loss.get();
                List<String> saving = new ArrayList<>();
                for (String other : game.turns(position)) {
                    P otherAfter = game.after(position, other);
                    boolean otherLost = game.outcome(otherAfter).flatMap(o -> o.winner()).filter(opponent::equals).isPresent();
                    if (!otherLost && (game.outcome(otherAfter).isPresent() || moves == 0
                            || !proofs.winsWithinPlies(otherAfter, opponent, 2 * moves - 1))) {
                        saving.add(other);
                    }
                }
                return Optional.of(new Mark(at, mover.id(), turn.text(), Mark.Kind.BLUNDER, moves, saving,
                        moves == 0 ? List.of() : proofs.line(after, moves), before));
            } catch (PuzzleProofs.OutOfTime e) {
                return Optional.empty();
            }
        }

        /** The points the placement played lost against the best placement of the same tile, and those best placements. */
        private Optional<Mark> placement(P position, List<TayuSolver.Placement> all, Turn turn, int at, String before) {
            int best = TayuSolver.bestLead(all);
            TayuSolver.Placement played = all.stream().filter(p -> p.text().equals(turn.text())).findFirst().orElseThrow();
            int cost = best - played.lead();
            if (cost <= 0) {
                return Optional.empty();
            }
            return Optional.of(new Mark(at, game.toMove(position).id(), turn.text(), Mark.Kind.COSTLY_PLACEMENT, cost,
                    TayuSolver.best(all).stream().map(TayuSolver.Placement::text).toList(), List.of(), before));
        }

        /** The placements that cost {@link #COSTLY_POINTS} or more, and the costliest one whatever it cost. */
        private static List<Mark> costly(List<Mark> placements) {
            Optional<Mark> costliest = placements.stream().max((a, b) -> Integer.compare(a.moves(), b.moves()));
            return placements.stream()
                    .filter(m -> m.moves() >= COSTLY_POINTS || costliest.filter(c -> c == m).isPresent())
                    .toList();
        }
    }

    /** A turn of the puzzles' kind, as they write it, and the index of the position it leads to. */
    private record Turn(String text, int end) {
    }
}
