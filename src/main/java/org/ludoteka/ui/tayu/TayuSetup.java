package org.ludoteka.ui.tayu;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import org.ludoteka.ai.TayuStrength;
import org.ludoteka.games.tayu.TayuGame;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.games.tayu.TayuRules;

/**
 * How a Ta Yü game in the window is played: how many play (2; 3 with the spoiler and the bidding; 4
 * in two teams), the advanced game, whether the notches on the stacked tiles count as seen, the seed
 * that shuffles the supply and draws the lots, and who sits at each seat: a person, or the computer
 * at a strength.
 */
record TayuSetup(int players, boolean advanced, boolean notches, long seed, List<Optional<TayuStrength>> seats) {
    /** The game the screen opens with: two players, the computer at medium, and a supply shuffled anew. */
    static TayuSetup first() {
        return new TayuSetup(2, false, false, drawnSeed(), List.of(Optional.empty(), Optional.of(TayuStrength.MEDIUM)));
    }

    /** A seed drawn for a game whose seed was not typed: each game its own shuffle, not the same tiles every time. */
    static long drawnSeed() {
        return ThreadLocalRandom.current().nextLong(1_000_000L);
    }

    TayuSetup {
        if (seats.size() != players) {
            throw new IllegalArgumentException("one seat for each of the " + players + " players");
        }
        seats = List.copyOf(seats);
    }

    /** The rule options as the command line writes them. */
    Map<String, String> options() {
        return TayuGame.INSTANCE.withDefaults(Map.of("players", Integer.toString(players), "advanced", advanced ? "yes" : "no",
                "notches", notches ? "yes" : "no"));
    }

    TayuRules rules() {
        return TayuGame.INSTANCE.rules(options());
    }

    /** The supply shuffled by the seed, and the lots drawn from it: {@code start:<seed>}. */
    TayuPosition start() {
        return TayuPosition.seeded(players, seed);
    }

    Optional<TayuStrength> computerAt(int seat) {
        return seats.get(seat);
    }

    boolean anyComputer() {
        return seats.stream().anyMatch(Optional::isPresent);
    }
}
