package org.ludoteka.ai;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.Hourglass;
import org.ludoteka.games.tamsk.PlayerState;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tamsk.TamskRules;

/**
 * Proves level-2 Tamsk wins over the engine's own virtual time: every turn is played through
 * {@link TamskRules}, time included ({@link TamskEvent.Elapse}), so each hourglass is turned over
 * (T-15, T-16: {@code r} seconds above become {@code 180 − r}), runs out at its exact millisecond
 * (T-19), and a game with equal rings goes to the hourglass that runs out last (T-21, TA-8).
 *
 * <p>The moment of a turn. Nothing forces a level-2 player to hurry (T-20), so before he acts he
 * may let time pass; all sand runs meanwhile, his own and his opponent's alike. What a wait changes
 * is which hourglasses have run out by the time he acts (and so what can still move, and whether the
 * game has ended), how much sand the hourglass he turns gets back, and whether the opponent's
 * forgotten ring may be claimed yet. So the solver lets the player on move act at these moments,
 * counted from now: at once; one second before, and the moment, each running hourglass (of either
 * colour) runs out; and the first whole second at which the forgotten ring may be claimed (after
 * the grace of T-17). A wait in which the game ends (every hourglass left has run out or is boxed in)
 * is a turn by itself. Both players choose among the same moments, so a proof is a proof for this
 * set of moments; with every sand in whole seconds, as in the puzzles, every moment is a whole second.
 *
 * <p>Not thread-safe; one solver per thread.
 */
public final class TamskTimeSolver {
    /** "Just before" an hourglass runs out: one second before. */
    public static final long BEFORE_MILLIS = 1000;
    /** Longer than any puzzle asks for. */
    public static final int MAX_PLIES = 7;
    private static final int TIME_CHECK_INTERVAL = 1 << 8;
    private static final byte UNPROVEN = Byte.MAX_VALUE;

    private final TamskRules rules;
    /** Per attacker: the fewest plies a win is proven within, and the most plies it is proven impossible within. */
    private final List<Map<TamskPosition, byte[]>> tables = List.of(new HashMap<>(), new HashMap<>());
    private final SearchBudget budget = new SearchBudget();

    public TamskTimeSolver(TamskRules rules) {
        this.rules = rules;
    }

    /** Nodes searched since this solver was made: the effort its proofs cost. */
    public long nodes() {
        return budget.nodes();
    }

    /** True when the solver can answer for {@code position}: level 2, every hourglass placed, nothing in hand. */
    public static boolean handles(TamskPosition position) {
        for (Side side : new Side[] {Side.RED, Side.BLACK}) {
            if (position.player(side).hourglasses().size() != PlayerState.HOURGLASSES || position.player(side).skips() > 0) {
                return false;
            }
        }
        return position.level() == 2 && position.hand() == TamskBoard.NONE && position.early() == TamskBoard.NONE
                && position.overfull() == TamskBoard.NONE;
    }

    /** Whether {@code attacker} wins within {@code plies} turns (both players' counted) from {@code position}, every defence at every moment considered. */
    public Proof forcedWin(TamskPosition position, Side attacker, int plies, long deadlineNanos) {
        if (!handles(position)) {
            throw new IllegalArgumentException("the Tamsk time solver proves level-2 positions with every hourglass placed: " + position);
        }
        if (plies < 0 || plies > MAX_PLIES) {
            throw new IllegalArgumentException("the solver looks 0 to " + MAX_PLIES + " turns ahead, not " + plies);
        }
        return budget.prove(deadlineNanos, TIME_CHECK_INTERVAL, () -> wins(position, attacker, plies));
    }

    private boolean wins(TamskPosition position, Side attacker, int plies) {
        if (position.isFinished()) {
            return rules.outcome(position).flatMap(Outcome::winner).filter(attacker::equals).isPresent();
        }
        if (plies == 0) {
            return false;
        }
        if (budget.spentAfterNode()) {
            return false;
        }
        Map<TamskPosition, byte[]> table = tables.get(attacker == Side.RED ? 0 : 1);
        byte[] known = table.get(position);
        if (known != null) {
            if (known[0] <= plies) {
                return true;
            }
            if (known[1] >= plies) {
                return false;
            }
        }
        boolean attackerOnMove = position.turn() == attacker;
        boolean won = !attackerOnMove; // the attacker needs one winning turn; against the defender, every turn must win
        for (List<TamskEvent> turn : turns(rules, position)) {
            if (wins(after(rules, position, turn), attacker, plies - 1) == attackerOnMove) {
                won = attackerOnMove;
                break;
            }
            if (budget.spent()) {
                return false;
            }
        }
        if (budget.spent()) {
            return false;
        }
        byte[] entry = known != null ? known : new byte[] {UNPROVEN, -1};
        if (won) {
            entry[0] = (byte) Math.min(entry[0], plies);
        } else {
            entry[1] = (byte) Math.max(entry[1], plies);
        }
        table.put(position, entry);
        return won;
    }

