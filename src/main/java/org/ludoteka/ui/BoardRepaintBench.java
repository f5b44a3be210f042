package org.ludoteka.ui;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.lang.reflect.InvocationTargetException;
import java.util.List;
import javax.swing.SwingUtilities;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.progress.Theme;

/** How long the Lines of Action board takes to paint at a given size, offscreen, for {@code bench}. */
public final class BoardRepaintBench {
    private static final int WARM_UP_FRAMES = 20;

    private BoardRepaintBench() {
    }

    /** The mean time of one full paint of the start position, in milliseconds, over {@code frames} frames. */
    public static double millisPerFrame(int width, int height, int frames) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        double[] millis = new double[1];
        try {
            SwingUtilities.invokeAndWait(() -> {
                Looks.install(Theme.LIGHT, 100);
                LoaBoardView board = new LoaBoardView(LoaBoardView.Listener.DEAF);
                board.display(LoaPosition.START, null, List.of(), LoaBoardView.Mode.PLAY);
                board.setSize(width, height);
                paint(board, image, WARM_UP_FRAMES);
                long start = System.nanoTime();
                paint(board, image, frames);
                millis[0] = (System.nanoTime() - start) / 1e6 / frames;
            });
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while painting", e);
        } catch (InvocationTargetException e) {
            throw new IllegalStateException("the board failed to paint", e.getCause());
        }
        return millis[0];
    }

    private static void paint(LoaBoardView board, BufferedImage image, int frames) {
        for (int i = 0; i < frames; i++) {
            Graphics2D g = image.createGraphics();
            board.paint(g);
            g.dispose();
        }
    }
}
