package org.ludoteka.ui.tamsk;

import java.awt.Point;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import org.ludoteka.games.tamsk.TamskBoard;

/**
 * Where the 37 Tamsk cells lie in a component of a given size (DESIGN.md §3): columns a–g from left
 * to right, row 1 at the bottom of each column, columns half a cell apart so that neighbouring
 * centres are all one {@code unit} apart. The board is a hexagon with a point at the top, as big
 * as fits; the 15-second timer stands in its empty top-right corner.
 */
record TamskGeometry(double centreX, double centreY, double unit) {
    /** Horizontal distance between columns, in units: neighbours on a triangular grid are one unit apart. */
    private static final double COLUMN_STEP = Math.sqrt(3) / 2;
    /** From the board's centre to a corner of its hexagonal plate, in units: the corner cells are 3 units out. */
    private static final double PLATE_RADIUS = 3.7;
    private static final double WIDTH_UNITS = 2 * PLATE_RADIUS * COLUMN_STEP + 0.3;
    private static final double HEIGHT_UNITS = 2 * PLATE_RADIUS + 0.2;
    private static final int CENTRE_COLUMN = 3;

    static TamskGeometry fit(int width, int height) {
        double unit = Math.max(1, Math.min(width / WIDTH_UNITS, height / HEIGHT_UNITS));
        return new TamskGeometry(width / 2.0, height / 2.0, unit);
    }

    Point2D.Double centre(int cell) {
        String name = TamskBoard.name(cell);
        int column = name.charAt(0) - 'a';
        int row = name.charAt(1) - '0';
        int height = 7 - Math.abs(column - CENTRE_COLUMN);
        return new Point2D.Double(centreX + (column - CENTRE_COLUMN) * COLUMN_STEP * unit,
                centreY - (row - (height + 1) / 2.0) * unit);
    }

    /** The centre rounded to a pixel, e.g. for a robot's click. */
    Point pixel(int cell) {
        Point2D.Double centre = centre(cell);
        return new Point((int) Math.round(centre.x), (int) Math.round(centre.y));
    }

    /** The radius of a cell's round tube: a little less than half a unit, so neighbours do not touch. */
    double cellRadius() {
        return 0.46 * unit;
    }

    /** The cell under a point, or {@link TamskBoard#NONE} between cells and off the board. */
    int cellAt(Point point) {
        for (int cell = 0; cell < TamskBoard.CELLS; cell++) {
            if (centre(cell).distance(point) <= cellRadius()) {
                return cell;
            }
        }
        return TamskBoard.NONE;
    }

    /** The board's plate: a regular hexagon with its corners beyond the six corner cells. */
    Path2D plate() {
        Path2D.Double plate = new Path2D.Double();
        for (int corner = 0; corner < 6; corner++) {
            double angle = Math.toRadians(-90 + 60 * corner);
            double x = centreX + PLATE_RADIUS * unit * Math.cos(angle);
            double y = centreY + PLATE_RADIUS * unit * Math.sin(angle);
            if (corner == 0) {
                plate.moveTo(x, y);
            } else {
                plate.lineTo(x, y);
            }
        }
        plate.closePath();
        return plate;
    }

    /** Where the 15-second timer stands: above the board's top-right edge, clear of every cell. */
    Point2D.Double timerCentre() {
        return new Point2D.Double(centreX + 2.85 * unit, centreY - 2.85 * unit);
    }

    static Ellipse2D.Double circle(double x, double y, double radius) {
        return new Ellipse2D.Double(x - radius, y - radius, 2 * radius, 2 * radius);
    }

    /** The 15-second timer's height; it is smaller than the 3-minute hourglasses. */
    double timerHeight() {
        return 0.9 * unit;
    }
}
