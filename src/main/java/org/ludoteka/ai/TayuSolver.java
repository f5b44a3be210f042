package org.ludoteka.ai;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.ludoteka.core.Side;
import org.ludoteka.games.tayu.TayuBoard;
import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.games.tayu.TayuMove;
import org.ludoteka.games.tayu.TayuNotation;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.games.tayu.TayuRules;

/**
 * What the drawn Ta Yü tile can do, proven by laying it in every legal place and orientation and
 * scoring each board as the rules score the game (Y-16, Y-17): a builder's score is the points on
 * one of his coasts times those on the opposite one, and the mover's <em>lead</em> is his score less
 * his opponent's. Nothing is guessed and the face-down supply is never read: the answer is about the
 * board the placement leaves, which is all a placement decides.
 */
public final class TayuSolver {

    /** The points on each coast of a board (Y-16). */
    public record Coasts(int north, int east, int south, int west) {
        static Coasts of(TayuBoard board) {
            int[] points = board.coastPoints();
            return new Coasts(points[TayuBoard.NORTH], points[TayuBoard.EAST], points[TayuBoard.SOUTH], points[TayuBoard.WEST]);
        }

        /** A builder's score: the product of his two coasts (Y-17). */
        public int score(Side builder) {
            return builder == Side.NS ? north * south : west * east;
        }

        /** The builder's two coasts, north before south and west before east. */
        public int[] of(Side builder) {
            return builder == Side.NS ? new int[] {north, south} : new int[] {west, east};
        }
    }

    /** One legal placement of the tile on move and the coasts it leaves, from the side of {@code mover}. */
    public record Placement(TayuMove move, Side mover, Coasts coasts) {
        public String text() {
            return TayuNotation.placement(move);
        }

        /** The mover's score after the placement. */
        public int own() {
            return coasts.score(mover);
        }

        /** The opponent's score after the placement. */
        public int opponent() {
            return coasts.score(opponentOf(mover));
        }

        /** The mover's score less the opponent's: what decides the game (Y-17). */
        public int lead() {
            return own() - opponent();
        }
    }

    private final TayuRules rules;
    private long nodes;

    public TayuSolver(TayuRules rules) {
        this.rules = rules;
    }

    /** True when the solver answers for {@code position}: two players, the basic game, a drawn tile waiting to be placed. */
    public boolean handles(TayuPosition position) {
        return position.players() == 2 && !rules.options().advanced() && rules.phase(position) == TayuRules.Phase.PLACE;
    }

    /** Every legal placement of the tile on move, scored, in the order of their texts. */
    public List<Placement> placements(TayuPosition position) {
        if (!handles(position)) {
            throw new IllegalArgumentException("not a two-player position with a drawn tile to place: " + position);
        }
        Side mover = position.role(position.turn()).orElseThrow();
        List<Placement> placements = new ArrayList<>();
        for (TayuEvent event : rules.legalMoves(position)) {
            TayuMove move = (TayuMove) event;
            placements.add(new Placement(move, mover, Coasts.of(position.board().with(move))));
            nodes++;
        }
        placements.sort(Comparator.comparing(Placement::text));
        return placements;
    }

    /** The best lead any placement leaves; {@code placements} must not be empty. */
    public static int bestLead(List<Placement> placements) {
        return placements.stream().mapToInt(Placement::lead).max().orElseThrow();
    }

    /** The placements that leave the best lead, in text order. */
    public static List<Placement> best(List<Placement> placements) {
        int best = bestLead(placements);
        return placements.stream().filter(p -> p.lead() == best).toList();
    }

    /** The placements after which the mover's own score is exactly {@code points}, in text order. */
    public static List<Placement> scoring(List<Placement> placements, int points) {
        return placements.stream().filter(p -> p.own() == points).toList();
    }

    /** The coasts of the board as it stands, before the placement. */
    public static Coasts standing(TayuPosition position) {
        return Coasts.of(position.board());
    }

    /** The other builder of the two-player game. */
    public static Side opponentOf(Side builder) {
        return builder == Side.NS ? Side.WE : Side.NS;
    }

    /** The placements weighed so far: the solver's effort. */
    public long nodes() {
        return nodes;
    }
}
