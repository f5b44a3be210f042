package org.ludoteka.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.ludoteka.ai.Proof;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;

/**
 * What the solver proves about a puzzle's position, whatever the game: which first turns win within
 * N moves, which reply refutes a turn that does not, the main line, and which turns save the game.
 * "N moves" are the solver side's own turns, so a win in N takes at most 2N − 1 turns in all.
 * Every answer is proven; a question the budget cannot settle throws {@link OutOfTime}.
 */
public final class PuzzleProofs<P> {

    /** The solver ran out of its budget before it could prove the answer. */
    public static final class OutOfTime extends RuntimeException {
        OutOfTime() {
            super("the solver's time ran out");
        }
    }

    /** What {@link #threat} answers for a turn that loses by itself: no reply is needed. */
    public static final String LOST_AT_ONCE = "";

    private final PuzzleGame<P> game;
    private final long deadline;

    public PuzzleProofs(PuzzleGame<P> game, long deadlineNanos) {
        this.game = game;
        this.deadline = deadlineNanos;
    }

    public PuzzleGame<P> game() {
        return game;
    }

    /** True when {@code attacker} wins within {@code plies} turns from {@code position}. */
    boolean wins(P position, Side attacker, int plies) {
        Proof proof = game.forcedWin(position, attacker, plies, deadline);
        if (proof == Proof.UNKNOWN) {
            throw new OutOfTime();
        }
        return proof == Proof.WIN;
    }

    /** True when {@code attacker} wins within {@code plies} turns from {@code position}, both players' counted: for a review's questions. */
    public boolean winsWithinPlies(P position, Side attacker, int plies) {
        return wins(position, attacker, plies);
    }

    /** True when the player on move wins within {@code moves} of his own moves. */
    public boolean winsWithin(P position, int moves) {
        return wins(position, game.toMove(position), 2 * moves - 1);
    }

    /** The fewest own moves the player on move needs to win, up to {@code most}; empty when he cannot within them. */
    public Optional<Integer> shortestWin(P position, int most) {
        for (int moves = 1; moves <= most; moves++) {
            if (winsWithin(position, moves)) {
                return Optional.of(moves);
            }
        }
        return Optional.empty();
    }

    /** Every first turn after which the player on move still wins within {@code moves} of his own moves, in turn order. */
    public List<String> winningTurns(P position, int moves) {
        Side attacker = game.toMove(position);
        List<String> winning = new ArrayList<>();
        for (String turn : game.turns(position)) {
            if (wins(game.after(position, turn), attacker, 2 * moves - 2)) {
                winning.add(turn);
            }
        }
        return winning;
    }

    /**
     * The opponent's answer to {@code turn} after which its player no longer wins within
     * {@code moves} of his own moves (this turn counted); empty when the turn needs no answer, because
     * the game is over, it was the last move the goal allowed, or it does win.
     */
    public Optional<String> refutation(P position, String turn, int moves) {
        Side attacker = game.toMove(position);
        P after = game.after(position, turn);
        if (moves <= 1 || game.outcome(after).isPresent()) {
            return Optional.empty();
        }
        for (String reply : game.turns(after)) {
            if (!wins(game.after(after, reply), attacker, 2 * moves - 3)) {
                return Optional.of(reply);
            }
        }
        return Optional.empty();
    }

    /**
     * The opponent's best defence in {@code position}, where he is on move and loses within
     * {@code moves} of the attacker's moves: the reply that puts the attacker's win furthest off.
     */
    public String longestDefence(P position, int moves) {
        Side attacker = game.opponent(position);
        String best = null;
        int bestDistance = 0;
        for (String reply : game.turns(position)) {
            P after = game.after(position, reply);
            int distance = 1;
            while (distance < moves && !wins(after, attacker, 2 * distance - 1)) {
                distance++;
            }
            if (distance > bestDistance) {
                best = reply;
                bestDistance = distance;
            }
        }
        if (best == null) {
            throw new IllegalArgumentException("no defence to choose from: the game is over");
        }
        return best;
    }

    /** A winning turn that wins soonest: the main line's next move for the attacker, who wins within {@code moves}. */
    public String fastestWin(P position, int moves) {
        for (int within = 1; within <= moves; within++) {
            List<String> winning = winningTurns(position, within);
            if (!winning.isEmpty()) {
                return winning.get(0);
            }
        }
        throw new IllegalArgumentException("no win within " + moves + " moves in " + game.format(position));
    }

    /** The main line of a win within {@code moves}: the fastest win, the longest defence, and so on to the end of the game. */
    public List<String> line(P position, int moves) {
        List<String> line = new ArrayList<>();
        P now = position;
        for (int left = moves; left > 0 && game.outcome(now).isEmpty(); left--) {
            String key = fastestWin(now, left);
            line.add(key);
            now = game.after(now, key);
            if (game.outcome(now).isPresent()) {
                break;
            }
            String defence = longestDefence(now, left - 1);
            line.add(defence);
            now = game.after(now, defence);
        }
        return line;
    }

    /** The turns of the player on move after which the opponent cannot win on his next move. */
    public List<String> saves(P position) {
        List<String> saving = new ArrayList<>();
        for (String turn : game.turns(position)) {
            if (threat(position, turn).isEmpty()) {
                saving.add(turn);
            }
        }
        return saving;
    }

    /**
     * The opponent's winning reply to {@code turn}; empty when he has none; {@link #LOST_AT_ONCE} when
     * the turn itself loses (in Lines of Action, a capture that connects the opponent's pieces).
     */
    public Optional<String> threat(P position, String turn) {
        Side opponent = game.opponent(position);
        P after = game.after(position, turn);
        if (game.outcome(after).isPresent()) {
            return wins(after, opponent, 0) ? Optional.of(LOST_AT_ONCE) : Optional.empty();
        }
        if (!wins(after, opponent, 1)) {
            return Optional.empty();
        }
        for (String reply : game.turns(after)) {
            P answered = game.after(after, reply);
            if (game.outcome(answered).flatMap(Outcome::winner).filter(opponent::equals).isPresent()) {
                return Optional.of(reply);
            }
        }
        throw new IllegalStateException("the solver and the rules disagree on a win in one in " + game.format(after));
    }
}
