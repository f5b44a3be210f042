package org.ludoteka.ui.tamsk;

import org.ludoteka.ui.BoardComponent;
import org.ludoteka.ui.StillLayer;

import static org.ludoteka.ui.BoardComponent.colour;
import static org.ludoteka.ui.tamsk.TamskGeometry.circle;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.GraphicsConfiguration;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Point2D;
import java.awt.geom.RoundRectangle2D;
import java.util.List;
import org.ludoteka.games.tamsk.Rings;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskPosition;

/**
 * The parts of the Tamsk board that change only when a ring drops or an hourglass moves: the
 * plate, and the tubes with their names, their ring slots and their marks. While sand runs the
 * board is repainted 60 times a second, so this layer is a {@link StillLayer}, copied at every frame.
 */
final class TamskBoardBackground {

    /** Everything the layer shows; a new key means a new picture. */
    record Key(int width, int height, Rings rings, long occupied, int claim, int lastFrom, int lastTo, List<Integer> marked) {
        Key(int width, int height, TamskPosition position, TamskEvent.Move lastMove, List<Integer> marked) {
            this(width, height, position.rings(), occupied(position), position.claim(),
                    lastMove == null ? TamskBoard.NONE : lastMove.from(), lastMove == null ? TamskBoard.NONE : lastMove.to(), marked);
        }

        private static long occupied(TamskPosition position) {
            long cells = 0;
            for (int cell = 0; cell < TamskBoard.CELLS; cell++) {
                if (position.hourglassAt(cell).isPresent()) {
                    cells |= 1L << cell;
                }
            }
            return cells;
        }

        boolean isOccupied(int cell) {
            return (occupied & (1L << cell)) != 0;
        }
    }

    private final StillLayer layer = new StillLayer();

    /**
     * Paints the layer for {@code key}, from the image when nothing it shows has changed; when
     * {@code printing} (a picture file, an SVG above all) it is painted afresh, so it stays vectors.
     */
    void paint(Graphics2D g, Key key, TamskGeometry geometry, Font font, GraphicsConfiguration screen, boolean printing) {
        layer.paint(g, key, key.width(), key.height(), screen, printing, painted -> paintLayer(painted, key, geometry, font));
    }

    /** The theme or the zoom has changed: colours and fonts are looked up again at the next paint. */
    void forget() {
        layer.forget();
    }

