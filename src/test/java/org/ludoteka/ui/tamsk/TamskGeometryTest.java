package org.ludoteka.ui.tamsk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Point;
import java.awt.geom.Point2D;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.games.tamsk.TamskBoard;

class TamskGeometryTest {

    @ParameterizedTest
    @CsvSource({"560, 600", "1200, 500", "3840, 2160", "120, 130"})
    void everyCellCentreLiesOnItsOwnCellAndInsideTheComponent(int width, int height) {
        TamskGeometry geometry = TamskGeometry.fit(width, height);
        for (int cell = 0; cell < TamskBoard.CELLS; cell++) {
            Point centre = geometry.pixel(cell);
            assertThat(geometry.cellAt(centre)).as(TamskBoard.name(cell)).isEqualTo(cell);
            assertThat(centre.x - geometry.cellRadius()).isGreaterThanOrEqualTo(0);
            assertThat(centre.y + geometry.cellRadius()).isLessThanOrEqualTo(height);
        }
    }

    @ParameterizedTest
    @CsvSource({"560, 600", "3840, 2160"})
    void neighboursAreOneUnitApartAndNoOtherCellsAreThatClose(int width, int height) {
        TamskGeometry geometry = TamskGeometry.fit(width, height);
        for (int from = 0; from < TamskBoard.CELLS; from++) {
            for (int to = from + 1; to < TamskBoard.CELLS; to++) {
                double distance = geometry.centre(from).distance(geometry.centre(to));
                if (TamskBoard.adjacent(from, to)) {
                    assertThat(distance).as(TamskBoard.name(from) + "-" + TamskBoard.name(to)).isCloseTo(geometry.unit(), within(1e-6));
                } else {
                    assertThat(distance).isGreaterThan(1.5 * geometry.unit());
                }
            }
        }
    }

    @ParameterizedTest
    @CsvSource({"d4, 280, 300", "a1, 75, 418", "d7, 280, 63", "g4, 485, 182"})
    void columnsRunLeftToRightAndRowsUpwards(String cell, int x, int y) {
        assertThat(TamskGeometry.fit(560, 600).pixel(TamskBoard.cell(cell))).isEqualTo(new Point(x, y));
    }

    @ParameterizedTest
    @CsvSource({"560, 600", "3840, 2160"})
    void theFifteenSecondTimerStandsClearOfEveryCell(int width, int height) {
        TamskGeometry geometry = TamskGeometry.fit(width, height);
        Point2D.Double timer = geometry.timerCentre();
        for (int cell = 0; cell < TamskBoard.CELLS; cell++) {
            assertThat(timer.distance(geometry.centre(cell))).isGreaterThan(geometry.cellRadius() + geometry.timerHeight() / 2);
        }
        assertThat(timer.y - geometry.timerHeight() / 2).isGreaterThanOrEqualTo(0);
    }

    @ParameterizedTest
    @CsvSource({"0, 0", "280, 340", "-5, 300"})
    void pointsBetweenCellsAndOffTheBoardHitNoCell(int x, int y) {
        assertThat(TamskGeometry.fit(560, 600).cellAt(new Point(x, y))).isEqualTo(TamskBoard.NONE);
    }
}
