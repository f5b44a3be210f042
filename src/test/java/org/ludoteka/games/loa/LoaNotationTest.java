package org.ludoteka.games.loa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Side;

class LoaNotationTest {
    private static final LoaNotation NOTATION = LoaNotation.INSTANCE;

    @Test
    void theStartIsWrittenAsDesignSays() {
        assertThat(NOTATION.format(LoaPosition.START)).isEqualTo("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b");
        assertThat(NOTATION.parsePosition("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b")).isEqualTo(LoaPosition.START);
    }

    @ParameterizedTest
    @ValueSource(strings = {"8/6w1/5w2/2b5/3w4/8/8/6b1 b", "6wb/6ww/8/8/8/8/ww6/bw6 w", "b7/8/8/8/8/8/8/7w w"})
    void positionsSurviveARoundTrip(String text) {
        assertThat(NOTATION.format(NOTATION.parsePosition(text))).isEqualTo(text);
    }

    @Test
    void a1IsBottomLeftAndRank8ComesFirst() {
        LoaPosition position = NOTATION.parsePosition("7w/8/8/8/8/8/8/b7 b");

        assertThat(position.at(LoaNotation.square("a1"))).isEqualTo(Side.BLACK);
        assertThat(position.at(LoaNotation.square("h8"))).isEqualTo(Side.WHITE);
    }

    @ParameterizedTest(name = "\"{0}\" is refused: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            1bbbbbb1/w6w/w6w b                          | loa.input.rankCount
            1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1   | loa.input.shape
            1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 x | loa.input.sideToMove
            1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb2 b | loa.input.rankWidth
            1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbqbbb1 b | loa.input.character
            8/8/8/8/8/8/8/bbbbbbb1 w                    | loa.input.pieceCount
            """)
    void aMalformedPositionSaysWhatIsWrong(String text, String detail) {
        assertThatThrownBy(() -> NOTATION.parsePosition(text))
                .isInstanceOfSatisfying(InputError.class, e -> {
                    assertThat(e.problem().key()).isEqualTo("loa.input.position");
                    assertThat(e.problem().args().get(1).toString()).contains(detail);
                });
    }

    @Test
    void movesAreReadWithADashOrAnXAndWrittenWithAnXForCaptures() {
        LoaMove move = NOTATION.parseMove("c1xa3");

        assertThat(move).isEqualTo(NOTATION.parseMove("c1-a3"));
        assertThat(NOTATION.format(LoaPosition.START, move)).isEqualTo("c1xa3");
        assertThat(NOTATION.format(LoaPosition.START, NOTATION.parseMove("b1-b3"))).isEqualTo("b1-b3");
        assertThat(NOTATION.parseMove("pass")).isEqualTo(LoaMove.PASS);
    }

    @ParameterizedTest
    @CsvSource({"b1b3, loa.input.move", "b1-i3, loa.input.square", "b0-b3, loa.input.square", "b1-b33, loa.input.square"})
    void aMalformedMoveIsRefused(String text, String key) {
        assertThatThrownBy(() -> NOTATION.parseMove(text))
                .isInstanceOfSatisfying(InputError.class, e -> assertThat(e.problem().key()).isEqualTo(key));
    }
}
