package org.ludoteka.ai;

import java.util.ArrayList;
import java.util.List;
import org.ludoteka.core.MoveResult;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tamsk.TamskRules;

/**
 * The yardstick of the Tamsk opponents: a level-1 player that picks uniformly among the events open
 * to it — each listed move with and without its ring, and claiming a forgotten ring when it may.
 * A claim keeps the turn, so its turn goes on with another pick.
 */
public final class TamskRandomPlayer extends RandomPlayer<TamskPosition, TamskEvent> {
    private final TamskRules tamsk;

    public TamskRandomPlayer(TamskRules rules, long seed) {
        super(rules, seed);
        this.tamsk = rules;
    }

    /** The events of the turn of the player on move in {@code position}, which must not be over. */
    public List<TamskEvent> chooseTurn(TamskPosition position) {
        List<TamskEvent> turn = new ArrayList<>();
        TamskEvent event = pick(position);
        turn.add(event);
        if (event == TamskEvent.CLAIM) {
            turn.add(pick(TamskSelfPlay.played(tamsk, position, event)));
        }
        return turn;
    }

    private TamskEvent pick(TamskPosition position) {
        boolean hasRings = position.player(position.turn()).holder() > 0;
        List<TamskEvent> open = new ArrayList<>();
        for (TamskEvent event : rules.legalMoves(position)) {
            open.add(event);
            if (event instanceof TamskEvent.Move move && hasRings) {
                open.add(new TamskEvent.Move(move.from(), move.to(), true));
            }
        }
        if (rules.apply(position, TamskEvent.CLAIM) instanceof MoveResult.Legal) {
            open.add(TamskEvent.CLAIM);
        }
        return open.get(random.nextInt(open.size()));
    }
}
