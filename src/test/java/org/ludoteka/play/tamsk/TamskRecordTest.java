package org.ludoteka.play.tamsk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.InputError;
import org.ludoteka.games.tamsk.TamskNotation;
import org.ludoteka.progress.SavedGame;

/** Tamsk's game record: the numbered lines Save game record writes, read back to the millisecond, and a bad file refused naming its line. */
class TamskRecordTest {
    private static final TamskSetup LEVEL_2 = new TamskSetup(Map.of("level", "2"), false);

    private static TamskMatch played() {
        TamskMatch match = new TamskMatch(LEVEL_2);
        match.elapse(1500);
        match.play(TamskNotation.INSTANCE.parseMove("a1-b2+"));
        match.elapse(2250);
        match.play(TamskNotation.INSTANCE.parseMove("d1-d2"));
        match.elapse(800);
        match.play(TamskNotation.INSTANCE.parseMove("ring")); // T-17: within the 2 s grace
        match.elapse(4000);
        return match;
    }

    @Test
    void theRecordHasAHeaderTheStartAndOneNumberedLineAnEventWithTheTimeBeforeIt() {
        String file = TamskRecord.file(played());

        assertThat(file.lines().toList()).containsExactly(
                "# ludoteka tamsk --option level=2 --option grace=2000 --option fullcell=illegal",
                "tamsk level=2 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32",
                "1. +1.500s a1-b2+",
                "2. +2.250s d1-d2",
                "3. +0.800s ring",
                "4. +4.000s");
    }

    @Test
    void aSavedRecordIsReadBackToTheVeryPositionSandAndTimesIncluded() {
        TamskMatch match = played();
        SavedGame read = TamskRecord.read(TamskRecord.file(match));
        TamskMatch opened = TamskMatch.resume(read);

        assertThat(TamskNotation.INSTANCE.format(opened.position())).isEqualTo(TamskNotation.INSTANCE.format(match.position()));
        assertThat(opened.clockMillis()).isEqualTo(match.clockMillis());
        assertThat(opened.isPaused()).as("it waits for the player, its sand still").isTrue();
        assertThat(TamskRecord.file(opened)).isEqualTo(TamskRecord.file(match));
    }

    @Test
    void anIllegalEventIsRefusedNamingItsLineAndTheRulesReason() {
        String file = "# ludoteka tamsk --option level=2\nstart\n1. +1s a1-b2\n2. d1-d3\n";

        assertThatThrownBy(() -> TamskRecord.read(file)).isInstanceOfSatisfying(InputError.class, e -> {
            assertThat(e.problem().key()).isEqualTo("window.record.illegal");
            assertThat(e.problem().args()).startsWith(4, "d1-d3");
            assertThat(((org.ludoteka.core.Message) e.problem().args().get(2)).key()).isEqualTo("tamsk.notNeighbour"); // T-9
        });
    }

    @Test
    void anUnreadableEventAnotherGameAndAnUnknownOptionAreRefusedNamingTheirLine() {
        assertThatThrownBy(() -> TamskRecord.read("start\n1. a1-b2\n\n2. zz9\n")).isInstanceOfSatisfying(InputError.class, e -> {
            assertThat(e.problem().key()).isEqualTo("window.record.unread");
            assertThat(e.problem().args()).startsWith(4, "zz9");
        });
        assertThatThrownBy(() -> TamskRecord.read("# ludoteka gipf\nstart\n")).isInstanceOfSatisfying(InputError.class,
                e -> assertThat(e.problem().key()).isEqualTo("window.record.otherGame"));
        assertThatThrownBy(() -> TamskRecord.read("# ludoteka tamsk --option level=9\nstart\n")).isInstanceOf(InputError.class);
        assertThatThrownBy(() -> TamskRecord.read("")).isInstanceOfSatisfying(InputError.class,
                e -> assertThat(e.problem().key()).isEqualTo("window.record.empty"));
    }

    @Test
    void eachLineOfTheLogKeepsTheBoardAsItStoodThenAndLookingBackWaitsForTheSandToStand() {
        TamskMatch match = played();
        assertThat(match.log()).hasSize(3);
        assertThat(TamskNotation.INSTANCE.format(match.momentAfter(0).position()))
                .isEqualTo("tamsk level=2 turn=black red=b2:180000,g1,d7 black=d1,g4,a4 rings=b2:1 holders=31,32"); // the ring came with the move: nothing to claim
        assertThat(match.momentAfter(0).lastMove()).isEqualTo(TamskNotation.INSTANCE.parseMove("a1-b2+"));
        assertThat(match.momentAfter(1).lastMove()).isEqualTo(TamskNotation.INSTANCE.parseMove("d1-d2"));
        assertThat(match.mayLookBack()).as("the sand runs").isFalse();
        match.pause(true);
        assertThat(match.mayLookBack()).isTrue();
    }
}
