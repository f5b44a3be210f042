package org.ludoteka.ui;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Component;
import java.awt.Container;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Shape;
import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.util.List;
import java.util.Optional;
import javax.swing.AbstractAction;
import javax.swing.JComponent;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import org.ludoteka.core.Drawing;

/**
 * The arrows and circles drawn on a board with the right mouse button, the same on every board: a
 * right drag from one place to another draws an arrow, a right click on a place a circle round it,
 * in green, in red with Shift held, in blue with Ctrl or Alt held; the same mark drawn again goes
 * away. Backspace, or a left click on the board (a move made with the mouse), clears them, as on
 * Lichess. They stay through a language switch (the board is the same) and are printed with the
 * board, so an exported picture carries them. A lesson step's own arrows ({@link #showGiven}) are
 * drawn the same way but stay until the step changes: the learner's clicks and keys leave them.
 *
 * <p>The board tells only where its places lie ({@link BoardComponent#placeAt},
 * {@link BoardComponent#placeCentre}, {@link BoardComponent#placePitch}); a board that names no
 * place under the pointer is not drawn on.
 */
public final class BoardDrawingLayer {
    /** The key that clears every board of the window. */
    public static final KeyStroke CLEAR = KeyStroke.getKeyStroke(KeyEvent.VK_BACK_SPACE, 0);
    private static final String CLEAR_ACTION = "ludoteka.clearDrawing";
    /** Opaque enough to read from the back of a room, light enough to see the piece under an arrow's tail. */
    private static final int ALPHA = 0xd8;
    /** The mark being drawn, before the button is let go: fainter. */
    private static final int PENDING_ALPHA = 0x80;

    private final BoardComponent board;
    private Drawing drawn = Drawing.EMPTY;
    private Drawing given = Drawing.EMPTY;
    /** Who takes the strokes instead of the hand's drawing (the lesson editor, which makes them a step's marks); none: drawn. */
    private java.util.function.Consumer<Drawing.Mark> taker;
    /** While the right button is held: where the stroke began, in which pen, and the place under the pointer now. */
    private String strokeFrom;
    private Drawing.Pen strokePen;
    private String strokeTo;

