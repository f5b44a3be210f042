package org.ludoteka.ui.export;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import javax.swing.JComponent;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGUtils;
import org.ludoteka.ui.BoardComponent;

/**
 * A board written to a file with the very painting the window uses: the board component prints
 * itself (Swing's {@link JComponent#print}, which skips the screen's caches) into an image for PNG,
 * or into a Graphics2D that writes SVG, where shapes stay vectors and every text a {@code <text>}.
 * No display is needed: a board component paints wherever it is given a Graphics2D.
 */
public final class BoardPictures {
    private BoardPictures() {
    }

    /**
     * Writes {@code board} to {@code file} at {@code size} pixels (PNG) or units (SVG), the board
     * scaled to fit and centred; a board not on screen is first laid out at that size.
     */
    public static void write(JComponent board, Dimension size, Path file, PictureFormat format) throws IOException {
        if (!board.isShowing()) {
            board.setSize(size);
            board.doLayout();
        }
        switch (format) {
            case PNG -> {
                if (!ImageIO.write(image(board, size), "png", file.toFile())) {
                    throw new IOException("no PNG writer");
                }
            }
            case SVG -> {
                SVGGraphics2D svg = new SVGGraphics2D(size.width, size.height);
                paintFitted(board, svg, size);
                SVGUtils.writeToSVG(file.toFile(), svg.getSVGElement());
            }
            case PDF -> throw new IllegalArgumentException("a board alone is no handout: " + file);
        }
    }

    /** The board painted into an image of {@code size}, e.g. for a handout's page. */
    public static BufferedImage image(JComponent board, Dimension size) {
        if (!board.isShowing()) {
            board.setSize(size);
            board.doLayout();
        }
        BufferedImage image = new BufferedImage(size.width, size.height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            paintFitted(board, g, size);
        } finally {
            g.dispose();
        }
        return image;
    }

    /** A board on screen keeps its size there; its picture is it scaled to fit {@code size}, centred on the board's background. */
    private static void paintFitted(JComponent board, Graphics2D g, Dimension size) {
        g.setColor(BoardComponent.colour("Panel.background", Color.WHITE));
        g.fillRect(0, 0, size.width, size.height);
        double scale = Math.min(size.width / (double) board.getWidth(), size.height / (double) board.getHeight());
        Graphics2D fitted = (Graphics2D) g.create();
        try {
            fitted.translate((size.width - board.getWidth() * scale) / 2, (size.height - board.getHeight() * scale) / 2);
            fitted.scale(scale, scale);
            board.print(fitted);
        } finally {
            fitted.dispose();
        }
    }
}
