package org.ludoteka.ui.loa;

import java.awt.Point;
import java.awt.Rectangle;

/**
 * Where the 8×8 squares lie in a component of a given size: the biggest board that fits, centred,
 * with half a square all round for the coordinates. Rank 8 is at the top, file a on the left.
 */
public record BoardGeometry(int left, int top, int square) {
    /** Eight squares and two half-square bands for the coordinates. */
    private static final int UNITS = 9;

    public static BoardGeometry fit(int width, int height) {
        int square = Math.max(1, Math.min(width, height) / UNITS);
        return new BoardGeometry((width - 8 * square) / 2, (height - 8 * square) / 2, square);
    }

    public Rectangle bounds(int squareIndex) {
        int file = squareIndex % 8;
        int rank = squareIndex / 8;
        return new Rectangle(left + file * square, top + (7 - rank) * square, square, square);
    }

    Point centre(int squareIndex) {
        Rectangle r = bounds(squareIndex);
        return new Point(r.x + square / 2, r.y + square / 2);
    }

    /** The square under a point, or -1 off the board. */
    int squareAt(Point point) {
        int file = Math.floorDiv(point.x - left, square);
        int rowFromTop = Math.floorDiv(point.y - top, square);
        if (file < 0 || file > 7 || rowFromTop < 0 || rowFromTop > 7) {
            return -1;
        }
        return (7 - rowFromTop) * 8 + file;
    }

    Rectangle board() {
        return new Rectangle(left, top, 8 * square, 8 * square);
    }
}
