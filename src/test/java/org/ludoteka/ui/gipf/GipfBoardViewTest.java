package org.ludoteka.ui.gipf;

import org.junit.jupiter.api.extension.ExtendWith;
import org.ludoteka.ui.SwingThreadCheck;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.event.InputEvent;
import java.awt.event.MouseEvent;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Set;
import java.util.function.IntPredicate;
import javax.swing.UIManager;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfBoard;
import org.ludoteka.games.gipf.GipfNotation;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfRow;
import org.ludoteka.games.gipf.GipfRules;
import org.ludoteka.progress.Theme;
import org.ludoteka.ui.Offscreen;

/** Paints the GIPF board offscreen, so it needs no display: it scales, its pieces differ without colour, and its marks show. */
@ExtendWith(SwingThreadCheck.class)
class GipfBoardViewTest {
    /** Each kind of piece of each side on a spot of its own, the spots around them empty. */
    private static final GipfPosition KINDS = GipfNotation.INSTANCE.parsePosition("gipf game=standard turn=white"
            + " white=c3,Gc6,e3,Te6,g3,Pg5 black=Gb2,d4,Td6,Pf3 reserve=12,14 potentials=1,1");

    @ParameterizedTest
    @CsvSource({"LIGHT, 400, 430", "LIGHT, 3840, 2160", "DARK, 500, 500", "DARK, 1920, 1080"})
    void theBoardPaintsItsDotsAndBothSidesPiecesAtAnySize(Theme theme, int width, int height) throws Exception {
        GipfPosition start = GipfNotation.INSTANCE.parsePosition("start");
        BufferedImage image = paint(theme, width, height, start, GipfBoardView.Rows.NONE);
        GipfGeometry geometry = GipfGeometry.fit(width, height);

        assertThat(brightness(image, geometry.centre(GipfBoard.point("a1")))).as("the dot a1").isLessThan(60);
        for (String white : List.of("b5", "e2", "h5")) {
            assertThat(brightness(image, geometry.centre(GipfBoard.point(white)))).as(white).isGreaterThan(200);
        }
        for (String black : List.of("b2", "e8", "h2")) {
            assertThat(brightness(image, geometry.centre(GipfBoard.point(black)))).as(black).isLessThan(60);
        }
        Color plate = UIManager.getColor("Ludoteka.Gipf.plate");
        Point2D.Double between = geometry.at(1.0 / 3, 17.0 / 3); // amid the empty spots e5, e6 and f5: the bare plate
        assertThat(new Color(image.getRGB((int) between.x, (int) between.y))).isEqualTo(plate);
    }

    @Test
    void theFourKindsOfPieceDifferInGreyscale() throws Exception {
        BufferedImage grey = greyscale(paint(Theme.LIGHT, 900, 960, KINDS, GipfBoardView.Rows.NONE));
        GipfGeometry geometry = GipfGeometry.fit(900, 960);
        List<String> white = List.of("c3", "c6", "e6", "g5"); // basic, GIPF, loaded, used potential
        for (int i = 0; i < white.size(); i++) {
            for (int j = i + 1; j < white.size(); j++) {
                assertThat(meanDifference(grey, box(geometry, white.get(i)), box(geometry, white.get(j))))
                        .as(white.get(i) + " against " + white.get(j)).isGreaterThan(6);
            }
        }
        List<String> black = List.of("d4", "b2", "d6", "f3");
        for (int i = 0; i < black.size(); i++) {
            for (int j = i + 1; j < black.size(); j++) {
                assertThat(meanDifference(grey, box(geometry, black.get(i)), box(geometry, black.get(j))))
                        .as(black.get(i) + " against " + black.get(j)).isGreaterThan(6);
            }
        }
        assertThat(meanDifference(grey, box(geometry, "e3"), box(geometry, "d4"))).as("white against black").isGreaterThan(60);
    }

