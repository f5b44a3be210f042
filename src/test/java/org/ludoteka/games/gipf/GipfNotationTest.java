package org.ludoteka.games.gipf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.i18n.Language;
import org.ludoteka.i18n.Messages;

class GipfNotationTest {
    private static final GipfNotation NOTATION = GipfNotation.INSTANCE;

    @ParameterizedTest
    @ValueSource(strings = {
            "gipf game=standard turn=white white=Gb5,Ge2,Gh5 black=Gb2,Ge8,Gh2 reserve=12,12",
            "gipf game=basic turn=black white=b5,e2,h5 black=b2,e8,h2 reserve=12,12",
            "gipf game=basic turn=black white=b5,e2,h5 black=b2,e8,h2 reserve=12,13 handicap=black+1",
            "gipf game=tournament turn=white white=- black=- reserve=18,18 gipfphase=white,black",
            "gipf game=tournament turn=black white=Gb2 black=- reserve=16,18 gipfphase=black",
            "gipf game=standard turn=white white=Gb5,e2,Ge3,e4,Te5,Gh5 black=Gb2,Ge8,Gh2 reserve=9,12 potentials=0,3 challenges=1,1 pending=challenge@black",
            "gipf game=standard turn=white white=Gb5,Te5,Gh5 black=Gb2,Ge8,Gh2 reserve=13,11 captured=0,1 potentials=2,0 pending=extra@white push=due",
            "gipf game=standard turn=white white=Gb5,e2,Ge3,e4,Te5,Gh5 black=Gb2,Ge8,Gh2 reserve=9,12 potentials=0,3 challenges=1,0 pending=tamsk@white",
            "gipf game=standard turn=white white=Pe2,e3,Ge4,e5,Gb5,Gh5 black=Gb2,Ge8,Gh2 reserve=10,12 pending=rows@white",
            "gipf game=tournament turn=black white=Ge2,Ge3,Ge4,Ge5 black=Gb2 reserve=10,16 gipfphase=white standing=e2-e5",
            "gipf game=standard turn=white white=e2,e3,Ge4 black=b2,e5,h2 reserve=14,15 loser=black"})
    void aPositionTextReadsBackToTheSameText(String text) {
        GipfPosition position = NOTATION.parsePosition(text);

        assertThat(NOTATION.format(position)).isEqualTo(text.replace("white=Pe2,e3,Ge4,e5,Gb5,Gh5", "white=Gb5,Pe2,e3,Ge4,e5,Gh5"));
        assertThat(NOTATION.parsePosition(NOTATION.format(position))).isEqualTo(position);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            a1-b2           | a1-b2
            Ga1-b2          | Ga1-b2
            Ti5-h5          | Ti5-h5
            xe2-e5          | xe2-e5
            xe5-e2          | xe2-e5
            xe2-e6:e6,e5    | xe2-e6:e5,e6
            challenge       | challenge
            no-challenge    | no-challenge
            won             | won
            lost            | lost
            forfeit         | forfeit
            """)
    void aTokenReadsBackWrittenTheOneWay(String token, String written) {
        GipfMove move = NOTATION.parseMove(token);

        assertThat(NOTATION.format(NOTATION.parsePosition("start"), move)).isEqualTo(written);
        assertThat(NOTATION.parseMove(written)).isEqualTo(move);
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            chess                                                                          | Not a GIPF position
            gipf turn=white game=standard                                                  | the field game is repeated or out of order
            gipf game=standard turn=white white=Gb5,Ge2,Gh5 black=Gb2,Ge8,Gh2             | the field reserve is missing
            gipf game=standard turn=red white=Gb5,Ge2,Gh5 black=Gb2,Ge8,Gh2 reserve=12,12  | 'red' is not a value of turn
            gipf game=standard turn=white white=Ga1,Ge2,Gh5 black=Gb2,Ge8,Gh2 reserve=12,12 | a1 is on a dot
            gipf game=standard turn=white white=Gb2,Ge2,Gh5 black=Gb2,Ge8,Gh2 reserve=12,12 | two pieces stand on b2
            gipf game=standard turn=white white=Gb5,Ge2,Gh5 black=Gb2,Ge8,Gh2 reserve=12,11 | Black has 11 in reserve, 6 on the board and 0 captured, but plays with 18 pieces
            gipf game=basic turn=white white=Gb5,e2,h5 black=b2,e8,h2 reserve=11,12        | the basic game has no GIPF pieces
            gipf game=standard turn=white white=Gb5,Ge2,Gh5 black=Gb2,Ge8,Gh2 reserve=12,12 gipfphase=white | only the tournament game has a GIPF phase
            gipf game=standard turn=white white=Gb5,Ge2,Gh5 black=Gb2,Ge8,Gh2 reserve=12,12 pending=rows@white | pending=rows needs a row to remove
            gipf game=standard turn=white white=Gb5,Ge2,Gh5 black=Gb2,Ge8,Gh2 reserve=12,12 pending=extra@white | pending=extra needs a loaded piece of the player on move on e5
            gipf game=standard turn=white white=Gb5,Te5,Gh5 black=Gb2,Ge8,Gh2 reserve=13,12 pending=extra@black | pending=extra is the decision of White
            gipf game=standard turn=white white=Gb5,Ge2,Gh5 black=Gb2,Ge8,Gh2 reserve=12,12 push=due | push=due goes only with
            gipf game=standard turn=white white=Gb5,Ge2,Gh5 black=Gb2,Ge8,Gh2 reserve=12,12 standing=e2-e5 | e2-e5 is not a row of GIPF pieces only
            gipf game=standard turn=white white=Gb5,Ge2,Gh5 black=Gb2,Ge8,Gh2 reserve=12,12 loser=white | White cannot have lost for want of a GIPF piece
            gipf game=standard turn=white white=Gb5,Ge2,Gz5 black=Gb2,Ge8,Gh2 reserve=12,12 | 'Gz5' is not a value of white
            gipf game=basic turn=white white=b5,e2,h5 black=b2,e8,h2 reserve=13,12 | White has 13 in reserve, 3 on the board and 0 captured, but plays with 15 pieces
            gipf game=basic turn=white white=b5,e2,h5 black=b2,e8,h2 reserve=13,12 handicap=white+2 | White has 13 in reserve, 3 on the board and 0 captured, but plays with 17 pieces
            gipf game=basic turn=white white=b5,e2,h5 black=b2,e8,h2 reserve=16,12 handicap=white+4 | 'white+4' is not a value of handicap
            gipf game=tournament turn=white white=- black=- reserve=19,18 handicap=white+1 gipfphase=white,black | only the basic game has a handicap
            """)
    void aBadPositionTextSaysWhatIsWrongInOneSentence(String text, String expected) {
        assertThatThrownBy(() -> NOTATION.parsePosition(text)).isInstanceOf(InputError.class)
                .satisfies(e -> assertThat(english(((InputError) e).problem())).contains(expected));
    }

