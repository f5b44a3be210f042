package org.ludoteka.games.tamsk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludoteka.games.tamsk.Tamsk.NOTATION;
import static org.ludoteka.games.tamsk.Tamsk.illegal;
import static org.ludoteka.games.tamsk.Tamsk.last;
import static org.ludoteka.games.tamsk.Tamsk.noteKeys;
import static org.ludoteka.games.tamsk.Tamsk.play;
import static org.ludoteka.games.tamsk.Tamsk.result;
import static org.ludoteka.games.tamsk.Tamsk.rules;
import static org.ludoteka.games.tamsk.Tamsk.text;

import org.junit.jupiter.api.Test;
import org.ludoteka.core.Message;
import org.ludoteka.core.Side;

/**
 * A placement of the free start (T-29) at level 3 can be picked up ({@code @^}) and held like a move
 * (TA-6): the 15 s running out while it is held make it a late placement (T-24: finish it, lose the
 * next turn), not a missed one (T-25: lose this turn and the next).
 */
class TamskHeldPlacementTest {
    private static final TamskRules LEVEL_2 = rules("level=2");
    private static final TamskRules LEVEL_3 = rules("level=3");

    @Test
    void aPlacementHeldWhenTheFifteenSecondsRunOutIsLateAndCostsOnlyTheNextTurnT24() {
        var late = last(LEVEL_3, TamskPosition.free(3), "timer @^ +15s");

        assertThat(late.notes()).contains(Message.of("tamsk.note.lateMove", Message.of("side.red")));
        assertThat(text(late.after())).isEqualTo("tamsk level=3 turn=red red=- black=- rings=- holders=32,32 skips=1,0 hand=@");
        assertThat(LEVEL_3.legalMoves(late.after())).hasSize(37).allMatch(e -> e instanceof TamskEvent.Place);
        var placed = last(LEVEL_3, late.after(), "@d4");
        assertThat(noteKeys(placed)).startsWith("tamsk.note.placed", "tamsk.note.placedRunning");
        assertThat(placed.after().turn()).isEqualTo(Side.BLACK);
        TamskPosition redLosesATurn = play(LEVEL_3, placed.after(), "@d5");
        assertThat(LEVEL_3.legalMoves(redLosesATurn)).containsExactly(TamskEvent.PASS);
        assertThat(play(LEVEL_3, redLosesATurn, "pass @a4").turn()).isEqualTo(Side.RED);
    }

    @Test
    void aPlacementNotPickedUpWhenTheFifteenSecondsRunOutIsMissedT25() {
        var missed = last(LEVEL_3, TamskPosition.free(3), "timer +15s");

        assertThat(missed.notes()).contains(Message.of("tamsk.note.notStarted", Message.of("side.red")));
        assertThat(missed.after().turn()).isEqualTo(Side.BLACK);
    }

    @Test
    void aHeldPlacementIsLetGoOnlyByPlacingIt() {
        TamskPosition held = play(LEVEL_3, TamskPosition.free(3), "@^");

        assertThat(held.isPlacing()).isTrue();
        assertThat(illegal(result(LEVEL_3, held, "@^")).reason()).isEqualTo(TamskMoveError.MUST_PLACE);
        assertThat(illegal(result(LEVEL_3, held, "pass")).reason()).isEqualTo(TamskMoveError.MUST_PLACE);
        assertThat(illegal(result(LEVEL_3, TamskPosition.free(2), "@^")).reason()).isEqualTo(TamskMoveError.ONLY_AT_LEVEL_3);
        TamskPosition allPlaced = play(LEVEL_3, TamskPosition.free(3), "@^ @d4 @^ @d5 @^ @a1 @g4 @c3 @e3");
        assertThat(illegal(result(LEVEL_3, allPlaced, "@^")).reason()).isEqualTo(TamskMoveError.ALL_PLACED);
        assertThat(last(LEVEL_3, held, "@d4").after().hourglassAt(TamskBoard.cell("d4"))).isPresent();
    }

    @Test
    void theHeldPlacementIsWrittenAtAndReadBack() {
        TamskPosition held = play(LEVEL_3, TamskPosition.free(3), "@d4 @^");
        String written = text(held);

        assertThat(written).isEqualTo("tamsk level=3 turn=black red=d4:180000 black=- rings=- holders=32,32 claim=d4 hand=@");
        assertThat(NOTATION.parsePosition(written)).isEqualTo(held);
        assertThat(NOTATION.format(held, TamskEvent.PICK_UP_TO_PLACE)).isEqualTo("@^");
        assertThat(NOTATION.parseMove("@^")).isEqualTo(TamskEvent.PICK_UP_TO_PLACE);
    }
}
