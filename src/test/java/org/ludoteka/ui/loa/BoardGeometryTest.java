package org.ludoteka.ui.loa;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.games.loa.LoaNotation;

class BoardGeometryTest {

    @ParameterizedTest
    @CsvSource({"540, 540", "900, 400", "3840, 2160", "90, 90"})
    void everySquareCentreLiesOnItsOwnSquare(int width, int height) {
        BoardGeometry geometry = BoardGeometry.fit(width, height);
        for (int square = 0; square < 64; square++) {
            assertThat(geometry.squareAt(geometry.centre(square))).isEqualTo(square);
        }
    }

    @ParameterizedTest
    @CsvSource({"540, 540, 60", "900, 400, 44", "3840, 2160, 240"})
    void theBoardIsAsBigAsTheShorterSideAllowsWithRoomForCoordinates(int width, int height, int square) {
        BoardGeometry geometry = BoardGeometry.fit(width, height);
        assertThat(geometry.square()).isEqualTo(square);
        assertThat(geometry.board().x).isGreaterThanOrEqualTo(square / 2);
        assertThat(geometry.board().y).isGreaterThanOrEqualTo(square / 2);
    }

    @ParameterizedTest
    @CsvSource({"0, 0", "29, 300", "300, 511", "-5, 100"})
    void pointsOffTheBoardHitNoSquare(int x, int y) {
        assertThat(BoardGeometry.fit(540, 540).squareAt(new Point(x, y))).isEqualTo(-1);
    }

    @ParameterizedTest
    @CsvSource({"a1, 30, 450", "h8, 450, 30", "a8, 30, 30"})
    void rankEightIsAtTheTopAndFileAOnTheLeft(String square, int left, int top) {
        assertThat(BoardGeometry.fit(540, 540).bounds(LoaNotation.square(square)).getLocation())
                .isEqualTo(new Point(left, top));
    }
}
