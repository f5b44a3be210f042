package org.ludoteka.ai;

import java.util.List;
import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.games.tayu.TayuRules;

/**
 * The yardstick of the Ta Yü opponents, and the seeded player of the tests: it picks uniformly among
 * the listed events, except that in the bidding it passes half the time when it may, rather than
 * almost always bidding again.
 */
public final class TayuRandomPlayer extends RandomPlayer<TayuPosition, TayuEvent> {
    public TayuRandomPlayer(TayuRules rules, long seed) {
        super(rules, seed);
    }

    /** The next event of the player on move in {@code position}, which must not be over. */
    @Override
    public TayuEvent choose(TayuPosition position) {
        List<TayuEvent> moves = rules.legalMoves(position);
        if (moves.get(0) == TayuEvent.PASS && random.nextBoolean()) {
            return TayuEvent.PASS;
        }
        return moves.get(random.nextInt(moves.size()));
    }
}
