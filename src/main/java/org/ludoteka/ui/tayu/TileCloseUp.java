package org.ludoteka.ui.tayu;

import static org.ludoteka.ui.BoardComponent.colour;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import org.ludoteka.games.tayu.TayuBoard;
import org.ludoteka.games.tayu.TayuMove;
import org.ludoteka.games.tayu.TayuTile;

/**
 * One tile drawn large over the board for a lesson (a step's {@code closeUp}), with its 8 exits
 * numbered 0–7 as the notation counts them: a mouth's number in a disc of water, the other exits'
 * in a light ring. A tile lying eastwards stands over the northern half of the board, one lying
 * northwards over its western half, so that the squares round the centre, where the first tiles
 * are laid, stay in view.
 */
final class TileCloseUp {
    /** A square of the close-up, in squares of the board. */
    private static final double SCALE = 3;

    private TileCloseUp() {
    }

    static void paint(Graphics2D g, TayuGeometry geometry, TayuMove tile, Font font) {
        double unit = geometry.unit();
        double square = SCALE * unit;
        double length = 3 * square;
        double width = tile.vertical() ? square : length;
        double height = tile.vertical() ? length : square;
        Rectangle2D.Double board = new Rectangle2D.Double(geometry.left(), geometry.top(), geometry.boardSize(), geometry.boardSize());
        double centreX = tile.vertical() ? board.x + board.width * 0.24 : board.getCenterX();
        double centreY = tile.vertical() ? board.getCenterY() : board.y + board.height * 0.25;
        double x = centreX - width / 2;
        double y = centreY - height / 2;
        double margin = 1.3 * unit * SCALE / 2;
        RoundRectangle2D.Double card = new RoundRectangle2D.Double(x - margin, y - margin, width + 2 * margin, height + 2 * margin,
                unit * 1.2, unit * 1.2);
        g.setColor(colour("Ludoteka.Tayu.closeUp", new Color(0xf4f1e8)));
        g.fill(card);
        g.setColor(colour("Ludoteka.Tayu.tileEdge", new Color(0x3d4826)));
        g.setStroke(new BasicStroke((float) Math.max(1.5, unit * 0.1)));
        g.draw(card);

        Rectangle2D.Double[] squares = new Rectangle2D.Double[3];
        for (int i = 0; i < 3; i++) { // the first square west (eastwards) or south (northwards), as on the board
            squares[i] = tile.vertical() ? new Rectangle2D.Double(x, y + (2 - i) * square, square, square)
                    : new Rectangle2D.Double(x + i * square, y, square, square);
        }
        TilePainter.paint(g, tile, squares, square, 1f);

        double radius = 0.3 * square;
        g.setFont(font.deriveFont(Font.BOLD, (float) (radius * 1.25)));
        FontMetrics metrics = g.getFontMetrics();
        for (int position = 0; position < TayuTile.POSITIONS; position++) {
            Point2D.Double exit = TilePainter.exit(tile, squares, position);
            double[] out = outward(tile.direction(position));
            Point2D.Double at = new Point2D.Double(exit.x + out[0] * (radius + 0.06 * square), exit.y + out[1] * (radius + 0.06 * square));
            Ellipse2D.Double disc = new Ellipse2D.Double(at.x - radius, at.y - radius, 2 * radius, 2 * radius);
            boolean mouth = tile.tile().hasMouth(position);
            Color ink = colour("Ludoteka.Tayu.closeUpInk", new Color(0x1e1e1e));
            g.setColor(mouth ? TilePainter.water() : Color.WHITE);
            g.fill(disc);
            g.setColor(mouth ? TilePainter.bank() : ink);
            g.setStroke(new BasicStroke((float) Math.max(1.5, radius * 0.14)));
            g.draw(disc);
            String number = Integer.toString(position);
            g.setColor(mouth ? Color.WHITE : ink);
            g.drawString(number, (float) (at.x - metrics.stringWidth(number) / 2.0),
                    (float) (at.y + (metrics.getAscent() - metrics.getDescent()) / 2.0));
        }
    }

    /** Away from the tile across its edge facing {@code direction}, on screen (north is up). */
    private static double[] outward(int direction) {
        return switch (direction) {
            case TayuBoard.NORTH -> new double[] {0, -1};
            case TayuBoard.SOUTH -> new double[] {0, 1};
            case TayuBoard.EAST -> new double[] {1, 0};
            default -> new double[] {-1, 0};
        };
    }
}
