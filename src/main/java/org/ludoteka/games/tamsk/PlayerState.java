package org.ludoteka.games.tamsk;

import java.util.ArrayList;
import java.util.List;

/**
 * One player's part of a Tamsk position: his hourglasses (in a fixed order, so that each keeps its
 * identity as it moves), the rings left in his holder, the turns he must still skip (TA-7) and how
 * many of his first three turns, in which each unmoved hourglass must move (T-14), are still to come.
 */
public record PlayerState(List<Hourglass> hourglasses, int holder, int skips, int opening) {
    public static final int HOURGLASSES = 3;
    public static final int FULL_HOLDER = 32;

    public PlayerState {
        hourglasses = List.copyOf(hourglasses);
        if (hourglasses.size() > HOURGLASSES || holder < 0 || holder > FULL_HOLDER || skips < 0
                || opening < 0 || opening > HOURGLASSES) {
            throw new IllegalArgumentException("not a Tamsk player: " + hourglasses + " " + holder + " " + skips + " " + opening);
        }
    }

    /** Hourglasses still to be placed in the free start (T-29); none in the set start. */
    public int toPlace() {
        return HOURGLASSES - hourglasses.size();
    }

    /** The first-three-turns count a position text implies when it does not say: one turn for each hourglass at rest. */
    static int openingImpliedBy(List<Hourglass> hourglasses, int level) {
        return level == 1 ? 0 : (int) hourglasses.stream().filter(Hourglass::isAtRest).count();
    }

    PlayerState replacing(Hourglass old, Hourglass changed) {
        List<Hourglass> changedList = new ArrayList<>(hourglasses);
        changedList.set(hourglasses.indexOf(old), changed);
        return new PlayerState(changedList, holder, skips, opening);
    }

    PlayerState adding(Hourglass placed) {
        List<Hourglass> more = new ArrayList<>(hourglasses);
        more.add(placed);
        return new PlayerState(more, holder, skips, opening);
    }

    PlayerState withHourglasses(List<Hourglass> changed) {
        return new PlayerState(changed, holder, skips, opening);
    }

    PlayerState lessOneRing() {
        return new PlayerState(hourglasses, holder - 1, skips, opening);
    }

    PlayerState withSkips(int newSkips) {
        return new PlayerState(hourglasses, holder, newSkips, opening);
    }

    /** One more of his turns has ended, so one fewer of the first three is left. */
    PlayerState afterTurn() {
        return new PlayerState(hourglasses, holder, skips, Math.max(0, opening - 1));
    }
}
