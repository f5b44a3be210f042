package org.ludoteka.ui.tamsk;

import static org.ludoteka.ui.BoardComponent.colour;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;

/**
 * Paints one hourglass seen from the side: two caps joined by posts, two glass bulbs and the sand
 * in them. The sand is drawn by volume, not by height: the bulbs narrow towards the neck, so the
 * last seconds above sit low in a thin cone, as they do in a real glass. The two players' frames
 * differ in shape as well as colour (a solid cap for Black, a ring mark on Red's caps), so they can
 * be told apart in greyscale and by colour-blind players.
 */
final class HourglassPainter {

    /** Whose frame: a player's 3-minute hourglass, or the neutral 15-second timer. */
    enum Frame { RED, BLACK, TIMER }

    /**
     * What to paint: the sand above and below as fractions of all the sand, whether sand is falling
     * through the neck, and whether the hourglass is lost (greyed and crossed, T-19).
     */
    record Sand(double above, double below, boolean falling, boolean lost) {
        static Sand of(long upperMillis, long fullMillis, boolean turned) {
            double above = upperMillis / (double) fullMillis;
            return new Sand(above, 1 - above, upperMillis > 0, turned && upperMillis == 0);
        }
    }

    private static final double WIDTH_TO_HEIGHT = 0.6;
    private static final double CAP = 0.14;

    private HourglassPainter() {
    }

    /** The hourglass of height {@code height} whose middle (its neck) is at {@code x, y}. */
    static void paint(Graphics2D g, double x, double y, double height, Frame frame, Sand sand) {
        double width = height * WIDTH_TO_HEIGHT;
        double cap = height * CAP;
        double top = y - height / 2;
        double bottom = y + height / 2;
        double glassTop = top + cap;
        double glassBottom = bottom - cap;
        double bulb = width * 0.38;
        double neck = width * 0.05;
        Shape upper = bulb(x, glassTop, y, bulb, neck);
        Shape lower = bulb(x, glassBottom, y, bulb, neck);

        Color frameColour = sand.lost() ? colour("Ludoteka.Tamsk.lost", Color.GRAY) : frameColour(frame);
        Color sandColour = sand.lost() ? colour("Ludoteka.Tamsk.lostSand", Color.LIGHT_GRAY) : colour("Ludoteka.Tamsk.sand", Color.ORANGE);
        g.setColor(colour("Ludoteka.Tamsk.glass", new Color(0x55ffffff, true)));
        g.fill(upper);
        g.fill(lower);
        g.setColor(sandColour);
        fillFrom(g, upper, x - bulb, y, 2 * bulb, -(y - glassTop) * Math.sqrt(clamp(sand.above())));
        fillFrom(g, lower, x - bulb, glassBottom, 2 * bulb, -(glassBottom - y) * (1 - Math.sqrt(1 - clamp(sand.below()))));
        if (sand.falling() && !sand.lost()) {
            g.setStroke(new BasicStroke((float) Math.max(1, neck * 1.4)));
            g.draw(new Line2D.Double(x, y, x, glassBottom - (glassBottom - y) * 0.1));
        }
        g.setColor(colour("Ludoteka.Tamsk.glassEdge", Color.DARK_GRAY));
        g.setStroke(new BasicStroke((float) Math.max(1, width * 0.035)));
        g.draw(upper);
        g.draw(lower);

        g.setColor(frameColour);
        double post = width * 0.07;
        g.fill(new Rectangle2D.Double(x - width / 2 + post * 0.4, glassTop, post, glassBottom - glassTop));
        g.fill(new Rectangle2D.Double(x + width / 2 - post * 1.4, glassTop, post, glassBottom - glassTop));
        paintCap(g, x, top, width, cap, frame, frameColour, sand.lost());
        paintCap(g, x, bottom - cap, width, cap, frame, frameColour, sand.lost());
        if (sand.lost()) {
            g.setColor(colour("Ludoteka.Tamsk.lostCross", Color.DARK_GRAY));
            g.setStroke(new BasicStroke((float) Math.max(1.5, width * 0.09), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(new Line2D.Double(x - width * 0.45, glassTop, x + width * 0.45, glassBottom));
            g.draw(new Line2D.Double(x + width * 0.45, glassTop, x - width * 0.45, glassBottom));
        }
    }

    /** A bulb from its wide end at {@code endY} to the neck at {@code neckY}, rounded like blown glass. */
    private static Shape bulb(double x, double endY, double neckY, double half, double neck) {
        double span = neckY - endY;
        Path2D.Double path = new Path2D.Double();
        path.moveTo(x - half, endY);
        path.lineTo(x + half, endY);
        path.curveTo(x + half, endY + span * 0.6, x + neck, neckY - span * 0.25, x + neck, neckY);
        path.lineTo(x - neck, neckY);
        path.curveTo(x - neck, neckY - span * 0.25, x - half, endY + span * 0.6, x - half, endY);
        path.closePath();
        return path;
    }

    /**
     * Fills the part of {@code bulb} between {@code fromY} and {@code fromY + signedHeight}: the bulb
     * is filled through a rectangular clip, which keeps its curved sides antialiased and is much
     * faster than clipping to the curve.
     */
    private static void fillFrom(Graphics2D g, Shape bulb, double left, double fromY, double width, double signedHeight) {
        if (Math.abs(signedHeight) < 0.01) {
            return;
        }
        Shape oldClip = g.getClip();
        g.clip(new Rectangle2D.Double(left - 1, Math.min(fromY, fromY + signedHeight), width + 2, Math.abs(signedHeight)));
        g.fill(bulb);
        g.setClip(oldClip);
    }

    private static void paintCap(Graphics2D g, double x, double top, double width, double cap, Frame frame,
                                 Color frameColour, boolean lost) {
        RoundRectangle2D.Double plate = new RoundRectangle2D.Double(x - width / 2, top, width, cap, cap * 0.6, cap * 0.6);
        g.setColor(frameColour);
        g.fill(plate);
        g.setColor(colour("Ludoteka.Tamsk.capEdge", Color.BLACK));
        g.setStroke(new BasicStroke((float) Math.max(1, cap * 0.1)));
        g.draw(plate);
        if (frame == Frame.RED) {
            g.setColor(lost ? colour("Ludoteka.Tamsk.lostSand", Color.LIGHT_GRAY) : colour("Ludoteka.Tamsk.redMark", Color.WHITE));
            g.setStroke(new BasicStroke((float) Math.max(1, cap * 0.2)));
            double ringWidth = width * 0.5;
            double ringHeight = cap * 0.55;
            g.draw(new Ellipse2D.Double(x - ringWidth / 2, top + (cap - ringHeight) / 2, ringWidth, ringHeight));
        }
    }

    private static Color frameColour(Frame frame) {
        return switch (frame) {
            case RED -> colour("Ludoteka.Tamsk.red", new Color(0xc0392b));
            case BLACK -> colour("Ludoteka.Tamsk.black", new Color(0x1c1c1c));
            case TIMER -> colour("Ludoteka.Tamsk.timerFrame", new Color(0x9a7b4f));
        };
    }

    private static double clamp(double fraction) {
        return Math.max(0, Math.min(1, fraction));
    }
}
