package org.ludoteka.ui;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.BasicStroke;
import java.awt.event.FocusAdapter;
import java.awt.event.FocusEvent;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Point2D;
import java.util.Optional;
import javax.swing.JComponent;
import javax.swing.UIManager;

/**
 * What the boards share: a size that grows with the zoom, smooth painting, the font of the panel
 * around them and their colours from the theme files ({@code Ludoteka.*} keys). A board that has
 * the keyboard's focus is framed in the theme's focus colour, so that a keyboard user sees where
 * the keys go.
 */
public abstract class BoardComponent extends JComponent {
    /** A {@code UIManager} key set while the window is in presentation mode: coordinates are then drawn large. */
    static final String PRESENTING_KEY = "Ludoteka.presenting";
    /** How much larger than at 100 % coordinates are drawn at most: they must stay inside the board's margin. */
    private static final float MOST_COORDINATE_SCALE = 1.6f;

    private final Dimension preferred;
    private final BoardDrawingLayer drawing;

    /** {@code preferred} at 100 % zoom; the least size is half of it. */
    public BoardComponent(Dimension preferred) {
        this.preferred = preferred;
        setOpaque(true);
        drawing = new BoardDrawingLayer(this);
        addFocusListener(new FocusAdapter() {
            @Override
            public void focusGained(FocusEvent e) {
                repaint();
            }

            @Override
            public void focusLost(FocusEvent e) {
                repaint();
            }
        });
    }

    @Override
    protected void paintBorder(Graphics graphics) {
        super.paintBorder(graphics);
        if (isFocusOwner() && !isPaintingForPrint()) { // the focus frame is the window's, not the board's: no export carries it
            Graphics2D g = (Graphics2D) graphics.create();
            float width = UIScale.scale(3f);
            g.setColor(colour("Component.focusColor", Color.BLUE));
            g.setStroke(new BasicStroke(width));
            g.draw(new java.awt.geom.Rectangle2D.Float(width / 2, width / 2, getWidth() - width, getHeight() - width));
            g.dispose();
        }
    }

    /** The arrows and circles drawn on this board with the right button. */
    public BoardDrawingLayer drawing() {
        return drawing;
    }

    /** The board drawing in {@code component}: the component itself, or the first one inside it (a board with its supply beside). */
    public static Optional<BoardComponent> in(java.awt.Component component) {
        if (component instanceof BoardComponent board) {
            return Optional.of(board);
        }
        if (component instanceof java.awt.Container container) {
            for (java.awt.Component child : container.getComponents()) {
                Optional<BoardComponent> found = in(child);
                if (found.isPresent()) {
                    return found;
                }
            }
        }
        return Optional.empty();
    }

    /** The centre of the place named {@code place} in the game's notation, if the board has it. */
    protected Optional<Point2D> placeCentre(String place) {
        return Optional.empty();
    }

    /** The distance between the centres of two neighbouring places: the size of the drawn marks. */
    protected double placePitch() {
        return Math.min(getWidth(), getHeight()) / 10.0;
    }

    /** Paints the board smoothly on the panel's colour: the game's board is {@link #paintBoard}'s. */
    @Override
    protected final void paintComponent(Graphics graphics) {
        Graphics2D g = smooth(graphics);
        try {
            g.setColor(colour("Panel.background", Color.LIGHT_GRAY));
            g.fillRect(0, 0, getWidth(), getHeight());
            paintBoard(g);
        } finally {
            g.dispose();
        }
    }

    /** Paints the game's board with {@code g}, a smoothing copy the caller disposes of. */
    protected abstract void paintBoard(Graphics2D g);

    /** The drawing goes over everything the board paints, on screen and in a picture alike (printing comes here too). */
    @Override
    protected void paintChildren(Graphics graphics) {
        super.paintChildren(graphics);
        drawing.paint(graphics);
    }

    @Override
    public Dimension getPreferredSize() {
        return isPreferredSizeSet() ? super.getPreferredSize() : UIScale.scale(new Dimension(preferred));
    }

    @Override
    public Dimension getMinimumSize() {
        return isMinimumSizeSet() ? super.getMinimumSize() : UIScale.scale(new Dimension(preferred.width / 2, preferred.height / 2));
    }

