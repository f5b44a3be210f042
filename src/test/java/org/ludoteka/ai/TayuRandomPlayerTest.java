package org.ludoteka.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.cli.CommandLine;
import org.ludoteka.core.Side;
import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.games.tayu.TayuGame;
import org.ludoteka.games.tayu.TayuNotation;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.games.tayu.TayuRules;

class TayuRandomPlayerTest {

    /** A seeded game, replayed on the command line from its list of events, ends in the same position with the same score. */
    @ParameterizedTest(name = "{0} players, seed {1}")
    @CsvSource({"2, 7", "3, 11", "4, 13"})
    void aSeededGameReplayedFromItsEventsGivesTheSameScore(int players, int seed) {
        Map<String, String> options = Map.of("players", String.valueOf(players));
        TayuSelfPlay.Game game = play(options, seed);
        TayuSelfPlay.Game again = play(options, seed);
        assertThat(again.events()).isEqualTo(game.events());

        List<String> args = new ArrayList<>(List.of("play", "tayu", "start:" + seed));
        args.addAll(game.events());
        args.addAll(List.of("--option", "players=" + players));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = new CommandLine(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(new ByteArrayOutputStream(), true))
                .run(args.toArray(String[]::new));

        assertThat(status).isZero();
        String[] lines = out.toString(StandardCharsets.UTF_8).split("\n");
        TayuPosition replayed = TayuNotation.INSTANCE.parsePosition(lines[0]);
        assertThat(replayed).isEqualTo(game.end());
        assertThat(replayed.score(Side.NS)).isEqualTo(game.end().score(Side.NS));
        assertThat(replayed.score(Side.WE)).isEqualTo(game.end().score(Side.WE));
        assertThat(lines[1]).startsWith("result: ").contains("North–South scores " + replayed.coastPoints()[0] + " × ");
    }

    private static TayuSelfPlay.Game play(Map<String, String> options, int seed) {
        TayuRules rules = TayuGame.INSTANCE.rules(options);
        int players = Integer.parseInt(options.get("players"));
        List<Function<TayuPosition, TayuEvent>> seats = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            seats.add(new TayuRandomPlayer(rules, seed * 10L + seat)::choose);
        }
        return new TayuSelfPlay(rules).play(TayuGame.INSTANCE.notation(options).parsePosition("start:" + seed), seats);
    }
}
