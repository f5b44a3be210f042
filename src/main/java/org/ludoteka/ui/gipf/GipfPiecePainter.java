package org.ludoteka.ui.gipf;

import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Composite;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import javax.swing.UIManager;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfPiece;

/**
 * Paints the four kinds of GIPF piece so that they are told apart by shape, not only by colour: a
 * basic piece is a flat disc with one groove; a GIPF piece is two discs stacked, the lower one's rim
 * showing; a loaded piece carries a smaller Tamsk potential on top, marked with an hourglass; a used
 * potential is a disc with two grooves and the hourglass (P-1, P-11).
 */
final class GipfPiecePainter {
    private GipfPiecePainter() {
    }

    /** Paints {@code piece} centred on (x, y) with radius {@code radius}, at {@code opacity} (0 to 1). */
    static void paint(Graphics2D g, GipfPiece piece, double x, double y, double radius, float opacity) {
        Composite before = g.getComposite();
        if (opacity < 1) {
            g.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, Math.max(0, opacity)));
        }
        try {
            Side side = piece.side();
            switch (piece.kind()) {
                case BASIC -> disc(g, side, x, y, radius, 1);
                case GIPF -> {
                    disc(g, side, x, y + 0.2 * radius, radius, 0);
                    disc(g, side, x, y - 0.2 * radius, radius, 1);
                }
                case LOADED -> {
                    disc(g, side, x, y, radius, 1);
                    g.setColor(colour("Ludoteka.Gipf.shadow", new Color(0x50000000, true)));
                    g.fill(circle(x + 0.06 * radius, y + 0.02 * radius, 0.64 * radius));
                    potential(g, side, x, y - 0.1 * radius, 0.6 * radius);
                }
                case POTENTIAL -> potential(g, side, x, y, radius);
            }
        } finally {
            g.setComposite(before);
        }
    }

    /** A disc of {@code side}'s colour with {@code grooves} grooves on its top face. */
    private static void disc(Graphics2D g, Side side, double x, double y, double radius, int grooves) {
        Ellipse2D disc = circle(x, y, radius);
        g.setColor(body(side));
        g.fill(disc);
        g.setColor(edge(side));
        g.setStroke(new BasicStroke((float) Math.max(1.2, radius / 12)));
        g.draw(disc);
        g.setStroke(new BasicStroke((float) Math.max(1, radius / 18)));
        for (int groove = 1; groove <= grooves; groove++) {
            g.draw(circle(x, y, radius * (0.72 - 0.2 * (groove - 1))));
        }
    }

    /** A Tamsk potential: a disc with two grooves and an hourglass in the middle. */
    private static void potential(Graphics2D g, Side side, double x, double y, double radius) {
        disc(g, side, x, y, radius, 0);
        g.setColor(edge(side));
        g.setStroke(new BasicStroke((float) Math.max(1.2, radius / 10)));
        g.draw(circle(x, y, radius * 0.8));
        g.draw(circle(x, y, radius * 0.64));
        double w = radius * 0.34;
        double h = radius * 0.44;
        Path2D.Double hourglass = new Path2D.Double();
        hourglass.moveTo(x - w, y - h);
        hourglass.lineTo(x + w, y - h);
        hourglass.lineTo(x - w, y + h);
        hourglass.lineTo(x + w, y + h);
        hourglass.closePath();
        g.setColor(colour("Ludoteka.Gipf.potential", new Color(0xe0a526)));
        g.fill(hourglass);
        g.setColor(edge(side));
        g.setStroke(new BasicStroke((float) Math.max(1, radius / 14)));
        g.draw(hourglass);
    }

    private static Color body(Side side) {
        return side == Side.BLACK ? colour("Ludoteka.Board.blackPiece", Color.BLACK) : colour("Ludoteka.Board.whitePiece", Color.WHITE);
    }

    private static Color edge(Side side) {
        return side == Side.BLACK ? colour("Ludoteka.Board.blackOutline", Color.GRAY) : colour("Ludoteka.Board.whiteOutline", Color.DARK_GRAY);
    }

    static Ellipse2D.Double circle(double x, double y, double radius) {
        return new Ellipse2D.Double(x - radius, y - radius, 2 * radius, 2 * radius);
    }

    static Color colour(String key, Color fallback) {
        Color colour = UIManager.getColor(key);
        return colour != null ? colour : fallback;
    }
}