    @Test
    void aRowToRemoveIsLitUpWithARingOnThePieceThatStaysAndCrossesOnThoseThatGo() throws Exception {
        GipfPosition rows = GipfNotation.INSTANCE.parsePosition("gipf game=standard turn=white"
                + " white=Gb5,e2,Ge3,e4,e5,Gh5 black=Gb2,Ge8,Gh2 reserve=9,12 pending=rows@white");
        GipfRow row = rows.rowsToRemove().get(0);
        int kept = GipfBoard.point("e3");
        BufferedImage plain = paint(Theme.LIGHT, 900, 960, rows, GipfBoardView.Rows.NONE);
        BufferedImage lit = paint(Theme.LIGHT, 900, 960, rows, new GipfBoardView.Rows(List.of(row), row, Set.of(kept)));
        GipfGeometry geometry = GipfGeometry.fit(900, 960);
        IntPredicate band = rgb -> isNear(rgb, new Color(0xf0, 0xae, 0x6c), 40); // the orange band over the pale board
        IntPredicate keep = rgb -> isNear(rgb, UIManager.getColor("Ludoteka.Gipf.keep"), 30);
        IntPredicate cross = rgb -> isNear(rgb, UIManager.getColor("Ludoteka.Board.cross"), 30);

        Rectangle around = box(geometry, "e4");
        around.grow(around.width / 3, 0);
        assertThat(count(plain, around, band)).isZero();
        assertThat(count(lit, around, band)).isGreaterThan(around.width * around.height / 30);
        assertThat(onCircle(lit, geometry, "e3", 0.5, keep)).isGreaterThan(30);
        assertThat(count(lit, box(geometry, "e3"), cross)).isZero();
        for (String gone : List.of("e2", "e4", "e5")) {
            assertThat(count(lit, box(geometry, gone), cross)).as(gone).isGreaterThan(50);
            // no ring of its own: at most the few points where the ring of the kept piece next to it touches
            assertThat(onCircle(lit, geometry, gone, 0.5, keep)).as(gone).isLessThan(6);
        }
    }

    @Test
    void aChosenDotShowsTheSpotsItMayPushOntoAndADotWhoseOnlyLineIsFullIsHollow() throws Exception {
        // the main diagonal from a1 to i5 is full, and the corner dots a1 and i5 lie on no other line
        GipfPosition full = GipfNotation.INSTANCE.parsePosition("gipf game=basic turn=white"
                + " white=b2,c3,d4,e5,f5,g5,h5 black=- reserve=8,15");
        GipfGeometry geometry = GipfGeometry.fit(900, 960);
        BufferedImage image = Offscreen.paint(Theme.LIGHT, 900, 960, () -> {
            GipfBoardView view = new GipfBoardView(GipfBoardView.Listener.DEAF);
            view.setSize(900, 960);
            view.display(full, GipfRules.openEntries(full), null, GipfBoardView.Mode.PLAY, null);
            Point2D.Double d1 = geometry.centre(GipfBoard.point("d1"));
            view.dispatchEvent(new MouseEvent(view, MouseEvent.MOUSE_PRESSED, 0, InputEvent.BUTTON1_DOWN_MASK,
                    (int) d1.x, (int) d1.y, 1, false, MouseEvent.BUTTON1));
            return view;
        });
        IntPredicate target = rgb -> isNear(rgb, over(UIManager.getColor("Ludoteka.Board.target"), UIManager.getColor("Ludoteka.Gipf.plate")), 40);

        assertThat(onCircle(image, geometry, "d2", 0.46, target)).as("d1-d2").isGreaterThan(24);
        assertThat(onCircle(image, geometry, "e2", 0.46, target)).as("d1-e2").isGreaterThan(24);
        for (String notNext : List.of("c2", "d3", "e3")) {
            assertThat(onCircle(image, geometry, notNext, 0.46, target)).as(notNext + " is not next to d1").isZero();
        }
        Color plate = UIManager.getColor("Ludoteka.Gipf.plate");
        for (String closed : List.of("a1", "i5")) {
            Point2D.Double centre = geometry.centre(GipfBoard.point(closed));
            assertThat(new Color(image.getRGB((int) centre.x, (int) centre.y))).as(closed + " is hollow").isEqualTo(plate);
        }
        assertThat(brightness(image, geometry.centre(GipfBoard.point("a2")))).as("a2 is open").isLessThan(60);
    }

    /** Each reserve beside the board, read from the back of a room: its side's piece in a lower corner, and its count beside it. */
    @Test
    void eachReserveIsDrawnBesideTheBoardWithItsCount() throws Exception {
        GipfPosition fewer = GipfNotation.INSTANCE.parsePosition("gipf game=standard turn=white"
                + " white=c3,Gc6,e3,Te6,g3,Pg5 black=Gb2,d4,Td6,Pf3 reserve=3,14 captured=9,0 potentials=1,1");
        BufferedImage many = paint(Theme.LIGHT, 900, 960, KINDS, GipfBoardView.Rows.NONE);
        BufferedImage few = paint(Theme.LIGHT, 900, 960, fewer, GipfBoardView.Rows.NONE);
        GipfGeometry geometry = GipfGeometry.fit(900, 960);

        assertThat(brightness(many, GipfBoardView.reservePlace(geometry, Side.WHITE))).as("White's reserve piece").isGreaterThan(200);
        assertThat(brightness(many, GipfBoardView.reservePlace(geometry, Side.BLACK))).as("Black's reserve piece").isLessThan(60);
        Point2D.Double white = GipfBoardView.reservePlace(geometry, Side.WHITE);
        Rectangle whiteCount = new Rectangle((int) (white.x + 0.45 * geometry.unit()), (int) (white.y - 0.4 * geometry.unit()),
                (int) geometry.unit(), (int) (0.8 * geometry.unit()));
        assertThat(differing(many, few, whiteCount)).as("White's count, 12 then 3").isGreaterThan(20);
        Point2D.Double black = GipfBoardView.reservePlace(geometry, Side.BLACK);
        Rectangle blackCount = new Rectangle((int) (black.x - 1.45 * geometry.unit()), (int) (black.y - 0.4 * geometry.unit()),
                (int) geometry.unit(), (int) (0.8 * geometry.unit()));
        assertThat(differing(many, few, blackCount)).as("Black's count, 14 both times").isZero();
        assertThat(differing(many, new BufferedImage(900, 960, BufferedImage.TYPE_INT_RGB), blackCount)).as("Black's count is drawn").isGreaterThan(20);
    }

