package org.ludoteka.ui;

import org.ludoteka.ui.tamsk.TamskBoardView;
import org.ludoteka.ui.loa.LoaBoardView;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.lang.reflect.InvocationTargetException;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import org.ludoteka.core.MoveResult;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskGame;
import org.ludoteka.games.tamsk.TamskNotation;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tamsk.TamskRules;
import org.ludoteka.progress.Theme;

/** How long the boards take to paint at a given size, offscreen, for {@code bench}. */
public final class BoardRepaintBench {
    private static final int WARM_UP_FRAMES = 20;
    /** A level-2 game in its middle: all six hourglasses running, some rings down. */
    private static final String TAMSK_RUNNING = "tamsk level=2 turn=red red=b2:150000,f2:90000,d6:12000"
            + " black=c1:170000,f4:60000,b5:30000 rings=a1:1,b3:2,d4:3,c3:1,e2:2 holders=28,27";
    /** One frame at 60 frames a second. */
    private static final long FRAME_MILLIS = 16;

    private BoardRepaintBench() {
    }

    /** The mean time of one full paint of the Lines of Action start position, in milliseconds, over {@code frames} frames. */
    public static double millisPerFrame(int width, int height, int frames) {
        return millisPerFrame(width, height, frames, () -> {
            LoaBoardView board = new LoaBoardView(LoaBoardView.Listener.DEAF);
            board.display(LoaPosition.START, null, List.of(), LoaBoardView.Mode.PLAY);
            return new Frames(board, () -> { });
        });
    }

    /**
     * The mean time of one frame of a level-2 Tamsk game with sand running, in milliseconds: the
     * sand drained by the rules as the window does at 60 frames a second, then the board painted.
     */
    public static double tamskMillisPerFrame(int width, int height, int frames) {
        TamskRules rules = TamskGame.INSTANCE.rules(Map.of("level", "2"));
        return millisPerFrame(width, height, frames, () -> {
            TamskBoardView board = new TamskBoardView(TamskBoardView.Listener.DEAF);
            TamskPosition[] now = {TamskNotation.INSTANCE.parsePosition(TAMSK_RUNNING)};
            return new Frames(board, () -> {
                now[0] = ((MoveResult.Legal<TamskPosition>) rules.apply(now[0], new TamskEvent.Elapse(FRAME_MILLIS))).after();
                board.display(now[0], rules.legalMoves(now[0]), null, TamskBoardView.Mode.PLAY);
            });
        });
    }

    /** A board and what changes it before each frame. */
    private record Frames(JComponent board, Runnable beforeFrame) {
    }

    private static double millisPerFrame(int width, int height, int frames, Supplier<Frames> setUp) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        double[] millis = new double[1];
        try {
            SwingUtilities.invokeAndWait(() -> {
                Looks.install(Theme.LIGHT, 100);
                Frames board = setUp.get();
                board.board().setSize(width, height);
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

    private static void paint(Frames frames, BufferedImage image, int count) {
        for (int i = 0; i < count; i++) {
            frames.beforeFrame().run();
            Graphics2D g = image.createGraphics();
            frames.board().paint(g);
            g.dispose();
        }
    }
}
