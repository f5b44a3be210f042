package org.ludoteka.ui;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Component;
import java.awt.Container;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;

/**
 * What presentation mode lays over the window: nothing at all most of the time, a black screen
 * while the teacher has blanked it, or a spotlight on the cell the pointer is on, the rest darkened.
 * It listens to no mouse, so every click goes through to the board below.
 */
final class PresenterOverlay extends JComponent {
    private boolean blank;
    private Point pointer;
    /** What the spotlight looks for a board in; null when the spotlight is off. */
    private Container spotlit;

    PresenterOverlay() {
        setName("presenterOverlay");
        setOpaque(false);
    }

    boolean isBlank() {
        return blank;
    }

    void blank() {
        blank = true;
        repaint();
    }

    void unblank() {
        blank = false;
        repaint();
    }

    void pointAt(Point where) {
        pointer = where;
        if (spotlit != null) {
            repaint();
        }
    }

    /** Lights up what the pointer is on within {@code content}; null puts the spotlight out. */
    void spotlight(Container content) {
        spotlit = content;
        repaint();
    }

    boolean spotlightOn() {
        return spotlit != null;
    }

    /** Where the spotlight falls, in this overlay's coordinates: the board's cell under the pointer, or a disc around it. */
    Shape spot() {
        Point inContent = SwingUtilities.convertPoint(this, pointer, spotlit);
        Component under = SwingUtilities.getDeepestComponentAt(spotlit, inContent.x, inContent.y);
        BoardComponent board = (BoardComponent) SwingUtilities.getAncestorOfClass(BoardComponent.class, under);
        if (under instanceof BoardComponent direct) {
            board = direct;
        }
        if (board != null) {
            Point onBoard = SwingUtilities.convertPoint(this, pointer, board);
            Point origin = SwingUtilities.convertPoint(board, 0, 0, this);
            return AffineTransform.getTranslateInstance(origin.x, origin.y).createTransformedShape(board.spotAt(onBoard));
        }
        double radius = Math.min(getWidth(), getHeight()) / 16.0;
        return new Ellipse2D.Double(pointer.x - radius, pointer.y - radius, 2 * radius, 2 * radius);
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        if (blank) {
            graphics.setColor(Color.BLACK);
            graphics.fillRect(0, 0, getWidth(), getHeight());
            return;
        }
        if (spotlit == null || pointer == null) {
            return;
        }
        Graphics2D g = BoardComponent.smooth(graphics);
        try {
            Shape spot = spot();
            Area veil = new Area(new Rectangle2D.Double(0, 0, getWidth(), getHeight()));
            veil.subtract(new Area(spot));
            g.setColor(BoardComponent.colour("Ludoteka.Spotlight.veil", new Color(0xa0000000, true)));
            g.fill(veil);
            g.setColor(BoardComponent.colour("Ludoteka.Spotlight.edge", new Color(0xffd600)));
            g.setStroke(new BasicStroke(Math.max(4f, Math.min(getWidth(), getHeight()) / 160f)));
            g.draw(spot);
        } finally {
            g.dispose();
        }
    }
}
