package org.ludoteka.play.review;

import java.util.List;
import java.util.Locale;
import org.ludoteka.core.Message;

/**
 * One moment of a game played against the clock where time decided (issue #23): the event
 * {@code event} of the record (0-based, every event counted, time included) at {@code atMillis} on
 * the game's clock, the player {@code side} it cost, what happened, on which cell, and what would
 * have spared it ({@code better}: the cells a run-out hourglass could still reach, or the move with
 * its ring). These are facts of the record, replayed through the rules, not an engine's opinion.
 */
public record ClockMark(int event, long atMillis, String side, Kind kind, String cell, List<String> better) {

    public ClockMark {
        better = List.copyOf(better);
    }

    /** What the clock did. */
    public enum Kind {
        /** The 15 s ran out with an hourglass in hand: the move was finished, the next turn lost. */
        LATE_MOVE,
        /** The 15 s ran out before any hourglass was picked up: this turn and the next lost. */
        NO_MOVE,
        /** An hourglass ran out while it could still move: it is lost, and blocks its cell. */
        RAN_OUT,
        /** A move without its ring, the ring not dropped in time and nobody claiming the cell. */
        FORGOTTEN_RING,
        /** A move without its ring, not dropped in time: the opponent dropped one of his own there instead. */
        RING_CLAIMED
    }

    /** The moment in words: when, who, what happened and what would have spared it. */
    public Message said() {
        Message seat = Message.of("side." + side);
        String better = String.join(", ", this.better);
        return switch (kind) {
            case LATE_MOVE -> Message.of("review.clock.lateMove", clock(), seat, cell);
            case NO_MOVE -> Message.of("review.clock.noMove", clock(), seat);
            case RAN_OUT -> Message.of("review.clock.ranOut", clock(), seat, cell, better);
            case FORGOTTEN_RING -> Message.of("review.clock.forgotten", clock(), seat, cell, better);
            case RING_CLAIMED -> Message.of("review.clock.claimed", clock(), seat, cell, better);
        };
    }

    /** The game's clock at the moment, as minutes and seconds: {@code 2:05}. */
    public String clock() {
        long seconds = atMillis / 1000;
        return String.format(Locale.ROOT, "%d:%02d", seconds / 60, seconds % 60);
    }
}
