package org.ludoteka.ui.gipf;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfBoard;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfPiece;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.Pending;

/**
 * A token as it is played out on screen. A push (G-10, G-11): the new piece slides from its dot
 * onto the spot and every piece of the line up to the first empty spot moves one spot on; then the
 * pieces the rules took off at once (rows with nothing to decide) fade away. A decision: the pieces
 * of the row removed fade away. Worked out from the positions before and after, without Swing.
 *
 * @param standing  what stands still while the pieces slide: the board before, the sliding pieces taken off
 * @param sliding   the pieces on their way, each from one point to the next
 * @param pushed    the board once the push is done, before any row is taken off
 * @param vanishing the pieces of {@code pushed} the rules took off, by point
 */
record PushMotion(GipfPiece[] standing, List<Slide> sliding, GipfPiece[] pushed, Map<Integer, GipfPiece> vanishing) {
    static final long SLIDE_MILLIS = 260;
    static final long FADE_MILLIS = 360;

    /** A piece sliding from point {@code from} to point {@code to}. */
    record Slide(GipfPiece piece, int from, int to) {
    }

    /**
     * The motion of {@code move} from {@code before}, which ended in {@code after}: a push slides, and
     * what any token took off the board fades; null when nothing moves or goes.
     */
    static PushMotion of(GipfPosition before, GipfMove move, GipfPosition after) {
        if (!(move instanceof GipfMove.Push push)) {
            GipfPiece[] pieces = pieces(before);
            Map<Integer, GipfPiece> vanishing = vanishing(pieces, after);
            return vanishing.isEmpty() ? null : new PushMotion(pieces, List.of(), pieces, vanishing);
        }
        GipfBoard.Entry entry = GipfBoard.entry(push.dot(), push.spot());
        if (entry == null) {
            return null;
        }
        Side mover = before.turn();
        boolean extra = before.pending() == Pending.EXTRA;
        GipfPiece entering = GipfPiece.of(mover, extra ? GipfPiece.Kind.POTENTIAL : push.kind());
        GipfPiece[] standing = pieces(before);
        if (extra) {
            standing[GipfBoard.CENTRE] = GipfPiece.of(mover, GipfPiece.Kind.BASIC); // the potential is lifted off (P-8)
        }
        int[] path = entry.path();
        int empty = 0;
        while (empty < path.length && standing[path[empty]] != null) {
            empty++;
        }
        if (empty == path.length) {
            return null;
        }
        List<Slide> sliding = new ArrayList<>();
        sliding.add(new Slide(entering, entry.dot(), path[0]));
        GipfPiece[] pushed = standing.clone();
        for (int i = empty; i > 0; i--) {
            sliding.add(new Slide(standing[path[i - 1]], path[i - 1], path[i]));
            pushed[path[i]] = standing[path[i - 1]];
        }
        pushed[path[0]] = entering;
        for (int i = 0; i < empty; i++) {
            standing[path[i]] = null;
        }
        return new PushMotion(standing, sliding, pushed, vanishing(pushed, after));
    }

    /** The pieces of {@code shown} that {@code after} no longer has on their points (a potential lifted off its base included). */
    private static Map<Integer, GipfPiece> vanishing(GipfPiece[] shown, GipfPosition after) {
        Map<Integer, GipfPiece> vanishing = new LinkedHashMap<>();
        for (int point = 0; point < GipfBoard.POINTS; point++) {
            if (shown[point] != null && after.pieceAt(point).orElse(null) != shown[point]) {
                vanishing.put(point, shown[point]);
            }
        }
        return vanishing;
    }

    /** The pieces of {@code position}, by point. */
    static GipfPiece[] pieces(GipfPosition position) {
        GipfPiece[] pieces = new GipfPiece[GipfBoard.POINTS];
        for (int point = 0; point < GipfBoard.POINTS; point++) {
            pieces[point] = position.pieceAt(point).orElse(null);
        }
        return pieces;
    }

    /** How long it plays: the slide, if any, and the fading, if any. */
    long millis() {
        return (sliding.isEmpty() ? 0 : SLIDE_MILLIS) + (vanishing.isEmpty() ? 0 : FADE_MILLIS);
    }

    /** The share of the time that is the slide: none for a decision, whose pieces only fade. */
    double slideShare() {
        return sliding.isEmpty() ? 0 : (double) SLIDE_MILLIS / millis();
    }
}
