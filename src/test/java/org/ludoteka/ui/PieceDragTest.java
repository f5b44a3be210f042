package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.event.InputEvent;
import java.awt.event.MouseEvent;
import javax.swing.JPanel;
import org.junit.jupiter.api.Test;

class PieceDragTest {
    private final JPanel board = new JPanel();
    private final PieceDrag drag = new PieceDrag(board);

    private void mouseDraggedTo(int x, int y) {
        board.dispatchEvent(new MouseEvent(board, MouseEvent.MOUSE_DRAGGED, 0, InputEvent.BUTTON1_DOWN_MASK, x, y, 0, false));
    }

    @Test
    void aDragLetGoOverAnotherPlaceIsADrop() {
        drag.press(12);
        mouseDraggedTo(40, 50);
        assertThat(drag.point()).isEqualTo(new Point(40, 50));
        assertThat(drag.release(20)).contains(new PieceDrag.Drop(12, 20));
        assertThat(drag.pressed()).isFalse();
        assertThat(drag.point()).isNull();
    }

    @Test
    void aClickOrADropOnTheSamePlaceOrOffTheBoardIsNoDrop() {
        drag.press(12);
        assertThat(drag.release(20)).as("no drag: a click").isEmpty();
        drag.press(12);
        mouseDraggedTo(1, 1);
        assertThat(drag.release(12)).as("back where it was").isEmpty();
        drag.press(12);
        mouseDraggedTo(1, 1);
        assertThat(drag.release(PieceDrag.NONE)).as("off the board").isEmpty();
    }

    @Test
    void withNothingPressedTheMouseCarriesNothing() {
        mouseDraggedTo(3, 4);
        assertThat(drag.point()).isNull();
        drag.press(5);
        mouseDraggedTo(3, 4);
        drag.clear();
        assertThat(drag.from()).isEqualTo(PieceDrag.NONE);
        assertThat(drag.point()).isNull();
    }
}
