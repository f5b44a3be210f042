package org.ludoteka.ui.tamsk;

import org.junit.jupiter.api.extension.ExtendWith;
import org.ludoteka.ui.SwingThreadCheck;
import org.ludoteka.ui.Offscreen;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntPredicate;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskNotation;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.progress.Theme;

/** Paints the Tamsk board offscreen, so it needs no display: it scales, the sand runs, and the sides differ without colour. */
@ExtendWith(SwingThreadCheck.class)
class TamskBoardViewTest {
    private static final TamskPosition START = TamskPosition.start(2);

    @ParameterizedTest
    @CsvSource({"LIGHT, 400, 430", "LIGHT, 3840, 2160", "DARK, 400, 430", "DARK, 1920, 1080"})
    void theBoardPaintsItsCellsAndBothSidesHourglassesAtAnySize(Theme theme, int width, int height) throws Exception {
        BufferedImage image = paint(theme, width, height, START, TamskBoardView.Marks.NONE);
        TamskGeometry geometry = TamskGeometry.fit(width, height);

        Point2D.Double vacant = geometry.centre(TamskBoard.cell("d4"));
        Color cell = new Color(image.getRGB((int) (vacant.x - geometry.cellRadius() * 0.6), (int) vacant.y));
        assertThat(cell).isEqualTo(UIManager.getColor("Ludoteka.Tamsk.cell"));
        for (String red : List.of("a1", "g1", "d7")) {
            assertThat(count(image, hourglassBox(geometry, red), TamskBoardViewTest::reddish)).as(red)
                    .isGreaterThan(area(geometry) / 40);
        }
        for (String black : List.of("d1", "g4", "a4")) {
            assertThat(count(image, hourglassBox(geometry, black), rgb -> brightness(rgb) < 40)).as(black)
                    .isGreaterThan(area(geometry) / 40);
            assertThat(count(image, hourglassBox(geometry, black), TamskBoardViewTest::reddish)).as(black).isZero();
        }
    }

    @Test
    void aRunningHourglassHasLessSandAboveAndMoreBelowAsTimePasses() throws Exception {
        String text = "tamsk level=2 turn=black red=b2:%d,g1,d7 black=d1,g4,a4 rings=- holders=32,32";
        BufferedImage early = paint(Theme.LIGHT, 800, 860, parse(String.format(text, 150_000)), TamskBoardView.Marks.NONE);
        BufferedImage late = paint(Theme.LIGHT, 800, 860, parse(String.format(text, 30_000)), TamskBoardView.Marks.NONE);
        TamskGeometry geometry = TamskGeometry.fit(800, 860);
        Rectangle glass = hourglassBox(geometry, "b2");
        Rectangle upper = new Rectangle(glass.x, glass.y, glass.width, glass.height / 2);
        Rectangle lower = new Rectangle(glass.x, glass.y + glass.height / 2, glass.width, glass.height / 2);

        assertThat(count(late, upper, TamskBoardViewTest::sandy)).isLessThan(count(early, upper, TamskBoardViewTest::sandy) / 2);
        assertThat(count(late, lower, TamskBoardViewTest::sandy)).isGreaterThan(count(early, lower, TamskBoardViewTest::sandy) * 2);
    }

