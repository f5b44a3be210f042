package org.ludoteka.ai;

import java.util.SplittableRandom;
import java.util.function.Function;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfRules;
import org.ludoteka.games.gipf.Pending;

/**
 * GIPF games between two players that answer a position with a token, every token checked by the
 * rules. Whoever decides — the mover, a remover, a challenger — is asked; the challenge's game of
 * Tamsk is settled by a seeded coin. An illegal token is counted and replaced by the first one the
 * rules list, so that one mistake does not end the measurement.
 */
public final class GipfSelfPlay {

    /** How the games went for the first player (GIPF has no draws), and how long they were. */
    public record Score(int wins, int losses, int illegalTokens, int tokens) {
    }

    private final GipfRules rules;
    private final SplittableRandom coin;

    public GipfSelfPlay(GipfRules rules, long seed) {
        this.rules = rules;
        this.coin = new SplittableRandom(seed);
    }

    /** {@code games} games from {@code start}, {@code first} playing White in the even-numbered ones and Black in the others. */
    public Score play(GipfPosition start, Function<GipfPosition, GipfMove> first, Function<GipfPosition, GipfMove> second, int games) {
        int wins = 0;
        int illegal = 0;
        int tokens = 0;
        for (int game = 0; game < games; game++) {
            Side firstSide = game % 2 == 0 ? Side.WHITE : Side.BLACK;
            GipfPosition position = start;
            while (rules.outcome(position).isEmpty()) {
                GipfMove move = position.pending() == Pending.TAMSK ? (coin.nextBoolean() ? GipfMove.WON : GipfMove.LOST)
                        : (position.decider() == firstSide ? first : second).apply(position);
                MoveResult<GipfPosition> result = rules.apply(position, move);
                if (!(result instanceof MoveResult.Legal<GipfPosition>)) {
                    illegal++;
                    result = rules.apply(position, rules.legalMoves(position).get(0));
                }
                position = ((MoveResult.Legal<GipfPosition>) result).after();
                tokens++;
            }
            if (rules.outcome(position).orElseThrow().winner().orElseThrow() == firstSide) {
                wins++;
            }
        }
        return new Score(wins, games - wins, illegal, tokens);
    }
}
