package org.ludoteka.ai;

import java.util.List;
import java.util.SplittableRandom;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfRules;

/** The yardstick of the GIPF opponents: any token open, decisions included, chosen uniformly by a seeded source. */
public final class GipfRandomPlayer {
    private final GipfRules rules;
    private final SplittableRandom random;

    public GipfRandomPlayer(GipfRules rules, long seed) {
        this.rules = rules;
        this.random = new SplittableRandom(seed);
    }

    /** A token open in {@code position}, which must not be over. */
    public GipfMove choose(GipfPosition position) {
        List<GipfMove> open = rules.legalMoves(position);
        if (open.isEmpty()) {
            throw new IllegalArgumentException("the game is over: there is no token to choose");
        }
        return open.get(random.nextInt(open.size()));
    }
}
