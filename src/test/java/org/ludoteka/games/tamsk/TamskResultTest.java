package org.ludoteka.games.tamsk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludoteka.games.tamsk.Tamsk.BOXED_IN;
import static org.ludoteka.games.tamsk.Tamsk.position;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.core.Message;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;

class TamskResultTest {
    /** The hourglasses of {@link Tamsk#BOXED_IN}, where nothing can move, at level 2 with sand to fill in. */
    private static final String[] BOXED_CELLS = {"a1", "a2", "b1", "b2", "a3", "c1"};

    /** Level 2, nothing can move, 25 rings each; {@code sand} per hourglass in ms, {@code x} or {@code rest}. */
    private static String boxedAtLevel2(String... sand) {
        String[] glasses = new String[sand.length];
        for (int i = 0; i < sand.length; i++) {
            glasses[i] = BOXED_CELLS[i] + (sand[i].equals("rest") ? "" : ":" + sand[i]);
        }
        return "tamsk level=2 turn=red red=" + String.join(",", Arrays.copyOfRange(glasses, 0, 3))
                + " black=" + String.join(",", Arrays.copyOfRange(glasses, 3, 6))
                + " rings=a4:1,b3:2,b4:2,c2:2,c3:3,d1:1,d2:2,g4:1 holders=25,25";
    }

    private static Outcome outcome(String text) {
        return TamskResult.of(position(text)).orElseThrow();
    }

    @ParameterizedTest(name = "holders {0}: {1}")
    @CsvSource({"'24,26', red", "'26,24', black", "'18,32', red", "'25,25', draw"})
    void atLevelOneFewerRingsWinAndEqualIsADraw(String holders, String winner) {
        Outcome outcome = outcome("tamsk level=1 turn=red " + BOXED_IN + " holders=" + holders);

        assertThat(outcome.winner().map(Side::id).orElse("draw")).isEqualTo(winner);
        assertThat(outcome.reason().key()).isEqualTo(winner.equals("draw") ? "tamsk.outcome.ringsDraw" : "tamsk.outcome.fewerRings");
    }

    @Test
    void fewerRingsAlsoDecideAtLevelTwoBeforeAnyTime() {
        Outcome outcome = outcome("tamsk level=2 turn=red red=a1:1000,a2:x,b1:x black=b2:170000,a3:x,c1:x "
                + "rings=a4:1,b3:2,b4:2,c2:2,c3:3,d1:1,d2:2,g4:1 holders=24,26");

        assertThat(outcome.winner()).contains(Side.RED);
        assertThat(outcome.reason()).isEqualTo(Message.of("tamsk.outcome.fewerRings", Message.of("side.red"), 24, Message.of("side.black"), 26));
    }

    @ParameterizedTest(name = "Red {0} {1} {2} against Black {3} {4} {5}: {6} by rank {7}")
    @CsvSource({
            "5000, x,    rest, 7000, x,    x,    black, 1",
            "9001, x,    rest, 9000, x,    x,    red,   1",
            "9000, 4000, x,    9000, 3000, x,    red,   2",
            "4000, 9000, x,    3000, 9000, x,    red,   2",
            "9000, 4000, 1000, 9000, 4000, 2000, black, 3",
            "9000, 4000, 1000, 4000, 9000, 1000, draw,  0",
            "x,    x,    rest, x,    x,    x,    draw,  0"})
    void withEqualRingsTheLargestRemainingTimeDecidesThenTheSecondThenTheThird(
            String r1, String r2, String r3, String b1, String b2, String b3, String winner, int rank) {
        Outcome outcome = outcome(boxedAtLevel2(r1, r2, r3, b1, b2, b3));

        assertThat(outcome.winner().map(Side::id).orElse("draw")).isEqualTo(winner);
        if (rank > 0) {
            assertThat(outcome.reason().key()).isEqualTo("tamsk.outcome.timeDecides");
            assertThat(outcome.reason().args().get(8)).isEqualTo(rank);
        } else {
            assertThat(outcome.reason().key()).isEqualTo("tamsk.outcome.timeDraw");
        }
    }

    @Test
    void theTieBreakSentenceListsEveryHourglassLargestFirst() {
        Outcome outcome = outcome(boxedAtLevel2("1000", "9000", "x", "9000", "x", "3000"));

        assertThat(outcome.reason()).isEqualTo(new Message("tamsk.outcome.timeDecides",
                List.of(25, 9.0, 1.0, 0.0, 9.0, 3.0, 0.0, Message.of("side.black"), 2)));
    }

    /**
     * TA-8 (decided 2026-11-26): a game in which every hourglass has run out is not drawn. Red's d7
     * runs out 9 s in, Black's a4 at 7 s: Red's last hourglass ran out last, so Red wins.
     */
    @Test
    void whenEveryHourglassHasRunOutTheOneThatRanOutLastWinsTA8() {
        TamskPosition start = position("tamsk level=2 turn=red red=a1:x,g1:x,d7:9000 black=d1:x,g4:x,a4:7000 rings=- holders=32,32");

        TamskPosition end = Tamsk.play(Tamsk.rules("level=2"), start, "+10s");

        assertThat(end.isFinished()).isTrue();
        assertThat(end.toString()).isEqualTo("tamsk level=2 turn=red red=a1:x,g1:x,d7:x black=d1:x,g4:x,a4:x rings=- holders=32,32"
                + " ranout=a1:9000,g1:9000,d1:9000,g4:9000,a4:2000");
        Outcome outcome = TamskResult.of(end).orElseThrow();
        assertThat(outcome.winner()).contains(Side.RED);
        assertThat(outcome.reason()).isEqualTo(new Message("tamsk.outcome.timeDecides",
                List.of(32, 0.0, -9.0, -9.0, -2.0, -9.0, -9.0, Message.of("side.red"), 1)));
    }

    /** TA-8: the last ones ran out together, so the second last decides: Black's ran out 3 s ago, Red's 5 s ago. */
    @Test
    void runOutHourglassesCountAtTheMomentTheyRanOutSoTheSecondLastCanDecideTA8() {
        Outcome outcome = outcome(boxedAtLevel2("4000", "x", "x", "4000", "x", "x") + " ranout=a2:5000,b1:8000,a3:3000,c1:9000");

        assertThat(outcome.winner()).contains(Side.BLACK);
        assertThat(outcome.reason().args()).containsExactly(25, 4.0, -5.0, -8.0, 4.0, -3.0, -9.0, Message.of("side.black"), 2);
    }

    /** TA-8: the last two of each ran out together, so the third decides: Red's a1 ran out a second before the rest. */
    @Test
    void whenTheLastTwoRanOutTogetherTheThirdLastDecidesTA8() {
        Outcome outcome = outcome(boxedAtLevel2("x", "x", "x", "x", "x", "x") + " ranout=a1:1000");

        assertThat(outcome.winner()).contains(Side.BLACK);
        assertThat(outcome.reason().args()).containsExactly(25, 0.0, 0.0, -1.0, 0.0, 0.0, 0.0, Message.of("side.black"), 3);
    }

    @Test
    void aGameThatGoesOnHasNoResult() {
        assertThat(TamskResult.of(TamskPosition.start(3))).isEqualTo(Optional.empty());
        assertThat(TamskResult.of(TamskPosition.free(1))).isEqualTo(Optional.empty());
    }
}
