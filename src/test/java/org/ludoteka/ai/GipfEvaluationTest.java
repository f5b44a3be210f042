package org.ludoteka.ai;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfNotation;
import org.ludoteka.games.gipf.GipfPosition;

class GipfEvaluationTest {

    private static int forWhite(String text) {
        return GipfEvaluation.evaluate(GipfNotation.INSTANCE.parsePosition(text), Side.WHITE);
    }

    @ParameterizedTest
    @ValueSource(strings = {"start", "basic", "tournament",
            "gipf game=standard turn=black white=Gb5,Te5,Gh5 black=Gb2,Ge8,Gh2 reserve=13,11 captured=0,1 potentials=2,0",
            "gipf game=standard turn=white white=Pb2,Gb5,e2,Ge3,e4,e5,Gh5 black=Gc3,Ge8,Gh2 reserve=9,12 potentials=0,3"})
    void whatIsGoodForOneIsBadForTheOther(String text) {
        GipfPosition position = GipfNotation.INSTANCE.parsePosition(text);

        for (GipfEvaluation evaluation : GipfEvaluation.values()) {
            assertThat(evaluation.score(position, Side.WHITE)).as(evaluation.name()).isEqualTo(-evaluation.score(position, Side.BLACK));
        }
    }

    @ParameterizedTest(name = "{2}")
    @CsvSource(delimiter = '|', textBlock = """
            gipf game=basic turn=white white=b5,e2,h5 black=b2,e8,h2 reserve=12,12 | gipf game=basic turn=white white=b5,e2,h5 black=b2,e8,h2 reserve=12,11 captured=0,1 | a captured piece of the opponent's
            gipf game=basic turn=white white=b5,e2,h5 black=b2,e8,h2 reserve=12,12 | gipf game=basic turn=white white=e2,e5,h5 black=b2,e8,h2 reserve=12,12 | a piece at the centre rather than at the rim
            gipf game=standard turn=white white=Gb5,Ge2,b3,b4 black=Gb2,Ge8,Gh2 reserve=12,12 | gipf game=standard turn=white white=Gb5,Ge2,Gh5 black=Gb2,Ge8,Gh2 reserve=12,12 | a third GIPF piece
            gipf game=basic turn=white white=b5,e2,h5 black=b2,e8,h2 reserve=12,12 | gipf game=basic turn=white white=c3,d4,e5 black=b2,e8,h2 reserve=12,12 | three in a line at the centre
            """)
    void theSecondIsBetterForWhite(String worse, String better, String why) {
        assertThat(forWhite(better)).as(why).isGreaterThanOrEqualTo(forWhite(worse));
    }
}
