package org.ludoteka.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludoteka.ai.TamskPositions.fullBut;
import static org.ludoteka.ai.TamskPositions.position;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TamskSearchTest {

    private static TamskSearchBoard board(String text) {
        return TamskSearchBoard.of(position(text));
    }

    @Test
    void atTheEndFewerRingsWinByTheirNumberAndEqualRingsAreADrawOnlyAtLevel1() {
        String boxedIn = " red=a1:9000,a2:8000,b1:7000 black=b2:6000,a3:5000,c1:4000 "
                + "rings=a4:1,b3:2,b4:2,c2:2,c3:3,d1:1,d2:2,g4:1";

        assertThat(TamskSearch.finalScore(board("tamsk level=1 turn=red" + boxedIn.replaceAll(":[0-9]+000", "") + " holders=24,26")))
                .isEqualTo(TamskSearch.WIN + 2 * TamskEvaluation.RING);
        assertThat(TamskSearch.finalScore(board("tamsk level=1 turn=black" + boxedIn.replaceAll(":[0-9]+000", "") + " holders=25,25")))
                .isZero();
        assertThat(TamskSearch.finalScore(board("tamsk level=2 turn=black" + boxedIn + " holders=25,25"))).isEqualTo(-TamskSearch.WIN);
    }

    @Test
    void aGameIsDecidedOnceTheRoomLeftCannotBringTheRingsLevel() {
        // f2 and e4 have room for a ring each; the room on c3 and c4 no hourglass can reach any more
        TamskSearchBoard decided = board("tamsk level=1 turn=black red=e3,a1,a4 black=g1,d1,g4 rings="
                + fullBut("f2", 1, "e4", 2, "c4", 1, "c3", 1) + " holders=1,5");

        assertThat(TamskSearch.decidedScore(decided)).isEqualTo(-TamskSearch.WIN - 2 * TamskEvaluation.RING);
    }

    @Test
    void itStopsAsSoonAsEveryLineHasReachedTheEndOfTheGame() {
        TamskSearchBoard endgame = board("tamsk level=1 turn=red red=e3,a1,a4 black=g1,d1,g4 rings="
                + fullBut("f2", 1, "e4", 2) + " holders=1,1");
        int[] moves = new int[TamskSearchBoard.MAX_MOVES];
        int count = endgame.generate(moves);

        TamskSearch.Result result = new TamskSearch(TamskStrength.HARD, new SplittableRandom(1))
                .search(endgame, java.util.Arrays.copyOf(moves, count), System.nanoTime() + 60_000_000_000L, TamskPace.TIMELESS, Integer.MAX_VALUE);

        assertThat(result.depth()).isLessThanOrEqualTo(3);
        assertThat(result.score()).isGreaterThan(TamskSearch.WIN);
        assertThat(endgame.events(moves[result.best()]).toString()).contains("to=" + org.ludoteka.games.tamsk.TamskBoard.cell("f2"));
    }

    @Test
    void itLooksNoDeeperThanItIsAskedSoThatTwoSearchesCanBeWeighedAtOneDepth() {
        TamskSearchBoard opening = TamskSearchBoard.of(org.ludoteka.games.tamsk.TamskPosition.start(1));
        int[] moves = new int[TamskSearchBoard.MAX_MOVES];
        int count = opening.generate(moves);
        long noHurry = System.nanoTime() + 60_000_000_000L;

        TamskSearch.Result capped = new TamskSearch(TamskStrength.HARD, new SplittableRandom(1))
                .search(opening, java.util.Arrays.copyOf(moves, count), noHurry, TamskPace.TIMELESS, 2);
        TamskSearch.Result shallower = new TamskSearch(TamskStrength.HARD, new SplittableRandom(1))
                .search(opening, java.util.Arrays.copyOf(moves, count), noHurry, TamskPace.TIMELESS, 1);

        assertThat(capped.depth()).isEqualTo(2);
        assertThat(shallower.depth()).isEqualTo(1);
    }
}
