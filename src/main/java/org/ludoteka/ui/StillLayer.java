package org.ludoteka.ui;

import java.awt.Graphics2D;
import java.awt.GraphicsConfiguration;
import java.awt.RenderingHints;
import java.awt.Transparency;
import java.awt.image.BufferedImage;
import java.util.function.Consumer;

/**
 * The part of a board's picture that changes only with what its key holds (its size and colours, and
 * whatever else the board puts in the key): painted once into an image and copied at every paint on
 * screen, where a board is repainted at each move, each hint and, with sand running, 60 times a second.
 * Printed (a picture file, an SVG above all, a handout) it is painted afresh, so that it stays shapes.
 * It is a drawing cache: it may be thrown away at any time and is painted again.
 */
public final class StillLayer {
    private Object painted;
    private BufferedImage image;

    /** Paints the layer {@code key} describes with {@code painter}, from the image when the key is the one painted last. */
    public void paint(Graphics2D g, Object key, int width, int height, GraphicsConfiguration screen, boolean printing,
            Consumer<Graphics2D> painter) {
        if (width <= 0 || height <= 0) {
            return;
        }
        if (printing) {
            Graphics2D layer = (Graphics2D) g.create();
            try {
                painter.accept(layer);
            } finally {
                layer.dispose();
            }
            return;
        }
        if (!key.equals(painted) || image == null || image.getWidth() != width || image.getHeight() != height) {
            image = screen != null ? screen.createCompatibleImage(width, height, Transparency.OPAQUE)
                    : new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
            Graphics2D layer = image.createGraphics();
            try {
                layer.setRenderingHints(g.getRenderingHints());
                layer.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
                layer.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
                painter.accept(layer);
            } finally {
                layer.dispose();
            }
            painted = key;
        }
        g.drawImage(image, 0, 0, null);
    }

    /** The theme or the zoom has changed: the layer is painted again at the next paint. */
    public void forget() {
        painted = null;
        image = null;
    }
}
