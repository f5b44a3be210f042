package org.ludoteka.soak;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;
import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.games.tayu.TayuGame;
import org.ludoteka.games.tayu.TayuMove;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.games.tayu.TayuTile;

/** Ta Yü soaked: two, three and four players, and the advanced game; each game its own shuffle. */
final class TayuSoak implements Soak.Invariants<TayuPosition> {
    private static final int MAX_EVENTS = 2_000;

    private TayuSoak() {
    }

    static List<Soak.Variant<?, ?>> variants() {
        return List.of(variant(2, "no"), variant(3, "no"), variant(4, "no"), variant(2, "yes"), variant(4, "yes"));
    }

    private static Soak.Variant<TayuPosition, TayuEvent> variant(int players, String advanced) {
        Map<String, String> options = Map.of("players", String.valueOf(players), "advanced", advanced);
        return new Soak.Variant<>("tayu players=" + players + " advanced=" + advanced, TayuGame.INSTANCE.rules(options),
                TayuGame.INSTANCE.notation(options), seed -> "start:" + Math.floorMod(seed, 1_000_000_000L),
                (position, listed, random) -> listed.get(random.nextInt(listed.size())), new TayuSoak(), MAX_EVENTS, true);
    }

    /**
     * No tile is made or lost: the board, the supply and the hands hold as many as before, never more
     * than four of a kind; the board grows by one tile at most and keeps the tiles it had, in order.
     */
    @Override
    public void afterEvent(TayuPosition before, TayuPosition after, List<String> broken) {
        if (after.tileCount() != before.tileCount()) {
            broken.add("the game holds " + after.tileCount() + " tiles, it held " + before.tileCount());
        }
        List<TayuMove> laid = after.board().tiles();
        List<TayuMove> had = before.board().tiles();
        if (laid.size() < had.size() || laid.size() > had.size() + 1 || !laid.subList(0, had.size()).equals(had)) {
            broken.add("the board went from " + had.size() + " tiles to " + laid.size() + " or changed those laid");
        }
        Map<TayuTile, Integer> kinds = new HashMap<>();
        laid.forEach(move -> kinds.merge(move.tile().kind(), 1, Integer::sum));
        after.supply().tiles().forEach(tile -> kinds.merge(tile.kind(), 1, Integer::sum));
        after.hands().forEach(hand -> hand.forEach(tile -> kinds.merge(tile.kind(), 1, Integer::sum)));
        kinds.forEach((kind, count) -> {
            if (count > TayuTile.COPIES) {
                broken.add(count + " tiles of the kind " + kind + ", more than " + TayuTile.COPIES);
            }
        });
    }

    /** Two and four players: the higher product wins, equal products draw (Y-17, YA-3). */
    @Override
    public void atEnd(TayuPosition end, Outcome outcome, List<String> broken) {
        if (end.players() == 3) {
            return;
        }
        int ns = end.score(Side.NS);
        int we = end.score(Side.WE);
        boolean agrees = ns == we ? outcome.isDraw() : outcome.winner().equals(Optional.of(ns > we ? Side.NS : Side.WE));
        if (!agrees) {
            broken.add("north-south " + ns + ", west-east " + we + ", yet the result is " + outcome.winner().map(Side::id).orElse("a draw"));
        }
    }
}
