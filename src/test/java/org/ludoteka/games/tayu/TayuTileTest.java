package org.ludoteka.games.tayu;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TayuTileTest {

    @Test
    void theSetHas28KindsFourOfEach() {
        assertThat(TayuTile.KINDS).hasSize(28).doesNotHaveDuplicates();
        assertThat(TayuTile.ALL).isEqualTo(112);
    }

    /** Seed 003: 12 kinds with mouths in three directions (marked on the back), 15 in two, 1 in one. */
    @Test
    void theCensusByTheSidesTheMouthsLieOnIs12And15And1() {
        Map<Integer, Long> bySides = TayuTile.KINDS.stream().collect(Collectors.groupingBy(TayuTile::sides, Collectors.counting()));

        assertThat(bySides).containsExactlyInAnyOrderEntriesOf(Map.of(3, 12L, 2, 15L, 1, 1L));
        assertThat(TayuTile.KINDS.stream().filter(TayuTile::isMarked)).hasSize(12);
        assertThat(TayuTile.KINDS.stream().filter(k -> k.sides() == 1).map(TayuTile::digits)).containsExactly("123");
    }

    @Test
    void everyChoiceOfThreePositionsIsOneKindInOneOfItsTwoTurns() {
        Map<TayuTile, Long> byKind = java.util.stream.IntStream.range(0, 256).filter(m -> Integer.bitCount(m) == 3)
                .mapToObj(TayuTile::new).collect(Collectors.groupingBy(TayuTile::kind, Collectors.counting()));

        assertThat(byKind).hasSize(28).allSatisfy((kind, count) -> assertThat(count).isEqualTo(2));
        assertThat(TayuTile.KINDS).allSatisfy(kind -> assertThat(kind.turned()).isNotEqualTo(kind));
    }

    @ParameterizedTest
    @CsvSource({"025, 146, 025", "146, 025, 025", "123, 567, 123", "567, 123, 123", "047, 034, 034", "012, 456, 012"})
    void turningByHalfATurnAddsFourToEveryMouth(String digits, String turned, String kind) {
        TayuTile tile = TayuTile.parse(digits);

        assertThat(tile.turned().digits()).isEqualTo(turned);
        assertThat(tile.kind().digits()).isEqualTo(kind);
        assertThat(tile.turned().turned()).isEqualTo(tile);
    }

    @ParameterizedTest
    @CsvSource({"012, 2", "025, 3", "123, 1", "024, 3", "048, -", "011, -", "01, -", "0123, -"})
    void digitsReadAsTilesOrNot(String digits, String sides) {
        TayuTile tile = TayuTile.parse(digits);

        if (sides.equals("-")) {
            assertThat(tile).isNull();
        } else {
            assertThat(tile.sides()).isEqualTo(Integer.parseInt(sides));
        }
    }

    @Test
    void theShuffledSupplyHoldsEveryTileOnceInEightPairsOfStacksOfSeven() {
        TayuSupply supply = TayuSupply.shuffled(42);

        assertThat(supply.laneA()).hasSize(8).allSatisfy(stack -> assertThat(stack).hasSize(7));
        assertThat(supply.laneB()).hasSize(8).allSatisfy(stack -> assertThat(stack).hasSize(7));
        Map<TayuTile, Long> counts = supply.tiles().stream().map(TayuTile::kind)
                .collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
        assertThat(counts).hasSize(28).allSatisfy((kind, count) -> assertThat(count).isEqualTo(4));
        assertThat(TayuSupply.shuffled(42)).isEqualTo(supply);
        assertThat(TayuSupply.shuffled(43)).isNotEqualTo(supply);
    }
}
