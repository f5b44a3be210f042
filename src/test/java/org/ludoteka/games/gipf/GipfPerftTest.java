package org.ludoteka.games.gipf;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Perft from the named starts: decisions count as plies, as {@code perft} counts them. Depth 2 is 42²:
 * no line can fill yet. At depth 3 of the standard game a four-spot line next to a start piece can
 * be full (b2 c2 d2 e2 after a2-b2 twice), which takes two entries away: 74,088 − 288 = 73,800.
 */
class GipfPerftTest {

    @ParameterizedTest(name = "{0} with {1} potentials, depth {2}: {3}")
    @CsvSource({
            "start, 0, 1, 42", "start, 0, 2, 1764", "start, 0, 3, 73800",
            "start, 0, 4, 3066768", "basic, 0, 3, 73800",
            // GIPF pieces only at first, on an empty board; White's second turn may also bring a single piece: 42 × 42 × 84
            "tournament, 0, 3, 148176", "tournament, 0, 4, 12446784",
            // a loaded piece or a basic piece each turn, 84 tokens, or 42 once a basic piece has lost the potentials;
            // at depth 3, fewer where a four-spot line is full
            "start, 3, 1, 84", "start, 3, 2, 7056", "start, 3, 3, 442800"})
    void perftFromTheNamedStarts(String start, int potentials, int depth, long count) {
        GipfRules rules = Gipf.rules("potentials=" + potentials);

        assertThat(rules.perft(Gipf.notation("potentials=" + potentials).parsePosition(start), depth)).isEqualTo(count);
    }
}
