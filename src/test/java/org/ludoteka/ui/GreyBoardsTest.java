package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.image.BufferedImage;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.ludoteka.games.gipf.GipfNotation;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfRules;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.progress.Theme;
import org.ludoteka.ui.gipf.GipfBoardView;
import org.ludoteka.ui.loa.LoaBoardView;
import org.ludoteka.ui.tamsk.TamskBoardView;

/**
 * Colour is never the only cue: each board at its start, painted in each theme and turned to grey
 * as a colour-blind eye or a black-and-white handout sees it, still tells the two sides' pieces
 * apart. Two pieces of one side on like places look alike in grey; a piece of each side must look
 * clearly different (in lightness or in shape), many times more than the two alike do.
 */
class GreyBoardsTest {
    private static final int WIDTH = 900;
    private static final int HEIGHT = 960;
    /** Mean grey levels (of 255) by which the two sides' pieces must differ at the least. */
    private static final double CLEARLY_APART = 8;
    private static final int BLOCKS = 6;

    /** Grey as the eye weighs the colours (ITU-R BT.601 luma). */
    static int grey(int rgb) {
        int r = (rgb >> 16) & 0xff;
        int g = (rgb >> 8) & 0xff;
        int b = rgb & 0xff;
        return (int) Math.round(0.299 * r + 0.587 * g + 0.114 * b);
    }

    /**
     * How different in grey the squares of half-side {@code half} round {@code a} and {@code b} look:
     * the mean difference of their blocks' mean greys, in a grid of {@link #BLOCKS} × {@link #BLOCKS}
     * (blocks, not pixels, so that the same drawing a fraction of a pixel off does not count).
     */
    static double greyDifference(BufferedImage image, Point a, Point b, int half) {
        double sum = 0;
        for (int row = 0; row < BLOCKS; row++) {
            for (int column = 0; column < BLOCKS; column++) {
                sum += Math.abs(blockGrey(image, a, half, row, column) - blockGrey(image, b, half, row, column));
            }
        }
        return sum / (BLOCKS * BLOCKS);
    }

    private static double blockGrey(BufferedImage image, Point centre, int half, int row, int column) {
        int side = 2 * half / BLOCKS;
        int left = centre.x - half + column * side;
        int top = centre.y - half + row * side;
        long sum = 0;
        for (int y = top; y < top + side; y++) {
            for (int x = left; x < left + side; x++) {
                sum += grey(image.getRGB(x, y));
            }
        }
        return (double) sum / (side * side);
    }

    /**
     * Paints the board and measures, in grey, how far {@code piece} is from {@code sameSide} (a piece
     * of its own side on a like place) and from {@code otherSide}; {@code neighbour} is next to
     * {@code piece}, and sets the size of what is compared.
     */
    private static <B extends JComponent> void requireSidesApartInGrey(Theme theme, Supplier<B> made, BiFunction<B, String, Point> centre,
            String piece, String sameSide, String otherSide, String neighbour) throws Exception {
        Object[] board = new Object[1];
        BufferedImage image = Offscreen.paint(theme, WIDTH, HEIGHT, () -> {
            B built = made.get();
            board[0] = built;
            return built;
        });
        double[] differences = new double[2];
        SwingUtilities.invokeAndWait(() -> {
            @SuppressWarnings("unchecked") // the board made just above
            B built = (B) board[0];
            Point at = centre.apply(built, piece);
            int half = (int) (0.38 * at.distance(centre.apply(built, neighbour)));
            differences[0] = greyDifference(image, at, centre.apply(built, sameSide), half);
            differences[1] = greyDifference(image, at, centre.apply(built, otherSide), half);
        });
        String what = String.format("%s: %s against %s (same side) %.1f, against %s (other side) %.1f",
                theme, piece, sameSide, differences[0], otherSide, differences[1]);
        assertThat(differences[1]).as(what).isGreaterThan(CLEARLY_APART).isGreaterThan(4 * differences[0]);
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void linesOfActionBlackAndWhiteDifferInGrey(Theme theme) throws Exception {
        requireSidesApartInGrey(theme, () -> {
            LoaBoardView view = new LoaBoardView(LoaBoardView.Listener.DEAF);
            view.display(LoaPosition.START, null, java.util.List.of(), LoaBoardView.Mode.WAIT);
            return view;
        }, LoaBoardView::squareCentre, "b1", "d1", "a2", "c1");
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void tamskRedAndBlackHourglassesDifferInGrey(Theme theme) throws Exception {
        requireSidesApartInGrey(theme, () -> {
            TamskBoardView view = new TamskBoardView(TamskBoardView.Listener.DEAF);
            view.display(TamskPosition.start(1));
            return view;
        }, TamskBoardView::cellCentre, "a1", "g1", "d1", "a2");
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void gipfWhiteAndBlackPiecesDifferInGrey(Theme theme) throws Exception {
        GipfPosition start = GipfNotation.INSTANCE.parsePosition("start");
        requireSidesApartInGrey(theme, () -> {
            GipfBoardView view = new GipfBoardView(GipfBoardView.Listener.DEAF);
            view.display(start, GipfRules.openEntries(start), null, GipfBoardView.Mode.WATCH, null);
            return view;
        }, GipfBoardView::pointCentre, "b5", "h5", "b2", "b4");
    }
}