    @Test
    void redAndBlackDifferInGreyscaleByTheMarkOnRedsCaps() throws Exception {
        BufferedImage colour = paint(Theme.LIGHT, 800, 860, START, TamskBoardView.Marks.NONE);
        BufferedImage grey = new BufferedImage(colour.getWidth(), colour.getHeight(), BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g = grey.createGraphics();
        g.drawImage(colour, 0, 0, null);
        g.dispose();
        TamskGeometry geometry = TamskGeometry.fit(800, 860);

        // a1 and a4 are both empty edge cells, so their pictures differ only by the hourglass on them
        Rectangle red = hourglassBox(geometry, "a1");
        Rectangle black = hourglassBox(geometry, "a4");
        long difference = 0;
        for (int dy = 0; dy < red.height; dy++) {
            for (int dx = 0; dx < red.width; dx++) {
                difference += Math.abs(grey(grey, red.x + dx, red.y + dy) - grey(grey, black.x + dx, black.y + dy));
            }
        }
        assertThat(difference / (red.width * red.height)).as("mean grey difference").isGreaterThan(12);
        assertThat(brightestOfTopCap(grey, geometry, "a1")).as("Red's ring mark").isGreaterThan(180);
        assertThat(brightestOfTopCap(grey, geometry, "a4")).as("Black's solid cap").isLessThan(90);
    }

    @Test
    void aRunOutHourglassIsGreyedAndCrossedWhereItStands() throws Exception {
        String text = "tamsk level=2 turn=black red=b2:%s,g1,d7 black=d1,g4,a4 rings=- holders=32,32";
        TamskGeometry geometry = TamskGeometry.fit(800, 860);
        BufferedImage running = paint(Theme.LIGHT, 800, 860, parse(String.format(text, "90000")), TamskBoardView.Marks.NONE);
        BufferedImage lost = paint(Theme.LIGHT, 800, 860, parse(String.format(text, "x")), TamskBoardView.Marks.NONE);

        Rectangle box = hourglassBox(geometry, "b2");
        Color cross = UIManager.getColor("Ludoteka.Board.cross");
        IntPredicate crossed = rgb -> rgb == (cross.getRGB() | 0xff000000);
        assertThat(count(running, box, TamskBoardViewTest::reddish)).isGreaterThan(area(geometry) / 40);
        assertThat(count(running, cellBox(geometry, "b2"), crossed)).isZero();
        assertThat(count(lost, box, TamskBoardViewTest::sandy)).isZero();
        // crossed out in red across the whole tube, seen from the back of a classroom
        assertThat(count(lost, cellBox(geometry, "b2"), crossed)).isGreaterThan(area(geometry) / 12);
    }

    @Test
    void eachRunningHourglassCarriesItsSecondsOnTheBoardAndOneAtRestDoesNot() throws Exception {
        TamskPosition position = parse("tamsk level=2 turn=black red=b2:90000,g1,d7 black=d1,g4,a4 rings=- holders=32,32");
        TamskGeometry geometry = TamskGeometry.fit(800, 860);
        BufferedImage image = paint(Theme.LIGHT, 800, 860, position, TamskBoardView.Marks.NONE);
        Color ground = UIManager.getColor("Ludoteka.Tamsk.secondsBack");
        IntPredicate tag = rgb -> (rgb & 0xffffff) == (ground.getRGB() & 0xffffff); // the tag's dark ground
        IntPredicate figures = rgb -> { // light on it
            Color c = new Color(rgb);
            return c.getRed() > 200 && c.getGreen() > 200 && c.getBlue() > 200;
        };

        assertThat(count(image, secondsBox(geometry, "b2"), tag)).isGreaterThan(area(geometry) / 40);
        assertThat(count(image, secondsBox(geometry, "b2"), figures)).as("the figures").isGreaterThan(area(geometry) / 100);
        assertThat(count(image, secondsBox(geometry, "g1"), tag)).isZero();
    }

    @Test
    void theTeachersSpotlightFallsOnTheWholeTubePointedAt() throws Exception {
        AtomicReference<Rectangle> spot = new AtomicReference<>();
        AtomicReference<Rectangle> between = new AtomicReference<>();
        TamskGeometry geometry = TamskGeometry.fit(800, 860);
        Point2D.Double d4 = geometry.centre(TamskBoard.cell("d4"));
        SwingUtilities.invokeAndWait(() -> {
            TamskBoardView board = new TamskBoardView(TamskBoardView.Listener.DEAF);
            board.setSize(800, 860);
            spot.set(board.spotAt(new java.awt.Point((int) d4.x + 10, (int) d4.y - 10)).getBounds());
            between.set(board.spotAt(new java.awt.Point(5, 5)).getBounds());
        });

        assertThat(spot.get().getCenterX()).isCloseTo(d4.x, within(1.5));
        assertThat(spot.get().getCenterY()).isCloseTo(d4.y, within(1.5));
        assertThat(spot.get().width).isGreaterThanOrEqualTo((int) (2 * geometry.cellRadius()));
        assertThat(between.get().getCenterX()).as("off the cells, a disc round the pointer").isCloseTo(5, within(1.5));
    }

    /** Where a running hourglass's seconds stand: across the top of its tube. */
    private static Rectangle secondsBox(TamskGeometry geometry, String cell) {
        Point2D.Double centre = geometry.centre(TamskBoard.cell(cell));
        double unit = geometry.unit();
        return new Rectangle((int) (centre.x - 0.3 * unit), (int) (centre.y - 0.52 * unit), (int) (0.6 * unit), (int) (0.22 * unit));
    }

    /**
     * The seconds of a running hourglass, three figures at most, never stand on another tube, so no
     * neighbour's name or rings are hidden (DESIGN.md §3: cells are named on the board), on
     * every cell and at every size, from a small window to a projector's.
     */
    @ParameterizedTest
    @CsvSource({"400, 430", "800, 860", "3840, 2160"})
    void theSecondsOfARunningHourglassNeverStandOnANeighboursTube(int width, int height) {
        TamskGeometry geometry = TamskGeometry.fit(width, height);
        java.awt.Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_ARGB).createGraphics();
        java.awt.FontMetrics metrics = g.getFontMetrics(TamskBoardView.secondsFont(new java.awt.Font(java.awt.Font.SANS_SERIF,
                java.awt.Font.PLAIN, 13), geometry.unit()));
        g.dispose();
        List<String> covered = new java.util.ArrayList<>();
        for (int cell = 0; cell < TamskBoard.CELLS; cell++) {
            Point2D.Double centre = geometry.centre(cell);
            java.awt.Shape tag = TamskBoardView.secondsTag(metrics, "180", centre.x, centre.y, geometry.unit());
            for (int other = 0; other < TamskBoard.CELLS; other++) {
                Point2D.Double otherCentre = geometry.centre(other);
                java.awt.geom.Area tube = new java.awt.geom.Area(TamskGeometry.circle(otherCentre.x, otherCentre.y, geometry.cellRadius()));
                tube.intersect(new java.awt.geom.Area(tag));
                if (other != cell && !tube.isEmpty()) {
                    covered.add(TamskBoard.name(cell) + " covers " + TamskBoard.name(other));
                }
            }
        }
        assertThat(covered).isEmpty();
    }

