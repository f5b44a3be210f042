package org.ludoteka.games.tamsk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludoteka.games.tamsk.Tamsk.last;
import static org.ludoteka.games.tamsk.Tamsk.play;
import static org.ludoteka.games.tamsk.Tamsk.position;
import static org.ludoteka.games.tamsk.Tamsk.rules;
import static org.ludoteka.games.tamsk.Tamsk.text;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.core.Message;
import org.ludoteka.core.Side;

/**
 * TA-5 (decided 2026-11-26): the claim of a forgotten ring is about noticing it, not about having a
 * move, so it is open also on a turn lost as a penalty (T-24, T-25, T-27); the claimer then passes
 * the lost turn as he must.
 */
class TamskClaimOnLostTurnTest {
    private static final TamskRules LEVEL_3 = rules("level=3");
    /** Level 3, every hourglass running with 100 s left. */
    private static final String RUNNING = "tamsk level=3 turn=red red=a1:100000,g1:100000,d7:100000 "
            + "black=d1:100000,g4:100000,a4:100000 rings=- holders=32,32";

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            T-24 late move, next turn lost          | timer a1^ +15s a1-b1+ d1-d2 | 31
            T-25 not started, this and next lost    | timer +15s d1-d2             | 32
            T-27 voluntary pass, next turn lost     | pass d1-d2                   | 32
            """)
    void aForgottenRingMayBeClaimedOnATurnLostAsAPenaltyAndThenTheTurnPasses(String rule, String events, int redRings) {
        TamskPosition lostTurn = play(LEVEL_3, position(RUNNING), events + " +2.5s");
        assertThat(lostTurn.isSkipping()).isTrue();
        assertThat(TamskBoard.name(lostTurn.claim())).isEqualTo("d2");

        var claimed = last(LEVEL_3, lostTurn, "claim");

        assertThat(claimed.notes()).contains(Message.of("tamsk.note.claimed", Message.of("side.red"), "d2"));
        assertThat(claimed.after().rings().on(TamskBoard.cell("d2"))).isEqualTo(1);
        assertThat(claimed.after().red().holder()).isEqualTo(redRings - 1);
        assertThat(LEVEL_3.legalMoves(claimed.after())).containsExactly(TamskEvent.PASS);
        TamskPosition passed = play(LEVEL_3, claimed.after(), "pass");
        assertThat(passed.turn()).isEqualTo(Side.BLACK);
        assertThat(text(passed)).doesNotContain("skips=").doesNotContain("claim=");
    }
}
