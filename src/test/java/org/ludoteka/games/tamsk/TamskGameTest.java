package org.ludoteka.games.tamsk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.cli.CommandLine;
import org.ludoteka.core.InputError;
import org.ludoteka.games.Games;

/** Tamsk as the registry and the command line see it (DESIGN.md §4). */
class TamskGameTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return new CommandLine(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)).run(args);
    }

    private String output() {
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void theCatalogueOffersTamsk() {
        assertThat(Games.byId("tamsk").orElseThrow().engine()).contains(TamskGame.INSTANCE);
    }

    @Test
    void optionsDefaultToLevelOneTwoSecondsOfGraceAndRefusingFullCells() {
        assertThat(TamskGame.INSTANCE.rules(Map.of()).options()).isEqualTo(TamskOptions.DEFAULT);
        assertThat(TamskGame.INSTANCE.rules(Map.of("level", "3", "grace", "0", "fullcell", "loses")).options())
                .isEqualTo(new TamskOptions(3, 0, true));
        assertThatThrownBy(() -> TamskGame.INSTANCE.rules(Map.of("level", "4"))).isInstanceOf(InputError.class);
        assertThatThrownBy(() -> TamskGame.INSTANCE.rules(Map.of("tempo", "1"))).isInstanceOf(InputError.class);
    }

    @Test
    void movesFromTheStartListsTheNineHourglassMovesSorted() {
        assertThat(run("moves", "tamsk", "start")).isZero();

        assertThat(output()).isEqualTo(String.join("\n", "a1-a2", "a1-b1", "a1-b2", "d7-c6", "d7-d6", "d7-e6", "g1-f1", "g1-f2", "g1-g2", ""));
    }

    @Test
    void movesListsPassWhenItIsAllThatIsLeft() {
        run("moves", "tamsk", "tamsk level=1 turn=red red=a1,a2,b1 black=b2,a3,c1 rings=b3:2,c2:2 holders=30,30");

        assertThat(output()).isEqualTo("pass\n");
    }

    @Test
    void perftCountsTheSameMovesAsAPlainEnumerationOfTheDesignsNeighbours() {
        assertThat(run("perft", "tamsk", "4")).isZero();

        assertThat(output()).isEqualTo("1 9\n2 81\n3 858\n4 9012\n");
    }

    @Test
    void perftAtLevelTwoKeepsTheFirstThreeTurnsRule() {
        run("perft", "tamsk", "5", "--option", "level=2");

        // each side's next moves must be of its still unmoved hourglasses: 9 · 9 · 6 · 6 · 3
        assertThat(output()).isEqualTo("1 9\n2 81\n3 486\n4 2916\n5 8748\n");
    }

    @Test
    void playPrintsThePositionAfterTheEventsWithTimeAndTheChosenLevel() {
        assertThat(run("play", "tamsk", "start", "--option", "level=2", "a1-b2+", "+12.5s", "d1-d2", "+0.001s")).isZero();

        assertThat(output()).isEqualTo("tamsk level=2 turn=red red=b2:167499,g1,d7 black=d2:179999,g4,a4 "
                + "rings=b2:1 holders=31,32 claim=d2 letgo=1\n");
    }

    @Test
    void playOfTheFreeStartAtLevelThree() {
        // Red turns the timer on Black, who has not placed when the 15 s run out: he loses this turn and the next
        run("play", "tamsk", "free", "--option", "level=3", "@d4", "timer", "+15s", "@c3", "pass", "@e3");

        assertThat(output()).isEqualTo("tamsk level=3 turn=black red=d4:165000,c3:180000,e3:180000 black=- rings=- holders=32,32 claim=e3\n");
    }

    @ParameterizedTest(name = "rings {0}, holders {1}")
    @CsvSource(delimiter = '|', textBlock = """
            a4:1,b3:2,b4:2,c2:2,c3:3,d1:1,d2:2,g4:1 | 25,25 | result: black wins: No hourglass can move any more. Black has 24 rings left and Red has 25: fewer rings win, so Black wins.
            a4:1,b3:2,b4:2,c2:2,c3:3,d1:1,d2:2      | 25,26 | result: draw: No hourglass can move any more and both players have 25 rings left: at level 1 the game is drawn.
            """)
    void playEndsWithTheResultWhenTheGameIsOver(String rings, String holders, String result) {
        // Black's d2-c1 with a ring boxes in the last hourglass that could move
        run("play", "tamsk", "tamsk level=1 turn=black red=a1,a2,b1 black=b2,a3,d2 rings=" + rings + " holders=" + holders, "d2-c1+");

        assertThat(output()).endsWith("\n" + result + "\n");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            en | illegal tamsk.fullCell: b1 is full (1 ring): no hourglass may enter it for the rest of the game. Over the board, moving an hourglass onto a full cell loses the game at once.
            cs | illegal tamsk.fullCell: Pole b1 už má maximální počet kroužků (1 kroužek): do konce hry na ně nelze vstoupit. Při hře na skutečné desce by hráč, který na ně postaví hodiny, ihned prohrál.
            fr | illegal tamsk.fullCell: La case b1 est pleine (1 anneau)\u00a0: elle ne peut plus être occupée jusqu’à la fin de la partie. Sur un vrai plateau, y déplacer un sablier fait perdre la partie immédiatement.
            """)
    void explainGivesTheReasonCodeAndItsSentenceInTheChosenLanguage(String language, String expected) {
        int status = run("explain", "tamsk", "tamsk level=1 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=b1:1 holders=31,32", "a1-b1",
                "--lang", language);

        assertThat(status).isEqualTo(CommandLine.ILLEGAL);
        assertThat(output()).isEqualTo(expected + "\n");
    }

    @Test
    void explainTellsTheTurningOfAnHourglass() {
        run("explain", "tamsk", "tamsk level=2 turn=red red=a1:47000,g1:100000,d7:100000 black=d1:100000,g4:100000,a4:100000 "
                + "rings=- holders=32,32", "a1-b1+");

        assertThat(output()).startsWith("legal: Red moves the hourglass from a1 to b1. "
                + "The hourglass is turned over: 180 − 47 = 133 s are now running.");
    }

    @Test
    void playStopsAtTheFirstIllegalEventWithItsNumber() {
        assertThat(run("play", "tamsk", "start", "a1-b2", "claim", "claim")).isEqualTo(CommandLine.ILLEGAL);

        assertThat(output()).startsWith("illegal tamsk.noClaim at move 3 (claim): ");
    }

    @Test
    void aClaimInsideTheMoversGraceIsRefusedAndOneAfterItIsPlayed() {
        String levelTwo = "tamsk level=2 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32";

        assertThat(run("play", "tamsk", levelTwo, "a1-b2", "+0.3s", "claim")).isEqualTo(CommandLine.ILLEGAL);
        assertThat(output()).isEqualTo("illegal tamsk.claimTooEarly at move 3 (claim): Too early to claim: Red let go of the "
                + "hourglass on b2 only 0.3 s ago and may still drop his ring there until 2 s have passed. "
                + "Only a ring he has let slip can be claimed.\n");
        out.reset();

        assertThat(run("play", "tamsk", levelTwo, "a1-b2", "+2.001s", "claim")).isEqualTo(CommandLine.OK);
        assertThat(output()).isEqualTo("tamsk level=2 turn=black red=b2:177999,g1,d7 black=d1,g4,a4 rings=b2:1 holders=32,31\n");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            play   | start | a1-z9
            moves  | tamsk level=9 | 
            play   | start | +5 s
            """)
    void badInputIsOneLineOnTheErrorStreamAndExitTwo(String command, String position, String event) {
        String[] args = event == null ? new String[] {command, "tamsk", position} : new String[] {command, "tamsk", position, event};

        assertThat(run(args)).isEqualTo(CommandLine.BAD_INPUT);
        assertThat(err.toString(StandardCharsets.UTF_8)).hasLineCount(1);
        assertThat(output()).isEmpty();
    }

    @Test
    void aPositionAtAnotherLevelThanTheChosenOneIsBadInput() {
        assertThat(run("moves", "tamsk", "tamsk level=1 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32",
                "--option", "level=3")).isEqualTo(CommandLine.BAD_INPUT);
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("The position is at level 1, but the option level=3 was chosen.\n");
    }
}
