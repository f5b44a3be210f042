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
import java.awt.geom.Ellipse2D;
import javax.swing.JComponent;
import javax.swing.UIManager;

/**
 * What the boards share: a size that grows with the zoom, smooth painting, the font of the panel
 * around them and their colours from the theme files ({@code Ludoteka.*} keys).
 */
public abstract class BoardComponent extends JComponent {
    /** A {@code UIManager} key set while the window is in presentation mode: coordinates are then drawn large. */
    static final String PRESENTING_KEY = "Ludoteka.presenting";
    /** How much larger than at 100 % coordinates are drawn at most: they must stay inside the board's margin. */
    private static final float MOST_COORDINATE_SCALE = 1.6f;

    private final Dimension preferred;

    /** {@code preferred} at 100 % zoom; the least size is half of it. */
    public BoardComponent(Dimension preferred) {
        this.preferred = preferred;
        setOpaque(true);
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

    /** The theme's colour for {@code key}; {@code fallback} when painting before a theme is installed. */
    public static Color colour(String key, Color fallback) {
        Color colour = UIManager.getColor(key);
        return colour != null ? colour : fallback;
    }
}
