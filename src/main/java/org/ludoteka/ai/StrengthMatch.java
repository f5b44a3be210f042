package org.ludoteka.ai;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.function.LongFunction;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Rules;
import org.ludoteka.core.Side;

/**
 * A match between two computers of one game, to measure whether a new one is stronger: every
 * opening is played twice, each side once with each colour, so that an opening that favours one
 * colour favours both computers alike. Each game gets new players (from the seed of the game), so
 * nothing one learned in a game carries into the next. A game that reaches the ply limit is drawn.
 */
public final class StrengthMatch<P, M> {

    /** The first computer's score: a win 1, a draw ½; {@link #margin()} is the 95 % interval's half-width. */
    public record Score(int wins, int draws, int losses) {
        public int games() {
            return wins + draws + losses;
        }

        public double points() {
            return wins + draws / 2.0;
        }

        public double fraction() {
            return points() / games();
        }

        /** 1.96 standard errors of the mean score of one game. */
        public double margin() {
            double mean = fraction();
            double variance = (wins * Math.pow(1 - mean, 2) + draws * Math.pow(0.5 - mean, 2) + losses * Math.pow(mean, 2)) / games();
            return 1.96 * Math.sqrt(variance / games());
        }
    }

    private final Rules<P, M> rules;
    private final Function<P, Side> mover;
    private final List<Side> sides;
    private final int plyLimit;

    /** {@code mover} says which of the two {@code sides} must act in a position (in GIPF, whoever decides). */
    public StrengthMatch(Rules<P, M> rules, Function<P, Side> mover, List<Side> sides, int plyLimit) {
        this.rules = rules;
        this.mover = mover;
        this.sides = List.copyOf(sides);
        this.plyLimit = plyLimit;
    }

    /** Each opening twice, {@code first} taking the side to move in the first game and the other side in the second. */
    public Score play(List<P> openings, LongFunction<Function<P, M>> first, LongFunction<Function<P, M>> second) {
        int wins = 0;
        int draws = 0;
        int losses = 0;
        long seed = 1;
        for (P opening : openings) {
            for (int colour = 0; colour < 2; colour++) {
                Side toMove = mover.apply(opening);
                Side firstSide = colour == 0 ? toMove : sides.get(sides.get(0) == toMove ? 1 : 0);
                Optional<Side> winner = game(opening, firstSide, first.apply(seed), second.apply(seed + 1));
                seed += 2;
                if (winner.isEmpty()) {
                    draws++;
                } else if (winner.get() == firstSide) {
                    wins++;
                } else {
                    losses++;
                }
            }
        }
        return new Score(wins, draws, losses);
    }

    private Optional<Side> game(P position, Side firstSide, Function<P, M> first, Function<P, M> second) {
        for (int ply = 0; ply < plyLimit; ply++) {
            Optional<Outcome> outcome = rules.outcome(position);
            if (outcome.isPresent()) {
                return outcome.get().winner();
            }
            M move = (mover.apply(position) == firstSide ? first : second).apply(position);
            if (!(rules.apply(position, move) instanceof MoveResult.Legal<P> legal)) {
                throw new IllegalStateException("a computer played an illegal move: " + move);
            }
            position = legal.after();
        }
        return rules.outcome(position).flatMap(Outcome::winner);
    }

    /** {@code count} openings: the start and then {@code plies} moves drawn at random, each opening its own. */
    public List<P> openings(P start, int plies, int count, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<P> openings = new ArrayList<>();
        while (openings.size() < count) {
            P position = start;
            for (int ply = 0; ply < plies && rules.outcome(position).isEmpty(); ply++) {
                List<M> moves = rules.legalMoves(position);
                position = ((MoveResult.Legal<P>) rules.apply(position, moves.get(random.nextInt(moves.size())))).after();
            }
            if (rules.outcome(position).isEmpty() && !openings.contains(position)) {
                openings.add(position);
            }
        }
        return openings;
    }
}
