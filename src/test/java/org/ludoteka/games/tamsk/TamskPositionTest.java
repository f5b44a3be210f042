package org.ludoteka.games.tamsk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludoteka.games.tamsk.Tamsk.BOXED_IN;
import static org.ludoteka.games.tamsk.Tamsk.at;
import static org.ludoteka.games.tamsk.Tamsk.position;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.core.Side;

class TamskPositionTest {

    @Test
    void theSetStartHasRedOnA1G1D7AndBlackOnD1G4A4AllAtRestRedToMove() {
        TamskPosition start = TamskPosition.start(2);

        assertThat(start.ownerAt(TamskBoard.cell("g1"))).contains(Side.RED);
        assertThat(start.ownerAt(TamskBoard.cell("a4"))).contains(Side.BLACK);
        assertThat(start.ownerAt(TamskBoard.cell("d4"))).isEmpty();
        assertThat(start.turn()).isEqualTo(Side.RED);
        assertThat(start.red().opening()).isEqualTo(3);
        assertThat(at(start, "d7").isAtRest()).isTrue();
    }

    @ParameterizedTest(name = "{0} may go to {1}")
    @CsvSource(delimiter = '|', textBlock = """
            a1 | -
            a2 | b3
            b1 | c1
            a3 | a4 b3 b4
            """)
    void anHourglassMayEnterOnlyVacantCellsThatAreNotFull(String cell, String expected) {
        TamskPosition crowded = position("tamsk level=1 turn=red red=a1,a2,b1 black=b2,a3,d1 rings=c2:2 holders=30,32");

        assertThat(crowded.destinations(at(crowded, cell)).stream().map(TamskBoard::name))
                .containsExactlyInAnyOrder(expected.equals("-") ? new String[0] : expected.split(" "));
    }

    @Test
    void nothingCanMoveWhenEveryHourglassIsBoxedIn() {
        assertThat(position("tamsk level=1 turn=red " + BOXED_IN + " holders=25,25").isFinished()).isTrue();
    }

    @Test
    void runOutHourglassesCannotMoveSoTheyEndTheGameToo() {
        assertThat(position("tamsk level=2 turn=red red=a1:x,g1:x,d7:x black=d1:x,g4:x,a4:x rings=- holders=32,32").isFinished()).isTrue();
        assertThat(position("tamsk level=2 turn=red red=a1:x,g1:x,d7:x black=d1:x,g4:x,a4:1 rings=- holders=32,32").isFinished()).isFalse();
    }

    @Test
    void theFreeStartIsNotOverWhileHourglassesAreStillToBePlaced() {
        TamskPosition free = TamskPosition.free(1);

        assertThat(free.isFinished()).isFalse();
        assertThat(free.red().toPlace()).isEqualTo(3);
    }

    @Test
    void aLateMoverFinishesHisMoveBeforeTheTurnHeLostComes() {
        String running = "tamsk level=3 turn=red red=a1:9000,g1:9000,d7:9000 black=d1:9000,g4:9000,a4:9000 rings=- holders=32,32 skips=1,0";

        assertThat(position(running).isSkipping()).isTrue();
        assertThat(position(running + " hand=a1").isSkipping()).isFalse();
    }
}
