package org.ludoteka.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.Drawing.Arrow;
import org.ludoteka.core.Drawing.Circle;
import org.ludoteka.core.Drawing.Pen;

/** The marks drawn on a board: drawn again they go, drawn in another pen they change colour; the pens the modifiers choose. */
class DrawingTest {

    @Test
    void aStrokeEndingWhereItBeganIsACircleAnyOtherAnArrow() {
        assertThat(Drawing.stroke("e5", "e5", Pen.RED)).isEqualTo(new Circle("e5", Pen.RED));
        assertThat(Drawing.stroke("e2", "e5", Pen.GREEN)).isEqualTo(new Arrow("e2", "e5", Pen.GREEN));
    }

    @Test
    void theSameMarkAgainTakesItAwayAndItsShapeInAnotherPenRecoloursIt() {
        Drawing drawing = Drawing.EMPTY.with(new Arrow("a1", "a3", Pen.GREEN)).with(new Circle("b2", Pen.BLUE));

        assertThat(drawing.with(new Arrow("a1", "a3", Pen.GREEN)).marks()).containsExactly(new Circle("b2", Pen.BLUE));
        assertThat(drawing.with(new Arrow("a1", "a3", Pen.RED)).marks()).containsExactly(new Circle("b2", Pen.BLUE),
                new Arrow("a1", "a3", Pen.RED));
        assertThat(drawing.with(new Arrow("a3", "a1", Pen.GREEN)).marks()).as("the other way is another arrow").hasSize(3);
    }

    @Test
    void plainIsGreenShiftRedCtrlOrAltBlue() {
        assertThat(Pen.heldDown(false, false)).isEqualTo(Pen.GREEN);
        assertThat(Pen.heldDown(true, false)).isEqualTo(Pen.RED);
        assertThat(Pen.heldDown(false, true)).isEqualTo(Pen.BLUE);
        assertThat(Pen.heldDown(true, true)).isEqualTo(Pen.BLUE);
    }

    @Test
    void aLessonsArrowsAreReadAsWrittenAndOneWithoutItsDashIsLeftOut() {
        assertThat(Drawing.ofArrows(List.of("j10-j14", "b1b3", "c1-c1"), Pen.GREEN).marks())
                .containsExactly(new Arrow("j10", "j14", Pen.GREEN), new Circle("c1", Pen.GREEN));
    }
}
