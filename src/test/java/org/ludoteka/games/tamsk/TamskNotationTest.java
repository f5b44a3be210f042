package org.ludoteka.games.tamsk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.ludoteka.games.tamsk.Tamsk.NOTATION;

import java.util.Map;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.TamskEvent.Elapse;
import org.ludoteka.games.tamsk.TamskEvent.Move;

class TamskNotationTest {

    @Test
    void theStartIsTheTextOfTheDesign() {
        assertThat(NOTATION.format(TamskPosition.start(1)))
                .isEqualTo("tamsk level=1 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32");
        assertThat(NOTATION.parsePosition("start")).isEqualTo(TamskPosition.start(1));
    }

    @Test
    void theFreeStartHasNoHourglassOnTheBoard() {
        assertThat(NOTATION.format(NOTATION.parsePosition("free")))
                .isEqualTo("tamsk level=1 turn=red red=- black=- rings=- holders=32,32");
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "tamsk level=1 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32",
            "tamsk level=1 turn=black red=b2,g1,d7 black=d1,g4,a4 rings=b2:1,d4:4,g4:1 holders=28,30 claim=b2",
            "tamsk level=2 turn=red red=a1:133000,g1:x,d7 black=d1:1,g4:180000,a4 rings=- holders=32,32",
            "tamsk level=2 turn=black red=b2:179000,g1,d7 black=d1,g4,a4 rings=- holders=32,32 claim=b2 letgo=1000",
            "tamsk level=2 turn=red red=b2:100000,g1,d7 black=d1,g4,a4 rings=- holders=32,32 opening=0,3",
            "tamsk level=3 turn=red red=a1:100000,g1:100000,d7:100000 black=d1:100000,g4:100000,a4:100000 rings=- holders=32,32 "
                    + "skips=2,1 timer=12500@red hand=a1",
            "tamsk level=3 turn=red red=a1:100000,g1:100000,d7:100000 black=d1:100000,g4:100000,a4:100000 rings=- holders=32,32 "
                    + "skips=1,0 hand=a1 early=d1",
            "tamsk level=3 turn=black red=b1:100000,g1:100000,d7:100000 black=d1:100000,g4:100000,a4:100000 rings=b1:1 holders=31,32 "
                    + "timer=3",
            "tamsk level=1 turn=black red=b1,g1,d7 black=d1,g4,a4 rings=b1:1 holders=31,32 overfull=b1",
            "tamsk level=3 turn=black red=d4:170000 black=- rings=- holders=32,32 claim=d4 letgo=250"})
    void positionsReadBackToTheSameText(String text) {
        TamskPosition position = NOTATION.parsePosition(text);

        assertThat(NOTATION.format(position)).isEqualTo(text);
        assertThat(NOTATION.parsePosition(NOTATION.format(position))).isEqualTo(position);
    }

    /**
     * TA-8: {@code ranout=} says how long before the moment described each run-out hourglass ran out,
     * so that the tie-break can tell which ran out last; one it does not name, as in every text
     * written before it, ran out at that moment.
     */
    @Test
    void ranoutSaysHowLongAgoEachRunOutHourglassRanOutAndOneNotNamedRanOutJustNowTA8() {
        String text = "tamsk level=2 turn=red red=a1:x,g1:x,d7:9000 black=d1:x,g4:x,a4:7000 rings=- holders=32,32"
                + " ranout=a1:4500,d1:120000,g4:1";
        TamskPosition position = NOTATION.parsePosition(text);

        assertThat(NOTATION.format(position)).isEqualTo(text);
        assertThat(position.red().hourglasses()).extracting(Hourglass::runsOutIn).containsExactly(-4500L, 0L, 9000L);
        assertThat(position.black().hourglasses()).extracting(Hourglass::runsOutIn).containsExactly(-120_000L, -1L, 7000L);
        for (String wrong : List.of("ranout=a1:0", "ranout=a1:", "ranout=d7:5", "ranout=a1:5,a1:6", "ranout=c3:5")) {
            String bad = text.replace("ranout=a1:4500,d1:120000,g4:1", wrong);
            assertThatThrownBy(() -> NOTATION.parsePosition(bad)).as(wrong).isInstanceOf(InputError.class);
        }
        assertThatThrownBy(() -> NOTATION.parsePosition("tamsk level=1 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32 ranout=a1:5"))
                .isInstanceOf(InputError.class);
    }

    @Test
    void theFieldsMeanWhatTheySay() {
        TamskPosition position = NOTATION.parsePosition("tamsk level=3 turn=red red=a1:100000,g1:x,d7 "
                + "black=d1:1,g4:100000,a4:100000 rings=b3:2 holders=30,32 skips=2,1 timer=12500@red hand=a1");

        assertThat(position.level()).isEqualTo(3);
        assertThat(position.turn()).isEqualTo(Side.RED);
        assertThat(position.red().hourglasses()).containsExactly(Hourglass.running(0, 100_000),
                Hourglass.running(TamskBoard.cell("g1"), 0), Hourglass.atRest(TamskBoard.cell("d7")));
        assertThat(position.rings().on(TamskBoard.cell("b3"))).isEqualTo(2);
        assertThat(position.red().skips()).isEqualTo(2);
        assertThat(position.black().skips()).isEqualTo(1);
        assertThat(position.timer()).isEqualTo(new FifteenSecondTimer(12_500, java.util.Optional.of(Side.RED)));
        assertThat(position.hand()).isZero();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            a1-b2    | a1-b2
            a1-b2+   | a1-b2+
            ring     | ring
            claim    | claim
            pass     | pass
            a1^      | a1^
            timer    | timer
            @b2      | @b2
            +12.5s   | +12.5s
            +0.001s  | +0.001s
            +60s     | +60s
            +12.500s | +12.5s
            +0s      | +0s
            """)
    void eventsReadAndWriteAsTheDesignTokens(String text, String written) {
        assertThat(NOTATION.format(null, NOTATION.parseMove(text))).isEqualTo(written);
    }

    @Test
    void eventsCarryWhatTheyName() {
        assertThat(NOTATION.parseMove("a1-b2+")).isEqualTo(new Move(0, TamskBoard.cell("b2"), true));
        assertThat(NOTATION.parseMove("+12.5s")).isEqualTo(new Elapse(12_500));
        assertThat(NOTATION.parseMove("+0.001s")).isEqualTo(new Elapse(1));
        assertThat(NOTATION.parseMove("g4^")).isEqualTo(new TamskEvent.PickUp(36));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            a1-b9     | tamsk.input.cell
            a5-a4     | tamsk.input.cell
            h1^       | tamsk.input.cell
            @e7       | tamsk.input.cell
            a1b2      | tamsk.input.event
            +1.0001s  | tamsk.input.event
            +-1s      | tamsk.input.event
            12s       | tamsk.input.event
            a1-b2++   | tamsk.input.event
            Ring      | tamsk.input.event
            """)
    void malformedEventsAreInputErrors(String text, String key) {
        assertThatThrownBy(() -> NOTATION.parseMove(text)).isInstanceOf(InputError.class)
                .satisfies(e -> assertThat(((InputError) e).problem().key()).isEqualTo(key));
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', textBlock = """
            loa level=1 turn=red red=a1 black=d1 rings=- holders=32,32                                          | tamsk.input.shape
            tamsk level=1 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32 claim                      | tamsk.input.field
            tamsk level=1 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32 colour=red                 | tamsk.input.unknownKey
            tamsk turn=red level=1 red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32                            | tamsk.input.order
            tamsk level=1 level=1 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32                    | tamsk.input.order
            tamsk level=1 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=-                                          | tamsk.input.missing
            tamsk level=4 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32                            | tamsk.input.badValue
            tamsk level=1 turn=white red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32                          | tamsk.input.badValue
            tamsk level=2 turn=red red=a1:200000,g1,d7 black=d1,g4,a4 rings=- holders=32,32                     | tamsk.input.badValue
            tamsk level=2 turn=red red=a1:0,g1,d7 black=d1,g4,a4 rings=- holders=32,32                          | tamsk.input.badValue
            tamsk level=1 turn=red red=a1,g1,d7,c3 black=d1,g4,a4 rings=- holders=32,32                         | tamsk.input.badValue
            tamsk level=1 turn=red red=a1:5000,g1,d7 black=d1,g4,a4 rings=- holders=32,32                       | tamsk.input.sandAtLevel1
            tamsk level=1 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=a2:2 holders=31,31                         | tamsk.input.ringsOnCell
            tamsk level=1 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=b2:1,b2:1 holders=31,31                    | tamsk.input.ringsOnCell
            tamsk level=1 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=33,31                            | tamsk.input.outOfRange
            tamsk level=2 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32 timer=5000                 | tamsk.input.fieldAtLevel
            tamsk level=1 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32 opening=3,3                | tamsk.input.fieldAtLevel
            tamsk level=1 turn=red red=a1,g1,d7 black=a1,g4,a4 rings=- holders=32,32                            | tamsk.input.sharedCell
            tamsk level=1 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=b2:1 holders=32,32                         | tamsk.input.ringTotal
            tamsk level=1 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32 claim=a1                   | tamsk.input.claim
            tamsk level=2 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32 letgo=100                  | tamsk.input.letgo
            tamsk level=3 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32 hand=d1                    | tamsk.input.hand
            tamsk level=3 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32 hand=a1 early=d1           | tamsk.input.early
            tamsk level=3 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32 skips=1,0 hand=a1 early=g1 | tamsk.input.early
            tamsk level=2 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32 early=d1                   | tamsk.input.fieldAtLevel
            tamsk level=3 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32 timer=5000@black           | tamsk.input.timerSide
            tamsk level=3 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32 timer=16000                | tamsk.input.outOfRange
            tamsk level=1 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32 overfull=a1                | tamsk.input.overfull
            """)
    void malformedPositionsAreInputErrorsThatSayWhatIsWrong(String text, String detail) {
        assertThatThrownBy(() -> NOTATION.parsePosition(text)).isInstanceOf(InputError.class).satisfies(e -> {
            Message problem = ((InputError) e).problem();
            assertThat(problem.key()).isEqualTo("tamsk.input.position");
            assertThat(((Message) problem.args().get(1)).key()).isEqualTo(detail);
        });
    }

    @Test
    void aCellOffTheBoardInAPositionIsNamed() {
        assertThatThrownBy(() -> NOTATION.parsePosition("tamsk level=1 turn=red red=a5,g1,d7 black=d1,g4,a4 rings=- holders=32,32"))
                .isInstanceOf(InputError.class)
                .satisfies(e -> assertThat(((InputError) e).problem()).isEqualTo(Message.of("tamsk.input.cell", "a5")));
    }

    @Test
    void aChosenLevelGivesTheNamedStartsThatLevelAndRefusesATextAtAnother() {
        var levelTwo = TamskGame.INSTANCE.notation(Map.of("level", "2"));

        assertThat(levelTwo.parsePosition("start")).isEqualTo(TamskPosition.start(2));
        assertThat(levelTwo.parsePosition("free")).isEqualTo(TamskPosition.free(2));
        assertThatThrownBy(() -> levelTwo.parsePosition("tamsk level=1 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32"))
                .isInstanceOf(InputError.class)
                .satisfies(e -> assertThat(((InputError) e).problem()).isEqualTo(Message.of("tamsk.input.levelMismatch", 1, 2)));
        assertThat(TamskGame.INSTANCE.notation(Map.of()).parsePosition(
                "tamsk level=3 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32").level()).isEqualTo(3);
    }
}
