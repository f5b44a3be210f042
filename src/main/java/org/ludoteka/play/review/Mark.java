package org.ludoteka.play.review;

import java.util.List;
import org.ludoteka.core.Message;

/**
 * One turning point of a finished game, as the solver proves it: the turn of {@code side} that
 * started at move {@code firstMove} of the game (0-based, counting every move of the record) and
 * was written {@code played}, what kind of mistake it was, how far the win was ({@code moves}: the
 * mover's own moves of the win missed, the opponent's moves of the win allowed, or the points a
 * placement cost), the better turns, and the main line that proves it where the solver gives one.
 */
public record Mark(int firstMove, String side, String played, Kind kind, int moves, List<String> better, List<String> line,
                   String before) {

    /** The most better moves said in words: after a blunder most moves may be better, and a line is read, not scanned. */
    static final int MOST_SAID = 6;

    public Mark {
        better = List.copyOf(better);
        line = List.copyOf(line);
    }

    /** What the turn got wrong. Each is proven: no evaluation's opinion is marked. */
    public enum Kind {
        /** A forced win within the solver's reach existed, and the turn played did not keep it. */
        MISSED_WIN,
        /** The position was not proven lost for the mover; after the turn the opponent forces a win. */
        BLUNDER,
        /** A placement that cost {@link Review#COSTLY_POINTS} or more of the lead, against the best placement of the same tile. */
        COSTLY_PLACEMENT
    }

    /** The mark in words: the ply, who played what, what it missed or allowed, and the better moves. */
    public Message said() {
        Message seat = Message.of("side." + side);
        String betterMoves = better.isEmpty() ? "—" : String.join(", ", better.subList(0, Math.min(better.size(), MOST_SAID)))
                + (better.size() > MOST_SAID ? ", …" : "");
        return switch (kind) {
            case MISSED_WIN -> Message.of("review.missedWin", ply(), seat, played, moves, betterMoves, String.join(" ", line));
            case BLUNDER -> moves == 0
                    ? Message.of("review.lostAtOnce", ply(), seat, played, betterMoves)
                    : Message.of("review.blunder", ply(), seat, played, moves, String.join(" ", line), betterMoves);
            case COSTLY_PLACEMENT -> Message.of("review.costly", ply(), seat, played, moves, betterMoves);
        };
    }

    /** The mark in a few words, for the end of its line in the move list. */
    public Message briefly() {
        String first = better.isEmpty() ? "—" : better.get(0);
        return switch (kind) {
            case MISSED_WIN -> Message.of("review.brief.missedWin", first, moves);
            case BLUNDER -> Message.of("review.brief.blunder", moves);
            case COSTLY_PLACEMENT -> Message.of("review.brief.costly", moves, first);
        };
    }

    /** The ply in the record's count, from 1: the first move of the turn. */
    public int ply() {
        return firstMove + 1;
    }
}
