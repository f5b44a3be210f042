package org.ludoteka.ai;

import java.util.List;
import java.util.SplittableRandom;
import org.ludoteka.core.Rules;

/**
 * The yardstick of the opponents and the seeded player of the tests: any move the rules list,
 * decisions included, chosen uniformly by a seeded source. A game whose listed moves are not what
 * a player could do (a pass that is only a bid's alternative, a ring that may go with a move)
 * weighs them in its own subclass.
 */
public class RandomPlayer<P, M> {
    protected final Rules<P, M> rules;
    protected final SplittableRandom random;

    public RandomPlayer(Rules<P, M> rules, long seed) {
        this.rules = rules;
        this.random = new SplittableRandom(seed);
    }

    /** A move open in {@code position}, which must not be over. */
    public M choose(P position) {
        List<M> open = rules.legalMoves(position);
        if (open.isEmpty()) {
            throw new IllegalArgumentException("the game is over: there is no move to choose");
        }
        return open.get(random.nextInt(open.size()));
    }
}
