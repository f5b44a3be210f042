package org.ludoteka.ai;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.ludoteka.core.MoveResult;
import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.games.tayu.TayuNotation;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.games.tayu.TayuRules;

/** A whole Ta Yü game between players that answer a position with one event, every event checked by the rules. */
public final class TayuSelfPlay {

    /** How a game went: where it ended and every event on the way, as the notation writes them. */
    public record Game(TayuPosition end, List<String> events) {
    }

    private final TayuRules rules;

    public TayuSelfPlay(TayuRules rules) {
        this.rules = rules;
    }

    /** Plays from {@code start} to the end, the player of each seat answering in its turn; an illegal event is a bug of that player. */
    public Game play(TayuPosition start, List<Function<TayuPosition, TayuEvent>> seats) {
        TayuPosition position = start;
        List<String> events = new ArrayList<>();
        while (rules.outcome(position).isEmpty()) {
            TayuEvent event = seats.get(position.turn()).apply(position);
            if (!(rules.apply(position, event) instanceof MoveResult.Legal<TayuPosition> legal)) {
                throw new IllegalStateException("a player chose an illegal event: " + TayuNotation.INSTANCE.format(position, event));
            }
            events.add(TayuNotation.INSTANCE.format(position, event));
            position = legal.after();
        }
        return new Game(position, events);
    }
}
