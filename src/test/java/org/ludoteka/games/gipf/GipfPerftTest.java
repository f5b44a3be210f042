package org.ludoteka.games.gipf;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Perft from the named starts: decisions count as plies, as {@code perft} counts them. The figures at
 * depth 2 are 42² where no line fills; beyond, they were checked by hand where the table says why.
 */
class GipfPerftTest {

    @ParameterizedTest(name = "{0} with {1} potentials, depth {2}: {3}")
    @CsvSource({
            // 42 pushes, then 42 answers: no line can fill with 8 pieces
            "start, 0, 1, 42", "start, 0, 2, 1764", "start, 0, 3, 73800",
            "start, 0, 4, 3066768", "basic, 0, 3, 73800",
            // GIPF pieces only at first; White's second turn may also bring a single piece: 42 × 42 × 84
            "tournament, 0, 3, 148176", "tournament, 0, 4, 12446784",
            // a loaded piece or a basic piece each turn; pushed onto e5, a loaded piece's extra move is a ply of its own
            "start, 3, 1, 84", "start, 3, 2, 7056", "start, 3, 3, 442800"})
    void perftFromTheNamedStarts(String start, int potentials, int depth, long count) {
        GipfRules rules = Gipf.rules("potentials=" + potentials);

        assertThat(rules.perft(Gipf.notation("potentials=" + potentials).parsePosition(start), depth)).isEqualTo(count);
    }
}
