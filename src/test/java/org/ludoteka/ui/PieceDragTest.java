package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import org.junit.jupiter.api.Test;

class PieceDragTest {

    @Test
    void aDragLetGoOverAnotherPlaceIsADrop() {
        PieceDrag drag = new PieceDrag();
        drag.press(12);
        assertThat(drag.dragTo(new Point(40, 50))).isTrue();
        assertThat(drag.point()).isEqualTo(new Point(40, 50));
        assertThat(drag.release(20)).contains(new PieceDrag.Drop(12, 20));
        assertThat(drag.pressed()).isFalse();
        assertThat(drag.point()).isNull();
    }

    @Test
    void aClickOrADropOnTheSamePlaceOrOffTheBoardIsNoDrop() {
        PieceDrag drag = new PieceDrag();
        drag.press(12);
        assertThat(drag.release(20)).as("no drag: a click").isEmpty();
        drag.press(12);
        drag.dragTo(new Point(1, 1));
        assertThat(drag.release(12)).as("back where it was").isEmpty();
        drag.press(12);
        drag.dragTo(new Point(1, 1));
        assertThat(drag.release(PieceDrag.NONE)).as("off the board").isEmpty();
    }

    @Test
    void withNothingPressedTheMouseCarriesNothing() {
        PieceDrag drag = new PieceDrag();
        assertThat(drag.dragTo(new Point(3, 4))).isFalse();
        assertThat(drag.point()).isNull();
        drag.press(5);
        drag.dragTo(new Point(3, 4));
        drag.clear();
        assertThat(drag.from()).isEqualTo(PieceDrag.NONE);
        assertThat(drag.point()).isNull();
    }
}
