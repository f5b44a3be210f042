package org.ludoteka.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.ludoteka.ai.TamskPositions.after;
import static org.ludoteka.ai.TamskPositions.fullBut;
import static org.ludoteka.ai.TamskPositions.position;
import static org.ludoteka.ai.TamskPositions.text;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskOptions;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tamsk.TamskRules;

class TamskComputerPlayerTest {
    private static final TamskRules RULES = new TamskRules(TamskOptions.DEFAULT);
    private static final TamskOptions STRICT = new TamskOptions(1, TamskOptions.DEFAULT.graceMillis(), true);
    private static final Duration THINK = Duration.ofMillis(5);

    /**
     * One ring each and room for two. Red's e3 may step to f2, the one way out of Black's g1, and
     * the game is over with Black's ring left; or to e4, and Black drops his ring on f2: a draw.
     */
    private static final String BLOCK_OR_DRAW = "tamsk level=1 turn=red red=e3,a1,a4 black=g1,d1,g4 rings="
            + fullBut("f2", 1, "e4", 2) + " holders=1,1";

    @ParameterizedTest
    @EnumSource(TamskStrength.class)
    void itBeatsARandomPlayerWithLegalEventsOnly(TamskStrength strength) {
        TamskSelfPlay.Score score = againstRandom(TamskOptions.DEFAULT, strength, TamskPosition.start(1), 6);

        assertThat(score.illegalEvents()).isZero();
        assertThat(score.wins()).isGreaterThanOrEqualTo(5);
    }

    @ParameterizedTest
    @EnumSource(TamskStrength.class)
    void inTheFreeStartItPlacesItsHourglassesAndDropsARingOnEach(TamskStrength strength) {
        TamskSelfPlay.Score score = againstRandom(TamskOptions.DEFAULT, strength, TamskPosition.free(1), 4);
        List<TamskEvent> firstTurn = new TamskComputerPlayer(TamskOptions.DEFAULT, strength, 3).chooseTurn(TamskPosition.free(1), THINK);

        assertThat(score.illegalEvents()).isZero();
        assertThat(firstTurn).hasSize(2).element(1).isEqualTo(TamskEvent.RING);
        assertThat(firstTurn.get(0)).isInstanceOf(TamskEvent.Place.class);
    }

    @Test
    void whereMovingOntoAFullCellLosesItNeverDoes() {
        TamskSelfPlay.Score score = againstRandom(STRICT, TamskStrength.HARD, TamskPosition.start(1), 6);

        assertThat(score.illegalEvents()).isZero();
        assertThat(score.wins()).isEqualTo(6);
    }

    @Test
    void boxedInByFullCellsItPassesRatherThanStepOntoOneWhereThatLoses() {
        // Red's three corner hourglasses touch only full cells; Black's d4 can still move to d5
        TamskPosition boxed = position("tamsk level=1 turn=red red=a1,g1,d7 black=d4,g4,a4 rings="
                + fullBut("d4", 2, "d5", 2) + " holders=2,1");

        List<TamskEvent> turn = new TamskComputerPlayer(STRICT, TamskStrength.HARD, 7).chooseTurn(boxed, THINK);

        assertThat(turn).containsExactly(TamskEvent.PASS);
        assertThat(new TamskRules(STRICT).legalMoves(boxed)).hasSizeGreaterThan(1);
    }

    @ParameterizedTest
    @EnumSource(TamskStrength.class)
    void itDropsARingWithEveryMoveWhileItHasOne(TamskStrength strength) {
        List<TamskEvent> turn = new TamskComputerPlayer(TamskOptions.DEFAULT, strength, 8).chooseTurn(TamskPosition.start(1), THINK);

        assertThat(turn).singleElement().isInstanceOfSatisfying(TamskEvent.Move.class, move -> assertThat(move.ring()).isTrue());
    }

    @Test
    void withAnEmptyHolderItStillMovesButDropsNothing() {
        TamskPosition empty = position("tamsk level=1 turn=red red=a1,b1,c1 black=a4,b5,c6 "
                + "rings=d1:1,d2:2,d3:3,d4:4,d5:3,d6:2,d7:1,e1:1,e2:2,e3:3,e4:3,e5:2,e6:1,f1:1,f2:2,f3:1 holders=0,32");

        List<TamskEvent> turn = new TamskComputerPlayer(TamskOptions.DEFAULT, TamskStrength.HARD, 9).chooseTurn(empty, THINK);

        assertThat(turn).singleElement().isInstanceOfSatisfying(TamskEvent.Move.class, move -> assertThat(move.ring()).isFalse());
    }

