package org.ludoteka.ui.tayu;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import org.junit.jupiter.api.Test;
import org.ludoteka.games.tayu.TayuMove;
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

    private static TayuBoardView empty() {
        return new TayuBoardView(new TayuBoardView.Listener() {
            @Override
            public void drew(int lane) {
            }

            @Override
            public void placed(TayuMove move) {
            }

            @Override
            public TayuBoardView.Preview preview(TayuMove move) {
                return new TayuBoardView.Preview(false, "");
            }

            @Override
            public void pressedWhileWatching() {
            }
        });
    }
}
