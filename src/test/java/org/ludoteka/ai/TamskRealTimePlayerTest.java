package org.ludoteka.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.ludoteka.ai.TamskPositions.after;
import static org.ludoteka.ai.TamskPositions.fullBut;
import static org.ludoteka.ai.TamskPositions.position;
import static org.ludoteka.ai.TamskPositions.text;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.ai.TamskRealTimePlayer.Decision;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskOptions;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tamsk.TamskRules;

class TamskRealTimePlayerTest {
    private static final TamskOptions LEVEL_2 = new TamskOptions(2, 2000, false);
    private static final TamskOptions LEVEL_3 = new TamskOptions(3, 2000, false);
    private static final Duration THINK = Duration.ofMillis(30);
    private static final Duration JUST_NOW = Duration.ZERO;
    /** Level 3, Black on move, every hourglass running with 100 s left, the timer empty. */
    private static final String BLACK_ON_MOVE = "tamsk level=3 turn=black red=a1:100000,g1:100000,d7:100000 "
            + "black=d1:100000,g4:100000,a4:100000 rings=- holders=32,32";

    private static TamskRealTimePlayer red(TamskOptions options, TamskStrength strength) {
        return new TamskRealTimePlayer(options, Side.RED, strength, 1);
    }

    private static List<TamskEvent> played(Decision decision) {
        assertThat(decision).isInstanceOf(Decision.Play.class);
        return ((Decision.Play) decision).events();
    }

    private static Duration waited(Decision decision) {
        assertThat(decision).isInstanceOf(Decision.Wait.class);
        return ((Decision.Wait) decision).atMost();
    }

    @Test
    void atLevel3ItTurnsTheEmptyTimerOnAnOpponentWhoThinksLongerThanItsPatience() {
        TamskPosition slow = position(BLACK_ON_MOVE);

        Decision decision = red(LEVEL_3, TamskStrength.HARD).decide(slow, Duration.ofSeconds(15), THINK);

        assertThat(played(decision)).containsExactly(TamskEvent.TIMER);
        assertThat(after(new TamskRules(LEVEL_3), slow, TamskEvent.TIMER).timer().against()).contains(Side.BLACK);
    }

    @Test
    void beforeItsPatienceRunsOutItWaitsForExactlyTheRest() {
        Decision decision = red(LEVEL_3, TamskStrength.HARD).decide(position(BLACK_ON_MOVE), Duration.ofSeconds(4), THINK);

        assertThat(waited(decision)).isEqualTo(Duration.ofSeconds(11));
    }

    @Test
    void aTimerStillRunningCannotBeTurnedSoItWaitsUntilItIsEmpty() {
        TamskPosition running = position(BLACK_ON_MOVE + " timer=7000");

        Decision decision = red(LEVEL_3, TamskStrength.HARD).decide(running, Duration.ofSeconds(30), THINK);

        assertThat(waited(decision)).isEqualTo(Duration.ofSeconds(7));
    }

    @Test
    void atLevel2ThereIsNoTimerToTurn() {
        TamskPosition slow = position(BLACK_ON_MOVE.replace("level=3", "level=2"));

        assertThat(red(LEVEL_2, TamskStrength.HARD).decide(slow, Duration.ofMinutes(1), THINK)).isInstanceOf(Decision.Wait.class);
    }

    @Test
    void whenTheTimerRunsAgainstItItPicksUpFirstAndThenLetsGoOfThatHourglass() {
        TamskRules rules = new TamskRules(LEVEL_3);
        TamskRealTimePlayer player = red(LEVEL_3, TamskStrength.HARD);
        TamskPosition pressed = position(BLACK_ON_MOVE.replace("turn=black", "turn=red") + " timer=15000@red");

        List<TamskEvent> first = played(player.decide(pressed, Duration.ofSeconds(1), THINK));
        TamskPosition holding = after(rules, pressed, first.get(0));
        List<TamskEvent> second = played(player.decide(holding, Duration.ofSeconds(2), THINK));

        assertThat(first).singleElement().isInstanceOf(TamskEvent.PickUp.class);
        assertThat(second).singleElement().isInstanceOfSatisfying(TamskEvent.Move.class,
                move -> assertThat(move.from()).isEqualTo(holding.hand()));
        assertThat(after(rules, holding, second.get(0)).turn()).isEqualTo(Side.BLACK);
    }

    @Test
    void aTurnItHasLostItPasses() {
        TamskPosition skipping = position(BLACK_ON_MOVE.replace("turn=black", "turn=red") + " skips=1,0");

        assertThat(played(red(LEVEL_3, TamskStrength.HARD).decide(skipping, JUST_NOW, THINK))).containsExactly(TamskEvent.PASS);
    }

    @Test
    void itTurnsAnHourglassWithTwoSecondsLeftBeforeItRunsOut() {
        TamskPosition urgent = position("tamsk level=2 turn=red red=a1:2000,g1:100000,d7:100000 "
                + "black=d1:100000,g4:100000,a4:100000 rings=- holders=32,32");

        List<TamskEvent> turn = played(red(LEVEL_2, TamskStrength.HARD).decide(urgent, JUST_NOW, THINK));

        assertThat(turn).singleElement().satisfies(event -> assertThat(text(urgent, event)).startsWith("a1-").endsWith("+"));
    }

