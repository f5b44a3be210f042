package org.ludoteka.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.ludoteka.core.Notation;
import org.ludoteka.games.Games;
import org.ludoteka.i18n.Language;
import org.ludoteka.i18n.Messages;
import org.ludoteka.lesson.LessonLibrary;
import org.ludoteka.puzzle.PuzzleLibrary;

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

    /** T-26 on the command line: Red's 15 s run out with a1 in hand, Black picks up d1 and lets go first. */
    @Test
    void playTakesTwoHandsAtOnceInTamsk() {
        assertThat(run("play", "tamsk", "start", "--option", "level=3", "timer", "a1^", "+15s", "d1^")).isZero();
        assertThat(out()).isEqualTo("tamsk level=3 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32 skips=1,0 hand=a1 early=d1\n");
        out.reset();
        assertThat(run("play", "tamsk", "start", "--option", "level=3", "timer", "a1^", "+15s", "d1^", "d1-d2+", "a1-b1+")).isZero();
        assertThat(out()).isEqualTo("tamsk level=3 turn=black red=b1:180000,g1,d7 black=d2:180000,g4,a4 rings=b1:1,d2:1 holders=31,31\n");
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

    @Test
    void gipfListsItsFortyTwoEntriesAtTheStart() {
        assertThat(run("moves", "gipf", "start")).isZero();
        assertThat(out().split("\n")).hasSize(42).isSorted().contains("a1-b2", "e1-e2", "i5-h5");
    }

    @Test
    void gipfPlaysItsDecisionsAsTokensAndSaysWhichIsAwaited() {
        String potential = "gipf game=standard turn=white white=Ge2,e3,Te4,Gb5,Gh5 black=Gb2,Ge8,Gh2 reserve=10,12 potentials=2,3 challenges=1,1";
        assertThat(run("play", "gipf", potential, "e1-e2", "challenge", "lost", "xe2-e5:e3")).isZero();
        assertThat(out()).isEqualTo("gipf game=standard turn=black white=Gb5,Ge3,Gh5 black=Gb2,Ge8,Gh2 reserve=12,12 potentials=0,3 challenges=1,0\n");
    }

    @Test
    void gipfMovesListsTheDecisionsOpen() {
        assertThat(run("moves", "gipf", "gipf game=standard turn=white white=Gb5,e2,e3,e4,Ge5,Gh5 black=Gb2,Ge6,Gh2 reserve=9,12 pending=rows@white")).isZero();
        assertThat(out()).isEqualTo("xe2-e6\nxe2-e6:e5\nxe2-e6:e5,e6\nxe2-e6:e6\n");
    }

    @Test
    void gipfExplainsAPushAtTheWrongTimeWithWhatIsAwaited() {
        assertThat(run("explain", "gipf", "gipf game=standard turn=white white=Gb5,e2,e3,e4,Ge5,Gh5 black=Gb2,Ge6,Gh2 reserve=9,12 pending=rows@white", "a1-b2")).isEqualTo(1);
        assertThat(out()).isEqualTo("illegal gipf.decisionPending: No piece can be pushed in now: White must first remove a row (e2-e6), written like xc3-c7.\n");
    }

    @Test
    void gipfPlayEndsWithTheResult() {
        assertThat(run("play", "gipf", "gipf game=basic turn=white white=- black=- reserve=1,0 captured=14,15", "a1-b2")).isZero();
        assertThat(out()).endsWith("result: white wins: Black has no piece left in reserve to bring into play, so Black loses and White wins.\n");
    }

    @Test
    void gipfHandicapGivesTheWeakerPlayerExtraPiecesInTheBasicGame() {
        assertThat(run("play", "gipf", "basic", "e1-e2", "--option", "handicap=black+2")).isZero();
        assertThat(out()).isEqualTo("gipf game=basic turn=black white=b5,e2,e3,h5 black=b2,e8,h2 reserve=11,14 handicap=black+2\n");
        out.reset();
        assertThat(run("moves", "gipf", "basic", "--option", "handicap=white+3")).isZero();
        assertThat(out().split("\n")).hasSize(42);
        // Black's last piece in reserve is his 16th: the handicap gives it to him
        String sixteenth = "gipf game=basic turn=black white=- black=b2 reserve=1,1 handicap=black+1 captured=14,14";
        out.reset();
        assertThat(run("explain", "gipf", sixteenth, "a1-b2")).isZero();
        assertThat(out()).startsWith("legal: ");
    }

    @Test
    void gipfPerftCountsTheTournamentGame() {
        assertThat(run("perft", "gipf", "3", "tournament")).isZero();
        assertThat(out()).isEqualTo("1 42\n2 1764\n3 148176\n");
    }

    @ParameterizedTest(name = "{0} → exit 2, one line")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            moves chess start                  | Unknown game 'chess'.
            explain gipf start a1-j2           | j2 is not a point of the board
            explain gipf start pass            | Not a GIPF token
            moves gipf start --option potentials=9 | '9' is not a value of the option potentials
            moves gipf start --option handicap=white+1 | The handicap white+1 is for the basic game only (G-6): start from basic.
            moves gipf basic --option handicap=white+4 | 'white+4' is not a value of the option handicap
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
            moves loa start --lang             | '--lang' needs a value after it: en, cs or fr.
            moves loa start --option           | '--option' needs a value after it: a rule option written name=value, such as simultaneous=draw.
            moves loa start --lang --option x=y | '--lang' needs a value after it: en, cs or fr.
            --lessons                          | '--lessons' needs a value after it: a folder of lessons.
            moves loa start b1-b3              | 'moves' takes GAME POSITION; left over: 'b1-b3'.
            explain loa start b1-b3 b3-b5 c1-c3 | 'explain' takes GAME POSITION MOVE; left over: 'b3-b5' 'c1-c3'.
            bench now                          | 'bench' takes nothing, or soak, launch or strength for that part alone; not 'now'.
            moves lao start                    | Unknown game 'lao'; did you mean loa? The games are: loa, tamsk, tayu, gipf.
            moves tmask start                  | Unknown game 'tmask'; did you mean tamsk?
            mvoes loa start                    | Unknown command 'mvoes'; did you mean moves?
            moves loa start --colour red       | Unknown flag '--colour'.
            """)
    void badInputIsOneClearLineOnStderrAndExit2(String command, String expected) {
        assertThat(run(command.split(" "))).isEqualTo(2);
        assertThat(out()).isEmpty();
        assertThat(err()).contains(expected).doesNotContain("Exception").hasLineCount(1);
    }

    @Test
    void badInputIsReportedInTheChosenLanguage() {
        assertThat(run("explain", "loa", "start", "b1b3", "--lang", "fr")).isEqualTo(2);
        assertThat(err()).startsWith("Ce n’est pas un coup de Lines of Action");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"--help", "-h", "help", "moves --help", "--lang cs -h"})
    void helpPrintsTheCommandsTheFlagsAndTheGamesEachWithWhatItDoesUnderItAndExits0(String line) {
        assertThat(run(line.split(" "))).isZero();

        assertThat(err()).isEmpty();
        for (String command : new String[] {"moves GAME POSITION", "explain GAME POSITION MOVE", "play GAME POSITION MOVE...",
                "perft GAME DEPTH [POSITION]", "verify [PATH...]", "generate-puzzles GAME --count N --seed S [--goal KIND] [--out DIR]",
                "generate-puzzles loa|gipf --from-record FILE... [--out DIR]",
                "export GAME POSITION FILE [--size WxH]", "export-lesson LESSON FILE [--step N] [--size WxH]",
                "bench [soak|launch|strength]", "--version", "--option NAME=VALUE", "--lang en|cs|fr", "--lessons DIR"}) {
            assertThat(out()).as(command).containsPattern("(?m)^  " + Pattern.quote(command) + "\n      \\S");
        }
        assertThat(out()).containsPattern("(?m)^  solve GAME POSITION\n      \\[--goal win-in-N\\|save\\|capture-most\\|use-power\\|interim\\|best-placement\\|\n      points-N\\] \\[--seconds S\\]\n      \\S");
        assertThat(out()).containsPattern("(?m)^  loa\n      Lines of Action\n      [^:\\n]+: start, scrambled\n      [^:\\n]+: simultaneous=draw\\|mover-wins\\|mover-loses$");
        assertThat(out()).containsPattern("(?m)^  tamsk\n      Tamsk\n      [^:\\n]+: start, free\n      [^:\\n]+: level=1\\|2\\|3, grace=2000\\|0\\|1000\\|3000\\|5000, fullcell=illegal\\|loses$");
        assertThat(out()).containsPattern("(?m)^  gipf\n      GIPF\n      [^:\\n]+: start, basic, tournament\n      [^:\\n]+: potentials=0\\|1\\|2\\|3\\|4\\|5\\|6, challenges=0\\|1\\|2\\|3,");
        assertThat(out()).containsPattern("(?m)^  tayu\n      Ta Yü\n      [^:\\n]+: start, start:SEED\n");
        assertThat(out().replace("|\n        ", "|")).contains("tile=-|012|013|014|015|016|017|023|024|025|026|027|034|035|036|037|056|057|067|123|125|126|127|135|136|137|167|236|237");
    }

    /** An 80-column terminal shows the help unbroken, in every language. */
    @ParameterizedTest
    @ValueSource(strings = {"en", "cs", "fr"})
    void everyLineOfTheHelpFitsEightyColumns(String language) {
        assertThat(run("--help", "--lang", language)).isZero();

        assertThat(out().lines()).allSatisfy(line -> assertThat(line.length()).as(line).isLessThanOrEqualTo(80));
        for (String command : CommandLine.COMMANDS) {
            assertThat(out()).as(command).containsPattern("(?m)^  " + Pattern.quote(command) + "\\b");
        }
    }

    /** The help names every named start of every game, each one a start the game reads. */
    @Test
    void helpNamesEveryNamedStartOfEveryGameAndEachIsRead() {
        assertThat(run("--help")).isZero();
        String help = out();
        for (Games.Entry entry : Games.CATALOGUE) {
            Notation<?, ?> notation = entry.engine().orElseThrow().notation(Map.of());
            assertThat(notation.namedStarts()).contains("start");
            assertThat(help).contains(String.join(", ", notation.namedStarts()));
            for (String start : notation.namedStarts()) {
                assertThatCode(() -> notation.parsePosition(start.replace("SEED", "7"))).as(start).doesNotThrowAnyException();
            }
        }
    }

    /** A mistyped command is answered with every command there is. */
    @ParameterizedTest
    @ValueSource(strings = {"mvoes", "frobnicate"})
    void anUnknownCommandIsAnsweredWithEveryCommand(String typed) {
        assertThat(run(typed, "loa", "start")).isEqualTo(2);

        for (String command : CommandLine.COMMANDS) {
            assertThat(err()).as(command).containsPattern("[ ,]" + Pattern.quote(command) + "[,.]");
        }
    }

    /** P-9, issue #18: power=next-turn is gone; an old command line still runs, by the rulebook's timing, with one line on stderr. */
    @Test
    void aRetiredRuleOptionStillRunsByTodaysRuleAndSaysSoOnStderr() {
        String own = "gipf game=standard turn=white white=Ge2,e3,Te4,Gb5,Gh5 black=Gb2,Ge8,Gh2 reserve=10,12 potentials=2,3";
        assertThat(run("play", "gipf", own, "e1-e2", "--option", "power=next-turn", "--lang", "cs")).isZero();
        assertThat(out()).isEqualTo("gipf game=standard turn=white white=Gb5,e2,Ge3,e4,Te5,Gh5 black=Gb2,Ge8,Gh2 reserve=9,12 potentials=0,3 pending=extra@white\n");
        assertThat(err()).isEqualTo(Messages.of(Language.CS).format("gipf.retired.power.next-turn") + "\n").contains("kole");
        out.reset();
        err.reset();
        assertThat(run("play", "gipf", own, "e1-e2", "--option", "power=same-turn")).isZero();
        assertThat(err()).isEmpty();
    }

    @Test
    void helpSpeaksTheChosenLanguage() {
        assertThat(run("help", "--lang", "cs")).isZero();
        assertThat(out()).startsWith("Použití: ludoteka COMMAND ARGUMENTS... ").contains("Příkazy:", "vypíše tuto nápovědu");
    }

    @Test
    void versionPrintsThePomsVersion() throws IOException {
        Matcher pom = Pattern.compile("<artifactId>ludoteka</artifactId>\\s*<version>([^<]+)</version>")
                .matcher(Files.readString(Path.of("pom.xml")));
        assertThat(pom.find()).isTrue();

        assertThat(run("--version")).isZero();
        assertThat(out()).isEqualTo("Ludoteka " + pom.group(1) + "\n");
    }

    @Test
    void aPositionLeftUnquotedIsToldAndTheQuotedFormShown() {
        assertThat(run("moves", "loa", "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1", "b")).isEqualTo(2);
        assertThat(err()).isEqualTo("The position was split into several arguments at its spaces: put it in quotes, "
                + "as in \"1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b\".\n");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            explain loa 8/8/8/8/8/b7/8/b6w b a3-b2       | 8/8/8/8/8/b7/8/b6w b
            play loa 8/8/8/8/8/b7/8/b6w b a3-b2 b2-b3    | 8/8/8/8/8/b7/8/b6w b
            perft loa 2 8/8/8/8/8/b7/8/b6w b             | 8/8/8/8/8/b7/8/b6w b
            play tamsk tamsk level=2 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32 a1-b2 | tamsk level=2 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32
            """)
    void everyCommandTellsAnUnquotedPosition(String line, String position) {
        assertThat(run(line.split(" "))).isEqualTo(2);
        assertThat(err()).isEqualTo("The position was split into several arguments at its spaces: put it in quotes, "
                + "as in \"" + position + "\".\n");
    }

    @Test
    void verifySaysHowManyLessonsAndPuzzlesAreAllCorrect() {
        int puzzles = PuzzleLibrary.shipped().stream().mapToInt(file -> file.puzzles().size()).sum();

        assertThat(run("verify")).isZero();
        assertThat(out()).isEqualTo(LessonLibrary.shipped().size() + " lessons and " + puzzles + " puzzles, all correct.\n");
    }

    @Test
    void verifyCountsInCzechPlurals() {
        assertThat(run("verify", "lessons/loa/01-board-and-start.yaml", "--lang", "cs")).isZero();
        assertThat(out()).isEqualTo("1 lekce a\u00a0žádná úloha, vše v\u00a0pořádku.\n");
    }

    @ParameterizedTest(name = "{0} lessons, {1} puzzles")
    @CsvSource(delimiter = '|', textBlock = """
            0  | 0  | Žádná lekce a\u00a0žádná úloha, vše v\u00a0pořádku.
            1  | 1  | 1 lekce a\u00a01 úloha, vše v\u00a0pořádku.
            3  | 4  | 3 lekce a\u00a04 úlohy, vše v\u00a0pořádku.
            12 | 36 | 12 lekcí a\u00a036 úloh, vše v\u00a0pořádku.
            """)
    void theCleanVerdictCountsLessonsAndPuzzlesInCzechPlurals(int lessons, int puzzles, String sentence) {
        assertThat(Messages.of(Language.CS).format("cli.verifyClean", lessons, puzzles)).isEqualTo(sentence);
    }

    @Test
    void verifyReportsEveryProblemOfAFile(@TempDir Path folder) throws IOException {
        Files.writeString(folder.resolve("mine.yaml"), """
                id: mine
                game: loa
                title: {en: Mine, cs: Moje}
                position: start
                steps:
                  - try: b1-b2
                    verdict: illegal
                    reason: loa.jumpsEnemy
                  - play: b1-b2
                """);

        assertThat(run("verify", folder.toString())).isEqualTo(1);

        String file = folder + "/mine.yaml";
        assertThat(out().split("\n")).containsExactly(
                file + ":3: the text has no fr translation",
                file + ":6: b1-b2 is illegal for the reason loa.wrongDistance, not loa.jumpsEnemy: There are 2 pieces on the b-file,"
                        + " so the piece must move exactly 2 squares; it tried to move 1 square.",
                file + ":9: the scripted move b1-b2 is illegal (loa.wrongDistance: There are 2 pieces on the b-file, so the piece"
                        + " must move exactly 2 squares; it tried to move 1 square.)");
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
