package org.ludoteka.play.gipf;

import java.util.List;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfPiece;
import org.ludoteka.games.gipf.GipfPosition;

/** Which kind of piece a push brings in: those the rules open now, and the one a player brings in next by default. */
public final class GipfKinds {
    private GipfKinds() {
    }

    /** The kinds of the pushes among {@code legal}, in the order the rules list them. */
    public static List<GipfPiece.Kind> open(List<GipfMove> legal) {
        return legal.stream().filter(GipfMove.Push.class::isInstance).map(move -> ((GipfMove.Push) move).kind()).distinct().toList();
    }

    /**
     * The kind a player brings in next unless he chooses otherwise: GIPF pieces in his GIPF phase
     * (G-8), then loaded pieces while he has potentials (P-4), then basic pieces.
     */
    public static GipfPiece.Kind natural(GipfPosition position, List<GipfPiece.Kind> open) {
        if (open.contains(GipfPiece.Kind.GIPF) && position.inGipfPhase(position.turn())) {
            return GipfPiece.Kind.GIPF;
        }
        return open.contains(GipfPiece.Kind.LOADED) ? GipfPiece.Kind.LOADED : GipfPiece.Kind.BASIC;
    }
}
