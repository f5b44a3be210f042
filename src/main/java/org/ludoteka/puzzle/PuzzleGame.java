package org.ludoteka.puzzle;

import java.util.List;
import java.util.Optional;
import org.ludoteka.ai.Proof;
import org.ludoteka.core.Message;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;

/**
 * A game as its puzzles see it: positions, whole turns written as text (a Lines of Action move, a
 * Tamsk turn such as {@code claim a1-b2+}), the rules' verdict on them, and its solver. A puzzle's
 * moves are turns: the unit the learner plays and the solver counts.
 */
public interface PuzzleGame<P> {

    /** What a turn did: played, written the one way the puzzles write it; or refused, with the rules' reason. */
    sealed interface Played<P> {
        record Done<P>(String text, P after) implements Played<P> {
        }

        record Refused<P>(Message why) implements Played<P> {
        }
    }

    /** The position a text gives; {@link org.ludoteka.core.InputError} when it is not one. */
    P position(String text);

    String format(P position);

    Side toMove(P position);

    /** The player not on move. */
    Side opponent(P position);

    /** Every turn the player on move may play, each written once; none when the game is over. */
    List<String> turns(P position);

    /** Plays the turn {@code text} (any way the notation accepts it), or says why it may not be played. */
    Played<P> play(P position, String text);

    Optional<Outcome> outcome(P position);

    /** Whether {@code attacker} wins within {@code plies} turns, both players' counted, every defence considered. */
    Proof forcedWin(P position, Side attacker, int plies, long deadlineNanos);

    /** Whether the solver can answer for {@code position}: some games' solvers take only part of the game (Tamsk: level 1, every hourglass placed). */
    default boolean solves(P position) {
        return true;
    }

    /**
     * Whether time runs in {@code position} (Tamsk level 2): the clock is stopped while the learner
     * thinks, and a turn may begin with the time he lets pass before he acts.
     */
    default boolean timed(P position) {
        return false;
    }

    /** {@code turn} made after letting {@code seconds} pass, written as the game writes it; the turn itself when none pass. */
    default String waited(long seconds, String turn) {
        return turn;
    }

    /** How long {@code turn} lets pass before it acts, in ms (Tamsk level 2: {@code +12s d7-d6+}); 0 for a turn made at once. */
    default long waitMillis(String turn) {
        return 0;
    }

    /** The solver's nodes so far: its effort. */
    long nodes();

    /** The square or cell a turn starts from, for the first hint (none for a pass). */
    Optional<String> from(String turn);

    /** The square or cell a turn goes to, for the second hint (none for a pass). */
    Optional<String> to(String turn);

    /**
     * The places a turn lays a piece on, for a game whose turns place a piece rather than move one: a
     * board draws them circled, as an arrow would read as a move. None (the turn moves) by default.
     */
    default List<String> covers(String turn) {
        return List.of();
    }

    /**
     * Why the game is not won by {@code side} after {@code turn}, which led to {@code after} and did
     * not end the game: for a wrong last move, which no reply of the opponent's refutes.
     */
    default Message notWon(P after, Side side, String turn) {
        return Message.of("puzzle.why.misses", turn);
    }

    /** The whole of a turn in words, for the last step of the hint ladder; most games' turns say it all as written. */
    default Message inWords(String turn) {
        return Message.of("puzzle.answer.asWritten", turn);
    }

    /**
     * What {@code tried} leaves out of {@code answer}, when it is {@code answer} with a part of it left
     * out (a Tamsk move without its ring); empty when it is another turn altogether.
     */
    default Optional<Message> leftOut(String tried, String answer) {
        return Optional.empty();
    }

    /** The played turn's position, or the reason it was refused as a runtime error: for turns known to be legal. */
    default P after(P position, String turn) {
        Played<P> played = play(position, turn);
        if (played instanceof Played.Done<P> done) {
            return done.after();
        }
        throw new IllegalArgumentException("not a legal turn: " + turn + " in " + format(position));
    }
}
