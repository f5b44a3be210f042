package org.ludoteka.ui.loa;

import org.junit.jupiter.api.extension.ExtendWith;
import org.ludoteka.ui.SwingThreadCheck;
import org.ludoteka.ui.Offscreen;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.lang.reflect.InvocationTargetException;
import java.util.List;
import javax.swing.UIManager;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.progress.Theme;

/** Paints the board offscreen, so it needs no display: the board scales and the pieces show. */
@ExtendWith(SwingThreadCheck.class)
class LoaBoardViewTest {

    /** At a projector's zoom the same board draws its coordinates larger: more ink in the band of rank numbers at its left. */
    @org.junit.jupiter.api.Test
    void theCoordinatesGrowWithTheZoomOnABoardOfTheSameSize() throws Exception {
        BoardGeometry geometry = BoardGeometry.fit(900, 900);
        Rectangle ranks = new Rectangle(0, geometry.top(), geometry.left(), 8 * geometry.square());
        int atNormalSize = Offscreen.ink(Offscreen.paint(Theme.LIGHT, 100, 900, 900, LoaBoardViewTest::start), ranks);
        int atProjectorSize = Offscreen.ink(Offscreen.paint(Theme.LIGHT, 200, 900, 900, LoaBoardViewTest::start), ranks);

        assertThat(atNormalSize).isPositive();
        assertThat(atProjectorSize).isGreaterThan(atNormalSize * 3 / 2);
    }

    private static LoaBoardView start() {
        LoaBoardView view = new LoaBoardView(LoaBoardView.Listener.DEAF);
        view.display(LoaPosition.START, null, List.of(), LoaBoardView.Mode.WAIT);
        return view;
    }

    @ParameterizedTest
    @CsvSource({"LIGHT, 300, 300", "LIGHT, 3840, 2160", "DARK, 300, 300", "DARK, 1200, 700", "CONTRAST, 1920, 1080"})
    void blackPiecesPaintDarkAndWhitePiecesLightAtAnySize(Theme theme, int width, int height) throws Exception {
        BufferedImage image = paint(theme, width, height);
        BoardGeometry geometry = BoardGeometry.fit(width, height);

        for (String square : List.of("b1", "g8")) {
            assertThat(brightness(image, geometry.centre(LoaNotation.square(square)))).as("black piece on " + square).isLessThan(60);
        }
        for (String square : List.of("a2", "h7")) {
            assertThat(brightness(image, geometry.centre(LoaNotation.square(square)))).as("white piece on " + square).isGreaterThan(200);
        }
        int emptyCorner = brightness(image, geometry.centre(LoaNotation.square("a1")));
        assertThat(emptyCorner).as("an empty square is neither piece colour").isBetween(60, 200);
    }

    @ParameterizedTest
    @CsvSource({"LIGHT, 400, 400", "DARK, 1600, 900"})
    void aLessonsArrowRunsFromSquareToSquareAndItsMarkedSquaresAreLitUp(Theme theme, int width, int height) throws Exception {
        LoaBoardView.Marks marks = new LoaBoardView.Marks(List.of(LoaNotation.square("h8")),
                List.of(LoaNotation.INSTANCE.parseMove("c1-c3")), List.of(), List.of());
        BufferedImage plain = paint(theme, width, height, LoaBoardView.Marks.NONE);
        BufferedImage marked = paint(theme, width, height, marks);
        BoardGeometry geometry = BoardGeometry.fit(width, height);

        Color onTheArrow = new Color(marked.getRGB(geometry.centre(LoaNotation.square("c2")).x, geometry.centre(LoaNotation.square("c2")).y));
        assertThat(onTheArrow.getRed() - onTheArrow.getBlue()).as("the arrow's orange on c2").isGreaterThan(120);
        for (String untouched : List.of("b2", "d2", "c4")) {
            Point centre = geometry.centre(LoaNotation.square(untouched));
            assertThat(marked.getRGB(centre.x, centre.y)).as(untouched + " is off the arrow").isEqualTo(plain.getRGB(centre.x, centre.y));
        }
        Point corner = geometry.centre(LoaNotation.square("h8"));
        Color lit = new Color(marked.getRGB(corner.x, corner.y));
        assertThat(lit.getGreen()).as("h8 is lit up in green").isGreaterThan(lit.getRed());
    }