    /**
     * How much larger than their plain size the coordinates are drawn: as much larger as the zoom
     * makes the text beside the board, and largest in presentation mode, read from the back of a room.
     */
    public static float coordinateScale() {
        float presenting = Boolean.TRUE.equals(UIManager.get(PRESENTING_KEY)) ? MOST_COORDINATE_SCALE : 1f;
        return Math.min(MOST_COORDINATE_SCALE, Math.max(UIScale.getZoomFactor(), presenting));
    }

    /**
     * What the teacher's spotlight lights up when pointing at {@code point}: the cell there, or by
     * default a disc a sixteenth of the board wide around it.
     */
    public Shape spotAt(Point point) {
        double radius = Math.min(getWidth(), getHeight()) / 16.0;
        return new Ellipse2D.Double(point.x - radius, point.y - radius, 2 * radius, 2 * radius);
    }

    /**
     * The place under {@code point} — square, cell or point — as the game's notation names it: where
     * the right button draws, where a teacher marks a cell in the lesson editor; empty off the board,
     * or on a board that names none (which is then not drawn on).
     */
    public Optional<String> placeAt(Point point) {
        return Optional.empty();
    }

    /** A copy of {@code graphics} that antialiases shapes and text; dispose of it after painting. */
    protected static Graphics2D smooth(Graphics graphics) {
        Graphics2D g = (Graphics2D) graphics.create();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
        return g;
    }

    /** The font of the panel around the board; a board painted on its own (offscreen) has none. */
    protected Font baseFont() {
        Font inherited = getFont() != null ? getFont() : UIManager.getFont("Label.font");
        return inherited != null ? inherited : new Font(Font.SANS_SERIF, Font.PLAIN, 12);
    }

    /**
     * Strokes {@code shape} {@code width} wide in {@code colour} over a wider stroke in the theme's
     * mark edge (light where marks are dark, dark where they are bright): turned to grey, one of the
     * two tones stands out on a light place and on a dark one alike, so a mark never hangs on its hue.
     */
    public static void drawEdged(Graphics2D g, Shape shape, float width, Color colour) {
        java.awt.Stroke before = g.getStroke();
        g.setColor(colour("Ludoteka.Board.markEdge", Color.WHITE));
        g.setStroke(new BasicStroke(width + 2 * edgeWidth(width), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(shape);
        g.setColor(colour);
        g.setStroke(new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(shape);
        g.setStroke(before);
    }

    /** Fills {@code shape} in {@code colour} inside a line of the mark edge, {@code width} being the size of the line it edges. */
    public static void fillEdged(Graphics2D g, Shape shape, float width, Color colour) {
        java.awt.Stroke before = g.getStroke();
        g.setColor(colour("Ludoteka.Board.markEdge", Color.WHITE));
        g.setStroke(new BasicStroke(2 * edgeWidth(width), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(shape);
        g.setColor(colour);
        g.fill(shape);
        g.setStroke(before);
    }

    private static float edgeWidth(float width) {
        return Math.max(1.5f, width * 0.35f);
    }

    /**
     * Hatches {@code area} with edged diagonal stripes {@code spacing} apart: a lesson's marked places
     * are striped, a shape no other mark has, so they are told apart from a tint or a frame in grey.
     */
    public static void hatch(Graphics2D g, Shape area, double spacing, float width, Color colour) {
        Graphics2D hatched = (Graphics2D) g.create();
        try {
            hatched.clip(area);
            java.awt.Rectangle bounds = area.getBounds();
            java.awt.geom.Path2D.Double stripes = new java.awt.geom.Path2D.Double();
            for (double offset = -bounds.height; offset < bounds.width + spacing; offset += spacing) {
                stripes.moveTo(bounds.x + offset, bounds.y + bounds.height);
                stripes.lineTo(bounds.x + offset + bounds.height, bounds.y);
            }
            drawEdged(hatched, stripes, width, colour);
        } finally {
            hatched.dispose();
        }
    }

    /** The theme's colour for {@code key}; {@code fallback} when painting before a theme is installed. */
    public static Color colour(String key, Color fallback) {
        Color colour = UIManager.getColor(key);
        return colour != null ? colour : fallback;
    }
}