    /**
     * Red's a1 has two seconds left and could still step to b1; but e3-f2 shuts Black's g1 in, and
     * then nothing can move once a1 has run out: Red wins with no ring left against Black's two.
     * Saving a1 instead lets Black out, and the rings come out even.
     */
    @Test
    void itLetsAnHourglassRunOutWhenAnotherMoveWinsTheGame() {
        TamskPosition position = position("tamsk level=2 turn=red red=e3:100000,a1:2000,a4:100000 "
                + "black=g1:100000,d1:100000,g4:100000 rings=" + fullBut("f2", 1, "e4", 2, "b1", 0) + " holders=1,2");

        List<TamskEvent> turn = played(red(LEVEL_2, TamskStrength.HARD).decide(position, JUST_NOW, THINK));

        assertThat(turn).singleElement().satisfies(event -> assertThat(text(position, event)).isEqualTo("e3-f2+"));
    }

    @Test
    void onMoveItWaitsForTheOpponentsLastMovableHourglassToRunOutAndThenMoves() {
        TamskRules rules = new TamskRules(LEVEL_2);
        TamskRealTimePlayer player = red(LEVEL_2, TamskStrength.HARD);
        TamskPosition position = position("tamsk level=2 turn=red red=a1:100000,g1:100000,d7:100000 "
                + "black=d1:5000,g4:x,a4:x rings=- holders=32,32");

        Duration wait = waited(player.decide(position, JUST_NOW, THINK));
        TamskPosition later = after(rules, position, new TamskEvent.Elapse(wait.toMillis()));
        List<TamskEvent> turn = played(player.decide(later, wait, THINK));

        assertThat(wait).isEqualTo(Duration.ofMillis(5001));
        assertThat(later.movable(Side.BLACK)).isEmpty();
        assertThat(turn).singleElement().satisfies(event -> after(rules, later, event));
    }

    @Test
    void itClaimsTheRingTheOpponentForgotOnlyOnceTheOpponentsGraceIsOver() {
        TamskRules rules = new TamskRules(LEVEL_2);
        TamskRealTimePlayer player = red(LEVEL_2, TamskStrength.HARD);
        TamskPosition forgotten = position("tamsk level=2 turn=red red=a1:100000,g1:100000,d7:100000 "
                + "black=b2:170000,g4:100000,a4:100000 rings=- holders=32,32 claim=b2 letgo=300");

        // waiting is weighed against moving by two searches within the budget: a budget that a loaded machine cannot cut to nothing
        Duration think = Duration.ofMillis(400);
        Duration wait = waited(player.decide(forgotten, Duration.ofMillis(300), think));
        TamskPosition later = after(rules, forgotten, new TamskEvent.Elapse(wait.toMillis()));
        List<TamskEvent> turn = played(player.decide(later, Duration.ofMillis(300).plus(wait), think));

        assertThat(wait).isEqualTo(Duration.ofMillis(1701));
        assertThat(turn).hasSize(2).first().isEqualTo(TamskEvent.CLAIM);
        assertThat(after(rules, after(rules, later, turn.get(0)), turn.get(1)).rings().on(TamskBoard.cell("b2"))).isEqualTo(1);
    }

    @Test
    void inItsFirstThreeTurnsItMovesEachOfItsHourglassesOnce() {
        TamskRules rules = new TamskRules(LEVEL_2);
        TamskRealTimePlayer red = red(LEVEL_2, TamskStrength.HARD);
        TamskRealTimePlayer black = new TamskRealTimePlayer(LEVEL_2, Side.BLACK, TamskStrength.HARD, 2);
        TamskPosition position = TamskPosition.start(2);
        List<String> redFrom = new ArrayList<>();
        for (int turn = 0; turn < 6; turn++) {
            TamskRealTimePlayer mover = position.turn() == Side.RED ? red : black;
            List<TamskEvent> events = played(mover.decide(position, Duration.ofSeconds(1), THINK));
            position = after(rules, position, new TamskEvent.Elapse(1000));
            for (TamskEvent event : events) {
                if (event instanceof TamskEvent.Move move && position.turn() == Side.RED) {
                    redFrom.add(TamskBoard.name(move.from()));
                }
                position = after(rules, position, event);
            }
        }

        assertThat(redFrom).containsExactlyInAnyOrder("a1", "g1", "d7");
    }

    /** The opponent of {@link VirtualTimeGame} thinks up to 25 s: longer than HARD's patience, not MEDIUM's or EASY's. */
    @ParameterizedTest(name = "level {0}, {1}, seed {2}, turns the timer: {3}")
    @CsvSource({"2, HARD, 1, false", "2, EASY, 2, false", "3, HARD, 3, true", "3, HARD, 4, true", "3, MEDIUM, 5, false",
            "3, EASY, 6, false"})
    void everyEventItPlaysInAWholeGameIsLegal(int level, TamskStrength strength, long seed, boolean turnsTheTimer) {
        TamskOptions options = new TamskOptions(level, 2000, false);
        Side side = seed % 2 == 0 ? Side.BLACK : Side.RED;
        VirtualTimeGame game = new VirtualTimeGame(new TamskRules(options), new TamskRealTimePlayer(options, side, strength, seed), side, seed);

        TamskPosition end = game.play(TamskPosition.start(level));

        assertThat(end.isFinished()).isTrue();
        assertThat(game.computerEvents().contains(TamskEvent.TIMER)).isEqualTo(turnsTheTimer);
        assertThat(game.computerEvents().stream().anyMatch(TamskEvent.PickUp.class::isInstance)).isEqualTo(level == 3);
    }

    @Test
    void levelOneIsLeftToTheTurnByTurnPlayer() {
        assertThatThrownBy(() -> red(TamskOptions.DEFAULT, TamskStrength.HARD)).isInstanceOf(IllegalArgumentException.class);
    }
}