    private static int differing(BufferedImage one, BufferedImage other, Rectangle area) {
        int count = 0;
        for (int y = area.y; y < area.y + area.height; y++) {
            for (int x = area.x; x < area.x + area.width; x++) {
                if (one.getRGB(x, y) != other.getRGB(x, y)) {
                    count++;
                }
            }
        }
        return count;
    }

    private static BufferedImage paint(Theme theme, int width, int height, GipfPosition position, GipfBoardView.Rows rows)
            throws Exception {
        return Offscreen.paint(theme, width, height, () -> {
            GipfBoardView view = new GipfBoardView(GipfBoardView.Listener.DEAF);
            view.display(position, GipfRules.openEntries(position), null, GipfBoardView.Mode.WATCH, null);
            view.showRows(rows);
            return view;
        });
    }

    /** How many of 36 points on the circle of {@code radius} units around {@code point} match. */
    private static int onCircle(BufferedImage image, GipfGeometry geometry, String point, double units, IntPredicate matching) {
        Point2D.Double centre = geometry.centre(GipfBoard.point(point));
        int count = 0;
        for (int i = 0; i < 36; i++) {
            double angle = i * Math.PI / 18;
            double radius = units * geometry.unit();
            if (matching.test(image.getRGB((int) Math.round(centre.x + radius * Math.cos(angle)),
                    (int) Math.round(centre.y + radius * Math.sin(angle))))) {
                count++;
            }
        }
        return count;
    }

    private static Rectangle box(GipfGeometry geometry, String point) {
        Point2D.Double centre = geometry.centre(GipfBoard.point(point));
        int half = (int) (geometry.pieceRadius() * 0.95);
        return new Rectangle((int) centre.x - half, (int) centre.y - half, 2 * half, 2 * half);
    }


    private static BufferedImage greyscale(BufferedImage colour) {
        BufferedImage grey = new BufferedImage(colour.getWidth(), colour.getHeight(), BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g = grey.createGraphics();
        g.drawImage(colour, 0, 0, null);
        g.dispose();
        return grey;
    }

    private static long meanDifference(BufferedImage grey, Rectangle a, Rectangle b) {
        long difference = 0;
        for (int dy = 0; dy < a.height; dy++) {
            for (int dx = 0; dx < a.width; dx++) {
                difference += Math.abs((grey.getRGB(a.x + dx, a.y + dy) & 0xff) - (grey.getRGB(b.x + dx, b.y + dy) & 0xff));
            }
        }
        return difference / ((long) a.width * a.height);
    }

    private static int brightness(BufferedImage image, Point2D.Double at) {
        Color c = new Color(image.getRGB((int) at.x, (int) at.y));
        return (c.getRed() + c.getGreen() + c.getBlue()) / 3;
    }

    private static long count(BufferedImage image, Rectangle box, IntPredicate matching) {
        long count = 0;
        for (int y = box.y; y < box.y + box.height; y++) {
            for (int x = box.x; x < box.x + box.width; x++) {
                if (matching.test(image.getRGB(x, y))) {
                    count++;
                }
            }
        }
        return count;
    }

    private static boolean isNear(int rgb, Color colour, int tolerance) {
        Color c = new Color(rgb);
        return Math.abs(c.getRed() - colour.getRed()) + Math.abs(c.getGreen() - colour.getGreen())
                + Math.abs(c.getBlue() - colour.getBlue()) <= tolerance;
    }

    /** A translucent colour as it shows over an opaque one. */
    private static Color over(Color top, Color bottom) {
        double a = top.getAlpha() / 255.0;
        return new Color((int) Math.round(top.getRed() * a + bottom.getRed() * (1 - a)),
                (int) Math.round(top.getGreen() * a + bottom.getGreen() * (1 - a)),
                (int) Math.round(top.getBlue() * a + bottom.getBlue() * (1 - a)));
    }
}
