package org.ludoteka.ui.tayu;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.awt.geom.Rectangle2D;
import org.junit.jupiter.api.Test;
import org.ludoteka.progress.Theme;
import org.ludoteka.ui.Offscreen;

class TayuBoardViewTest {
    private static final int WIDTH = 900;
    private static final int HEIGHT = 1100;

    /** At a projector's zoom the same board draws its coordinates larger: more ink in the band of row numbers west of the sea. */
    @Test
    void theCoordinatesGrowWithTheZoomOnABoardOfTheSameSize() throws Exception {
        TayuGeometry geometry = TayuGeometry.fit(WIDTH, HEIGHT);
        Rectangle rows = new Rectangle((int) Math.ceil(geometry.left() - (TayuGeometry.LABELS + TayuGeometry.SEA) * geometry.unit()),
                (int) geometry.top(), (int) (TayuGeometry.LABELS * geometry.unit()), (int) geometry.boardSize());
        int atNormalSize = Offscreen.ink(Offscreen.paint(Theme.LIGHT, 100, WIDTH, HEIGHT, TayuBoardViewTest::empty), rows);
        int atProjectorSize = Offscreen.ink(Offscreen.paint(Theme.LIGHT, 200, WIDTH, HEIGHT, TayuBoardViewTest::empty), rows);

        assertThat(atNormalSize).isPositive();
        assertThat(atProjectorSize).isGreaterThan(atNormalSize * 5 / 4);
    }

    /** So do the labels over the two stacks, which say how many tiles each has left. */
    @Test
    void theStacksLabelsGrowWithTheZoomOnABoardOfTheSameSize() throws Exception {
        TayuGeometry geometry = TayuGeometry.fit(WIDTH, HEIGHT);
        Rectangle2D.Double first = geometry.stack(0);
        Rectangle labels = new Rectangle((int) first.x, (int) (first.y - 1.1 * geometry.unit()), (int) (6 * geometry.unit()),
                (int) geometry.unit());
        int atNormalSize = Offscreen.ink(Offscreen.paint(Theme.LIGHT, 100, WIDTH, HEIGHT, TayuBoardViewTest::empty), labels);
        int atProjectorSize = Offscreen.ink(Offscreen.paint(Theme.LIGHT, 200, WIDTH, HEIGHT, TayuBoardViewTest::empty), labels);

        assertThat(atNormalSize).isPositive();
        assertThat(atProjectorSize).isGreaterThan(atNormalSize * 5 / 4);
    }

    private static TayuBoardView empty() {
        return new TayuBoardView(TayuBoardView.Listener.DEAF);
    }
}
