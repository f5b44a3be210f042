package org.ludoteka.soak;

import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.FifteenSecondTimer;
import org.ludoteka.games.tamsk.Hourglass;
import org.ludoteka.games.tamsk.PlayerState;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskGame;
import org.ludoteka.games.tamsk.TamskPosition;

/**
 * Tamsk soaked at its three levels, in virtual time: besides the listed moves, time passes in
 * random steps, and at level 3 hourglasses are picked up, the 15-second timer is turned, and once
 * its sand runs out on a player still holding his hourglass the other picks up his own (T-26).
 */
final class TamskSoak implements Soak.Invariants<TamskPosition> {
    private static final int MAX_EVENTS = 20_000;
    private static final int ALL_RINGS = 2 * PlayerState.FULL_HOLDER;

    private TamskSoak() {
    }

    static List<Soak.Variant<?, ?>> variants() {
        return List.of(variant(1, "start", "illegal"), variant(1, "free", "loses"), variant(2, "start", "illegal"),
                variant(3, "start", "illegal"), variant(3, "free", "loses"));
    }

    private static Soak.Variant<TamskPosition, TamskEvent> variant(int level, String start, String fullCell) {
        Map<String, String> options = Map.of("level", String.valueOf(level), "fullcell", fullCell);
        return new Soak.Variant<>("tamsk level=" + level + " " + start + " fullcell=" + fullCell, TamskGame.INSTANCE.rules(options),
                TamskGame.INSTANCE.notation(options), seed -> start, TamskSoak::choose, new TamskSoak(), MAX_EVENTS, true);
    }

    /**
     * A listed move, with its ring four times in five; at levels 2–3 time passing one event in four;
     * at level 3 now and then the timer, a pick-up before the move or the placement, often the timer's sand run out on
     * the hourglass in hand, and then T-26's early hand; a late ring or a claim now and then.
     */
    private static TamskEvent choose(TamskPosition position, List<TamskEvent> listed, SplittableRandom random) {
        int roll = random.nextInt(100);
        if (position.isLate() && position.early() == TamskBoard.NONE && roll < 50) {
            List<Hourglass> own = position.movable(position.opponent());
            if (!own.isEmpty()) {
                return new TamskEvent.PickUp(own.get(random.nextInt(own.size())).cell());
            }
        }
        if (position.early() != TamskBoard.NONE && roll < 40) {
            int[] next = TamskBoard.neighbours(position.early());
            return new TamskEvent.Move(position.early(), next[random.nextInt(next.length)], random.nextInt(5) > 0);
        }
        if (position.hand() != TamskBoard.NONE && position.timer().against().isPresent() && roll < 60) {
            return new TamskEvent.Elapse(position.timer().upperMillis()); // late, so that T-24 and T-26 come up often
        }
        if (position.level() >= 2 && roll < 25) {
            return new TamskEvent.Elapse(random.nextInt(position.level() == 3 ? 20_000 : 8_000));
        }
        if (position.level() == 3) {
            if (roll < 30 && position.timer().isEmpty()) {
                return TamskEvent.TIMER;
            }
            if (roll < 40 && position.hand() == TamskBoard.NONE) {
                TamskEvent some = listed.get(random.nextInt(listed.size()));
                if (some instanceof TamskEvent.Move move) {
                    return new TamskEvent.PickUp(move.from());
                }
                if (some instanceof TamskEvent.Place) {
                    return TamskEvent.PICK_UP_TO_PLACE; // the free start's placement held, so that it too can be late (T-24)
                }
            }
        }
        if (roll > 95) {
            return random.nextBoolean() ? TamskEvent.RING : TamskEvent.CLAIM;
        }
        TamskEvent event = listed.get(random.nextInt(listed.size()));
        return event instanceof TamskEvent.Move move ? new TamskEvent.Move(move.from(), move.to(), random.nextInt(5) > 0) : event;
    }

    /**
     * 64 rings in all, none ever taken back from a cell; holders never refill; three hourglasses a
     * player at most, never fewer than he had, each on a cell of its own; sand within its glass.
     */
    @Override
    public void afterEvent(TamskPosition before, TamskPosition after, List<String> broken) {
        int total = after.rings().total() + after.red().holder() + after.black().holder();
        if (total != ALL_RINGS) {
            broken.add("the board and the holders hold " + total + " rings, not " + ALL_RINGS);
        }
        Set<Integer> cells = new HashSet<>();
        for (int cell = 0; cell < TamskBoard.CELLS; cell++) {
            if (after.rings().on(cell) < before.rings().on(cell)) {
                broken.add("rings were taken off " + TamskBoard.name(cell));
            }
        }
        for (Side side : List.of(Side.RED, Side.BLACK)) {
            PlayerState was = before.player(side);
            PlayerState is = after.player(side);
            if (is.holder() > was.holder()) {
                broken.add(side.id() + "'s holder refilled");
            }
            if (is.hourglasses().size() < was.hourglasses().size() || is.hourglasses().size() > PlayerState.HOURGLASSES) {
                broken.add(side.id() + " has " + is.hourglasses().size() + " hourglasses, had " + was.hourglasses().size());
            }
            for (Hourglass hourglass : is.hourglasses()) {
                if (!cells.add(hourglass.cell())) {
                    broken.add("two hourglasses on " + TamskBoard.name(hourglass.cell()));
                }
                if (hourglass.upperMillis() > Hourglass.FULL_MILLIS) {
                    broken.add("more sand than an hourglass holds on " + TamskBoard.name(hourglass.cell()));
                }
            }
        }
        if (after.timer().upperMillis() > FifteenSecondTimer.FULL_MILLIS) {
            broken.add("more sand than the 15-second timer holds");
        }
    }

    /** Fewer rings win, unless someone moved onto a full cell; at level 1 equal rings draw, at 2–3 time decides. */
    @Override
    public void atEnd(TamskPosition end, Outcome outcome, List<String> broken) {
        if (end.overfull() != TamskBoard.NONE) {
            if (outcome.winner().equals(end.ownerAt(end.overfull()))) {
                broken.add("the player who moved onto a full cell wins");
            }
            return;
        }
        int red = end.red().holder();
        int black = end.black().holder();
        if (red != black && !outcome.winner().equals(Optional.of(red < black ? Side.RED : Side.BLACK))) {
            broken.add("red has " + red + " rings left, black " + black + ", yet the result is " + outcome.winner().map(Side::id).orElse("a draw"));
        }
        if (red == black && end.level() == 1 && !outcome.isDraw()) {
            broken.add("equal rings at level 1, yet not a draw");
        }
        if (red == black && end.level() >= 2 && outcome.isDraw() && !moments(end.red()).equals(moments(end.black()))) {
            broken.add("equal rings at level " + end.level() + " and hourglasses that run out at different moments, yet a draw (TA-8)");
        }
    }

    /** When each hourglass runs out, latest first (TA-8). */
    private static List<Long> moments(PlayerState player) {
        return player.hourglasses().stream().map(Hourglass::runsOutIn).sorted(Comparator.reverseOrder()).toList();
    }
}
