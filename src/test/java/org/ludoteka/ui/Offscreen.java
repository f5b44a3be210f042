package org.ludoteka.ui;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.lang.reflect.InvocationTargetException;
import java.util.function.Supplier;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import org.ludoteka.progress.Theme;

/** Paints a board into an image, on the event thread and without a display, for the painting tests. */
public final class Offscreen {
    private Offscreen() {
    }

    /** The board {@code made} under {@code theme} (after the theme is installed), painted at {@code width} × {@code height}. */
    public static BufferedImage paint(Theme theme, int width, int height, Supplier<JComponent> made)
            throws InterruptedException, InvocationTargetException {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        SwingUtilities.invokeAndWait(() -> {
            Looks.install(theme, 100);
            JComponent board = made.get();
            board.setSize(width, height);
            Graphics2D g = image.createGraphics();
            board.paint(g);
            g.dispose();
        });
        return image;
    }
}
