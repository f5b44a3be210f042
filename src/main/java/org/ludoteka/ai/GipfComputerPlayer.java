package org.ludoteka.ai;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfOptions;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfRules;
import org.ludoteka.games.gipf.Pending;

/**
 * A GIPF opponent: iterative-deepening alpha-beta over the tokens of the rules, decisions included —
 * which row to remove and what to keep, whether to challenge a potential, the extra move or its
 * forfeit. A token is one ply, whoever it belongs to; the challenge's game of Tamsk, which neither
 * player chooses, counts as even odds.
 *
 * <p>It blocks while it thinks, so the window calls it off the event thread; an interrupt makes it
 * answer at once with the best token of the last finished depth. HARD deepens within the budget but
 * begins no new depth once two fifths of it are spent; MEDIUM looks two tokens ahead; EASY one,
 * through a noisy judgement.
 */
public final class GipfComputerPlayer {
    private static final int WIN = 1_000_000;
    private static final int INFINITY = 2 * WIN;
    private static final int TIME_CHECK_INTERVAL = 64;
    private static final double SOFT_FRACTION = 0.4;

    private final GipfRules rules;
    private final GipfStrength strength;
    private final SplittableRandom random;
    private Side me;
    private long deadline;
    private long nodes;
    private boolean outOfTime;

    public GipfComputerPlayer(GipfOptions options, GipfStrength strength, long seed) {
        this.rules = new GipfRules(options);
        this.strength = strength;
        this.random = new SplittableRandom(seed);
    }

    /**
     * The token of {@link GipfPosition#decider()} in {@code position}: a push, or the decision the
     * position waits for. Not for a finished game, nor while the challenge's game of Tamsk decides.
     */
    public GipfMove choose(GipfPosition position, Duration budget) {
        List<GipfMove> moves = new ArrayList<>(rules.legalMoves(position));
        if (moves.isEmpty()) {
            throw new IllegalArgumentException("the game is over: there is no token to choose");
        }
        if (position.pending() == Pending.TAMSK) {
            throw new IllegalArgumentException("the challenge's game of Tamsk decides, not a player");
        }
        if (moves.size() == 1) {
            return moves.get(0);
        }
        me = position.decider();
        shuffle(moves); // equal tokens are chosen among fairly, by the seed
        long start = System.nanoTime();
        deadline = start + budget.toNanos();
        long softDeadline = start + (long) (budget.toNanos() * SOFT_FRACTION);
        outOfTime = false;
        nodes = 0;
        List<GipfPosition> children = new ArrayList<>();
        for (GipfMove move : moves) {
            children.add(((MoveResult.Legal<GipfPosition>) rules.apply(position, move)).after());
        }
        int best = 0;
        for (int depth = 1; depth <= strength.maxDepth; depth++) {
            int bestAtDepth = -1;
            int alpha = -INFINITY;
            for (int i = 0; i < moves.size(); i++) {
                int bound = strength.noise > 0 ? -INFINITY : alpha;
                int score = value(children.get(i), depth - 1, 1, bound, INFINITY) + noise();
                if (outOfTime) {
                    break;
                }
                if (score > alpha) {
                    alpha = score;
                    bestAtDepth = i;
                }
            }
            if (outOfTime) {
                break; // an unfinished depth is not trusted
            }
            best = bestAtDepth;
            moves.add(0, moves.remove(best)); // the best of this depth is searched first at the next
            children.add(0, children.remove(best));
            best = 0;
            if (Math.abs(alpha) > WIN / 2 || System.nanoTime() > softDeadline) {
                break;
            }
        }
        return moves.get(best);
    }

    /** The worth of {@code position} for {@link #me}: his decisions maximise it, the opponent's minimise it. */
    private int value(GipfPosition position, int depth, int ply, int alpha, int beta) {
        if (++nodes % TIME_CHECK_INTERVAL == 0 && (System.nanoTime() > deadline || Thread.currentThread().isInterrupted())) {
            outOfTime = true;
        }
        if (outOfTime) {
            return 0;
        }
        Optional<Outcome> outcome = rules.outcome(position);
        if (outcome.isPresent()) {
            return outcome.get().winner().orElseThrow() == me ? WIN - ply : -WIN + ply;
        }
        if (depth == 0) {
            return GipfEvaluation.evaluate(position, me);
        }
        List<GipfMove> moves = rules.legalMoves(position);
        if (position.pending() == Pending.TAMSK) {
            int sum = 0;
            for (GipfMove move : moves) {
                sum += value(after(position, move), depth - 1, ply + 1, -INFINITY, INFINITY);
            }
            return sum / moves.size();
        }
        boolean mine = position.decider() == me;
        int best = mine ? -INFINITY : INFINITY;
        for (GipfMove move : moves) {
            int score = value(after(position, move), depth - 1, ply + 1, alpha, beta);
            if (mine) {
                best = Math.max(best, score);
                alpha = Math.max(alpha, best);
            } else {
                best = Math.min(best, score);
                beta = Math.min(beta, best);
            }
            if (alpha >= beta) {
                break;
            }
        }
        return best;
    }

    private GipfPosition after(GipfPosition position, GipfMove move) {
        return ((MoveResult.Legal<GipfPosition>) rules.apply(position, move)).after();
    }

    private int noise() {
        return strength.noise == 0 ? 0 : random.nextInt(-strength.noise, strength.noise + 1);
    }

    private void shuffle(List<GipfMove> moves) {
        for (int i = moves.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            moves.set(i, moves.set(j, moves.get(i)));
        }
    }
}
