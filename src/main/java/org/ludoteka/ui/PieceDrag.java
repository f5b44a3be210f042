package org.ludoteka.ui;

import java.awt.Point;
import java.awt.event.MouseEvent;
import java.awt.event.MouseMotionAdapter;
import java.util.Optional;
import javax.swing.JComponent;

/**
 * A piece pressed on a board and perhaps dragged: the place the button went down on and, while the
 * mouse moves with it down, the point the piece is drawn at. Places are a board's indices, -1 for
 * none. The board view decides what a press picks up and what a drop means; this keeps what every
 * board shares, so that a drop works alike in every game: it counts only when the piece was dragged
 * and let go over another place.
 */
public final class PieceDrag {
    public static final int NONE = -1;

    private int from = NONE;
    private Point point;

    /** A drag on {@code board}: it follows the mouse moving with the button down, and repaints the board while it carries a piece. */
    public PieceDrag(JComponent board) {
        board.addMouseMotionListener(new MouseMotionAdapter() {
            @Override
            public void mouseDragged(MouseEvent e) {
                if (from != NONE) {
                    point = e.getPoint();
                    board.repaint();
                }
            }
        });
    }

    /** A piece let go over another place than the one it was pressed on. */
    public record Drop(int from, int to) {
    }

    /** The button went down on the piece at {@code place}, which a drag may now carry. */
    public void press(int place) {
        from = place;
    }

    /** Forgets the press and the drag, e.g. when the board shows another position. */
    public void clear() {
        from = NONE;
        point = null;
    }

    public boolean pressed() {
        return from != NONE;
    }

    /** The place pressed, or {@link #NONE}. */
    public int from() {
        return from;
    }

    /** Where the carried piece is drawn while a drag is under way; null while none is. */
    public Point point() {
        return point;
    }

    /**
     * The button came up over {@code target} ({@link #NONE}: off the board): ends the press, and
     * gives the drop when a drag carried the piece to another place.
     */
    public Optional<Drop> release(int target) {
        boolean dropped = point != null && target != NONE && target != from;
        Optional<Drop> drop = dropped ? Optional.of(new Drop(from, target)) : Optional.empty();
        clear();
        return drop;
    }
}