    @Test
    void anHourglassAboutToRunOutGlowsAndOneWithTimeLeftDoesNot() throws Exception {
        String text = "tamsk level=2 turn=black red=b2:%d,g1,d7 black=d1,g4,a4 rings=- holders=32,32";
        TamskGeometry geometry = TamskGeometry.fit(800, 860);
        Rectangle cell = cellBox(geometry, "b2");
        IntPredicate glow = rgb -> { // the warning orange, half seen through over the cell
            Color c = new Color(rgb);
            return c.getRed() > 230 && c.getGreen() < 170 && c.getBlue() < 110 && !sandy(rgb);
        };

        assertThat(count(paint(Theme.LIGHT, 800, 860, parse(String.format(text, 5_000)), TamskBoardView.Marks.NONE), cell, glow))
                .isGreaterThan(area(geometry) / 20);
        assertThat(count(paint(Theme.LIGHT, 800, 860, parse(String.format(text, 50_000)), TamskBoardView.Marks.NONE), cell, glow)).isZero();
    }

    @Test
    void aLessonsMarksStripeCellsAndDrawArrows() throws Exception {
        TamskGeometry geometry = TamskGeometry.fit(800, 860);
        IntPredicate striped = rgb -> isNear(rgb, UIManager.getColor("Ludoteka.Board.markedEdge"), 30);
        IntPredicate marked = rgb -> isNear(rgb, UIManager.getColor("Ludoteka.Tamsk.mark"), 30);
        BufferedImage plain = paint(Theme.LIGHT, 800, 860, START, TamskBoardView.Marks.NONE);
        BufferedImage annotated = paint(Theme.LIGHT, 800, 860, START, new TamskBoardView.Marks(List.of(TamskBoard.cell("d4")), List.of(new TamskEvent.Move(TamskBoard.cell("a1"), TamskBoard.cell("b2"), false)), List.of(), List.of()));

        assertThat(count(plain, cellBox(geometry, "d4"), striped)).isZero();
        assertThat(count(annotated, cellBox(geometry, "d4"), striped)).isGreaterThan(area(geometry) / 20);
        Point2D.Double a1 = geometry.centre(TamskBoard.cell("a1"));
        Point2D.Double b2 = geometry.centre(TamskBoard.cell("b2"));
        int midX = (int) ((a1.x + b2.x) / 2);
        int midY = (int) ((a1.y + b2.y) / 2);
        assertThat(count(annotated, new Rectangle(midX - 3, midY - 3, 7, 7), marked)).isGreaterThan(10);
    }

