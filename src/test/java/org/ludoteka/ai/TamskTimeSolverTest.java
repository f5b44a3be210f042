package org.ludoteka.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludoteka.ai.TamskPositions.fullBut;
import static org.ludoteka.ai.TamskPositions.position;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskNotation;
import org.ludoteka.games.tamsk.TamskOptions;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tamsk.TamskRules;

/**
 * The level-2 solver on endgames whose answers are worked out by hand: the cells round Red's g1 full
 * but g2, and every other hourglass boxed in, so only g1 can still move, onto g2; the sand decides the
 * rest (T-16, T-19, T-21, TA-8).
 */
class TamskTimeSolverTest {
    private static final TamskRules RULES = new TamskRules(new TamskOptions(2, 2000, false));
    private static final long FAR = System.nanoTime() + 60_000_000_000L;

    /**
     * Red's g1 has 5 s left. At once, or 4 s later (one second before it runs out), it goes to g2 and is
     * turned over (T-16: 175 or 179 s). With the ring Red wins on rings (T-7); without it the rings are
     * equal and time decides (T-21, TA-8): 175 s at once lose to Black's 179, 179 s four seconds later
     * (running out at 183) win. Waiting the 5 s loses: g1 runs out (T-19), nothing can move, and with
     * equal rings Black's sand lasts longest.
     */
    private static final String WAIT_LOSES = "tamsk level=2 turn=red red=b1:20000,g1:5000,d4:30000 black=c3:179000,d5:170000,e5:160000 "
            + "rings=a1:1,a2:1,a3:1,b1:1,b2:2,b3:2,b4:2,b5:1,c1:1,c2:2,c3:3,c4:3,c5:2,c6:1,d1:1,d2:2,d3:3,d4:4,d5:3,d6:2,d7:1,e1:1,e2:2,e3:3,"
            + "e4:3,e5:2,e6:1,f1:1,f2:2,f3:2,f4:2,f5:1,g1:1,g3:1,g4:1 holders=1,1";

    /**
     * Red's g1 was just turned: 170 s above, so turning it now leaves it 10 s (T-16). Red must drop his
     * ring (1 against 0 otherwise, T-7), and then the rings are equal and time decides: Black's last
     * hourglass runs out in 100 s, so g1 must run out later — it does once Red waits more than 45 s
     * (it runs out 10 + 2w s from now), and until g1 itself runs out at 170 s.
     */
    private static final String WAIT_WINS = "tamsk level=2 turn=red red=b1:20000,g1:170000,d4:30000 black=c3:100000,d5:90000,e5:80000 rings="
            + fullBut("g2", 0) + " holders=1,0";

    @Test
    void waitingLosesTheHourglassAboutToRunOutAndWithoutTheRingOnlyTheLaterMomentWins() {
        TamskPosition position = position(WAIT_LOSES);

        assertThat(new TamskTimeSolver(RULES).forcedWin(position, Side.RED, 1, FAR)).isEqualTo(Proof.WIN);
        assertThat(winning(position, Side.RED)).containsExactlyInAnyOrder("g1-g2+", "+4s g1-g2", "+4s g1-g2+");
        TamskPosition waited = TamskTimeSolver.after(RULES, position, List.of(new TamskEvent.Elapse(5000)));
        assertThat(waited.isFinished()).as("g1 has run out and nothing can move").isTrue();
        assertThat(RULES.outcome(waited).flatMap(Outcome::winner)).contains(Side.BLACK);
    }

    @Test
    void theRingChoiceDecidesAMoveAtOnce() {
        TamskPosition position = position(WAIT_LOSES);

        TamskPosition withRing = TamskTimeSolver.after(RULES, position, List.of(new TamskEvent.Move(cell("g1"), cell("g2"), true)));
        TamskPosition without = TamskTimeSolver.after(RULES, position, List.of(new TamskEvent.Move(cell("g1"), cell("g2"), false)));

        assertThat(RULES.outcome(withRing).flatMap(Outcome::winner)).contains(Side.RED);
        assertThat(RULES.outcome(withRing).orElseThrow().reason().key()).isEqualTo("tamsk.outcome.fewerRings");
        assertThat(RULES.outcome(without).flatMap(Outcome::winner)).contains(Side.BLACK);
        assertThat(RULES.outcome(without).orElseThrow().reason().key()).isEqualTo("tamsk.outcome.timeDecides");
    }

    @Test
    void movingAtOnceLosesAndWaitingWinsAsTheTurnedHourglassGetsMoreSandBack() {
        TamskPosition position = position(WAIT_WINS);

        assertThat(winning(position, Side.RED)).containsExactlyInAnyOrder(
                "+79s g1-g2+", "+80s g1-g2+", "+89s g1-g2+", "+90s g1-g2+", "+99s g1-g2+", "+100s g1-g2+", "+169s g1-g2+");
        assertThat(new TamskTimeSolver(RULES).forcedWin(position, Side.RED, 1, FAR)).isEqualTo(Proof.WIN);
        assertThat(new TamskTimeSolver(RULES).forcedWin(position, Side.BLACK, 3, FAR)).isEqualTo(Proof.NO_WIN);
    }

    @Test
    void theMomentsAreAtOnceAndOneSecondBeforeAndAtEachRunOut() {
        assertThat(TamskTimeSolver.moments(RULES, position(WAIT_LOSES))).containsExactly(0L, 4000L, 5000L, 19000L, 20000L, 29000L, 30000L,
                159000L, 160000L, 169000L, 170000L, 178000L, 179000L);
    }

    @Test
    void theForgottenRingMayBeClaimedFromTheFirstWholeSecondAfterTheGrace() {
        // Black just moved to f4 without his ring: Red may claim it once the 2 s grace is over (T-17, TA-5)
        TamskPosition position = position("tamsk level=2 turn=red red=a1:60000,g1:50000,d7:40000 black=d1:30000,f4:170000,a4:20000 rings=f4:1 "
                + "holders=32,31 claim=f4");

        assertThat(TamskTimeSolver.moments(RULES, position)).contains(3000L);
        String turns = TamskTimeSolver.turns(RULES, position).stream().map(TamskTimeSolverTest::text).collect(Collectors.joining("|"));
        assertThat(turns).contains("+3s claim ").doesNotContain("|claim ").doesNotStartWith("claim ");
    }

    @Test
    void onlyLevelTwoPositionsWithEveryHourglassPlacedAreHandled() {
        assertThat(TamskTimeSolver.handles(position(WAIT_LOSES))).isTrue();
        assertThat(TamskTimeSolver.handles(TamskPosition.start(1))).isFalse();
        assertThat(TamskTimeSolver.handles(TamskPosition.start(3))).isFalse();
        assertThat(TamskTimeSolver.handles(TamskPosition.free(2))).isFalse();
    }

    /** Every turn of {@code side}, on move, after which he has won. */
    private static List<String> winning(TamskPosition position, Side side) {
        TamskTimeSolver solver = new TamskTimeSolver(RULES);
        return TamskTimeSolver.turns(RULES, position).stream()
                .filter(turn -> solver.forcedWin(TamskTimeSolver.after(RULES, position, turn), side, 0, FAR) == Proof.WIN)
                .map(TamskTimeSolverTest::text).toList();
    }

    private static String text(List<TamskEvent> turn) {
        return turn.stream().map(event -> TamskNotation.INSTANCE.format(TamskPosition.start(2), event)).collect(Collectors.joining(" "));
    }

    private static int cell(String name) {
        return TamskBoard.cell(name);
    }
}