    @ParameterizedTest
    @ValueSource(strings = {"a1b2", "Xa1-b2", "x e2-e5", "pass", "xe2-e2", "a1-j2", "xe2-e5:"})
    void aBadTokenIsAnInputError(String token) {
        assertThatThrownBy(() -> NOTATION.parseMove(token)).isInstanceOf(InputError.class);
    }

    @ParameterizedTest
    @CsvSource({"a1, true", "e5, true", "i5, true", "e9, true", "a6, false", "j1, false", "i6, false"})
    void thePlacesOfTheBoardAreItsSixtyOnePoints(String name, boolean place) {
        assertThat(NOTATION.isPlace(name)).isEqualTo(place);
    }

    @ParameterizedTest
    @CsvSource({"start, 0, 0", "basic, 3, 1", "tournament, 6, 3"})
    void theNamedStartsTakeTheChosenPotentialsAndChallenges(String start, int potentials, int challenges) {
        GipfPosition position = new GipfNotation(potentials, challenges).parsePosition(start);

        assertThat(List.of(position.potentials(org.ludoteka.core.Side.WHITE), position.challenges(org.ludoteka.core.Side.BLACK)))
                .containsExactly(potentials, challenges);
    }

    private static String english(Message message) {
        return Messages.of(Language.EN).format(message);
    }
}