    @Test
    void anIllegalTryIsDrawnInRedAndAHintRingsTheHourglassToMove() throws Exception {
        TamskGeometry geometry = TamskGeometry.fit(800, 860);
        IntPredicate illegal = rgb -> isNear(rgb, UIManager.getColor("Ludoteka.Board.illegalArrow"), 40)
                || isNear(rgb, UIManager.getColor("Ludoteka.Board.cross"), 40);
        IntPredicate hinted = rgb -> isNear(rgb, UIManager.getColor("Ludoteka.Board.hinted"), 30);
        TamskBoardView.Marks marks = new TamskBoardView.Marks(List.of(), List.of(),
                List.of(new TamskEvent.Move(TamskBoard.cell("a1"), TamskBoard.cell("c3"), false)), List.of(TamskBoard.cell("g1")));
        BufferedImage plain = paint(Theme.LIGHT, 800, 860, START, TamskBoardView.Marks.NONE);
        BufferedImage marked = paint(Theme.LIGHT, 800, 860, START, marks);

        Point2D.Double a1 = geometry.centre(TamskBoard.cell("a1"));
        Point2D.Double c3 = geometry.centre(TamskBoard.cell("c3"));
        Rectangle middle = new Rectangle((int) ((a1.x + c3.x) / 2) - 8, (int) ((a1.y + c3.y) / 2) - 8, 17, 17);
        assertThat(count(marked, middle, illegal)).as("the crossed-out arrow").isGreaterThan(count(plain, middle, illegal) + 40);
        assertThat(count(marked, cellBox(geometry, "g1"), hinted)).as("the hint's ring round g1")
                .isGreaterThan(count(plain, cellBox(geometry, "g1"), hinted) + 40);
    }

    @Test
    void theFifteenSecondTimerIsDrawnAtLevelThreeOnly() throws Exception {
        TamskGeometry geometry = TamskGeometry.fit(800, 860);
        Point2D.Double timer = geometry.timerCentre();
        int size = (int) geometry.timerHeight();
        Rectangle box = new Rectangle((int) timer.x - size / 4, (int) timer.y - size / 2, size / 2, size);
        IntPredicate frame = rgb -> isNear(rgb, UIManager.getColor("Ludoteka.Tamsk.timerFrame"), 20);

        assertThat(count(paint(Theme.LIGHT, 800, 860, TamskPosition.start(2), TamskBoardView.Marks.NONE), box, frame)).isZero();
        assertThat(count(paint(Theme.LIGHT, 800, 860, TamskPosition.start(3), TamskBoardView.Marks.NONE), box, frame)).isGreaterThan(50);
    }

