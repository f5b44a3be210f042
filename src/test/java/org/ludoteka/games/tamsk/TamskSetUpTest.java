package org.ludoteka.games.tamsk;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.Side;

/** A Tamsk position set up by hand: hourglasses with their sand, rings, holders and level; every reason it refuses one. */
class TamskSetUpTest {
    private static final TamskSetUp START = TamskSetUp.of(TamskPosition.start(2));

    private static Message refusal(Runnable setUp) {
        try {
            setUp.run();
        } catch (InputError e) {
            return e.problem();
        }
        throw new AssertionError("accepted");
    }

    private static int cell(String name) {
        return TamskBoard.cell(name);
    }

    @Test
    void theStartSetUpAgainIsTheStart_T5() {
        assertThat(START.position()).isEqualTo(TamskPosition.start(2));
        assertThat(START.cleared().withRings(cell("d4"), 3).withHolder(Side.RED, 29).start().position()).isEqualTo(TamskPosition.start(2));
    }

    @Test
    void aFourthHourglassIsRefused_T1() {
        assertThat(refusal(() -> START.with(Side.RED, Hourglass.atRest(cell("d4")))))
                .isEqualTo(Message.of("tamsk.setUp.threeHourglasses", Message.of(Side.RED.key())));
        TamskSetUp moved = START.without(cell("a1")).with(Side.RED, Hourglass.running(cell("d4"), 90_000)).withRings(cell("d4"), 2)
                .withHolder(Side.RED, 30).withTurn(Side.BLACK);
        assertThat(TamskNotation.INSTANCE.format(moved.position()))
                .isEqualTo("tamsk level=2 turn=black red=g1,d7,d4:90000 black=d1,g4,a4 rings=d4:2 holders=30,32");
    }

    @Test
    void sandAtLevel1IsRefused() {
        TamskSetUp level1 = START.withLevel(1).without(cell("a1")).with(Side.RED, Hourglass.running(cell("a1"), 5_000));

        assertThat(refusal(level1::position)).isEqualTo(Message.of("tamsk.setUp.sandAtLevel1", "a1"));
        assertThat(START.withLevel(1).position()).isEqualTo(TamskPosition.start(1));
    }

    @Test
    void ringsThatDoNotMake64AreRefused_T1() {
        assertThat(refusal(START.withRings(cell("a1"), 1)::position)).isEqualTo(Message.of("tamsk.setUp.ringTotal", 1, 32, 32, 64));
        assertThat(START.withRings(cell("a1"), 1).withHolder(Side.BLACK, 31).position().rings().total()).isEqualTo(1);
    }

    @Test
    void aPositionWhereNoHourglassCanMoveIsOver_T13() {
        TamskSetUp allRunOut = START.cleared();
        for (String name : new String[] {"a1", "g1", "d7"}) {
            allRunOut = allRunOut.with(Side.RED, Hourglass.runOut(cell(name), 0));
        }
        for (String name : new String[] {"d1", "g4", "a4"}) {
            allRunOut = allRunOut.with(Side.BLACK, Hourglass.runOut(cell(name), 0));
        }

        assertThat(refusal(allRunOut::position)).isEqualTo(Message.of("tamsk.setUp.over"));
        assertThat(START.cleared().position().player(Side.RED).toPlace()).isEqualTo(3); // an empty board is the free start (T-29)
    }
}
