package org.ludoteka.ai;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfNotation;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfRules;
import org.ludoteka.games.gipf.Pending;

/**
 * Proves GIPF puzzles exactly. A puzzle's unit is the <em>turn</em>: every token one player decides in
 * a row — the push, the rows he removes and the pieces he keeps, the extra moves of his potentials —
 * until the decision passes to the other player or the game ends. So a turn of the player on move may
 * begin with the rows of his that the opponent's push made (G-19), and ends before the rows the
 * opponent removes after it. {@link #forcedWin} searches the tokens depth-first, AND-OR, counting a
 * ply only where the decider changes, with a transposition table per attacker that keeps, for each
 * position, the fewest plies known to win and the most known not to.
 *
 * <p>The challenge's game of Tamsk is no one's decision: positions with challenges are not handled
 * ({@link #handles}). Not thread-safe; one solver per thread. It keeps its table between questions.
 */
public final class GipfSolver implements WinSolver<GipfPosition> {
    private static final int TIME_CHECK_INTERVAL = 256;
    /** Beyond this many positions the table starts afresh, so memory stays bounded. */
    private static final int TABLE_LIMIT = 1_500_000;

    /** One whole turn: its tokens as written ({@code e1-e2 xe2-e5:e3}), and the position it leaves. */
    public record Turn(String text, GipfPosition after) {
    }

    private final GipfRules rules;
    @SuppressWarnings("unchecked")
    private final Map<GipfPosition, Long>[] tables = new Map[] {new HashMap<>(), new HashMap<>()};
    private long nodes;
    private long deadline;
    private boolean outOfTime;

    public GipfSolver(GipfRules rules) {
        this.rules = rules;
    }

    /** True when the solver proves {@code position}: no challenge is left to either player, so no turn waits on a game of Tamsk. */
    public static boolean handles(GipfPosition position) {
        return position.challenges(Side.WHITE) == 0 && position.challenges(Side.BLACK) == 0
                && position.pending() != Pending.CHALLENGE && position.pending() != Pending.TAMSK;
    }

    /** The nodes searched so far by this solver: its effort. */
    @Override
    public long nodes() {
        return nodes;
    }

    /** Whether {@code attacker} wins within {@code plies} turns, both players' counted, every defence considered. */
    @Override
    public Proof forcedWin(GipfPosition position, Side attacker, int plies, long deadlineNanos) {
        this.deadline = deadlineNanos;
        this.outOfTime = false;
        boolean win = wins(position, attacker, plies);
        return outOfTime ? Proof.UNKNOWN : win ? Proof.WIN : Proof.NO_WIN;
    }

    private boolean wins(GipfPosition position, Side attacker, int plies) {
        if (++nodes % TIME_CHECK_INTERVAL == 0 && System.nanoTime() > deadline) {
            outOfTime = true;
        }
        if (outOfTime) {
            return false;
        }
        Optional<Outcome> outcome = rules.outcome(position);
        if (outcome.isPresent()) {
            return outcome.get().winner().filter(attacker::equals).isPresent();
        }
        if (plies <= 0) {
            return false;
        }
        Map<GipfPosition, Long> table = tables[attacker == Side.WHITE ? 0 : 1];
        Long known = table.get(position);
        int winAt = known == null ? Integer.MAX_VALUE : (int) (known >> 32);
        int noWinAt = known == null ? -1 : (int) (long) known;
        if (plies >= winAt) {
            return true;
        }
        if (plies <= noWinAt) {
            return false;
        }
        Side decider = position.decider();
        boolean mine = decider == attacker;
        List<GipfPosition> children = new ArrayList<>();
        for (GipfMove move : rules.legalMoves(position)) {
            GipfPosition after = after(position, move);
            // the attacker's immediate win is tried first: it ends the search at once
            if (mine && rules.outcome(after).flatMap(Outcome::winner).filter(attacker::equals).isPresent()) {
                return remember(table, position, known, plies, true);
            }
            children.add(after);
        }
        boolean result = !mine;
        for (GipfPosition after : children) {
            int left = turnGoesOn(decider, after) ? plies : plies - 1;
            boolean won = wins(after, attacker, left);
            if (outOfTime) {
                return false;
            }
            if (won == mine) {
                result = mine;
                break;
            }
        }
        return remember(table, position, known, plies, result);
    }

    private boolean remember(Map<GipfPosition, Long> table, GipfPosition position, Long known, int plies, boolean won) {
        if (table.size() > TABLE_LIMIT) {
            table.clear();
            known = null;
        }
        int winAt = known == null ? Integer.MAX_VALUE : (int) (known >> 32);
        int noWinAt = known == null ? -1 : (int) (long) known;
        if (won) {
            winAt = Math.min(winAt, plies);
        } else {
            noWinAt = Math.max(noWinAt, plies);
        }
        table.put(position, ((long) winAt << 32) | (noWinAt & 0xFFFFFFFFL));
        return won;
    }

    /** True when the same player decides on after {@code after}: his turn is not over. */
    private boolean turnGoesOn(Side decider, GipfPosition after) {
        return rules.outcome(after).isEmpty() && after.decider() == decider;
    }

    /**
     * Every whole turn of the player deciding in {@code position}, in the order of the rules' tokens;
     * none when the game is over. Distinct token sequences are distinct turns, even where they leave
     * the same board (two orders of removing rows that do not cross).
     */
    public List<Turn> turns(GipfPosition position) {
        List<Turn> turns = new ArrayList<>();
        if (rules.outcome(position).isEmpty()) {
            collect(position, position.decider(), "", turns);
        }
        return turns;
    }

    private void collect(GipfPosition position, Side decider, String prefix, List<Turn> turns) {
        for (GipfMove move : rules.legalMoves(position)) {
            GipfPosition after = after(position, move);
            String text = prefix + (prefix.isEmpty() ? "" : " ") + GipfNotation.INSTANCE.format(position, move);
            if (turnGoesOn(decider, after)) {
                collect(after, decider, text, turns);
            } else {
                turns.add(new Turn(text, after));
            }
        }
    }

    /** The opponent's pieces (a GIPF piece as two) that {@code turn} captures, the mover's being {@code mover} (G-16). */
    public static int captures(GipfPosition before, GipfPosition after, Side mover) {
        Side opponent = GipfPosition.other(mover);
        return after.captured(opponent) - before.captured(opponent);
    }

    private GipfPosition after(GipfPosition position, GipfMove move) {
        return ((MoveResult.Legal<GipfPosition>) rules.apply(position, move)).after();
    }
}
