package org.ludoteka.ui.gipf;

import java.awt.Point;
import java.awt.geom.Point2D;
import org.ludoteka.games.gipf.GipfBoard;

/**
 * Where the 61 points of the GIPF board lie in a component of a given size: the biggest board that
 * fits, centred, with a band around it for the coordinates. Columns a–i run left to right, row 1 at
 * the bottom of each column (DESIGN.md §3), so the lines run up the columns and slant down and up to
 * the right: a1 touches b1 and b2.
 *
 * <p>A point of column c and row n sits at x = c − 4 units of column spacing from the centre, and at
 * height s − x/2 units, where s = n + max(0, x) is its place along the column's line.
 */
record GipfGeometry(double centreX, double centreY, double unit) {
    /** The horizontal distance between two columns, in units of the distance between two points. */
    static final double COLUMN = Math.sqrt(3) / 2;
    /** Eight column spacings and a band of 1.3 units on each side for the coordinates. */
    private static final double WIDTH_UNITS = 8 * COLUMN + 2.6;
    /** Eight units from e1 to e9, and the same bands. */
    private static final double HEIGHT_UNITS = 8 + 2.6;

    static GipfGeometry fit(int width, int height) {
        double unit = Math.max(1, Math.min(width / WIDTH_UNITS, height / HEIGHT_UNITS));
        return new GipfGeometry(width / 2.0, height / 2.0, unit);
    }

    /** The centre of {@code point}, in this component's coordinates. */
    Point2D.Double centre(int point) {
        String name = GipfBoard.name(point);
        int x = name.charAt(0) - 'e';
        int row = Integer.parseInt(name.substring(1));
        return at(x, row + Math.max(0, x));
    }

    /** Where axial place (x, s) lies, also off the board, e.g. for a coordinate beside its edge. */
    Point2D.Double at(double x, double s) {
        return new Point2D.Double(centreX + x * COLUMN * unit, centreY - (s - x / 2 - 5) * unit);
    }

    /** The point under {@code pixel}, if it is within half a unit of one; {@link GipfBoard#NONE} otherwise. */
    int pointAt(Point pixel) {
        int nearest = GipfBoard.NONE;
        double best = 0.5 * unit;
        for (int point = 0; point < GipfBoard.POINTS; point++) {
            double distance = centre(point).distance(pixel);
            if (distance < best) {
                best = distance;
                nearest = point;
            }
        }
        return nearest;
    }

    /** The radius of a piece. */
    double pieceRadius() {
        return 0.4 * unit;
    }
}
