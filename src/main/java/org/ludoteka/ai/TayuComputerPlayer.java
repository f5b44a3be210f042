package org.ludoteka.ai;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.ludoteka.core.Side;
import org.ludoteka.games.tayu.TayuBoard;
import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.games.tayu.TayuMove;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.games.tayu.TayuRules;
import org.ludoteka.games.tayu.TayuRules.Glimpse;
import org.ludoteka.games.tayu.TayuRules.Phase;
import org.ludoteka.games.tayu.TayuSupply;
import org.ludoteka.games.tayu.TayuTile;

/**
 * The Ta Yü opponent: greedy on the difference between its score and the others', as the board
 * stands after its placement (see {@link TayuStrength}). It never peeks at the face-down supply: a
 * stack's top tile is, to it, any tile not yet seen that matches what can be seen of it (the back
 * mark, and the notches when they count as seen), weighted by how many such tiles are left.
 */
public final class TayuComputerPlayer {
    /** How much an open mouth heading for a coast is worth, as a share of a mouth on it, from right beside the coast. */
    private static final double CHANNEL = 0.6;
    /** Hard looks ahead from this many of its best placements. */
    private static final int LOOK_AHEAD_PLACEMENTS = 4;
    /** With three players, the computer bids while the bid stays at or above this. */
    private static final int LOWEST_BID = 24;
    private static final int OPENING_BID = 40;

    private final TayuRules rules;
    private final TayuStrength strength;
    private final SplittableRandom random;

    public TayuComputerPlayer(TayuRules rules, TayuStrength strength, long seed) {
        this.rules = rules;
        this.strength = strength;
        this.random = new SplittableRandom(seed);
    }

    /** The next event of the player on move in {@code position}, which must not be over. */
    public TayuEvent choose(TayuPosition position) {
        Phase phase = rules.phase(position);
        return switch (phase) {
            case BID -> bid(position);
            case SETUP_DRAW, DRAW -> draw(position);
            case PLACE -> place(position);
            default -> throw new IllegalArgumentException("the game is over");
        };
    }

    /** Opens at a bid most games beat, then underbids by one while the bid stays above what a builder usually reaches. */
    private TayuEvent bid(TayuPosition position) {
        int lowest = position.lowestBid();
        if (lowest == 0) {
            return new TayuEvent.Bid(OPENING_BID);
        }
        return lowest - 1 >= LOWEST_BID ? new TayuEvent.Bid(lowest - 1) : TayuEvent.PASS;
    }

