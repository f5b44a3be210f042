package org.ludoteka.games.tamsk;

import static org.ludoteka.games.tamsk.TamskBoard.NONE;
import static org.ludoteka.games.tamsk.TamskRules.seconds;
import static org.ludoteka.games.tamsk.TamskRules.side;

import java.util.List;
import java.util.stream.LongStream;
import org.ludoteka.core.Message;
import org.ludoteka.core.Side;

/**
 * What happens while time passes: sand runs in every running hourglass and in the 15-second timer,
 * and whatever runs out does so at its exact millisecond, in order. When an hourglass and the timer
 * run out at the same millisecond, the hourglass counts first. Time stops when the game ends, so
 * the tie-break reads the sand as it was at the end.
 */
final class TimePassing {

    private TimePassing() {
    }

    /** Lets up to {@code millis} pass; the notes tell how long really passed and what ran out, in order. */
    static TamskPosition elapse(TamskPosition position, long millis, List<Message> notes) {
        int first = notes.size();
        long left = millis;
        TamskPosition now = position;
        while (left > 0 && !now.isFinished()) {
            long step = Math.min(left, untilSomethingRunsOut(now));
            TamskPosition before = now;
            now = now.drained(step);
            left -= step;
            now = hourglassesRanOut(before, now, notes);
            now = timerRanOut(before, now, notes);
        }
        notes.add(first, Message.of("tamsk.note.elapsed", seconds(millis - left)));
        return now;
    }

    private static long untilSomethingRunsOut(TamskPosition position) {
        LongStream sand = position.hourglasses().filter(Hourglass::isRunning).mapToLong(Hourglass::upperMillis);
        if (!position.timer().isEmpty()) {
            sand = LongStream.concat(sand, LongStream.of(position.timer().upperMillis()));
        }
        return sand.min().orElse(Long.MAX_VALUE);
    }

    /** T-19: a run-out hourglass is lost and stays on its cell; one run out in the hand is put back, lost. */
    private static TamskPosition hourglassesRanOut(TamskPosition before, TamskPosition now, List<Message> notes) {
        TamskPosition after = now;
        for (Side side : List.of(Side.RED, Side.BLACK)) {
            List<Hourglass> was = before.player(side).hourglasses();
            for (int i = 0; i < was.size(); i++) {
                Hourglass hourglass = now.player(side).hourglasses().get(i);
                if (was.get(i).isRunning() && hourglass.isExpired()) {
                    if (hourglass.cell() == after.hand()) {
                        after = after.withHand(NONE);
                        notes.add(Message.of("tamsk.note.expiredInHand", TamskBoard.name(hourglass.cell()), side(side)));
                    } else if (hourglass.cell() == after.early()) {
                        after = after.withEarly(NONE);
                        notes.add(Message.of("tamsk.note.expiredInHand", TamskBoard.name(hourglass.cell()), side(side)));
                    } else {
                        notes.add(Message.of("tamsk.note.expired", TamskBoard.name(hourglass.cell())));
                    }
                }
            }
        }
        return after;
    }

    /**
     * The 15 seconds have run out on the player it was turned against, who has not let go yet: with
     * an hourglass in hand he may finish but loses his next turn (T-24); without, he loses this turn
     * and the next (T-25). Skips add up (TA-7).
     */
    private static TamskPosition timerRanOut(TamskPosition before, TamskPosition now, List<Message> notes) {
        if (before.timer().against().isEmpty() || !now.timer().isEmpty()) {
            return now;
        }
        Side late = before.timer().against().get();
        PlayerState player = now.player(late);
        TamskPosition penalised = now.with(late, player.withSkips(player.skips() + 1));
        if (now.hand() != NONE) {
            notes.add(Message.of("tamsk.note.lateMove", side(late)));
            return penalised;
        }
        notes.add(Message.of("tamsk.note.notStarted", side(late)));
        return penalised.turnEnded(NONE);
    }
}
