package org.ludoteka.games.tamsk;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TamskBoardTest {

    @ParameterizedTest(name = "{0} touches {1}")
    @CsvSource(delimiter = '|', textBlock = """
            a1 | a2 b1 b2
            a4 | a3 b4 b5
            d1 | c1 d2 e1
            d7 | c6 d6 e6
            g1 | f1 f2 g2
            g4 | f4 f5 g3
            b1 | a1 b2 c1 c2
            c1 | b1 c2 d1 d2
            e1 | d1 d2 e2 f1
            d4 | c3 c4 d3 d5 e3 e4
            c3 | b2 b3 c2 c4 d3 d4
            e3 | d3 d4 e2 e4 f2 f3
            """)
    void neighboursFollowTheColumnRuleOnBothSidesOfTheCentre(String cell, String expected) {
        String[] names = Arrays.stream(TamskBoard.neighbours(TamskBoard.cell(cell))).mapToObj(TamskBoard::name).toArray(String[]::new);

        assertThat(names).containsExactlyInAnyOrder(expected.split(" "));
    }

    @Test
    void thirtySevenCellsHaveSixNeighboursInsideFourOnAnEdgeAndThreeOnACorner() {
        Map<Integer, Long> cellsByNeighbours = new TreeMap<>();
        for (int cell = 0; cell < TamskBoard.CELLS; cell++) {
            cellsByNeighbours.merge(TamskBoard.neighbours(cell).length, 1L, Long::sum);
        }

        assertThat(cellsByNeighbours).containsExactlyEntriesOf(new TreeMap<>(Map.of(3, 6L, 4, 12L, 6, 19L)));
    }

    @Test
    void theCornersAreTheSixCellsWithThreeNeighbours() {
        String[] corners = IntStream.range(0, TamskBoard.CELLS).filter(c -> TamskBoard.neighbours(c).length == 3)
                .mapToObj(TamskBoard::name).toArray(String[]::new);

        assertThat(corners).containsExactlyInAnyOrder("a1", "a4", "d1", "d7", "g1", "g4");
    }

    @Test
    void touchingIsMutual() {
        for (int cell = 0; cell < TamskBoard.CELLS; cell++) {
            for (int neighbour : TamskBoard.neighbours(cell)) {
                assertThat(TamskBoard.adjacent(neighbour, cell)).as("%s-%s", TamskBoard.name(cell), TamskBoard.name(neighbour)).isTrue();
            }
        }
    }

    @Test
    void capacitiesAreEighteenOnesTwelveTwosSixThreesAndOneFourMakingSixtyFour() {
        Map<Integer, Long> cellsByCapacity = new TreeMap<>();
        int total = 0;
        for (int cell = 0; cell < TamskBoard.CELLS; cell++) {
            cellsByCapacity.merge(TamskBoard.capacity(cell), 1L, Long::sum);
            total += TamskBoard.capacity(cell);
        }

        assertThat(cellsByCapacity).containsExactlyEntriesOf(new TreeMap<>(Map.of(1, 18L, 2, 12L, 3, 6L, 4, 1L)));
        assertThat(total).isEqualTo(64);
    }

    @ParameterizedTest(name = "{0} holds {1}")
    @CsvSource({"d4, 4", "c3, 3", "e4, 3", "b2, 2", "f4, 2", "a1, 1", "b5, 1", "e6, 1", "g2, 1"})
    void theCentreHoldsFourAndEachRingOutwardsOneFewer(String cell, int capacity) {
        assertThat(TamskBoard.capacity(TamskBoard.cell(cell))).isEqualTo(capacity);
    }

    @ParameterizedTest
    @CsvSource({"a5", "b6", "d8", "e7", "g5", "h1", "a0", "d", "d44"})
    void namesOffTheBoardAreNoCell(String name) {
        assertThat(TamskBoard.cell(name)).isEqualTo(TamskBoard.NONE);
    }

    @Test
    void everyCellIsFoundByItsName() {
        for (int cell = 0; cell < TamskBoard.CELLS; cell++) {
            assertThat(TamskBoard.cell(TamskBoard.name(cell))).isEqualTo(cell);
        }
    }
}
