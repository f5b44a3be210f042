package org.ludoteka.ui.tayu;

import java.awt.Point;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import org.ludoteka.games.tayu.TayuBoard;

/**
 * Where the Ta Yü board and its supply lie in a component of a given size: the biggest layout that
 * fits, centred. From the top: a band for the file letters, the sea along the north coast, the 19
 * rows (row 19 on top, north up), the sea along the south coast, the file letters again, and the
 * supply strip with the two front stacks, the tiles held and a line that says whether the tile under
 * the mouse fits. A unit is one square's side.
 */
record TayuGeometry(double left, double top, double unit) {
    /** The band of the coordinates, outside the sea. */
    static final double LABELS = 0.9;
    /** The sea along each coast. */
    static final double SEA = 0.55;
    private static final double FRAME = LABELS + SEA;
    /** The supply strip under the board: the stacks and the tiles held, then the preview's sentence. */
    static final double STRIP = 5.0;
    private static final double WIDTH_UNITS = TayuBoard.SIZE + 2 * FRAME;
    private static final double HEIGHT_UNITS = TayuBoard.SIZE + 2 * FRAME + STRIP;

    static TayuGeometry fit(int width, int height) {
        double unit = Math.max(1, Math.min(width / WIDTH_UNITS, height / HEIGHT_UNITS));
        double left = (width - WIDTH_UNITS * unit) / 2 + FRAME * unit;
        double top = (height - HEIGHT_UNITS * unit) / 2 + FRAME * unit;
        return new TayuGeometry(left, top, unit);
    }

    double boardSize() {
        return TayuBoard.SIZE * unit;
    }

    /** The square of file and row (both 0-based), also off the board. */
    Rectangle2D.Double square(int file, int row) {
        return new Rectangle2D.Double(left + file * unit, top + (TayuBoard.SIZE - 1 - row) * unit, unit, unit);
    }

    Point2D.Double centre(int file, int row) {
        Rectangle2D.Double square = square(file, row);
        return new Point2D.Double(square.getCenterX(), square.getCenterY());
    }

    /** The square under {@code pixel} as {file, row}, or null when the pixel is not over the board. */
    int[] squareAt(Point pixel) {
        int file = (int) Math.floor((pixel.x - left) / unit);
        int row = TayuBoard.SIZE - 1 - (int) Math.floor((pixel.y - top) / unit);
        return TayuBoard.onBoard(file, row) ? new int[] {file, row} : null;
    }

    /** The board with its sea around it. */
    Rectangle2D.Double sea() {
        return new Rectangle2D.Double(left - SEA * unit, top - SEA * unit, boardSize() + 2 * SEA * unit, boardSize() + 2 * SEA * unit);
    }

    /** The top of the supply strip. */
    double stripTop() {
        return top + boardSize() + FRAME * unit + 0.2 * unit;
    }

    /**
     * The face-down front tile of a lane, lying along the strip: the two lanes' tiles touch at their
     * inner ends as the stacks of a pair do on the table (Y-6), lane a on the left.
     */
    Rectangle2D.Double stack(int lane) {
        double y = stripTop() + 1.0 * unit;
        double x = left + (lane == 0 ? 0 : 3 * unit);
        return new Rectangle2D.Double(x, y, 3 * unit, unit);
    }

    /** The place of the {@code index}-th tile held, face up, to the right of the stacks. */
    Rectangle2D.Double held(int index) {
        Rectangle2D.Double a = stack(0);
        return new Rectangle2D.Double(left + 7.6 * unit + index * 3.6 * unit, a.y, 3 * unit, unit);
    }

    /** Where the sentence about the tile under the mouse is written: under the stacks, the board's width. */
    Rectangle2D.Double caption() {
        double y = stack(0).getMaxY() + 0.55 * unit;
        return new Rectangle2D.Double(left - SEA * unit, y, boardSize() + 2 * SEA * unit, STRIP * unit - (y - stripTop()));
    }
}
