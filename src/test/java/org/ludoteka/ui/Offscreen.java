package org.ludoteka.ui;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.lang.reflect.InvocationTargetException;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
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
        return paint(theme, 100, width, height, made);
    }

    /** The same at a zoom of {@code zoomPercent}, which is set back to 100 % afterwards. */
    public static BufferedImage paint(Theme theme, int zoomPercent, int width, int height, Supplier<JComponent> made)
            throws InterruptedException, InvocationTargetException {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        SwingUtilities.invokeAndWait(() -> {
            Looks.install(theme, zoomPercent);
            JComponent board = made.get();
            board.setSize(width, height);
            Graphics2D g = image.createGraphics();
            board.paint(g);
            g.dispose();
            Looks.install(theme, 100);
        });
        return image;
    }

    /**
     * How many pixels of {@code area} are ink: far in grey from the area's commonest colour, its
     * background. Text drawn larger there has more of it.
     */
    public static int ink(BufferedImage image, Rectangle area) {
        Map<Integer, Integer> counts = new HashMap<>();
        for (int y = area.y; y < area.y + area.height; y++) {
            for (int x = area.x; x < area.x + area.width; x++) {
                counts.merge(image.getRGB(x, y), 1, Integer::sum);
            }
        }
        int background = GreyBoardsTest.grey(Collections.max(counts.entrySet(), Map.Entry.comparingByValue()).getKey());
        int ink = 0;
        for (Map.Entry<Integer, Integer> colour : counts.entrySet()) {
            if (Math.abs(GreyBoardsTest.grey(colour.getKey()) - background) > 64) {
                ink += colour.getValue();
            }
        }
        return ink;
    }
}
