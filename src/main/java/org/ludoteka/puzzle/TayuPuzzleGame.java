package org.ludoteka.puzzle;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import org.ludoteka.ai.Proof;
import org.ludoteka.ai.TayuSolver;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.Side;
import org.ludoteka.games.tayu.TayuBoard;
import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.games.tayu.TayuGame;
import org.ludoteka.games.tayu.TayuMove;
import org.ludoteka.games.tayu.TayuNotation;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.games.tayu.TayuRules;

/**
 * Ta Yü for the puzzles: a turn is the placement of the drawn tile ({@code j10h025}), judged by the
 * rules and scored by {@link TayuSolver}, which lays the tile in every legal place. A Ta Yü puzzle
 * asks about one placement and the board it leaves — the best lead, or a score — never for a forced
 * win, since what follows a placement hangs on the face-down supply ({@link PuzzleGames#offers}).
 * This is also the trainer's hook: a board that hands on the placements the learner makes can set
 * these puzzles like any other.
 */
final class TayuPuzzleGame extends EnginePuzzleGame<TayuPosition, TayuEvent, TayuRules> {
    private final TayuSolver solver;

    TayuPuzzleGame(Map<String, String> options) {
        super(TayuGame.INSTANCE.rules(options), TayuGame.INSTANCE.notation(options), TayuPuzzleGame::builderOnMove,
                TayuSolver::opponentOf);
        this.solver = new TayuSolver(rules);
    }

    /** The builder on move, {@code ns} or {@code we}. */
    private static Side builderOnMove(TayuPosition position) {
        return position.role(position.turn()).orElseThrow();
    }

    /** Every legal placement of the tile on move, scored; {@link TayuSolver#handles} must hold. */
    List<TayuSolver.Placement> placements(TayuPosition position) {
        return solver.placements(position);
    }

    boolean handles(TayuPosition position) {
        return solver.handles(position);
    }

    /** The placements that answer {@code goal}: those with the best lead, or those that make the mover's score the points asked. */
    static List<TayuSolver.Placement> answers(Goal goal, List<TayuSolver.Placement> placements) {
        return goal instanceof Goal.Points points ? TayuSolver.scoring(placements, points.points()) : TayuSolver.best(placements);
    }

    /** The placement {@code turn} writes, among {@code placements}. */
    static TayuSolver.Placement find(List<TayuSolver.Placement> placements, String turn) {
        return placements.stream().filter(p -> p.text().equals(turn)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("not a legal placement: " + turn));
    }

    /** What a placement leaves, in figures of any language: the mover's product ({@code 4 × 5 = 20}), or for the best lead both products and the lead ({@code 4 × 5 − 2 × 4 = 12}). */
    static String figures(Goal goal, TayuSolver.Placement placement) {
        int[] own = placement.coasts().of(placement.mover());
        if (goal instanceof Goal.Points) {
            return own[0] + " × " + own[1] + " = " + placement.own();
        }
        int[] theirs = placement.coasts().of(TayuSolver.opponentOf(placement.mover()));
        return own[0] + " × " + own[1] + " − " + theirs[0] + " × " + theirs[1] + " = " + placement.lead();
    }

    /**
     * The mover's coasts as the board stands and the score they make now, with the score asked: what a
     * "score exactly N" puzzle counts (Y-16, Y-17). North and south for the north–south builder, west and east for the other.
     */
    static Message coastPoints(TayuPosition position, int asked) {
        Side mover = position.role(position.turn()).orElseThrow();
        int[] own = TayuSolver.standing(position).of(mover);
        return Message.of(mover == Side.NS ? "puzzle.tally.northSouth" : "puzzle.tally.westEast", own[0], own[1], own[0] * own[1], asked);
    }

    /** Why {@code placement} misses {@code goal}, in words: the score it leaves against the one asked. */
    static Message whyNot(Goal goal, TayuSolver.Placement placement, List<TayuSolver.Placement> placements) {
        int[] own = placement.coasts().of(placement.mover());
        if (goal instanceof Goal.Points points) {
            return Message.of("puzzle.why.otherScore", placement.text(), own[0], own[1], placement.own(), points.points());
        }
        int[] theirs = placement.coasts().of(TayuSolver.opponentOf(placement.mover()));
        return Message.of("puzzle.why.notBest", placement.text(), own[0], own[1], placement.own(), theirs[0], theirs[1],
                placement.opponent(), placement.lead(), TayuSolver.bestLead(placements));
    }

    /** The position a text gives; {@link InputError} also for one of three or four players, whose seats the puzzles do not name. */
    @Override
    public TayuPosition position(String text) {
        TayuPosition position = super.position(text);
        if (position.players() != 2) {
            throw new InputError("puzzle.tayuPosition");
        }
        return position;
    }

    /** Every legal placement of the tile on move, in text order; none when there is no tile to place. */
    @Override
    public List<String> turns(TayuPosition position) {
        if (rules.phase(position) != TayuRules.Phase.PLACE) {
            return List.of();
        }
        return rules.legalMoves(position).stream().map(move -> TayuNotation.placement((TayuMove) move)).sorted().toList();
    }

    /** Plays a placement of the tile on move; anything else (a draw, a bid) is not a puzzle's turn. */
    @Override
    public Played<TayuPosition> play(TayuPosition position, String text) {
        return playMove(position, text, TayuNotation::parsePlacement, TayuNotation::placement);
    }

    /** Never asked: Ta Yü puzzles have no goal that needs a forced win (see the class comment). */
    @Override
    public Proof forcedWin(TayuPosition position, Side attacker, int plies, long deadlineNanos) {
        throw new UnsupportedOperationException("Ta Yü puzzles ask for no forced win: what follows a placement hangs on the face-down supply");
    }

    @Override
    public long nodes() {
        return solver.nodes();
    }

    /** The first square the tile covers, its anchor: where the first hint points. */
    @Override
    public Optional<String> from(String turn) {
        return Optional.of(TayuBoard.name(TayuNotation.parsePlacement(turn).anchor()));
    }

    /** The three squares the tile covers, from its anchor rightwards or upwards (Y-2, Y-10). */
    @Override
    public List<String> covers(String turn) {
        TayuMove move = TayuNotation.parsePlacement(turn);
        int anchor = move.anchor();
        return IntStream.range(0, 3).mapToObj(step -> TayuBoard.name(TayuBoard.file(anchor) + (move.vertical() ? 0 : step),
                TayuBoard.row(anchor) + (move.vertical() ? step : 0))).toList();
    }

    /** The last square the tile covers, so that the second hint gives where it lies and which way. */
    @Override
    public Optional<String> to(String turn) {
        TayuMove move = TayuNotation.parsePlacement(turn);
        int anchor = move.anchor();
        return Optional.of(TayuBoard.name(TayuBoard.file(anchor) + (move.vertical() ? 0 : 2), TayuBoard.row(anchor) + (move.vertical() ? 2 : 0)));
    }
}
