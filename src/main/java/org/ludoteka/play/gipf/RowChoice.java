package org.ludoteka.play.gipf;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfPiece;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfRow;
import org.ludoteka.games.gipf.GipfRules;

/**
 * A row removal being chosen on the board (G-18, G-22, P-6): first which row, where rows cross, by a
 * click on a spot only that row has; then, click by click, which of its GIPF and loaded pieces stay;
 * a click on any other piece of the row takes it off. It starts as a GIPF player expects (GA-1): the
 * remover's own GIPF and loaded pieces stay, the opponent's go. Interaction state only, no Swing.
 */
public final class RowChoice {
    /** What a click did. */
    public enum Click {
        /** The spot is in no row to remove. */
        OUTSIDE,
        /** The spot lies where rows cross: it does not tell which row is meant. */
        CROSSING,
        /** A row is chosen; it has pieces that may stay, to be chosen next. */
        CHOSEN,
        /** A GIPF or loaded piece now stays, or now goes. */
        TOGGLED,
        /** The row is to be removed now, as chosen: {@link #move()}. */
        REMOVE
    }

    private final GipfPosition position;
    private final GipfRules rules;
    private final List<GipfRow> rows;
    private GipfRow chosen;
    private final Set<Integer> kept = new TreeSet<>();

    public RowChoice(GipfPosition position, GipfRules rules) {
        this.position = position;
        this.rules = rules;
        this.rows = position.rowsToRemove();
        if (rows.size() == 1) {
            choose(rows.get(0));
        }
    }

    public List<GipfRow> rows() {
        return rows;
    }

    /** The row chosen, or null while rows cross and none is chosen yet. */
    public GipfRow chosen() {
        return chosen;
    }

    public Set<Integer> kept() {
        return Set.copyOf(kept);
    }

    /** The removal as chosen so far; only when a row is chosen. */
    public GipfMove.Remove move() {
        return new GipfMove.Remove(chosen.segment(), new ArrayList<>(kept));
    }

    public Click click(int point) {
        if (chosen != null && chosen.contains(point)) {
            if (keepable(point)) {
                if (!kept.remove(point)) {
                    kept.add(point);
                }
                return Click.TOGGLED;
            }
            return Click.REMOVE;
        }
        List<GipfRow> containing = rows.stream().filter(row -> row.contains(point)).toList();
        if (containing.isEmpty()) {
            return Click.OUTSIDE;
        }
        if (containing.size() > 1) {
            return Click.CROSSING;
        }
        choose(containing.get(0));
        return hasKeepable(chosen) ? Click.CHOSEN : Click.REMOVE;
    }

    /** A row is chosen and has a GIPF or loaded piece whose fate the remover decides. */
    public boolean asksWhatStays() {
        return chosen != null && hasKeepable(chosen);
    }

    private void choose(GipfRow row) {
        chosen = row;
        kept.clear();
        Side remover = row.side();
        List<Integer> own = new ArrayList<>();
        for (int spot : row.spots()) {
            GipfPiece piece = position.pieceAt(spot).orElseThrow();
            if (piece.kind().keepable() && piece.side() == remover) {
                own.add(spot);
            }
        }
        kept.addAll(own);
        if (!(rules.apply(position, move()) instanceof MoveResult.Legal)) {
            // a row of GIPF and loaded pieces only must be broken (P-7): then the loaded ones go at first
            kept.removeIf(spot -> position.pieceAt(spot).orElseThrow().kind() == GipfPiece.Kind.LOADED);
        }
    }

    private boolean keepable(int spot) {
        return position.pieceAt(spot).map(piece -> piece.kind().keepable()).orElse(false);
    }

    private boolean hasKeepable(GipfRow row) {
        for (int spot : row.spots()) {
            if (keepable(spot)) {
                return true;
            }
        }
        return false;
    }
}