    private TayuEvent draw(TayuPosition position) {
        List<Integer> lanes = new ArrayList<>();
        for (int lane = 0; lane < TayuSupply.LANES; lane++) {
            if (position.supply().top(lane).isPresent()) {
                lanes.add(lane);
            }
        }
        if (!strength.looksAhead() || lanes.size() == 1) {
            return new TayuEvent.Draw(lanes.get(random.nextInt(lanes.size())));
        }
        int seat = position.turn();
        int best = lanes.get(0);
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int lane : lanes) {
            double expected = expectedBest(position, position.board(), lane, seat, position.handOnMove());
            if (expected > bestValue) {
                bestValue = expected;
                best = lane;
            }
        }
        return new TayuEvent.Draw(best);
    }

    private TayuEvent place(TayuPosition position) {
        int seat = position.turn();
        List<Scored> scored = new ArrayList<>();
        for (TayuEvent event : rules.legalMoves(position)) {
            TayuMove move = (TayuMove) event;
            scored.add(new Scored(move, value(position, position.board().with(move), seat) + strength.noise() * random.nextDouble()));
        }
        scored.sort(Comparator.comparingDouble(Scored::value).reversed());
        if (!strength.looksAhead() || position.supply().isEmpty()) {
            return scored.get(0).move();
        }
        int next = position.next(seat);
        TayuMove best = scored.get(0).move();
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Scored candidate : scored.subList(0, Math.min(LOOK_AHEAD_PLACEMENTS, scored.size()))) {
            TayuBoard after = position.board().with(candidate.move());
            double reply = bestReply(position, after, next);
            // the next player's best expected board, valued from our side
            double value = reply == Double.NEGATIVE_INFINITY ? candidate.value() : reply;
            if (value > bestValue) {
                bestValue = value;
                best = candidate.move();
            }
        }
        return best;
    }

    /**
     * Our value of the board the next player can expect to leave, drawing from the stack that promises
     * him most. His gain is taken as our loss: exact with two players and with four (the next seat is
     * always the other team), a fair guess with three.
     */
    private double bestReply(TayuPosition position, TayuBoard board, int next) {
        double worstForUs = Double.POSITIVE_INFINITY;
        for (int lane = 0; lane < TayuSupply.LANES; lane++) {
            if (position.supply().top(lane).isPresent()) {
                worstForUs = Math.min(worstForUs, -expectedBest(position, board, lane, next, position.hand(next)));
            }
        }
        return worstForUs == Double.POSITIVE_INFINITY ? Double.NEGATIVE_INFINITY : worstForUs;
    }

    /**
     * What {@code seat} can expect from drawing the top tile of {@code lane}: the value of its best
     * placement, averaged over the tiles that tile may be; with a kept tile (the advanced game), the
     * better of the two. A tile that fits nowhere ends the game as the board stands.
     */
    private double expectedBest(TayuPosition position, TayuBoard board, int lane, int seat, List<TayuTile> kept) {
        Glimpse glimpse = rules.visible(position, lane).orElseThrow();
        Map<TayuTile, Integer> candidates = candidates(position, glimpse);
        double keptBest = Double.NEGATIVE_INFINITY;
        for (TayuTile tile : kept) {
            keptBest = Math.max(keptBest, bestPlacement(position, board, tile, seat));
        }
        double total = 0;
        int weight = 0;
        for (Map.Entry<TayuTile, Integer> entry : candidates.entrySet()) {
            double best = Math.max(keptBest, bestPlacement(position, board, entry.getKey(), seat));
            if (best == Double.NEGATIVE_INFINITY) {
                best = value(position, board, seat);
            }
            total += best * entry.getValue();
            weight += entry.getValue();
        }
        return weight == 0 ? value(position, board, seat) : total / weight;
    }

    private double bestPlacement(TayuPosition position, TayuBoard board, TayuTile tile, int seat) {
        double best = Double.NEGATIVE_INFINITY;
        for (TayuMove move : TayuRules.placements(board, tile)) {
            best = Math.max(best, value(position, board.with(move), seat));
        }
        return best;
    }

    /** The kinds the face-down tile may be, each with how many such tiles have not been seen yet. */
    private Map<TayuTile, Integer> candidates(TayuPosition position, Glimpse glimpse) {
        Map<TayuTile, Integer> unseen = new HashMap<>();
        TayuTile.KINDS.forEach(kind -> unseen.put(kind, TayuTile.COPIES));
        position.board().tiles().forEach(move -> unseen.merge(move.tile().kind(), -1, Integer::sum));
        position.hands().forEach(hand -> hand.forEach(tile -> unseen.merge(tile.kind(), -1, Integer::sum)));
        Map<TayuTile, Integer> candidates = new HashMap<>();
        unseen.forEach((kind, count) -> {
            boolean notchesMatch = glimpse.notches().isEmpty()
                    || (kind.mouths() & TayuSupply.EXPOSED) == glimpse.notches().get()
                    || (kind.turned().mouths() & TayuSupply.EXPOSED) == glimpse.notches().get();
            if (count > 0 && kind.isMarked() == glimpse.marked() && notchesMatch) {
                candidates.put(kind, count);
            }
        });
        return candidates;
    }

    /** The board as {@code seat} sees it: its side's prospects less the best of its opponents'. */
    private double value(TayuPosition position, TayuBoard board, int seat) {
        Side role = position.role(seat).orElseThrow();
        int[] points = board.coastPoints();
        double[] reach = strength.weighsChannels() ? reach(board) : new double[4];
        double ns = prospect(points, reach, TayuBoard.NORTH, TayuBoard.SOUTH);
        double we = prospect(points, reach, TayuBoard.WEST, TayuBoard.EAST);
        return switch (role) {
            case NS -> ns - we;
            case WE -> we - ns;
            default -> -Math.max(ns, we);
        };
    }

    /** A builder's score with the open channels counted as part of a mouth each; a little for each point, so that the first coast is worth reaching. */
    private static double prospect(int[] points, double[] reach, int one, int other) {
        double a = points[one] + reach[one];
        double b = points[other] + reach[other];
        return a * b + 0.1 * (a + b);
    }

    /** For each coast, the open mouths heading towards it, each worth more the nearer it is. */
    private static double[] reach(TayuBoard board) {
        double[] reach = new double[4];
        for (int open : board.openMouths()) {
            int square = open / 4;
            int direction = open % 4;
            int distance = switch (direction) {
                case TayuBoard.NORTH -> TayuBoard.SIZE - 1 - TayuBoard.row(square);
                case TayuBoard.SOUTH -> TayuBoard.row(square);
                case TayuBoard.EAST -> TayuBoard.SIZE - 1 - TayuBoard.file(square);
                default -> TayuBoard.file(square);
            };
            reach[direction] += CHANNEL * (1 - distance / (double) TayuBoard.SIZE);
        }
        return reach;
    }

    private record Scored(TayuMove move, double value) {
    }
}