    private static void paintLayer(Graphics2D g, Key key, TamskGeometry geometry, Font font) {
        g.setColor(colour("Panel.background", Color.LIGHT_GRAY));
        g.fillRect(0, 0, key.width(), key.height());
        g.setColor(colour("Ludoteka.Tamsk.plate", new Color(0x6b4a2f)));
        g.fill(geometry.plate());
        g.setColor(colour("Ludoteka.Tamsk.plateEdge", new Color(0x3b2818)));
        g.setStroke(new BasicStroke((float) Math.max(1.5, geometry.unit() * 0.05), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(geometry.plate());
        // larger with the zoom and when presenting, but never wider than a tube
        g.setFont(font.deriveFont(Font.PLAIN, (float) Math.max(7, geometry.unit() * 0.24 * Math.min(1.4f, BoardComponent.coordinateScale()))));
        for (int cell = 0; cell < TamskBoard.CELLS; cell++) {
            paintCell(g, key, geometry, cell);
        }
    }

    private static void paintCell(Graphics2D g, Key key, TamskGeometry geometry, int cell) {
        Point2D.Double centre = geometry.centre(cell);
        double radius = geometry.cellRadius();
        double unit = geometry.unit();
        Ellipse2D.Double tube = circle(centre.x, centre.y, radius);
        boolean full = key.rings().isFull(cell);
        g.setColor(full ? colour("Ludoteka.Tamsk.fullCell", Color.DARK_GRAY) : colour("Ludoteka.Tamsk.cell", new Color(0xe8d9b8)));
        g.fill(tube);
        boolean lastMove = cell == key.lastFrom() || cell == key.lastTo();
        if (lastMove) {
            g.setColor(colour("Ludoteka.Board.lastMove", new Color(0x99f3e36a, true)));
            g.fill(tube);
        }
        if (key.marked().contains(cell)) { // a lesson's mark: striped, a pattern no other mark has
            Area striped = new Area(tube);
            if (key.isOccupied(cell)) {
                // round the hourglass, not behind it: its glass is see-through, and the stripes would run through it
                striped.subtract(new Area(new Ellipse2D.Double(centre.x - 0.24 * unit, centre.y - 0.53 * unit, 0.48 * unit, 0.9 * unit)));
                g.setColor(colour("Ludoteka.Board.marked", new Color(0x662e9e4f, true)));
                g.fill(striped);
            }
            BoardComponent.hatch(g, striped, radius / 2.5, (float) Math.max(2, unit * 0.07),
                    colour("Ludoteka.Board.markedEdge", new Color(0x2e9e4f)));
        }
        g.setColor(colour("Ludoteka.Tamsk.cellEdge", Color.BLACK));
        g.setStroke(new BasicStroke((float) Math.max(1, unit * 0.025)));
        g.draw(tube);
        if (lastMove) {
            // a thick rim inside the tube besides the tint, which a projector or a grey print washes out
            float width = (float) Math.max(3, unit * 0.08);
            BoardComponent.drawEdged(g, circle(centre.x, centre.y, radius - width), width,
                    colour("Ludoteka.Board.lastMoveEdge", new Color(0xc79100)));
        }
        if (!key.isOccupied(cell)) {
            paintName(g, geometry, cell, full);
        }
        paintRingSlots(g, key, geometry, cell);
    }

    /** A faint name on each vacant cell, so that the notation can be read off the board. */
    private static void paintName(Graphics2D g, TamskGeometry geometry, int cell, boolean full) {
        String name = TamskBoard.name(cell);
        Point2D.Double centre = geometry.centre(cell);
        FontMetrics metrics = g.getFontMetrics();
        g.setColor(full ? colour("Ludoteka.Tamsk.fullCellName", Color.LIGHT_GRAY) : colour("Ludoteka.Tamsk.cellName", Color.GRAY));
        g.drawString(name, (float) (centre.x - metrics.stringWidth(name) / 2.0), (float) (centre.y + metrics.getAscent() * 0.2));
    }

    /**
     * One slot per ring the cell can hold (T-3), in a row on a dark band at the bottom of the tube:
     * a ring drawn as an ivory ring, a free slot as a faint outline; the slot a forgotten ring would
     * fill is lit, since it may still be dropped or claimed there.
     */
    private static void paintRingSlots(Graphics2D g, Key key, TamskGeometry geometry, int cell) {
        Point2D.Double centre = geometry.centre(cell);
        double unit = geometry.unit();
        int capacity = TamskBoard.capacity(cell);
        int rings = key.rings().on(cell);
        // rings large enough to count from the back of a classroom, as wide as the bottom of the tube allows
        double slot = 0.075 * unit;
        double step = 0.165 * unit;
        double y = centre.y + 0.31 * unit;
        double bandWidth = (capacity - 1) * step + 3.4 * slot;
        g.setColor(colour("Ludoteka.Tamsk.slotBand", Color.DARK_GRAY));
        g.fill(new RoundRectangle2D.Double(centre.x - bandWidth / 2, y - 1.7 * slot, bandWidth, 3.4 * slot, 3.4 * slot, 3.4 * slot));
        for (int i = 0; i < capacity; i++) {
            Ellipse2D.Double ring = circle(centre.x + (i - (capacity - 1) / 2.0) * step, y, slot);
            boolean pending = cell == key.claim() && i == rings;
            if (i < rings) {
                g.setColor(colour("Ludoteka.Tamsk.ring", new Color(0xfff8e7)));
                g.setStroke(new BasicStroke((float) Math.max(1.5, slot * 0.9)));
            } else {
                g.setColor(pending ? colour("Ludoteka.Board.target", Color.BLUE) : colour("Ludoteka.Tamsk.ringSlot", Color.GRAY));
                g.setStroke(new BasicStroke((float) Math.max(1, slot * (pending ? 0.7 : 0.25))));
            }
            g.draw(ring);
        }
    }
}
