package org.ludoteka.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CommandLineTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return new CommandLine(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8))
                .run(args);
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void movesListsEveryLegalMoveSortedAsPlainStrings() {
        assertThat(run("moves", "loa", "start")).isZero();

        String[] lines = out().split("\n");
        assertThat(lines).hasSize(36).isSorted().contains("b1-b3", "c1xa3", "g1-a1");
    }

    @Test
    void movesPrintsNothingWhenTheGameIsOver() {
        assertThat(run("moves", "loa", "7w/8/8/8/8/8/1w6/bb6 w")).isZero();
        assertThat(out()).isEmpty();
    }

    @Test
    void explainGivesTheReasonCodeAndTheSentenceAndExits1() {
        assertThat(run("explain", "loa", "start", "b1-b2")).isEqualTo(1);
        assertThat(out()).isEqualTo("illegal loa.wrongDistance: There are 2 pieces on the b-file, so the piece must"
                + " move exactly 2 squares; it tried to move 1 square.\n");
    }

    @Test
    void explainSpeaksTheChosenLanguageInUtf8() {
        assertThat(run("explain", "loa", "start", "b1-b3", "--lang", "cs")).isZero();
        assertThat(out()).isEqualTo("legal: Kámen táhne přesně o\u00a02 pole, protože ve sloupci b stojí 2 kameny.\n");
    }

    @Test
    void playPrintsThePositionAndTheResult() {
        assertThat(run("play", "loa", "7w/8/8/8/8/b7/8/b6w b", "a3-b2")).isZero();
        assertThat(out()).isEqualTo("7w/8/8/8/8/8/1b6/b6w w\n"
                + "result: black wins: Black has joined all its pieces into one group and wins.\n");
    }

    @Test
    void playHonoursTheSimultaneousOption() {
        assertThat(run("play", "loa", "8/6w1/5w2/2b5/3w4/8/8/6b1 b", "g1xd4", "--option", "simultaneous=mover-loses")).isZero();
        assertThat(out()).endsWith("result: white wins: The move joined both sides into one group each at the same time:"
                + " under the mover-loses rule Black, who moved, loses, and White wins.\n");
    }

    @Test
    void playKeepsTheHistoryForRepetition() {
        assertThat(run("play", "loa", "start", "b1-b3", "a2-c2", "b3-b1", "c2-a2", "b1-b3", "a2-c2", "b3-b1", "c2-a2")).isZero();
        assertThat(out()).endsWith("result: draw: The same position with the same player to move has now occurred three times:"
                + " the game is drawn.\n");
    }

    @Test
    void playStopsAtTheFirstIllegalMove() {
        assertThat(run("play", "loa", "start", "b1-b3", "a2-a3")).isEqualTo(1);
        assertThat(out()).isEqualTo("illegal loa.wrongDistance at move 2 (a2-a3): There are 6 pieces on the a-file,"
                + " so the piece must move exactly 6 squares; it tried to move 1 square.\n");
    }

    @Test
    void perftPrintsOneLineADepth() {
        assertThat(run("perft", "loa", "3")).isZero();
        assertThat(out()).isEqualTo("1 36\n2 1244\n3 44952\n");
    }

    @ParameterizedTest(name = "{0} → exit 2, one line")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            moves chess start                  | Unknown game 'chess'.
            moves gipf start                   | GIPF is not built yet
            explain tayu start t10h012         | t10 is not a square of the board
            explain tayu start j10h011         | are not three different mouths
            moves tayu start --option tile=999 | '999' is not a value of the option tile
            play tayu start:x                  | Not a Ta Yü position
            moves loa 1bbbbbb1/w6w              | Not a Lines of Action position
            explain loa start b1b3             | Not a Lines of Action move
            explain loa start b1-z9            | z9 is not a square of the board
            perft loa many                     | The depth must be a whole number
            moves loa start --option speed=2   | There is no option 'speed' in loa.
            moves loa start --option simultaneous=never | 'never' is not a value of the option simultaneous
            fly loa start                      | Unknown command 'fly'.
            moves loa                          | 'moves' needs: GAME POSITION.
            moves loa start --lang de          | Unknown language 'de'
            """)
    void badInputIsOneClearLineOnStderrAndExit2(String command, String expected) {
        assertThat(run(command.split(" "))).isEqualTo(2);
        assertThat(out()).isEmpty();
        assertThat(err()).contains(expected).doesNotContain("Exception").hasLineCount(1);
    }

    @Test
    void badInputIsReportedInTheChosenLanguage() {
        assertThat(run("explain", "loa", "start", "b1b3", "--lang", "fr")).isEqualTo(2);
        assertThat(err()).startsWith("Ce n'est pas un coup de Lines of Action");
    }

    @Test
    void taYuMovesListTheDrawsOrThePlacementsOfTheTileTheOptionNames() {
        assertThat(run("moves", "tayu", "start")).isZero();
        assertThat(out()).isEqualTo("draw-a\ndraw-b\n");

        out.reset();
        assertThat(run("moves", "tayu", "start", "--option", "tile=025")).isZero();
        assertThat(out().split("\n")).hasSize(12).isSorted().contains("j10h025", "h10h146", "j8v025", "j10v146");
    }

    @Test
    void taYuExplainNamesTheSquareAndTheEdge() {
        assertThat(run("explain", "tayu", "tayu players=2 turn=ns hands=127,- board=j10h025,k11v012 a=012 b=-", "j11v127")).isEqualTo(1);
        assertThat(out()).isEqualTo("illegal tayu.blankClosesChannel: Illegal: the blank edge on the east side of j12 would close the channel"
                + " coming from the tile on k12; every mouth that meets a tile must go on into its channel.\n");
    }

    @Test
    void taYuPlayLaysTheNamedTilesAndReportsTheEnd() {
        assertThat(run("play", "tayu", "start", "j10h567", "j9h123", "draw-a")).isZero();
        assertThat(out()).startsWith("tayu players=2 turn=ns hands=016,- board=j10h567,j9h123 a=057,")
                .endsWith("result: draw: North–South holds the tile 016, and it fits nowhere on the board, so the game ends."
                        + " North–South scores 0 × 0 = 0, West–East 0 × 0 = 0: equal scores, a draw.\n");
    }

    @Test
    void taYuPerftCountsDrawsThenPlacements() {
        assertThat(run("perft", "tayu", "2")).isZero();
        assertThat(out()).isEqualTo("1 2\n2 24\n");
    }
}
