package org.ludoteka.play;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.ludoteka.core.Game;
import org.ludoteka.core.Message;
import org.ludoteka.core.Notation;

/**
 * What a {@link Session} needs to know of one turn-based game beyond its engine: who acts where,
 * how its seats are named, its computer, and how its moves group into the turns of a game record.
 * Everything else (history, undo, the verdicts, saving, the record) is the session's, written once.
 */
public interface TurnGame<P, M> {

    Game<P, M> game();

    /** How many seats a game from {@code start} has. */
    int seatCount(P start);

    /**
     * The seat that acts in {@code position}, which is not over; none while something off the board
     * decides (the game of Tamsk a GIPF challenge calls for).
     */
    OptionalInt actor(P position);

    /** The player whose turn {@code position} is part of, for the numbered record: a row removal by the opponent is part of the mover's turn. */
    default int turnOf(P position) {
        return actor(position).orElse(-1);
    }

    /** The seat's word in save files: a side's id ({@code black}, {@code white}) or the game's own seat word. */
    String seatWord(P start, int seat);

    /** The seat's name in the window's sentences. */
    Message seatName(P position, int seat);

    /** The computer for a game under {@code options} at {@code strength}, its equal choices drawn by {@code seed}. */
    ComputerPlayer<P, M> computer(Map<String, String> options, Strength strength, long seed);

    /** The least time the computer takes over an act, so that a table of computers can be followed; none by default. */
    default Duration computerPace() {
        return Duration.ZERO;
    }

    /**
     * Whether undo and redo may stop at the position after {@code move} (played from {@code before})
     * when a person acts there: Ta Yü does not stop between a tile drawn and its laying.
     */
    default boolean stopsAfter(P before, M move, P after) {
        return true;
    }

    /** Whether {@code move} (from {@code before}) opens a new line of the record although the same player goes on: each Ta Yü bid is a turn. */
    default boolean endsTurn(P before, M move) {
        return false;
    }

    /**
     * The move in words, for the window's headings and move list, where it is a decision rather
     * than a move on the board ("Black does not challenge", "West–East bids 30"): a learner reads
     * words, not the notation's tokens. Empty: the notation says it best (a move on the board).
     * The seat is said apart, so that a move list line of that seat's turn need not say it twice.
     */
    default Optional<Said> spoken(P before, M move) {
        return Optional.empty();
    }

    /** The headline's key for a legal move a person made: most games say "legal", GIPF says a decision is "done". */
    default String legalKey(M move) {
        return "window.verdict.legal";
    }

    /** The move as the headline names a try that the rules refused: written in the game's notation by default. */
    default String tried(Notation<P, M> notation, P before, M move) {
        return notation.format(before, move);
    }
}
