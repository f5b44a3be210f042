package org.ludoteka.soak;

import java.util.List;
import java.util.Map;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;
import org.ludoteka.games.loa.LoaBoard;
import org.ludoteka.games.loa.LoaGame;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaPosition;

/** Lines of Action soaked: from the start and from Scrambled Eggs, each with its own connection rule. */
final class LoaSoak implements Soak.Invariants<LoaPosition> {
    /** Random games may wander without either side connecting; those are stopped here, as the playout bench does. */
    private static final int MAX_PLIES = 1000;

    private LoaSoak() {
    }

    static List<Soak.Variant<?, ?>> variants() {
        return List.of(variant("start", "draw"), variant("scrambled", "mover-wins"));
    }

    private static Soak.Variant<LoaPosition, LoaMove> variant(String start, String simultaneous) {
        Map<String, String> options = Map.of("simultaneous", simultaneous);
        return new Soak.Variant<>("loa " + start + " simultaneous=" + simultaneous, LoaGame.INSTANCE.rules(options),
                LoaGame.INSTANCE.notation(options), seed -> start, (position, listed, random) -> listed.get(random.nextInt(listed.size())),
                new LoaSoak(), MAX_PLIES, false);
    }

    /** 12 pieces a side at most, at least 1; the mover keeps all his, the opponent loses one at most (a capture). */
    @Override
    public void afterEvent(LoaPosition before, LoaPosition after, List<String> broken) {
        Side mover = before.toMove();
        Side other = before.opponent();
        int moverBefore = Long.bitCount(before.pieces(mover));
        int moverAfter = Long.bitCount(after.pieces(mover));
        int otherBefore = Long.bitCount(before.pieces(other));
        int otherAfter = Long.bitCount(after.pieces(other));
        if (moverAfter != moverBefore) {
            broken.add("the mover has " + moverAfter + " pieces, had " + moverBefore);
        }
        if (otherAfter != otherBefore && otherAfter != otherBefore - 1) {
            broken.add("the opponent has " + otherAfter + " pieces, had " + otherBefore);
        }
        if (otherAfter < 1 || moverAfter > 12 || after.toMove() != other) {
            broken.add("impossible piece counts or side to move");
        }
    }

    /** A winner is connected; a draw is both connected or a third repetition. */
    @Override
    public void atEnd(LoaPosition end, Outcome outcome, List<String> broken) {
        boolean black = LoaBoard.connected(end.pieces(Side.BLACK));
        boolean white = LoaBoard.connected(end.pieces(Side.WHITE));
        if (outcome.winner().isPresent() && !LoaBoard.connected(end.pieces(outcome.winner().get()))) {
            broken.add(outcome.winner().get() + " wins without being connected");
        }
        if (outcome.isDraw() && !(black && white) && end.occurrences() < 3) {
            broken.add("a draw with neither both sides connected nor a third repetition");
        }
    }
}