    BoardDrawingLayer(BoardComponent board) {
        this.board = board;
        MouseAdapter mouse = new Strokes();
        board.addMouseListener(mouse);
        board.addMouseMotionListener(mouse);
        board.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(CLEAR, CLEAR_ACTION);
        board.getActionMap().put(CLEAR_ACTION, new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                clearWindow(board);
            }
        });
    }

    /** What is drawn by hand now. */
    public Drawing drawn() {
        return drawn;
    }

    /** Draws {@code mark} as a right-button stroke would: taken away if it is there already. */
    public void draw(Drawing.Mark mark) {
        drawn = drawn.with(mark);
        board.repaint();
    }

    /** Puts {@code drawing} on the board as drawn by hand, in place of what was: a lesson step's own again, or a handout's page. */
    public void showDrawn(Drawing drawing) {
        if (!drawing.equals(drawn) || strokeFrom != null) {
            drawn = drawing;
            strokeFrom = null;
            board.repaint();
        }
    }

    /** Hands every finished stroke to {@code taker} instead of drawing it: the board shows it as the taker decides. */
    public void handStrokesTo(java.util.function.Consumer<Drawing.Mark> taker) {
        this.taker = taker;
    }

    /** Takes away everything drawn by hand. */
    public void clear() {
        if (!drawn.isEmpty() || strokeFrom != null) {
            drawn = Drawing.EMPTY;
            strokeFrom = null;
            board.repaint();
        }
    }

    /** A lesson step's own marks, drawn like the hand's; they replace the previous step's. */
    public void showGiven(Drawing marks) {
        if (!marks.equals(given)) {
            given = marks;
            board.repaint();
        }
    }

    public Drawing given() {
        return given;
    }

    /** Clears every board in the window {@code anyBoard} is in, so that one key clears the two boards of a comparison alike. */
    static void clearWindow(Component anyBoard) {
        Component root = SwingUtilities.getRoot(anyBoard);
        clearAll(root != null ? root : anyBoard);
    }

    private static void clearAll(Component component) {
        if (component instanceof BoardComponent boardComponent) {
            boardComponent.drawing().clear();
        }
        if (component instanceof Container container) {
            for (Component child : container.getComponents()) {
                clearAll(child);
            }
        }
    }

    /** The colour a pen draws in: the hues the chess sites use, a little brighter for a projector. */
    public static Color colour(Drawing.Pen pen) {
        return switch (pen) {
            case GREEN -> new Color(0x15, 0x85, 0x1f);
            case RED -> new Color(0xc8, 0x24, 0x24);
            case BLUE -> new Color(0x1b, 0x4f, 0xd0);
        };
    }

    /** Paints the given marks, then the hand's, then the stroke under way, over everything the board painted. */
    void paint(Graphics graphics) {
        if (given.isEmpty() && drawn.isEmpty() && strokeFrom == null) {
            return;
        }
        Graphics2D g = BoardComponent.smooth(graphics);
        try {
            double pitch = board.placePitch();
            // on a board of many small squares (Ta Yü's 19 × 19) a line as thin as a square is lost from the back of a room
            double weight = Math.max(pitch, Math.min(board.getWidth(), board.getHeight()) / 16.0);
            paintAll(g, given.marks(), pitch, weight, ALPHA);
            paintAll(g, drawn.marks(), pitch, weight, ALPHA);
            if (strokeFrom != null && strokeTo != null) {
                paintAll(g, List.of(Drawing.stroke(strokeFrom, strokeTo, strokePen)), pitch, weight, PENDING_ALPHA);
            }
        } finally {
            g.dispose();
        }
    }

    /** {@code pitch} sizes a circle, which must stay round its own place; {@code weight} the lines, which may be bolder. */
    private void paintAll(Graphics2D g, List<Drawing.Mark> marks, double pitch, double weight, int alpha) {
        for (Drawing.Mark mark : marks) {
            shape(mark, pitch, weight).ifPresent(shape -> {
                Color solid = colour(mark.pen());
                BoardComponent.fillEdged(g, shape, (float) (pitch * 0.05),
                        new Color(solid.getRed(), solid.getGreen(), solid.getBlue(), alpha));
            });
        }
    }

    /** The mark's outline, one area so that a translucent fill is even; none when the board lacks one of its places. */
    private Optional<Shape> shape(Drawing.Mark mark, double pitch, double weight) {
        if (mark instanceof Drawing.Circle circle) {
            return board.placeCentre(circle.place()).map(centre -> ring(centre, pitch, weight));
        }
        Drawing.Arrow arrow = (Drawing.Arrow) mark;
        Optional<Point2D> from = board.placeCentre(arrow.from());
        Optional<Point2D> to = board.placeCentre(arrow.to());
        return from.isPresent() && to.isPresent() ? Optional.of(arrow(from.get(), to.get(), weight)) : Optional.empty();
    }

    private static Shape ring(Point2D centre, double pitch, double weight) {
        double outer = pitch * 0.47;
        double inner = outer - Math.min(weight * 0.09, outer * 0.3);
        Area ring = new Area(new Ellipse2D.Double(centre.getX() - outer, centre.getY() - outer, 2 * outer, 2 * outer));
        ring.subtract(new Area(new Ellipse2D.Double(centre.getX() - inner, centre.getY() - inner, 2 * inner, 2 * inner)));
        return ring;
    }

    /** A shaft from the first place's centre to a head whose tip stops short of the second's, so its piece stays in view. */
    private static Shape arrow(Point2D from, Point2D to, double weight) {
        double length = from.distance(to);
        double dx = (to.getX() - from.getX()) / length;
        double dy = (to.getY() - from.getY()) / length;
        // a short arrow (to the next place) keeps a shaft: its head and its gap before the place shrink with it
        double tipBack = Math.min(weight * 0.2, length * 0.15);
        double headLength = Math.min(weight * 0.5, length * 0.45);
        double headHalf = Math.min(weight * 0.28, headLength * 0.7);
        double shaftHalf = Math.min(weight * 0.09, headHalf * 0.45);
        Point2D.Double tip = new Point2D.Double(to.getX() - dx * tipBack, to.getY() - dy * tipBack);
        Point2D.Double neck = new Point2D.Double(tip.x - dx * headLength, tip.y - dy * headLength);
        Path2D.Double shape = new Path2D.Double();
        shape.moveTo(from.getX() - dy * shaftHalf, from.getY() + dx * shaftHalf);
        shape.lineTo(neck.x - dy * shaftHalf, neck.y + dx * shaftHalf);
        shape.lineTo(neck.x - dy * headHalf, neck.y + dx * headHalf);
        shape.lineTo(tip.x, tip.y);
        shape.lineTo(neck.x + dy * headHalf, neck.y - dx * headHalf);
        shape.lineTo(neck.x + dy * shaftHalf, neck.y - dx * shaftHalf);
        shape.lineTo(from.getX() + dy * shaftHalf, from.getY() - dx * shaftHalf);
        shape.closePath();
        return shape;
    }

    /** The right button's strokes, and the left button's click that clears. */
    private final class Strokes extends MouseAdapter {
        @Override
        public void mousePressed(MouseEvent e) {
            if (SwingUtilities.isRightMouseButton(e)) {
                board.requestFocusInWindow(); // so that Backspace clears, not a text field that had the keys
                Optional<String> place = board.placeAt(e.getPoint());
                strokeFrom = place.orElse(null);
                strokeTo = strokeFrom;
                int held = e.getModifiersEx();
                strokePen = Drawing.Pen.heldDown((held & InputEvent.SHIFT_DOWN_MASK) != 0,
                        (held & (InputEvent.CTRL_DOWN_MASK | InputEvent.ALT_DOWN_MASK)) != 0);
                board.repaint();
            } else if (SwingUtilities.isLeftMouseButton(e)) {
                clear();
            }
        }

        @Override
        public void mouseDragged(MouseEvent e) {
            if (strokeFrom != null) {
                String now = board.placeAt(e.getPoint()).orElse(null);
                if (now != null && !now.equals(strokeTo)) {
                    strokeTo = now;
                    board.repaint();
                }
            }
        }

        @Override
        public void mouseReleased(MouseEvent e) {
            if (!SwingUtilities.isRightMouseButton(e) || strokeFrom == null) {
                return;
            }
            Optional<String> end = board.placeAt(e.getPoint());
            String from = strokeFrom;
            strokeFrom = null;
            board.repaint();
            end.map(to -> Drawing.stroke(from, to, strokePen)).ifPresent(mark -> {
                if (taker != null) {
                    taker.accept(mark);
                } else {
                    drawn = drawn.with(mark);
                }
            });
        }
    }

    /** Help ▸ Keyboard shortcuts: the right button's strokes and the key that clears them. */
    static List<HelpShortcuts.Row> helpRows(Localizer localizer) {
        return List.of(new HelpShortcuts.Row(localizer.text("help.drawing.button"), localizer.text("help.drawing.strokes")),
                new HelpShortcuts.Row(HelpShortcuts.keyText(CLEAR), localizer.text("help.drawing.clear")));
    }

    /** For a test: the point at which a place is drawn, rounded to a pixel. */
    public Optional<Point> pixelOf(String place) {
        return board.placeCentre(place).map(centre -> new Point((int) Math.round(centre.getX()), (int) Math.round(centre.getY())));
    }
}