    @ParameterizedTest
    @EnumSource(value = TamskStrength.class, names = {"MEDIUM", "HARD"})
    void itClaimsTheRingTheOpponentForgotAndThenMoves(TamskStrength strength) {
        TamskPosition forgotten = after(RULES, TamskPosition.start(1), new TamskEvent.Move(0, 5, false)); // a1-b2, no ring

        List<TamskEvent> turn = new TamskComputerPlayer(TamskOptions.DEFAULT, strength, 10).chooseTurn(forgotten, THINK);

        assertThat(turn).hasSize(2).first().isEqualTo(TamskEvent.CLAIM);
        assertThat(text(forgotten, turn.get(1))).endsWith("+");
    }

    @ParameterizedTest
    @EnumSource(TamskStrength.class)
    void itBlocksTheOpponentsLastWayOutAndSoEndsTheGameAsTheWinner(TamskStrength strength) {
        TamskPosition position = position(BLOCK_OR_DRAW);

        List<TamskEvent> turn = new TamskComputerPlayer(TamskOptions.DEFAULT, strength, 11).chooseTurn(position, THINK);

        assertThat(turn).singleElement().satisfies(event -> assertThat(text(position, event)).isEqualTo("e3-f2+"));
        TamskPosition end = after(RULES, position, turn.get(0));
        assertThat(RULES.outcome(end).orElseThrow().winner()).contains(Side.RED);
    }

    @Test
    void theSameSeedPlaysTheSameGame() {
        List<List<TamskEvent>> first = turnsOfAGame(12);
        List<List<TamskEvent>> again = turnsOfAGame(12);

        assertThat(again).isEqualTo(first);
        assertThat(turnsOfAGame(13)).isNotEqualTo(first);
    }

    @Test
    void anInterruptMakesItAnswerAtOnceWithALegalTurn() {
        TamskComputerPlayer computer = new TamskComputerPlayer(TamskOptions.DEFAULT, TamskStrength.HARD, 14);

        Thread.currentThread().interrupt();
        List<TamskEvent> turn = assertTimeout(Duration.ofSeconds(5), () -> computer.chooseTurn(TamskPosition.start(1), Duration.ofMinutes(1)));
        Thread.interrupted();

        assertThat(turn).singleElement().satisfies(event -> after(RULES, TamskPosition.start(1), event));
    }

    @Test
    void levelsTwoAndThreeAreLeftToTheRealTimePlayer() {
        assertThatThrownBy(() -> new TamskComputerPlayer(new TamskOptions(2, 2000, false), TamskStrength.HARD, 15))
                .isInstanceOf(IllegalArgumentException.class);
    }

    /** {@code games} games of the computer against a seeded random player, under {@code options}. */
    private static TamskSelfPlay.Score againstRandom(TamskOptions options, TamskStrength strength, TamskPosition start, int games) {
        TamskRules rules = new TamskRules(options);
        TamskComputerPlayer computer = new TamskComputerPlayer(options, strength, 1);
        TamskRandomPlayer random = new TamskRandomPlayer(rules, 2);
        return new TamskSelfPlay(rules).play(start, position -> computer.chooseTurn(position, THINK), random::chooseTurn, games);
    }

    /** The noisy EASY player against a random one, both seeded, so that a game is a function of the seeds. */
    private static List<List<TamskEvent>> turnsOfAGame(long seed) {
        TamskComputerPlayer computer = new TamskComputerPlayer(TamskOptions.DEFAULT, TamskStrength.EASY, seed);
        TamskRandomPlayer random = new TamskRandomPlayer(RULES, 99);
        List<List<TamskEvent>> turns = new ArrayList<>();
        new TamskSelfPlay(RULES).play(TamskPosition.start(1), position -> {
            List<TamskEvent> turn = computer.chooseTurn(position, THINK);
            turns.add(turn);
            return turn;
        }, random::chooseTurn, 1);
        return turns;
    }
}
