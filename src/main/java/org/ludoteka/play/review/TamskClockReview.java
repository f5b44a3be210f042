package org.ludoteka.play.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ludoteka.core.InputError;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Notation;
import org.ludoteka.core.Rules;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.Hourglass;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskGame;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.play.tamsk.TamskMatch;

/**
 * The moments of a Tamsk game at levels 2 and 3 where the clock decided (issue #23), found by
 * replaying its record through the rules, time included:
 * <ul>
 * <li>a turn lost to the 15 s: the move finished late (T-24), or not begun in time (T-25);</li>
 * <li>an hourglass that ran out (T-19) while it still had a cell to move to (T-9), so that moving it
 * in time would have kept it;</li>
 * <li>a ring forgotten: a move without its ring, the ring not dropped at once (T-17), whether the
 * opponent then claimed the cell with one of his own (T-10, TA-5) or not.</li>
 * </ul>
 * Level 1 has no clock: its turning points are the solver's ({@link Review}).
 */
final class TamskClockReview implements ClockReviews.ClockReview {

    static final TamskClockReview INSTANCE = new TamskClockReview();

    private TamskClockReview() {
    }

    /** The clock's moments of the game from {@code start} through {@code events} (tokens of the notation, time included). */
    @Override
    public List<ClockMark> of(Map<String, String> options, String start, List<String> events) {
        Notation<TamskPosition, TamskEvent> notation = TamskGame.INSTANCE.notation(options);
        Rules<TamskPosition, TamskEvent> rules = TamskGame.INSTANCE.rules(options);
        TamskPosition position = notation.parsePosition(start);
        List<ClockMark> marks = new ArrayList<>();
        if (position.level() < 2) {
            return marks;
        }
        long clock = 0;
        Pending pending = null;
        for (int i = 0; i < events.size(); i++) {
            TamskEvent event = notation.parseMove(events.get(i));
            MoveResult<TamskPosition> result = rules.apply(position, event);
            if (!(result instanceof MoveResult.Legal<TamskPosition> legal)) {
                throw new InputError("review.illegal", i + 1, events.get(i), ((MoveResult.Illegal<TamskPosition>) result).message());
            }
            TamskPosition after = legal.after();
            if (event instanceof TamskEvent.Elapse elapse) {
                clock += elapse.millis();
                timer(position, after, i, clock - elapse.millis() + position.timer().upperMillis(), marks);
                ranOut(position, after, i, clock, marks);
            }
            if (pending != null && after.claim() != pending.cell) {
                if (event != TamskEvent.RING) {
                    marks.add(pending.mark(event == TamskEvent.CLAIM ? ClockMark.Kind.RING_CLAIMED : ClockMark.Kind.FORGOTTEN_RING));
                }
                pending = null;
            }
            if (event instanceof TamskEvent.Move move && !move.ring() && after.claim() == move.to()) {
                Side mover = TamskMatch.actor(position, move);
                if (position.player(mover).holder() > 0) {
                    pending = new Pending(i, clock, mover, events.get(i), move.to());
                }
            }
            position = after;
        }
        if (pending != null && rules.outcome(position).isPresent()) {
            marks.add(pending.mark(ClockMark.Kind.FORGOTTEN_RING)); // the game ended on it: the ring stayed in the holder
        }
        return marks;
    }

    /** T-24, T-25: the 15 s ran out, at {@code clock}, on the player it was turned against. */
    private static void timer(TamskPosition before, TamskPosition after, int at, long clock, List<ClockMark> marks) {
        if (before.timer().against().isEmpty() || !after.timer().isEmpty()) {
            return;
        }
        Side late = before.timer().against().get();
        if (after.player(late).skips() <= before.player(late).skips()) {
            return;
        }
        boolean inHand = before.hand() != TamskBoard.NONE && before.turn() == late;
        String cell = inHand && before.hand() >= 0 ? TamskBoard.name(before.hand()) : "—";
        marks.add(new ClockMark(at, clock, late.id(), inHand ? ClockMark.Kind.LATE_MOVE : ClockMark.Kind.NO_MOVE, cell, List.of()));
    }

    /** T-19 with T-9: an hourglass ran out that had a cell to move to. */
    private static void ranOut(TamskPosition before, TamskPosition after, int at, long clock, List<ClockMark> marks) {
        for (Side side : List.of(Side.RED, Side.BLACK)) {
            List<Hourglass> was = before.player(side).hourglasses();
            for (int i = 0; i < was.size(); i++) {
                Hourglass hourglass = was.get(i);
                Hourglass now = after.player(side).hourglasses().get(i);
                if (hourglass.isRunning() && now.isExpired()) {
                    List<String> free = before.destinations(hourglass).stream().map(TamskBoard::name).toList();
                    if (!free.isEmpty()) {
                        // the moment it ran out, within the time that passed
                        marks.add(new ClockMark(at, clock - now.sinceRunOut(), side.id(), ClockMark.Kind.RAN_OUT,
                                TamskBoard.name(hourglass.cell()), free));
                    }
                }
            }
        }
    }

    /** A move whose ring is owed: forgotten once the chance to drop it has gone, unless the ring comes. */
    private record Pending(int event, long clock, Side mover, String move, int cell) {
        ClockMark mark(ClockMark.Kind kind) {
            return new ClockMark(event, clock, mover.id(), kind, move, List.of(move + "+"));
        }
    }
}