    @Test
    void newsStandsInABandAcrossTheTopOfTheBoardAndALongSentenceStillFitsIt() throws Exception {
        BufferedImage plain = paint(Theme.LIGHT, 600, 640, START, TamskBoardView.Marks.NONE);
        for (String news : List.of("Red loses this turn",
                "The 15 s have run out!  ·  Red late: loses the next turn  ·  b2 has run out  ·  Black loses this turn")) {
            BufferedImage withNews = Offscreen.paint(Theme.LIGHT, 600, 640, () -> {
                TamskBoardView board = new TamskBoardView(TamskBoardView.Listener.DEAF);
                board.display(START);
                board.banner(news);
                return board;
            });
            Rectangle band = new Rectangle(0, 0, 600, 60);
            IntPredicate dark = rgb -> brightness(rgb) < 80;
            assertThat(count(withNews, band, dark)).as(news).isGreaterThan(count(plain, band, dark) + 2000);
            assertThat(withNews.getRGB(300, 400)).as("the board below the band is as it was").isEqualTo(plain.getRGB(300, 400));
            assertThat(new Color(withNews.getRGB(2, 30))).as(news + ": the band stays inside the board").isEqualTo(new Color(plain.getRGB(2, 30)));
        }
    }

    static BufferedImage paint(Theme theme, int width, int height, TamskPosition position, TamskBoardView.Marks marks) throws Exception {
        return Offscreen.paint(theme, width, height, () -> {
            TamskBoardView board = new TamskBoardView(TamskBoardView.Listener.DEAF);
            board.display(position);
            board.annotate(marks);
            return board;
        });
    }

    private static TamskPosition parse(String text) {
        return TamskNotation.INSTANCE.parsePosition(text);
    }

    /** Where the hourglass on {@code cell} is painted: a little narrower than the cell, above its ring slots. */
    private static Rectangle hourglassBox(TamskGeometry geometry, String cell) {
        Point2D.Double centre = geometry.centre(TamskBoard.cell(cell));
        double unit = geometry.unit();
        return new Rectangle((int) (centre.x - 0.2 * unit), (int) (centre.y - 0.43 * unit), (int) (0.4 * unit), (int) (0.7 * unit));
    }

    private static Rectangle cellBox(TamskGeometry geometry, String cell) {
        Point2D.Double centre = geometry.centre(TamskBoard.cell(cell));
        int radius = (int) geometry.cellRadius();
        return new Rectangle((int) centre.x - radius, (int) centre.y - radius, 2 * radius, 2 * radius);
    }

    private static int brightestOfTopCap(BufferedImage grey, TamskGeometry geometry, String cell) {
        Point2D.Double centre = geometry.centre(TamskBoard.cell(cell));
        double unit = geometry.unit();
        double top = centre.y - 0.08 * unit - 0.35 * unit;
        int brightest = 0;
        for (int y = (int) (top + 0.02 * unit); y < top + 0.08 * unit; y++) {
            for (int x = (int) (centre.x - 0.15 * unit); x < centre.x + 0.15 * unit; x++) {
                brightest = Math.max(brightest, grey(grey, x, y));
            }
        }
        return brightest;
    }

    private static int area(TamskGeometry geometry) {
        return (int) (geometry.unit() * geometry.unit());
    }

    private static int count(BufferedImage image, Rectangle box, IntPredicate wanted) {
        int count = 0;
        for (int y = box.y; y < box.y + box.height; y++) {
            for (int x = box.x; x < box.x + box.width; x++) {
                if (wanted.test(image.getRGB(x, y))) {
                    count++;
                }
            }
        }
        return count;
    }

    private static boolean reddish(int rgb) {
        Color c = new Color(rgb);
        return c.getRed() > 150 && c.getGreen() < 90 && c.getBlue() < 90;
    }

    private static boolean sandy(int rgb) {
        return isNear(rgb, UIManager.getColor("Ludoteka.Tamsk.sand"), 40);
    }

    private static boolean isNear(int rgb, Color target, int tolerance) {
        Color c = new Color(rgb);
        return Math.abs(c.getRed() - target.getRed()) + Math.abs(c.getGreen() - target.getGreen())
                + Math.abs(c.getBlue() - target.getBlue()) < tolerance;
    }