    @ParameterizedTest
    @CsvSource({"LIGHT, 400, 400", "DARK, 1600, 900"})
    void anIllegalTryIsDrawnRedAndCrossedOutAndAHintRingsThePieceToMove(Theme theme, int width, int height) throws Exception {
        LoaBoardView.Marks marks = new LoaBoardView.Marks(List.of(), List.of(),
                List.of(LoaNotation.INSTANCE.parseMove("c1-c5")), List.of(LoaNotation.square("f1")));
        BufferedImage plain = paint(theme, width, height, LoaBoardView.Marks.NONE);
        BufferedImage marked = paint(theme, width, height, marks);
        BoardGeometry geometry = BoardGeometry.fit(width, height);

        Color onTheArrow = new Color(marked.getRGB(geometry.centre(LoaNotation.square("c2")).x, geometry.centre(LoaNotation.square("c2")).y));
        assertThat(onTheArrow.getRed() - onTheArrow.getGreen()).as("the illegal arrow is red on c2").isGreaterThan(100);
        assertThat(onTheArrow.getRed() - onTheArrow.getBlue()).isGreaterThan(100);
        Point middle = geometry.centre(LoaNotation.square("c3"));
        int armEnd = (int) (geometry.square() * 0.2);
        Color onTheCross = new Color(marked.getRGB(middle.x + armEnd, middle.y + armEnd));
        assertThat(onTheCross).as("the cross's arm reaches off the arrow's shaft").isNotEqualTo(new Color(plain.getRGB(middle.x + armEnd, middle.y + armEnd)));
        assertThat(onTheCross.getRed()).isGreaterThan(150);

        Point f1 = geometry.centre(LoaNotation.square("f1"));
        int rim = (int) (geometry.square() * 0.46);
        Color ring = new Color(marked.getRGB(f1.x, f1.y - rim));
        assertThat(ring.getRed() - ring.getBlue()).as("the hint's amber ring round f1").isGreaterThan(120);
        assertThat(marked.getRGB(f1.x, f1.y)).as("the piece itself stays as it is").isEqualTo(plain.getRGB(f1.x, f1.y));
    }

    @ParameterizedTest
    @CsvSource({"LIGHT, 400, 400", "DARK, 1600, 900"})
    void theWinningGroupGlowsRoundEachOfItsPiecesAndNoOtherPiece(Theme theme, int width, int height) throws Exception {
        BufferedImage plain = paint(theme, width, height);
        BufferedImage lit = Offscreen.paint(theme, width, height, () -> {
            LoaBoardView board = new LoaBoardView(LoaBoardView.Listener.DEAF);
            board.display(LoaPosition.START, null, List.of(), LoaBoardView.Mode.OVER);
            board.light(1L << LoaNotation.square("b1") | 1L << LoaNotation.square("c1"));
            return board;
        });
        BoardGeometry geometry = BoardGeometry.fit(width, height);
        int rim = (int) (geometry.square() * 0.44);

        for (String square : List.of("b1", "c1")) {
            Point centre = geometry.centre(LoaNotation.square(square));
            Color glow = new Color(lit.getRGB(centre.x, centre.y - rim));
            assertThat(glow.getRed() - glow.getBlue()).as("the golden glow round " + square).isGreaterThan(120);
            assertThat(lit.getRGB(centre.x, centre.y)).as("the piece on " + square + " itself").isEqualTo(plain.getRGB(centre.x, centre.y));
        }
        Point d1 = geometry.centre(LoaNotation.square("d1"));
        assertThat(lit.getRGB(d1.x, d1.y - rim)).as("d1 is not in the group").isEqualTo(plain.getRGB(d1.x, d1.y - rim));
    }

    /** A projector's lamp washes a pale tint out: the last move's squares are framed in every theme, in the theme's strong colour. */
    @ParameterizedTest
    @CsvSource({"LIGHT, 800, 800", "DARK, 800, 800", "CONTRAST, 1920, 1080"})
    void theLastMoveIsFramedAsWellAsTinted(Theme theme, int width, int height) throws Exception {
        LoaMove last = new LoaMove(LoaNotation.square("b1"), LoaNotation.square("b3"));
        BufferedImage image = Offscreen.paint(theme, width, height, () -> {
            LoaBoardView board = new LoaBoardView(LoaBoardView.Listener.DEAF);
            board.display(LoaPosition.START, last, List.of(), LoaBoardView.Mode.PLAY);
            return board;
        });
        BoardGeometry geometry = BoardGeometry.fit(width, height);
        int edge = UIManager.getColor("Ludoteka.Board.lastMoveEdge").getRGB() | 0xff000000; // the theme painted with
        for (String square : List.of("b1", "b3")) {
            Rectangle r = geometry.bounds(LoaNotation.square(square));
            int inside = Math.max(2, geometry.square() / 24);
            assertThat(image.getRGB(r.x + inside, r.y + r.height / 2)).as(square + " left").isEqualTo(edge);
            assertThat(image.getRGB(r.x + r.width / 2, r.y + r.height - 1 - inside)).as(square + " bottom").isEqualTo(edge);
        }
        Rectangle untouched = geometry.bounds(LoaNotation.square("c3"));
        assertThat(image.getRGB(untouched.x + 2, untouched.y + untouched.height / 2)).isNotEqualTo(edge);
    }

    private static BufferedImage paint(Theme theme, int width, int height) throws InterruptedException, InvocationTargetException {
        return paint(theme, width, height, LoaBoardView.Marks.NONE);
    }

    private static BufferedImage paint(Theme theme, int width, int height, LoaBoardView.Marks marks)
            throws InterruptedException, InvocationTargetException {
        return Offscreen.paint(theme, width, height, () -> {
            LoaBoardView board = new LoaBoardView(LoaBoardView.Listener.DEAF);
            board.display(LoaPosition.START, null, List.of(), LoaBoardView.Mode.PLAY);
            board.mark(marks);
            return board;
        });
    }

    private static int brightness(BufferedImage image, Point point) {
        Color colour = new Color(image.getRGB(point.x, point.y));
        return (colour.getRed() + colour.getGreen() + colour.getBlue()) / 3;
    }
}
