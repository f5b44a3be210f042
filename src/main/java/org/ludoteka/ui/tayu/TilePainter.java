package org.ludoteka.ui.tayu;

import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import org.ludoteka.games.tayu.TayuBoard;
import org.ludoteka.games.tayu.TayuMove;
import org.ludoteka.games.tayu.TayuSupply;
import org.ludoteka.games.tayu.TayuTile;
import org.ludoteka.ui.BoardComponent;

/**
 * Paints Ta Yü tiles: a tile face up is land with its river, three channels that leave it at its
 * mouths and meet inside it; a tile face down is its back, with the mark of a tile whose mouths lie
 * on three sides and, where they count as seen, the notches of its mouths on the faces one can see.
 * Every channel leaves its tile at the middle of a square's edge, square to it and as wide as every
 * other, so two mouths that meet at an edge, or a mouth on the coast and the sea, join in one stream.
 * Land, water and the empty board differ in lightness as well as in hue, for grey-scale projectors.
 */
final class TilePainter {
    /** The water's width and its banks', in units of a square. */
    private static final double WATER = 0.30;
    private static final double BANK = 0.44;

    private TilePainter() {
    }

    static Color water() {
        return BoardComponent.colour("Ludoteka.Tayu.water", new Color(0x2a73b8));
    }

    static Color bank() {
        return BoardComponent.colour("Ludoteka.Tayu.bank", new Color(0x173d63));
    }