    private static int brightness(int rgb) {
        Color c = new Color(rgb);
        return (c.getRed() + c.getGreen() + c.getBlue()) / 3;
    }

    private static int grey(BufferedImage grey, int x, int y) {
        return grey.getRaster().getSample(x, y, 0);
    }

    /**
     * A chosen hourglass shows the cells it may go to (T-9: a vacant neighbour; TA-2: never a full
     * one), chosen by a click and then while it is dragged, at every level (at level 3 the press picks it
     * up, TA-6), as Lines of Action shows a chosen piece's targets.
     */
    @ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(ints = {1, 2, 3})
    void aChosenHourglassShowsWhereItMayGoWhenClickedAndWhileDragged(int level) throws Exception {
        List<String> whenClicked = new java.util.ArrayList<>();
        List<String> whileDragged = new java.util.ArrayList<>();
        List<String> draggedAtOnce = new java.util.ArrayList<>();
        SwingUtilities.invokeAndWait(() -> {
            TamskBoardView board = playingBoard(level);
            Point2D.Double d7 = TamskGeometry.fit(800, 860).centre(TamskBoard.cell("d7"));
            mouse(board, java.awt.event.MouseEvent.MOUSE_PRESSED, d7.x, d7.y);
            mouse(board, java.awt.event.MouseEvent.MOUSE_RELEASED, d7.x, d7.y);
            board.destinations().forEach(cell -> whenClicked.add(TamskBoard.name(cell)));
            mouse(board, java.awt.event.MouseEvent.MOUSE_PRESSED, d7.x, d7.y);
            mouse(board, java.awt.event.MouseEvent.MOUSE_DRAGGED, d7.x + 20, d7.y + 30);
            board.destinations().forEach(cell -> whileDragged.add(TamskBoard.name(cell)));

            TamskBoardView fresh = playingBoard(level);
            mouse(fresh, java.awt.event.MouseEvent.MOUSE_PRESSED, d7.x, d7.y);
            mouse(fresh, java.awt.event.MouseEvent.MOUSE_DRAGGED, d7.x + 20, d7.y + 30);
            fresh.destinations().forEach(cell -> draggedAtOnce.add(TamskBoard.name(cell)));
        });

        assertThat(whenClicked).containsExactlyInAnyOrder("c6", "d6", "e6");
        assertThat(whileDragged).containsExactlyInAnyOrder("c6", "d6", "e6");
        assertThat(draggedAtOnce).containsExactlyInAnyOrder("c6", "d6", "e6");
    }

    /** A board at the start of a game at {@code level}, whose gestures are played and shown again as the game's screen does. */
    private static TamskBoardView playingBoard(int level) {
        org.ludoteka.play.tamsk.TamskMatch match = new org.ludoteka.play.tamsk.TamskMatch(
                new org.ludoteka.play.tamsk.TamskSetup(java.util.Map.of("level", String.valueOf(level)), false));
        TamskBoardView[] board = new TamskBoardView[1];
        board[0] = new TamskBoardView(new TamskBoardView.Listener() {
            @Override
            public void tried(TamskEvent event) {
                match.play(event);
                board[0].display(match.position(), match.legalMoves(), match.lastMove(), TamskBoardView.Mode.PLAY);
            }

            @Override
            public void pressedWhileWatching() {
            }
        });
        board[0].setSize(800, 860);
        board[0].display(match.position(), match.legalMoves(), match.lastMove(), TamskBoardView.Mode.PLAY);
        return board[0];
    }

    private static void mouse(TamskBoardView board, int id, double x, double y) {
        board.dispatchEvent(new java.awt.event.MouseEvent(board, id, System.currentTimeMillis(),
                id == java.awt.event.MouseEvent.MOUSE_RELEASED ? 0 : java.awt.event.InputEvent.BUTTON1_DOWN_MASK,
                (int) x, (int) y, 1, false, java.awt.event.MouseEvent.BUTTON1));
    }
}
