package org.ludoteka.ui.export;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import javax.swing.JComponent;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGUtils;
import org.ludoteka.progress.AtomicFiles;
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
                BufferedImage image = image(board, size);
                AtomicFiles.write(file, written -> {
                    if (!ImageIO.write(image, "png", written.toFile())) {
                        throw new IOException("no PNG writer");
                    }
                });
            }
            case SVG -> {
                SVGGraphics2D svg = new SVGGraphics2D(size.width, size.height);
                paintFitted(board, svg, size);
                AtomicFiles.write(file, written -> SVGUtils.writeToSVG(written.toFile(), svg.getSVGElement()));
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

    /** The picture's margin around the board's drawing, a share of its width and height. */
    private static final double MARGIN = 0.015;

    /**
     * A board on screen keeps its size there; its picture is its drawing — what it paints, without the
     * empty room around it that the window's shape leaves (a tall Ta Yü board in a wide window) —
     * scaled to fill {@code size} and centred on the board's background.
     */
    private static void paintFitted(JComponent board, Graphics2D g, Dimension size) {
        g.setColor(BoardComponent.colour("Panel.background", Color.WHITE));
        g.fillRect(0, 0, size.width, size.height);
        Rectangle drawn = drawing(board);
        double scale = Math.min(size.width * (1 - 2 * MARGIN) / drawn.width, size.height * (1 - 2 * MARGIN) / drawn.height);
        Graphics2D fitted = (Graphics2D) g.create();
        try {
            fitted.translate((size.width - drawn.width * scale) / 2, (size.height - drawn.height * scale) / 2);
            fitted.scale(scale, scale);
            fitted.translate(-drawn.x, -drawn.y);
            board.print(fitted);
        } finally {
            fitted.dispose();
        }
    }

    /** The side of the small picture in which a board's drawing is looked for: enough to find its edges within a pixel or two. */
    private static final int PROBE = 400;

    /**
     * The part of {@code board} that its painting covers: every pixel unlike its background (its corner's),
     * found on a small copy of its painting and widened by a pixel of that copy; the whole board if none is.
     */
    static Rectangle drawing(JComponent board) {
        int width = Math.max(1, board.getWidth());
        int height = Math.max(1, board.getHeight());
        double shrink = Math.min(1, PROBE / (double) Math.max(width, height));
        int probeWidth = (int) Math.ceil(width * shrink);
        int probeHeight = (int) Math.ceil(height * shrink);
        BufferedImage probe = new BufferedImage(probeWidth, probeHeight, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = probe.createGraphics();
        try {
            g.setColor(BoardComponent.colour("Panel.background", Color.WHITE));
            g.fillRect(0, 0, probeWidth, probeHeight);
            g.scale(shrink, shrink);
            board.print(g);
        } finally {
            g.dispose();
        }
        int background = probe.getRGB(0, 0);
        int left = probeWidth;
        int top = probeHeight;
        int right = -1;
        int bottom = -1;
        for (int y = 0; y < probeHeight; y++) {
            for (int x = 0; x < probeWidth; x++) {
                if (probe.getRGB(x, y) != background) {
                    left = Math.min(left, x);
                    right = Math.max(right, x);
                    top = Math.min(top, y);
                    bottom = Math.max(bottom, y);
                }
            }
        }
        if (right < 0) {
            return new Rectangle(0, 0, width, height);
        }
        Rectangle found = new Rectangle((int) Math.floor((left - 1) / shrink), (int) Math.floor((top - 1) / shrink),
                (int) Math.ceil((right - left + 3) / shrink), (int) Math.ceil((bottom - top + 3) / shrink));
        return found.intersection(new Rectangle(0, 0, width, height));
    }
}
