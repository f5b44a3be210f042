package org.ludoteka.soak;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.MethodSource;
import org.ludoteka.games.Games;

/** A short soak of every game, every variant: no invariant broken, and the games end (those of Lines of Action mostly). */
class SoaksTest {
    private static final int GAMES_PER_GAME = 40;

    /** Every game of the catalogue: a game added without its soak line fails here. */
    static Stream<String> games() {
        return Games.CATALOGUE.stream().map(Games.Entry::id);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void randomGamesBreakNoInvariant(String game) {
        Soaks.GameSoak soak = Soaks.ALL.stream().filter(s -> s.game().equals(game)).findFirst().orElseThrow();
        List<Soak.Report> reports = Soaks.run(soak, GAMES_PER_GAME, 20261123);

        assertThat(reports).hasSize(soak.variants().size());
        assertThat(reports.stream().mapToInt(Soak.Report::games).sum()).isEqualTo(GAMES_PER_GAME);
        for (Soak.Report report : reports) {
            assertThat(report.examples()).as(report.name()).isEmpty();
            assertThat(report.violations()).as(report.name()).isZero();
            assertThat(report.events()).as(report.name()).isPositive();
            if (!game.equals("loa")) {
                assertThat(report.ended()).as(report.name()).isEqualTo(report.games());
            }
        }
    }
}
