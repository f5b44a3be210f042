package org.ludoteka.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;
import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.games.tayu.TayuGame;
import org.ludoteka.games.tayu.TayuNotation;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.games.tayu.TayuRules;

class TayuComputerPlayerTest {

    @ParameterizedTest(name = "{0} players, advanced={1}, {2}")
    @CsvSource({"2, no, EASY", "2, yes, HARD", "3, no, MEDIUM", "3, yes, HARD", "4, no, HARD", "4, yes, EASY"})
    void everyStrengthPlaysWholeGamesOfEveryVariantWithLegalEventsOnly(int players, String advanced, TayuStrength strength) {
        Map<String, String> options = Map.of("players", String.valueOf(players), "advanced", advanced);
        TayuRules rules = TayuGame.INSTANCE.rules(options);
        List<Function<TayuPosition, TayuEvent>> seats = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            seats.add(new TayuComputerPlayer(rules, strength, seat)::choose);
        }
        TayuSelfPlay.Game game = new TayuSelfPlay(rules).play(TayuGame.INSTANCE.notation(options).parsePosition("start:3"), seats);

        assertThat(rules.outcome(game.end())).isPresent();
        assertThat(game.end().tileCount()).isEqualTo(112);
        assertThat(game.end().board().tiles()).hasSizeGreaterThan(10);
    }

    @Test
    void theHardPlayerBeatsARandomPlayer() {
        TayuRules rules = TayuGame.INSTANCE.rules(Map.of());
        int wins = 0;
        for (int game = 0; game < 6; game++) {
            Function<TayuPosition, TayuEvent> hard = new TayuComputerPlayer(rules, TayuStrength.HARD, game)::choose;
            Function<TayuPosition, TayuEvent> random = new TayuRandomPlayer(rules, 100 + game)::choose;
            boolean first = game % 2 == 0;
            TayuSelfPlay.Game played = new TayuSelfPlay(rules).play(TayuPosition.seeded(2, 50 + game), first ? List.of(hard, random) : List.of(random, hard));
            Outcome outcome = rules.outcome(played.end()).orElseThrow();
            wins += outcome.winner().equals(java.util.Optional.of(first ? Side.NS : Side.WE)) ? 1 : 0;
        }
        assertThat(wins).isGreaterThanOrEqualTo(5);
    }

    /** The face-down tiles differ, what can be seen of them does not: the choice must not differ either. */
    @Test
    void itNeverPeeksAtTheFaceDownSupply() {
        TayuRules rules = TayuGame.INSTANCE.rules(Map.of());
        String board = "board=j10h025,k11v012,g10h234";
        TayuPosition one = TayuNotation.INSTANCE.parsePosition("tayu players=2 turn=ns hands=-,- " + board + " a=014,167 b=036,123");
        TayuPosition other = TayuNotation.INSTANCE.parsePosition("tayu players=2 turn=ns hands=-,- " + board + " a=047,034 b=156,135");

        for (long seed = 0; seed < 3; seed++) {
            assertThat(new TayuComputerPlayer(rules, TayuStrength.HARD, seed).choose(one))
                    .isEqualTo(new TayuComputerPlayer(rules, TayuStrength.HARD, seed).choose(other));
        }
    }

    @Test
    void itTakesAMouthToTheCoastWhenItCan() {
        TayuRules rules = TayuGame.INSTANCE.rules(Map.of());
        // a straight channel runs up file j from the south coast (j1, marked) to j18; North–South holds 026, which can carry it onto j19
        TayuPosition position = TayuNotation.INSTANCE.parsePosition(
                "tayu players=2 turn=ns hands=026,- board=j1v014,j4v024,j7v034,j10v014,j13v024,j16v034 a=134 b=-");

        TayuEvent move = new TayuComputerPlayer(rules, TayuStrength.MEDIUM, 1).choose(position);
        TayuPosition after = ((org.ludoteka.core.MoveResult.Legal<TayuPosition>) rules.apply(position, move)).after();

        assertThat(position.score(Side.NS)).isZero();
        assertThat(after.score(Side.NS)).isEqualTo(4);
    }

    @Test
    void threePlayersBidDownToTheirLimitAndThenPass() {
        TayuRules rules = TayuGame.INSTANCE.rules(Map.of("players", "3"));
        TayuComputerPlayer player = new TayuComputerPlayer(rules, TayuStrength.HARD, 1);
        TayuPosition opening = TayuNotation.INSTANCE.parsePosition("tayu players=3 turn=p1 bids=- start=ns hands=-,-,- board=- a=012 b=-");

        assertThat(player.choose(opening)).isEqualTo(new TayuEvent.Bid(40));
        assertThat(player.choose(TayuNotation.INSTANCE.parsePosition(
                "tayu players=3 turn=p2 bids=p1:30 start=ns hands=-,-,- board=- a=012 b=-"))).isEqualTo(new TayuEvent.Bid(29));
        assertThat(player.choose(TayuNotation.INSTANCE.parsePosition(
                "tayu players=3 turn=p2 bids=p1:24 start=ns hands=-,-,- board=- a=012 b=-"))).isEqualTo(TayuEvent.PASS);
    }
}
