package org.ludoteka.games.tamsk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludoteka.games.tamsk.Tamsk.at;
import static org.ludoteka.games.tamsk.Tamsk.position;
import static org.ludoteka.games.tamsk.Tamsk.text;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.core.Message;
import org.ludoteka.core.Side;

class TimePassingTest {
    private static final String THREE_RUNNING = "tamsk level=2 turn=red red=a1:3000,g1:100000,d7:1000 "
            + "black=d1:2000,g4:100000,a4:100000 rings=- holders=32,32";

    /** Where time leaves the position, and what the notes say happened on the way. */
    private record Elapsed(TamskPosition after, List<Message> notes) {
    }

    private static Elapsed elapse(TamskPosition position, long millis) {
        List<Message> notes = new ArrayList<>();
        return new Elapsed(TimePassing.elapse(position, millis, notes), notes);
    }

    @ParameterizedTest(name = "{0} ms after: d7 {1}, d1 {2}, a1 {3}")
    @CsvSource({
            "0,    1000, 2000, 3000",
            "999,  1,    1001, 2001",
            "1000, x,    1000, 2000",
            "2999, x,    x,    1",
            "3000, x,    x,    x"})
    void sandRunsInEveryRunningHourglassToTheMillisecond(long millis, String d7, String d1, String a1) {
        TamskPosition after = elapse(position(THREE_RUNNING), millis).after();

        assertThat(text(after)).contains("red=a1:" + a1 + ",g1:" + (100_000 - millis) + ",d7:" + d7)
                .contains("black=d1:" + d1 + ",");
    }

    @Test
    void whatRunsOutIsToldInTheOrderItRunsOut() {
        assertThat(elapse(position(THREE_RUNNING), 10_000).notes()).containsExactly(Message.of("tamsk.note.elapsed", 10.0), Message.of("tamsk.note.expired", "d7"),
                Message.of("tamsk.note.expired", "d1"), Message.of("tamsk.note.expired", "a1"));
    }

    @Test
    void hourglassesAtRestDoNotRun() {
        TamskPosition start = TamskPosition.start(2);

        assertThat(elapse(start, 600_000).after()).isEqualTo(start);
    }

    @Test
    void timeStopsWhenTheLastHourglassThatCouldMoveRunsOutSoTheTieBreakReadsTheSandOfThatMoment() {
        TamskPosition lastMovable = position("tamsk level=2 turn=red red=a1:x,a2:10000,b1:x black=b2:x,a3:x,c1:50000 "
                + "rings=a4:1,b4:2,c2:2,c3:3,d1:1,d2:2,g4:1 holders=26,26");
        Elapsed end = elapse(lastMovable, 100_000);

        assertThat(at(end.after(), "c1").upperMillis()).isEqualTo(40_000);
        assertThat(end.notes().get(0)).isEqualTo(Message.of("tamsk.note.elapsed", 10.0));
        assertThat(TamskResult.of(end.after()).orElseThrow().winner()).contains(Side.BLACK);
    }

    @Test
    void theGraceRunsOnlyWhileARingIsOwedAndOnlyFromLevelTwo() {
        TamskPosition owed = position("tamsk level=2 turn=black red=b2:170000,g1:100000,d7:100000 "
                + "black=d1:100000,g4:100000,a4:100000 rings=- holders=32,32 claim=b2 letgo=500");
        TamskPosition levelOne = position("tamsk level=1 turn=black red=b2,g1,d7 black=d1,g4,a4 rings=- holders=32,32 claim=b2");

        assertThat(elapse(owed, 1200).after().sinceLetGo()).isEqualTo(1700);
        assertThat(elapse(levelOne, 1200).after().sinceLetGo()).isZero();
    }

    @Test
    void theTimerRunningAgainstNobodyJustEmpties() {
        TamskPosition draining = position("tamsk level=3 turn=black red=b2:170000,g1:100000,d7:100000 "
                + "black=d1:100000,g4:100000,a4:100000 rings=b2:1 holders=31,32 timer=4000");
        Elapsed drained = elapse(draining, 5000);

        assertThat(drained.after().timer().isEmpty()).isTrue();
        assertThat(drained.after().turn()).isEqualTo(Side.BLACK);
        assertThat(drained.notes()).containsExactly(Message.of("tamsk.note.elapsed", 5.0));
    }

    @Test
    void anHourglassInTheHandRunningOutTheSameMillisecondAsTheTimerCountsFirst() {
        TamskPosition holding = position("tamsk level=3 turn=red red=a1:15000,g1:100000,d7:100000 "
                + "black=d1:100000,g4:100000,a4:100000 rings=- holders=32,32 timer=15000@red hand=a1");
        Elapsed ranOut = elapse(holding, 15_000);

        assertThat(ranOut.notes()).containsExactly(Message.of("tamsk.note.elapsed", 15.0),
                Message.of("tamsk.note.expiredInHand", "a1", Message.of("side.red")),
                Message.of("tamsk.note.notStarted", Message.of("side.red")));
        assertThat(ranOut.after().turn()).isEqualTo(Side.BLACK);
        assertThat(ranOut.after().red().skips()).isEqualTo(1);
    }
}
