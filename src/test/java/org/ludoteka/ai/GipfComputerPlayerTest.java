package org.ludoteka.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfHandicap;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfNotation;
import org.ludoteka.games.gipf.GipfOptions;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfRules;

class GipfComputerPlayerTest {
    private static final GipfNotation NOTATION = GipfNotation.INSTANCE;
    /** Long enough that MEDIUM always finishes its two tokens: its games are then the same every run. */
    private static final Duration AMPLE = Duration.ofSeconds(30);
    private static final Duration THINK = Duration.ofMillis(5);

    private static GipfPosition position(String text) {
        return NOTATION.parsePosition(text);
    }

    private static GipfPosition after(GipfRules rules, GipfPosition position, GipfMove move) {
        return ((MoveResult.Legal<GipfPosition>) rules.apply(position, move)).after();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"start", "basic", "tournament"})
    void mediumBeatsARandomPlayerWithLegalTokensOnly(String start) {
        GipfRules rules = new GipfRules(GipfOptions.DEFAULT);
        GipfComputerPlayer computer = new GipfComputerPlayer(GipfOptions.DEFAULT, GipfStrength.MEDIUM, 1);
        RandomPlayer<GipfPosition, GipfMove> random = new RandomPlayer<>(rules, 2);

        GipfSelfPlay.Score score = new GipfSelfPlay(rules, 3).play(position(start), p -> computer.choose(p, AMPLE), random::choose, 4);

        assertThat(score.illegalTokens()).isZero();
        assertThat(score.wins()).isEqualTo(4);
    }

    @ParameterizedTest
    @EnumSource(GipfStrength.class)
    void withPotentialsAndChallengesEveryStrengthPlaysOnlyLegalTokens(GipfStrength strength) {
        GipfOptions options = new GipfOptions(3, 1, 1, GipfHandicap.NONE);
        GipfRules rules = new GipfRules(options);
        GipfComputerPlayer computer = new GipfComputerPlayer(options, strength, 4);
        RandomPlayer<GipfPosition, GipfMove> random = new RandomPlayer<>(rules, 5);

        GipfSelfPlay.Score score = new GipfSelfPlay(rules, 6).play(new GipfNotation(3, 1).parsePosition("start"),
                p -> computer.choose(p, THINK), random::choose, 2);

        assertThat(score.illegalTokens()).isZero();
        assertThat(score.wins() + score.losses()).isEqualTo(2);
    }

    @ParameterizedTest
    @EnumSource(value = GipfStrength.class, names = {"MEDIUM", "HARD"})
    void itCompletesItsOwnRowToRefillItsReserve(GipfStrength strength) {
        GipfRules rules = new GipfRules(GipfOptions.DEFAULT);
        GipfPosition three = position("gipf game=basic turn=white white=e3,e4,e5 black=b2,e8,h2 reserve=12,12");

        GipfMove move = new GipfComputerPlayer(GipfOptions.DEFAULT, strength, 7).choose(three, Duration.ofMillis(200));

        assertThat(after(rules, three, move).reserve(Side.WHITE)).as(NOTATION.format(three, move)).isEqualTo(15);
    }

    @ParameterizedTest
    @EnumSource(value = GipfStrength.class, names = {"MEDIUM", "HARD"})
    void removingARowItKeepsItsOwnGipfPieceAndTakesTheOpponents(GipfStrength strength) {
        GipfPosition row = position("gipf game=standard turn=white white=Gb5,e2,e3,e4,Ge5,Gh5 black=Gb2,Ge6,Gh2 reserve=9,12 pending=rows@white");

        GipfMove move = new GipfComputerPlayer(GipfOptions.DEFAULT, strength, 8).choose(row, Duration.ofMillis(200));

        assertThat(NOTATION.format(row, move)).isEqualTo("xe2-e6:e5");
    }

    @Test
    void facingAPotentialOnTheCentreItChallengesWhileItMay() {
        GipfOptions options = new GipfOptions(0, 1, 1, GipfHandicap.NONE);
        GipfPosition potential = position("gipf game=standard turn=white white=Gb5,e2,Ge3,e4,Te5,Gh5 black=Gb2,Ge8,Gh2 "
                + "reserve=9,12 potentials=0,3 challenges=1,1 pending=challenge@black");

        assertThat(new GipfComputerPlayer(options, GipfStrength.MEDIUM, 9).choose(potential, AMPLE)).isEqualTo(GipfMove.CHALLENGE);
    }

    @Test
    void itLeavesTheChallengesGameOfTamskAndAFinishedGameAlone() {
        GipfComputerPlayer computer = new GipfComputerPlayer(GipfOptions.DEFAULT, GipfStrength.HARD, 10);
        GipfPosition tamsk = position("gipf game=standard turn=white white=Gb5,e2,Ge3,e4,Te5,Gh5 black=Gb2,Ge8,Gh2 "
                + "reserve=9,12 potentials=0,3 challenges=1,0 pending=tamsk@white");
        GipfPosition over = position("gipf game=basic turn=white white=- black=b2,e8,h2 reserve=0,12 captured=15,0");

        assertThatThrownBy(() -> computer.choose(tamsk, THINK)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> computer.choose(over, THINK)).isInstanceOf(IllegalArgumentException.class);
    }

    /** The shipped GIPF puzzles were generated by MEDIUM (PuzzleGenerator): only HARD thinks with the present engine. */
    @Test
    void mediumStillThinksWithTheReferenceEngine() {
        GipfRules rules = new GipfRules(GipfOptions.DEFAULT);
        GipfComputerPlayer byDefault = new GipfComputerPlayer(GipfOptions.DEFAULT, GipfStrength.MEDIUM, 12);
        GipfComputerPlayer reference = new GipfComputerPlayer(GipfOptions.DEFAULT, GipfStrength.MEDIUM, 12,
                Engine.REFERENCE);
        RandomPlayer<GipfPosition, GipfMove> random = new RandomPlayer<>(rules, 13);
        GipfPosition position = position("start");
        for (int token = 0; token < 40 && rules.outcome(position).isEmpty(); token++) {
            if (token % 2 == 0) {
                GipfMove chosen = byDefault.choose(position, AMPLE);
                assertThat(chosen).as(NOTATION.format(position)).isEqualTo(reference.choose(position, AMPLE));
                position = after(rules, position, chosen);
            } else {
                position = after(rules, position, random.choose(position));
            }
        }
    }

    @Test
    void theRandomPlayerIsTheSameForTheSameSeed() {
        GipfRules rules = new GipfRules(GipfOptions.DEFAULT);
        List<List<GipfMove>> games = new ArrayList<>();
        for (int run = 0; run < 2; run++) {
            RandomPlayer<GipfPosition, GipfMove> random = new RandomPlayer<>(rules, 11);
            List<GipfMove> game = new ArrayList<>();
            GipfPosition position = position("start");
            while (rules.outcome(position).isEmpty()) {
                GipfMove move = random.choose(position);
                game.add(move);
                position = after(rules, position, move);
            }
            games.add(game);
        }
        assertThat(games.get(0)).isEqualTo(games.get(1)).isNotEmpty();
    }
}
