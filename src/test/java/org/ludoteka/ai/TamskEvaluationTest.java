package org.ludoteka.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludoteka.ai.TamskPositions.fullBut;
import static org.ludoteka.ai.TamskPositions.position;

import org.junit.jupiter.api.Test;
import org.ludoteka.games.tamsk.TamskPosition;

class TamskEvaluationTest {
    private static final TamskPace PACE = new TamskPace(0, 1000, 1500, 15_000);

    private static int evaluate(String text, TamskPace pace) {
        return TamskEvaluation.evaluate(TamskSearchBoard.of(position(text)), pace);
    }

    @Test
    void theStartIsEvenForThePlayerOnMove() {
        assertThat(TamskEvaluation.evaluate(TamskSearchBoard.of(TamskPosition.start(1)), TamskPace.TIMELESS)).isZero();
    }

    @Test
    void anOpponentWhoseHourglassesAreShutInIsLeftWithHisRings() {
        // Black's a4, b5 and a3 have no cell with room next to them; Red roams the rest of the board
        int shutIn = evaluate("tamsk level=1 turn=red red=d1,g1,d7 black=a4,b5,a3 rings=a2:1,b3:2,b4:2,c5:2,c6:1 holders=28,28",
                TamskPace.TIMELESS);

        assertThat(shutIn).isGreaterThanOrEqualTo(28 * TamskEvaluation.RING);
    }

    @Test
    void aRingDroppedCountsEvenWhileThereIsRoomForAllTheRest() {
        int even = evaluate("tamsk level=1 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=b1:1,f1:1 holders=31,31", TamskPace.TIMELESS);
        int behind = evaluate("tamsk level=1 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=b1:1 holders=32,31", TamskPace.TIMELESS);

        assertThat(even).isGreaterThan(behind);
    }

    @Test
    void whenRoomIsShortEveryRingInTheHolderIsARingLeftAtTheEnd() {
        // Black's hourglasses are shut in; Red's e3 reaches e4 and f2, a ring of room each; c3's room nobody reaches
        String position = "tamsk level=1 turn=red red=e3,a1,a4 black=d1,g4,d7 rings=";
        int even = evaluate(position + fullBut("f2", 1, "e4", 2, "c3", 1) + " holders=2,2", TamskPace.TIMELESS);
        int oneMore = evaluate(position + fullBut("f2", 1, "e4", 2, "c3", 0) + " holders=3,2", TamskPace.TIMELESS);

        assertThat(even - oneMore).isGreaterThanOrEqualTo(TamskEvaluation.RING);
    }

    @Test
    void anHourglassThatRunsOutBeforeItsOwnerCanTurnItCountsForNothing() {
        String black = " black=d1:100000,g4:100000,a4:100000 rings=- holders=32,32";
        // Red turns one hourglass a turn: a1 first, and d7 would have to wait for Black's slow answer
        int safe = evaluate("tamsk level=2 turn=black red=a1:8000,g1:100000,d7:100000" + black, PACE);
        int doomed = evaluate("tamsk level=2 turn=black red=a1:8000,g1:100000,d7:9000" + black, PACE);

        assertThat(doomed).as("the judgement for Black").isGreaterThan(safe);
    }
}
