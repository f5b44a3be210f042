package org.ludoteka.soak;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.Outcome;
import org.ludoteka.games.loa.LoaGame;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaPosition;

/** The soak itself finds what is wrong: a broken invariant, a game that never ends. */
class SoakTest {

    private static Soak.Variant<LoaPosition, LoaMove> loa(Soak.Invariants<LoaPosition> invariants, Soak.Player<LoaPosition, LoaMove> player,
                                                          int maxEvents, boolean mustEnd) {
        return new Soak.Variant<>("loa test", LoaGame.INSTANCE.rules(Map.of()), LoaGame.INSTANCE.notation(Map.of()), seed -> "start",
                player, invariants, maxEvents, mustEnd);
    }

    private static final Soak.Player<LoaPosition, LoaMove> UNIFORM = (position, listed, random) -> listed.get(random.nextInt(listed.size()));

    @Test
    void aBrokenInvariantIsCountedAndShownWithTheGameTheEventAndThePosition() {
        Soak.Invariants<LoaPosition> complaining = new Soak.Invariants<>() {
            @Override
            public void afterEvent(LoaPosition before, LoaPosition after, List<String> broken) {
                if (after.toMove() == before.toMove()) {
                    broken.add("never");
                }
                broken.add("always");
            }

            @Override
            public void atEnd(LoaPosition end, Outcome outcome, List<String> broken) {
            }
        };
        Soak.Report report = new Soak<>(loa(complaining, UNIFORM, 5, false)).run(2, 1);

        assertThat(report.violations()).isEqualTo(10);
        assertThat(report.events()).isEqualTo(10);
        assertThat(report.examples()).hasSize(10).first().asString()
                .startsWith("loa test, game 0, after ").contains(": always — ").endsWith(" w");
    }

    @Test
    void aGameThatDoesNotEndIsAViolation() {
        Soak.Invariants<LoaPosition> none = new Soak.Invariants<>() {
            @Override
            public void afterEvent(LoaPosition before, LoaPosition after, List<String> broken) {
            }

            @Override
            public void atEnd(LoaPosition end, Outcome outcome, List<String> broken) {
            }
        };
        Soak.Report report = new Soak<>(loa(none, UNIFORM, 3, true)).run(1, 1);

        assertThat(report.violations()).isEqualTo(1);
        assertThat(report.examples().get(0)).contains("the game did not end within 3 events");
    }

    @Test
    void rulesThatThrowAreAViolationAndTheSoakGoesOnWithTheNextGame() {
        Soak.Invariants<LoaPosition> none = new Soak.Invariants<>() {
            @Override
            public void afterEvent(LoaPosition before, LoaPosition after, List<String> broken) {
            }

            @Override
            public void atEnd(LoaPosition end, Outcome outcome, List<String> broken) {
            }
        };
        Soak.Player<LoaPosition, LoaMove> throwing = (position, listed, random) -> {
            throw new IllegalStateException("a bug");
        };
        Soak.Report report = new Soak<>(loa(none, throwing, 5, false)).run(3, 1);

        assertThat(report.violations()).isEqualTo(3);
        assertThat(report.examples().get(2)).startsWith("loa test, game 2, after the start: threw java.lang.IllegalStateException: a bug — ")
                .endsWith(" b");
    }
}