    /**
     * The moments the player on move may act at, as waits in ms from now, at once first: see the class
     * comment. Only waits that leave the game going, or that end it, are of use; all are listed.
     */
    public static List<Long> moments(TamskRules rules, TamskPosition position) {
        TreeSet<Long> waits = new TreeSet<>();
        waits.add(0L);
        for (Side side : new Side[] {Side.RED, Side.BLACK}) {
            for (Hourglass hourglass : position.player(side).hourglasses()) {
                if (hourglass.isRunning()) {
                    waits.add(hourglass.upperMillis());
                    if (hourglass.upperMillis() > BEFORE_MILLIS) {
                        waits.add(hourglass.upperMillis() - BEFORE_MILLIS);
                    }
                }
            }
        }
        long claim = rules.millisUntilClaimOpens(position);
        if (claim > 0) {
            waits.add((claim + BEFORE_MILLIS - 1) / BEFORE_MILLIS * BEFORE_MILLIS);
        }
        return List.copyOf(waits);
    }

    /**
     * Every whole turn of the player on move, each a list of events: perhaps a wait ({@code +12s}) to
     * one of the {@link #moments}, perhaps the claim of the forgotten ring (TA-5), then a move with its
     * ring or without, or the forced pass; or a wait alone, when the game ends during it. Turns at once
     * come first, and moves that drop their ring before those that do not.
     */
    public static List<List<TamskEvent>> turns(TamskRules rules, TamskPosition position) {
        List<List<TamskEvent>> turns = new ArrayList<>();
        if (position.isFinished()) {
            return turns;
        }
        for (long wait : moments(rules, position)) {
            List<TamskEvent> prefix = new ArrayList<>();
            TamskPosition now = position;
            if (wait > 0) {
                TamskEvent elapse = new TamskEvent.Elapse(wait);
                now = ((MoveResult.Legal<TamskPosition>) rules.apply(position, elapse)).after();
                prefix.add(elapse);
                if (now.isFinished()) {
                    turns.add(prefix);
                    continue;
                }
            }
            addMoves(rules, now, prefix, turns);
            if (rules.apply(now, TamskEvent.CLAIM) instanceof MoveResult.Legal<TamskPosition> claimed) {
                List<TamskEvent> claiming = new ArrayList<>(prefix);
                claiming.add(TamskEvent.CLAIM);
                if (claimed.after().isFinished()) {
                    turns.add(claiming);
                } else {
                    addMoves(rules, claimed.after(), claiming, turns);
                }
            }
        }
        return turns;
    }

    private static void addMoves(TamskRules rules, TamskPosition position, List<TamskEvent> prefix, List<List<TamskEvent>> turns) {
        boolean hasRing = position.player(position.turn()).holder() > 0;
        List<TamskEvent> moves = rules.legalMoves(position);
        for (int ring = hasRing ? 1 : 0; ring >= 0; ring--) {
            for (TamskEvent event : moves) {
                if (event instanceof TamskEvent.Move move) {
                    turns.add(with(prefix, new TamskEvent.Move(move.from(), move.to(), ring == 1)));
                } else if (ring == 0) {
                    turns.add(with(prefix, event));
                }
            }
        }
    }

    private static List<TamskEvent> with(List<TamskEvent> prefix, TamskEvent last) {
        List<TamskEvent> turn = new ArrayList<>(prefix);
        turn.add(last);
        return turn;
    }

    /** The position after the whole turn, each event legal by construction. */
    public static TamskPosition after(TamskRules rules, TamskPosition position, List<TamskEvent> turn) {
        TamskPosition now = position;
        for (TamskEvent event : turn) {
            MoveResult<TamskPosition> result = rules.apply(now, event);
            if (!(result instanceof MoveResult.Legal<TamskPosition> legal)) {
                throw new IllegalArgumentException("not a legal turn: " + turn + " in " + position);
            }
            now = legal.after();
        }
        return now;
    }
}
