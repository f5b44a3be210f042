package org.ludoteka.ai;

import java.util.List;
import java.util.function.Function;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tamsk.TamskRules;

/**
 * Level-1 games between two players that answer a position with the events of their turn, every
 * event checked by the rules. An illegal event is counted and its turn replaced by the first move
 * the rules list, so that one mistake does not end the measurement.
 */
public final class TamskSelfPlay {

    /** How the games went for the first player. */
    public record Score(int wins, int draws, int losses, int illegalEvents) {
        /** A win counts 1, a draw ½. */
        public double points() {
            return wins + draws / 2.0;
        }
    }

    private final TamskRules rules;
    private int illegalEvents;

    public TamskSelfPlay(TamskRules rules) {
        this.rules = rules;
    }

    /**
     * {@code games} games from {@code start}, {@code first} playing Red in the even-numbered ones and
     * Black in the others.
     */
    public Score play(TamskPosition start, Function<TamskPosition, List<TamskEvent>> first,
                      Function<TamskPosition, List<TamskEvent>> second, int games) {
        illegalEvents = 0;
        int wins = 0;
        int draws = 0;
        for (int game = 0; game < games; game++) {
            Side firstSide = game % 2 == 0 ? Side.RED : Side.BLACK;
            TamskPosition position = start;
            while (!position.isFinished()) {
                position = playTurn(position, (position.turn() == firstSide ? first : second).apply(position));
            }
            Outcome outcome = rules.outcome(position).orElseThrow();
            if (outcome.isDraw()) {
                draws++;
            } else if (outcome.winner().orElseThrow() == firstSide) {
                wins++;
            }
        }
        return new Score(wins, draws, games - wins - draws, illegalEvents);
    }

    private TamskPosition playTurn(TamskPosition position, List<TamskEvent> turn) {
        TamskPosition now = position;
        for (TamskEvent event : turn) {
            if (!(rules.apply(now, event) instanceof MoveResult.Legal<TamskPosition> legal)) {
                illegalEvents++;
                return played(rules, position, rules.legalMoves(position).get(0));
            }
            now = legal.after();
        }
        return now;
    }

    /** The position after {@code event}, which the caller knows to be legal. */
    static TamskPosition played(TamskRules rules, TamskPosition position, TamskEvent event) {
        return ((MoveResult.Legal<TamskPosition>) rules.apply(position, event)).after();
    }
}