    /** A tile lying as {@code move} lays it, on the three squares given, at {@code opacity} (a preview is see-through). */
    static void paint(Graphics2D g, TayuMove move, Rectangle2D.Double[] squares, double unit, float opacity) {
        Graphics2D tile = (Graphics2D) g.create();
        try {
            tile.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, opacity));
            Rectangle2D.Double bounds = bounds(squares);
            tile.setColor(BoardComponent.colour("Ludoteka.Tayu.land", new Color(0xa9bd7e)));
            tile.fill(bounds);
            tile.setColor(BoardComponent.colour("Ludoteka.Tayu.landDark", new Color(0x93a86a)));
            tile.setStroke(new BasicStroke((float) (unit * 0.04)));
            for (int i = 1; i < 3; i++) { // faint furrows where the squares of the tile meet
                Rectangle2D.Double square = squares[i];
                tile.draw(move.vertical() ? new Line2D.Double(square.x + unit * 0.15, square.getMaxY(), square.getMaxX() - unit * 0.15, square.getMaxY())
                        : new Line2D.Double(square.x, square.y + unit * 0.15, square.x, square.getMaxY() - unit * 0.15));
            }
            Shape clip = tile.getClip();
            tile.clip(bounds);
            Path2D.Double river = river(move, squares, unit);
            Point2D.Double junction = junction(move, squares, unit);
            tile.setColor(bank());
            tile.setStroke(new BasicStroke((float) (BANK * unit), BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND));
            tile.draw(river);
            tile.fill(disc(junction, BANK * unit / 2));
            tile.setColor(water());
            tile.setStroke(new BasicStroke((float) (WATER * unit), BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND));
            tile.draw(river);
            tile.fill(disc(junction, WATER * unit / 2));
            tile.setClip(clip);
            tile.setColor(BoardComponent.colour("Ludoteka.Tayu.tileEdge", new Color(0x3d4826)));
            tile.setStroke(new BasicStroke((float) Math.max(1.2, unit * 0.07)));
            tile.draw(new Rectangle2D.Double(bounds.x + unit * 0.035, bounds.y + unit * 0.035, bounds.width - unit * 0.07, bounds.height - unit * 0.07));
        } finally {
            tile.dispose();
        }
    }

    /** A tile held or shown face up in the strip, lying horizontally in {@code place} (three squares wide). */
    static void paintFaceUp(Graphics2D g, TayuTile tile, Rectangle2D.Double place, float opacity) {
        double unit = place.height;
        TayuMove lying = new TayuMove(0, false, tile);
        Rectangle2D.Double[] squares = new Rectangle2D.Double[3];
        for (int i = 0; i < 3; i++) {
            squares[i] = new Rectangle2D.Double(place.x + i * unit, place.y, unit, unit);
        }
        paint(g, lying, squares, unit, opacity);
    }

    /**
     * The back of a lane's front tile in {@code place}: its end 0 outwards ({@code outerEndLeft} for
     * lane a), its side 5–7 towards the players (down). {@code marked}: the three-side mark; {@code
     * notches}: the mouths on the exposed faces, or -1 when they do not count as seen.
     */
    static void paintBack(Graphics2D g, Rectangle2D.Double place, boolean outerEndLeft, boolean marked, int notches) {
        double unit = place.height;
        g.setColor(BoardComponent.colour("Ludoteka.Tayu.back", new Color(0x6d4c2f)));
        g.fill(place);
        g.setColor(BoardComponent.colour("Ludoteka.Tayu.backEdge", new Color(0x2e1f12)));
        g.setStroke(new BasicStroke((float) Math.max(1.2, unit * 0.06)));
        g.draw(place);
        if (marked) {
            Point2D.Double centre = new Point2D.Double(place.getCenterX(), place.getCenterY());
            double r = unit * 0.32;
            g.setColor(BoardComponent.colour("Ludoteka.Tayu.backMark", new Color(0xf4e6c4)));
            g.setStroke(new BasicStroke((float) (unit * 0.09), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            for (int spoke = 0; spoke < 3; spoke++) { // three spokes: channels towards three sides
                double angle = Math.toRadians(90 + spoke * 120);
                g.draw(new Line2D.Double(centre.x, centre.y, centre.x + r * Math.cos(angle), centre.y - r * Math.sin(angle)));
            }
            g.draw(disc(centre, r * 1.25));
        }
        if (notches >= 0) {
            g.setColor(BoardComponent.colour("Ludoteka.Tayu.notch", new Color(0xe8d6ae)));
            for (int position = 0; position < TayuTile.POSITIONS; position++) {
                if ((TayuSupply.EXPOSED & (1 << position)) == 0 || (notches & (1 << position)) == 0) {
                    continue;
                }
                double x;
                double y;
                if (position == 0) {
                    x = outerEndLeft ? place.x : place.getMaxX();
                    y = place.getCenterY();
                } else {
                    int square = TayuMove.squareOfPosition(position);
                    int fromLeft = outerEndLeft ? square : 2 - square;
                    x = place.x + (fromLeft + 0.5) * unit;
                    y = place.getMaxY();
                }
                g.fill(disc(new Point2D.Double(x, y), unit * 0.17));
            }
        }
    }

    /** The channels from each mouth to the meeting point inside the tile. */
    private static Path2D.Double river(TayuMove move, Rectangle2D.Double[] squares, double unit) {
        Point2D.Double junction = junction(move, squares, unit);
        Path2D.Double river = new Path2D.Double();
        for (int position = 0; position < TayuTile.POSITIONS; position++) {
            if (!move.tile().hasMouth(position)) {
                continue;
            }
            Point2D.Double mouth = mouth(move, squares, position);
            double[] in = inward(move.direction(position));
            river.moveTo(mouth.x, mouth.y);
            river.curveTo(mouth.x + in[0] * 0.55 * unit, mouth.y + in[1] * 0.55 * unit,
                    junction.x + (mouth.x - junction.x) * 0.15, junction.y + (mouth.y - junction.y) * 0.15, junction.x, junction.y);
        }
        return river;
    }

    /** Where the three channels meet: between the points just inside the mouths, drawn a little towards the tile's middle. */
    private static Point2D.Double junction(TayuMove move, Rectangle2D.Double[] squares, double unit) {
        double x = 0;
        double y = 0;
        for (int position = 0; position < TayuTile.POSITIONS; position++) {
            if (move.tile().hasMouth(position)) {
                Point2D.Double mouth = mouth(move, squares, position);
                double[] in = inward(move.direction(position));
                x += mouth.x + in[0] * 0.45 * unit;
                y += mouth.y + in[1] * 0.45 * unit;
            }
        }
        Rectangle2D.Double middle = squares[1];
        return new Point2D.Double(0.6 * x / 3 + 0.4 * middle.getCenterX(), 0.6 * y / 3 + 0.4 * middle.getCenterY());
    }

    /** Where exit {@code position} (0–7) of a tile lying on {@code squares} is, whether a mouth or not: the middle of its square's edge. */
    static Point2D.Double exit(TayuMove move, Rectangle2D.Double[] squares, int position) {
        return mouth(move, squares, position);
    }

    /** The middle of the square's edge where the mouth at {@code position} lies. */
    private static Point2D.Double mouth(TayuMove move, Rectangle2D.Double[] squares, int position) {
        Rectangle2D.Double square = squares[TayuMove.squareOfPosition(position)];
        return switch (move.direction(position)) {
            case TayuBoard.NORTH -> new Point2D.Double(square.getCenterX(), square.y);
            case TayuBoard.SOUTH -> new Point2D.Double(square.getCenterX(), square.getMaxY());
            case TayuBoard.EAST -> new Point2D.Double(square.getMaxX(), square.getCenterY());
            default -> new Point2D.Double(square.x, square.getCenterY());
        };
    }

    /** The way into the square from its edge facing {@code direction}, on screen (north is up). */
    private static double[] inward(int direction) {
        return switch (direction) {
            case TayuBoard.NORTH -> new double[] {0, 1};
            case TayuBoard.SOUTH -> new double[] {0, -1};
            case TayuBoard.EAST -> new double[] {-1, 0};
            default -> new double[] {1, 0};
        };
    }

    private static Rectangle2D.Double bounds(Rectangle2D.Double[] squares) {
        Rectangle2D.Double bounds = new Rectangle2D.Double();
        bounds.setRect(squares[0]);
        bounds.add(squares[1]);
        bounds.add(squares[2]);
        return bounds;
    }

    static Ellipse2D.Double disc(Point2D.Double centre, double radius) {
        return new Ellipse2D.Double(centre.x - radius, centre.y - radius, 2 * radius, 2 * radius);
    }
}
