package org.ludoteka.soak;

import java.util.List;
import java.util.Map;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfGame;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfPiece;
import org.ludoteka.games.gipf.GipfPosition;

/** GIPF soaked: the basic, standard and tournament games, without and with Tamsk potentials and challenges. */
final class GipfSoak implements Soak.Invariants<GipfPosition> {
    private static final int MAX_TOKENS = 20_000;
    private final int potentials;

    private GipfSoak(int potentials) {
        this.potentials = potentials;
    }

    static List<Soak.Variant<?, ?>> variants() {
        return List.of(variant("basic", 0, 0), variant("start", 0, 0), variant("tournament", 0, 0),
                variant("basic", 3, 1), variant("start", 6, 2), variant("tournament", 3, 1));
    }

    private static Soak.Variant<GipfPosition, GipfMove> variant(String start, int potentials, int challenges) {
        Map<String, String> options = Map.of("potentials", String.valueOf(potentials), "challenges", String.valueOf(challenges));
        return new Soak.Variant<>("gipf " + start + " potentials=" + potentials + " challenges=" + challenges,
                GipfGame.INSTANCE.rules(options), GipfGame.INSTANCE.notation(options), seed -> start,
                (position, listed, random) -> listed.get(random.nextInt(listed.size())), new GipfSoak(potentials), MAX_TOKENS, true);
    }

    /** Reserve + board + captured is the game's number of pieces; potentials never grow; captures never shrink. */
    @Override
    public void afterEvent(GipfPosition before, GipfPosition after, List<String> broken) {
        for (Side side : List.of(Side.WHITE, Side.BLACK)) {
            int total = after.reserve(side) + after.basicPiecesOnBoard(side) + after.captured(side);
            if (total != after.variant().pieces()) {
                broken.add(side + "'s reserve, board and captured pieces add up to " + total + ", not " + after.variant().pieces());
            }
            int loaded = after.potentials(side) + after.count(side, GipfPiece.Kind.LOADED) + after.count(side, GipfPiece.Kind.POTENTIAL);
            if (loaded > potentials) {
                broken.add(side + " has " + loaded + " potentials, more than the " + potentials + " given");
            }
            if (after.captured(side) < before.captured(side)) {
                broken.add(side + "'s captured pieces came back");
            }
        }
    }

    /** GIPF has no draws. */
    @Override
    public void atEnd(GipfPosition end, Outcome outcome, List<String> broken) {
        if (outcome.isDraw()) {
            broken.add("a draw, which GIPF does not have");
        }
    }
}
