package org.ludoteka.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteka.puzzle.Goal;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleLibrary;

/**
 * {@code solve}, {@code verify} of puzzles and {@code generate-puzzles}, as a script would run them; also
 * {@code generate-puzzles loa|gipf --from-record FILE...}, which draws puzzles from game records as the window saves them —
 * every position a candidate, kept by the self-play library's proofs and filters — and {@code --goal KIND}.
 */
class PuzzleCommandsTest {
    private static final String TWO_WINS = "w6w/8/4b3/8/3b4/2b5/8/7w b";
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return new CommandLine(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8))
                .run(args);
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void solvePrintsTheShortestWinEveryWinningMoveAndTheLine() {
        assertThat(run("solve", "loa", TWO_WINS)).isZero();

        assertThat(out()).startsWith("result: black wins in 1 move (proven: ")
                .contains("\nwinning moves: e6-d5 e6-e5\n", "\nline: e6-d5\n");
    }

    @Test
    void solveWithAGoalListsEveryMoveThatWinsWithinIt() {
        assertThat(run("solve", "loa", TWO_WINS, "--goal", "win-in-2")).isZero();

        assertThat(out()).startsWith("result: black wins within 2 moves (the fastest win takes 1)");
        assertThat(out().lines().filter(l -> l.startsWith("winning moves: ")).findFirst().orElseThrow().split(" ").length)
                .isGreaterThan(4);
    }

    @Test
    void solveSaysWhichMovesSaveTheGame() {
        assertThat(run("solve", "loa", "b7/6b1/4w3/8/3w4/2w5/8/1b6 b", "--goal", "save")).isZero();

        assertThat(out()).isEqualTo(out().lines().findFirst().orElseThrow() + "\nsaving moves: g7xd4\n")
                .startsWith("result: black saves the game with 1 of 15 moves");
    }

    @Test
    void solveSaysPlainlyWhenThereIsNoWinOrTheBudgetIsSpent() {
        assertThat(run("solve", "loa", TWO_WINS, "--goal", "win-in-1", "--lang", "cs")).isZero();
        assertThat(run("solve", "loa", "start", "--seconds", "0.2")).isZero();

        assertThat(out()).contains("result: black wins within 1 move", "result: unknown: not settled within 0.2 s");
    }

    @Test
    void solveRefusesWhatItCannotAnswer() {
        assertThat(run("solve", "loa", TWO_WINS, "--goal", "mate")).isEqualTo(2);
        assertThat(run("solve", "tamsk", "start", "--goal", "save")).isEqualTo(2);
        assertThat(run("solve", "loa", "8/8/8/8/8/8/1w6/bb5w w")).isEqualTo(2);
        assertThat(run("solve", "loa", TWO_WINS, "--seconds", "-1")).isEqualTo(2);
        assertThat(run("solve", "tamsk", "start", "--option", "level=3")).isEqualTo(2);

        assertThat(err.toString(StandardCharsets.UTF_8).lines()).hasSize(5).noneMatch(l -> l.contains("Exception"));
    }

    @Test
    void solveTayuListsEveryBestPlacementAndEveryPlacementThatMakesAScore() {
        String channel = "tayu players=2 turn=ns hands=026,- board=j1v014,j4v024,j7v034,j10v014,j13v024,j16v034 a=134 b=-";

        assertThat(run("solve", "tayu", channel)).isZero();
        assertThat(run("solve", "tayu", channel, "--goal", "points-2")).isZero();
        assertThat(run("solve", "tayu", channel, "--goal", "points-3")).isZero();

        assertThat(out()).startsWith("result: the best placement of the tile 026 leaves ns a lead of 4 (ns 2 × 2 = 4, we 0 × 0 = 0); "
                + "2 of the 14 placements reach it (proven: 14 placements, ")
                .contains("\nbest placements: i19h026 i19h246\nnext best: a lead of 2, 1 placement\n",
                        "\nresult: 1 of the 14 placements of the tile 026 makes ns's score exactly 2 (proven: 14 placements, ",
                        "\nplacements: i17v246\n",
                        "\nresult: none of the 14 placements of the tile 026 makes ns's score exactly 3 (proven: ");
    }

    @Test
    void solveGipfPrintsWholeTurnsSetApartForEachGoal() {
        String lastGipfPiece = "gipf game=standard turn=white white=e2,e3,Ge4 black=b2,Ge5,h2 reserve=14,14";
        String escape = "gipf game=basic turn=white white=b5,e2,h5 black=g2,g3,g4 reserve=12,1 captured=0,11";
        String lastPiece = "gipf game=basic turn=white white=c3,c4,c5 black=b2,e8,h2 reserve=1,12 captured=11,0";
        String capture = "gipf game=basic turn=white white=c3,c4,c5 black=c6 reserve=12,14";

        assertThat(run("solve", "gipf", lastGipfPiece)).isZero();
        assertThat(run("solve", "gipf", escape, "--goal", "win-in-2")).isZero();
        assertThat(run("solve", "gipf", lastPiece, "--goal", "save")).isZero();
        assertThat(run("solve", "gipf", capture, "--goal", "capture-most")).isZero();

        assertThat(out()).startsWith("result: white wins in 1 move (proven: ")
                .contains("\nwinning moves: e1-e2 xe2-e6:e5\nline: e1-e2 xe2-e6:e5\n",
                        "\nresult: white wins within 2 moves (proven: ", "\nwinning moves: h1-g2\nline: h1-g2 | ",
                        "\nresult: white saves the game with 4 of 42 moves (proven: ", "\nsaving moves: b1-c2 | b6-c6 | c1-c2 | c7-c6\n",
                        "\nresult: white captures at most 1 piece, with 2 of 42 turns (proven: ", "\ncapturing turns: b1-c2 | c1-c2\nline: b1-c2\n");
        assertThat(run("solve", "gipf", capture + " potentials=1,1 challenges=1,1", "--goal", "capture-most")).isEqualTo(2);
        assertThat(run("solve", "gipf", capture, "--goal", "best-placement")).isEqualTo(2);
    }

    @Test
    void solveTayuRefusesAPositionWithoutADrawnTileAndTheGoalsOfOtherGames() {
        assertThat(run("solve", "tayu", "start")).isEqualTo(2);
        assertThat(run("solve", "tayu", "start", "--option", "players=3")).isEqualTo(2);
        assertThat(run("solve", "tayu", "start", "--goal", "win-in-1")).isEqualTo(2);
        assertThat(run("solve", "loa", TWO_WINS, "--goal", "best-placement")).isEqualTo(2);

        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo(
                "solve tayu needs a two-player position of the basic game in which the player on move holds a drawn tile to place.\n".repeat(2)
                + "Unknown goal 'win-in-1'; solve takes win-in-N (N from 1 to 4), and save for Lines of Action; save, capture-most, use-power and interim for GIPF; best-placement and points-N for Ta Yü.\n"
                + "Unknown goal 'best-placement'; solve takes win-in-N (N from 1 to 4), and save for Lines of Action; save, capture-most, use-power and interim for GIPF; best-placement and points-N for Ta Yü.\n");
    }

    @Test
    void verifyChecksTheShippedLessonsAndPuzzles() {
        assertThat(run("verify")).isZero();
        assertThat(out()).endsWith(" puzzles, all correct.\n").doesNotContain(":");
    }

    @Test
    void verifyTakesAPuzzleFileAndReportsItsProblemsWithTheirLines(@TempDir Path folder) throws IOException {
        Path file = folder.resolve("mine.yaml");
        Files.writeString(file, """
                - id: mine
                  game: loa
                  position: "w6w/8/4b3/8/3b4/2b5/8/7w b"
                  to-move: black
                  goal: win-in-1
                  say: {en: "Connect.", cs: "Spojte.", fr: "Reliez."}
                  solution: [e6-e5]
                  accepted: [e6-e5]
                  unique: true
                  rating: 900
                  source: hand-made
                """);

        assertThat(run("verify", file.toString())).isEqualTo(1);

        assertThat(out()).isEqualTo(file + ":8: e6-d5 also reaches the goal but is not accepted: it would be refused to a learner who found it\n"
                + file + ":9: unique is true, but 2 first moves reach the goal\n");
    }

    @Test
    void generatePuzzlesWritesProvenPuzzlesThatVerifyPasses(@TempDir Path folder) {
        assertThat(run("generate-puzzles", "loa", "--count", "4", "--seed", "7", "--out", folder.resolve("loa").toString())).isZero();
        assertThat(run("generate-puzzles", "tamsk", "--count", "5", "--seed", "7", "--out", folder.resolve("tamsk").toString())).isZero();

        assertThat(out()).contains("win-in-1.yaml: ", "reach.yaml: ");
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("found 4 of 4 puzzles", "found 5 of 5 puzzles").doesNotContain("\r");
        out.reset();
        assertThat(run("verify", folder.toString())).isZero();
        assertThat(out()).isEqualTo("No lessons and 9 puzzles, all correct.\n");
    }

    @Test
    void generatePuzzlesFindsTaYuPuzzlesOfBothKindsThatVerifyPassesAndTheSameSeedGivesTheSame(@TempDir Path folder) throws IOException {
        assertThat(run("generate-puzzles", "tayu", "--count", "6", "--seed", "5", "--out", folder.resolve("a").toString())).isZero();
        assertThat(run("generate-puzzles", "tayu", "--count", "6", "--seed", "5", "--out", folder.resolve("b").toString())).isZero();

        assertThat(out()).contains("best-placement.yaml: 3 puzzles", "points.yaml: 3 puzzles");
        assertThat(Files.readString(folder.resolve("a/points.yaml"))).isEqualTo(Files.readString(folder.resolve("b/points.yaml")));
        out.reset();
        assertThat(run("verify", folder.resolve("a").toString())).isZero();
        assertThat(out()).isEqualTo("No lessons and 6 puzzles, all correct.\n");
    }

    @Test
    void theSameSeedGeneratesTheSamePuzzles(@TempDir Path folder) throws IOException {
        run("generate-puzzles", "tamsk", "--count", "5", "--seed", "11", "--out", folder.resolve("a").toString());
        run("generate-puzzles", "tamsk", "--count", "5", "--seed", "11", "--out", folder.resolve("b").toString());

        assertThat(Files.readString(folder.resolve("a/reach.yaml"))).isEqualTo(Files.readString(folder.resolve("b/reach.yaml")));
    }

    /** Tamsk with time (T-16, T-21): a level-2 position is solved over the moments of the sand, and its turns set apart by |. */
    @Test
    void solveTamskAtLevelTwoListsTheMomentsAtWhichTheMoveWins() {
        String position = "tamsk level=2 turn=red red=b1:20000,g1:5000,d4:30000 black=c3:179000,d5:170000,e5:160000 "
                + "rings=a1:1,a2:1,a3:1,b1:1,b2:2,b3:2,b4:2,b5:1,c1:1,c2:2,c3:3,c4:3,c5:2,c6:1,d1:1,d2:2,d3:3,d4:4,d5:3,d6:2,d7:1,e1:1,e2:2,e3:3,"
                + "e4:3,e5:2,e6:1,f1:1,f2:2,f3:2,f4:2,f5:1,g1:1,g3:1,g4:1 holders=1,1";

        assertThat(run("solve", "tamsk", position, "--option", "level=2")).isZero();

        assertThat(out()).startsWith("result: red wins in 1 move (proven: ").contains("\nwinning moves: g1-g2+ | +4s g1-g2 | +4s g1-g2+\n",
                "\nline: g1-g2+\n");
    }

    @Test
    void generatePuzzlesAtLevelTwoWritesTimePuzzlesThatVerifyPasses(@TempDir Path folder) throws IOException {
        assertThat(run("generate-puzzles", "tamsk", "--option", "level=2", "--count", "2", "--seed", "3", "--out", folder.toString())).isZero();

        assertThat(out()).contains("time.yaml: 2 puzzles");
        assertThat(Files.readString(folder.resolve("time.yaml"))).contains("options: {level: 2}", "position: \"tamsk level=2 ");
        out.reset();
        assertThat(run("verify", folder.toString())).isZero();
        assertThat(out()).isEqualTo("No lessons and 2 puzzles, all correct.\n");
        assertThat(run("generate-puzzles", "tamsk", "--option", "level=3", "--count", "2", "--seed", "3", "--out", folder.toString())).isEqualTo(2);
        assertThat(run("generate-puzzles", "tamsk", "--option", "level=9", "--count", "2", "--seed", "3", "--out", folder.toString())).isEqualTo(2);
        assertThat(run("generate-puzzles", "loa", "--option", "level=2", "--count", "2", "--seed", "3", "--out", folder.toString())).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).doesNotContain("Exception", "bug");
    }

    @Test
    void generatePuzzlesRefusesBadArguments() {
        assertThat(run("generate-puzzles", "loa", "--count", "0", "--seed", "1")).isEqualTo(2);
        assertThat(run("generate-puzzles", "loa", "--count", "3", "--seed", "x")).isEqualTo(2);
        assertThat(run("generate-puzzles", "chess", "--count", "3", "--seed", "1")).isEqualTo(2);
        assertThat(run("generate-puzzles", "tayu", "--count", "3")).isEqualTo(2);
    }

    // --- generate-puzzles loa|gipf --from-record, --goal KIND (issue #22; rules.md LA-5, P-8, P-10)

    /** White misses b2-b4, which connects at once (LA-5); Black's b5-b6 then lets White connect in two. */
    private static final String LOA_START = "8/3b4/2w1ww2/1bwwww2/2bww3/4b3/1w6/8 w";
    private static final String LOA_RECORD = "# ludoteka loa\n" + LOA_START + "\n1. b2-a2\n2. b5-b6\n";
    /**
     * Black's e9-e8 brings the loaded e6 onto e5 and makes a row that waits for the extra move (P-8, P-10);
     * the extra move i4-h4 changes it and takes the most. The record has Black play a5-b5 instead.
     */
    private static final String GIPF_START = "gipf game=basic turn=black white=b3,d2,e3,f2,f3,f4,g4,h3,h5 "
            + "black=b4,b5,Tc2,c4,Te6,e7,e8,f5,g3,h4 reserve=6,5";
    private static final String GIPF_RECORD = "# ludoteka gipf --option potentials=3\n" + GIPF_START + "\n1. e9-e8 a5-b5\n";

    private List<Puzzle> written(Path file) {
        return PuzzleLibrary.file(file.getParent(), file, file.toString()).puzzles();
    }

    @Test
    void aLinesOfActionRecordGivesTheWinItMissedAndTheWinItsBlunderAllowedEachProven(@TempDir Path folder) throws IOException {
        Path record = Files.writeString(folder.resolve("missed.txt"), LOA_RECORD);
        Path dir = folder.resolve("out");

        assertThat(run("generate-puzzles", "loa", "--from-record", record.toString(), "--out", dir.toString())).isZero();

        List<Puzzle> winsInOne = written(dir.resolve("win-in-1.yaml"));
        assertThat(winsInOne).anySatisfy(p -> {
            assertThat(p.position()).isEqualTo(LOA_START);
            assertThat(p.goal()).isEqualTo(new Goal.WinIn(1));
            assertThat(p.accepted()).containsExactly("b2-b4");
            assertThat(p.source()).isEqualTo("record missed.txt, ply 0");
        });
        assertThat(written(dir.resolve("win-in-2.yaml"))).anySatisfy(p -> assertThat(p.source()).isEqualTo("record missed.txt, ply 2"));
        assertThat(Files.readString(dir.resolve("win-in-1.yaml"))).startsWith("# Generated by: generate-puzzles loa --from-record ");
        assertThat(run("verify", dir.toString())).isZero();
    }

    @Test
    void aGipfRecordGivesTheInterimPuzzleOfItsFirstTurnWithTheRecordsOptions(@TempDir Path folder) throws IOException {
        Path record = Files.writeString(folder.resolve("interim.txt"), GIPF_RECORD);
        Path dir = folder.resolve("out");

        assertThat(run("generate-puzzles", "gipf", "--from-record", record.toString(), "--out", dir.toString())).isZero();

        assertThat(written(dir.resolve("interim.yaml"))).singleElement().satisfies(p -> {
            assertThat(p.position()).isEqualTo(GIPF_START);
            assertThat(p.goal()).isEqualTo(new Goal.Interim());
            assertThat(p.accepted()).containsExactly("e9-e8 i4-h4");
            assertThat(p.options()).containsEntry("potentials", "3");
        });
        assertThat(run("verify", dir.toString())).isZero();
    }

    @Test
    void aRecordThatCannotBePlayedOrAGameWithoutRecordPuzzlesIsOneClearMessage(@TempDir Path folder) throws IOException {
        Path bad = Files.writeString(folder.resolve("bad.txt"), "# ludoteka loa\n" + LOA_START + "\n1. b2-b9\n");

        assertThat(run("generate-puzzles", "loa", "--from-record", bad.toString(), "--out", folder.resolve("x").toString())).isEqualTo(2);
        assertThat(run("generate-puzzles", "tamsk", "--from-record", bad.toString())).isEqualTo(2);
        assertThat(run("generate-puzzles", "loa", "--from-record", bad.toString(), "--count", "3")).isEqualTo(2);
        assertThat(run("generate-puzzles", "loa", "--from-record", folder.resolve("none.txt").toString())).isEqualTo(2);
        assertThat(run("generate-puzzles", "loa", "--goal", "interim", "--count", "1", "--seed", "1")).isEqualTo(2);

        List<String> said = err.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(said).hasSize(5).noneMatch(line -> line.contains("Exception")).satisfies(lines -> {
            assertThat(lines.get(0)).contains("bad.txt");
            assertThat(lines.get(1)).contains("Lines of Action and GIPF only");
            assertThat(lines.get(2)).contains("--from-record takes record files and --out DIR only");
            assertThat(lines.get(3)).contains("Cannot read");
            assertThat(lines.get(4)).contains("'interim'");
        });
        assertThat(Files.exists(folder.resolve("x"))).isFalse();
    }
}
