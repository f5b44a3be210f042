package org.ludoteka.games.gipf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** rules.md G-1 … G-4: the points, the dots and spots, the lines and the 42 entries. */
class GipfBoardTest {

    private static List<String> names(IntStream points) {
        return points.mapToObj(GipfBoard::name).toList();
    }

    @Test
    void g1ThirtySevenSpotsInAHexagonOfFourASide() {
        assertThat(names(IntStream.range(0, GipfBoard.POINTS).filter(p -> !GipfBoard.isDot(p)))).hasSize(37)
                .startsWith("b2", "b3", "b4", "b5", "c2").endsWith("h2", "h3", "h4", "h5")
                .contains("e2", "e8", "d7", "f7").doesNotContain("e1", "e9", "a3");
        assertThat(GipfBoard.name(GipfBoard.CENTRE)).isEqualTo("e5");
    }

    @Test
    void g2TwentyFourDotsAroundThem() {
        assertThat(names(IntStream.range(0, GipfBoard.POINTS).filter(GipfBoard::isDot))).containsExactly(
                "a1", "a2", "a3", "a4", "a5", "b1", "b6", "c1", "c7", "d1", "d8", "e1", "e9", "f1", "f8", "g1", "g7",
                "h1", "h6", "i1", "i2", "i3", "i4", "i5");
    }

    @Test
    void g3TwentyOneLinesSevenInEachDirection() {
        List<Integer> lengths = new ArrayList<>();
        for (int line = 0; line < GipfBoard.lineCount(); line++) {
            lengths.add(GipfBoard.line(line).length);
        }
        assertThat(lengths).hasSize(21);
        assertThat(lengths.stream().sorted()).containsExactly(4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 7, 7, 7);
    }

    @Test
    void g3FortyTwoEntriesTheCornerDotsOnOneLineTheOthersOnTwo() {
        assertThat(GipfBoard.entries()).hasSize(42);
        Map<String, Integer> linesOfDot = new HashMap<>();
        GipfBoard.entries().forEach(e -> linesOfDot.merge(GipfBoard.name(e.dot()), 1, Integer::sum));
        assertThat(linesOfDot).hasSize(18 + 6);
        linesOfDot.forEach((dot, lines) -> assertThat(lines).as(dot)
                .isEqualTo(List.of("a1", "a5", "e1", "e9", "i1", "i5").contains(dot) ? 1 : 2));
    }

    @ParameterizedTest(name = "{0} enters onto {1}, and its line runs {2}")
    @CsvSource(delimiter = '|', textBlock = """
            a1 | b2 | b2 c3 d4 e5 f5 g5 h5
            a1 | b1 |
            e1 | e2 | e2 e3 e4 e5 e6 e7 e8
            f1 | e2 | e2 d2 c2 b2
            b6 | c6 | c6 d6 e6 f5 g4 h3
            i3 | h3 | h3 g3 f3 e3 d2
            i5 | h5 | h5 g5 f5 e5 d4 c3 b2
            """)
    void g4TheOfficialCoordinatesWithTheColumnRuleOfTamsk(String dot, String spot, String path) {
        GipfBoard.Entry entry = GipfBoard.entry(GipfBoard.point(dot), GipfBoard.point(spot));
        if (path == null) {
            assertThat(entry).isNull();
            return;
        }
        assertThat(names(IntStream.of(entry.path()))).containsExactly(path.split(" "));
    }
}
