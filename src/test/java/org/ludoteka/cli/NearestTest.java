package org.ludoteka.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NearestTest {
    private static final List<String> GAMES = List.of("loa", "tamsk", "tayu", "gipf");

    @ParameterizedTest(name = "{0} → {1}")
    @CsvSource(textBlock = """
            lao,    loa
            la,     loa
            loaa,   loa
            tmask,  tamsk
            tamks,  tamsk
            tams,   tamsk
            taiu,   tayu
            gpif,   gipf
            chess,
            go,
            lines,
            """)
    void aTypingSlipFindsTheGameAndAnotherWordFindsNone(String typed, String expected) {
        assertThat(Nearest.to(typed, GAMES)).isEqualTo(Optional.ofNullable(expected));
    }

    @ParameterizedTest(name = "{0} to {1}: {2}")
    @CsvSource(textBlock = """
            loa,   loa,   0
            lao,   loa,   1
            moves, mvoes, 1
            perft, pefrt, 1
            fly,   play,  2
            abc,   ,      3
            """)
    void editsCountASwapOfNeighboursAsOne(String a, String b, int edits) {
        assertThat(Nearest.edits(a, b == null ? "" : b)).isEqualTo(edits);
    }
}
