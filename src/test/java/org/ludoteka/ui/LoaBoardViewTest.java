package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.image.BufferedImage;
import java.lang.reflect.InvocationTargetException;
import java.util.List;
import javax.swing.SwingUtilities;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.progress.Theme;

/** Paints the board offscreen, so it needs no display: the board scales and the pieces show. */
class LoaBoardViewTest {

    @ParameterizedTest
    @CsvSource({"LIGHT, 300, 300", "LIGHT, 3840, 2160", "DARK, 300, 300", "DARK, 1200, 700"})
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

    private static BufferedImage paint(Theme theme, int width, int height) throws InterruptedException, InvocationTargetException {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        SwingUtilities.invokeAndWait(() -> {
            Looks.install(theme, 100);
            LoaBoardView board = new LoaBoardView(LoaBoardView.Listener.DEAF);
            board.display(LoaPosition.START, null, List.of(), LoaBoardView.Mode.PLAY);
            board.setSize(width, height);
            Graphics2D g = image.createGraphics();
            board.paint(g);
            g.dispose();
        });
        return image;
    }

    private static int brightness(BufferedImage image, Point point) {
        Color colour = new Color(image.getRGB(point.x, point.y));
        return (colour.getRed() + colour.getGreen() + colour.getBlue()) / 3;
    }
}
