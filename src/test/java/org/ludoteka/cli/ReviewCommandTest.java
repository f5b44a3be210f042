package org.ludoteka.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code review GAME POSITION MOVE...} as a script would run it (issue #23), on the puzzle loa-win-in-1-2026-009 (once shipped, kept in the test fixtures). */
class ReviewCommandTest {
    private static final String WIN_IN_ONE = "8/3b4/2w1ww2/1bwwww2/2bww3/4b3/1w6/8 w";
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return new CommandLine(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8))
                .run(args);
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    /** LA-5: White misses the connection b2-b4, Black's reply lets White connect in 2; the record's turn numbers are skipped. */
    @Test
    void printsOneLineAMarkWithTheBetterMoves() {
        assertThat(run("review", "loa", WIN_IN_ONE, "1.", "b2-a2", "b5-b6", "--seconds", "20")).isZero();

        assertThat(out()).isEqualTo("""
                Ply 1, White: b2-a2 — missed a win in 1 move: b2-b4 (line: b2-b4)
                Ply 2, Black: b5-b6 — blunder: the opponent now wins in 2 moves (e5-b2 b6-a5 f6-c3); better: b5-b4, e3-d2
                """);
    }

    /** Issue #23, second part: the missed win and the blunder are written as win-in-N puzzles that verify proves again. */
    @Test
    void writesTheMissedWinsAsPuzzlesThatVerifyProves(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("mine.yaml");
        assertThat(run("review", "loa", WIN_IN_ONE, "b2-a2", "b5-b6", "--puzzles", file.toString())).isZero();

        assertThat(out()).endsWith("2 puzzles from the missed wins and blunders written to " + file + "\n");
        assertThat(Files.readString(file)).contains("goal: win-in-1", "solution: [\"b2-b4\"]", "position: \"" + WIN_IN_ONE + "\"",
                "goal: win-in-2", "solution: [\"e5-b2\", \"b6-a5\", \"f6-c3\"]");
        out.reset();
        assertThat(run("verify", file.toString())).isZero();
        assertThat(out()).isEqualTo("No lessons and 2 puzzles, all correct.\n");
    }

    @Test
    void speaksTheReadersLanguage() {
        assertThat(run("review", "loa", WIN_IN_ONE, "b2-a2", "--lang", "cs")).isZero();

        assertThat(out()).startsWith("Půltah 1, Bílý: b2-a2 — promeškaná výhra v\u00a01 tahu: b2-b4");
    }

    @Test
    void theWinningMoveIsNoTurningPoint() {
        assertThat(run("review", "loa", WIN_IN_ONE, "b2-b4")).isZero();

        assertThat(out()).startsWith("No turning point proven");
    }

    /** GIPF through its solver: a push that misses the shipped win in one is marked, with the winning turns. */
    @Test
    void aGipfPushThatMissesAWinInOneIsMarkedWithTheWinningTurns() {
        String won = "gipf game=tournament turn=black white=Gd4,e2,e6,f6,f7,g6,h3 black=b2,Gd5,d6,d7,Ge5,Gf4,g5 reserve=7,7 captured=3,1";
        assertThat(run("review", "gipf", won, "a1-b2")).isZero();

        assertThat(out()).startsWith("Ply 1, Black: a1-b2 — missed a win in 1 move: d8-d7 xd3-d7");
    }

    /** Tamsk at levels 2 and 3: the moments where the clock decided are printed too, in the record's order (T-19, T-17, T-25). */
    @Test
    void aTamskReviewPrintsWhereTheClockDecided() {
        assertThat(run("review", "tamsk", "start", "a1-b2", "+3s", "claim", "d1-d2+", "+1s", "timer", "+15.5s", "+170s",
                "--option", "level=3")).isZero();

        assertThat(out()).isEqualTo("""
                At 0:00, Red: a1-b2 without its ring, and the ring was not dropped at once; the opponent dropped one of his own rings there instead (better: a1-b2+).
                At 0:19, Red: the 15 s ran out before any hourglass was picked up; this turn and the next were lost.
                At 3:00, Red: the hourglass on b2 ran out while it could still move (to a1, a2, b1, b3, c2, c3); it is lost, and it blocks its cell.
                At 3:03, Black: the hourglass on d2 ran out while it could still move (to c1, c2, d1, d3, e1, e2); it is lost, and it blocks its cell.
                """);
    }

    @Test
    void anIllegalMoveIsOneLineOfBadInput() {
        assertThat(run("review", "loa", WIN_IN_ONE, "b2-b7")).isEqualTo(CommandLine.BAD_INPUT);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("Move 1 (b2-b7) cannot be played: ").doesNotContain("Exception");
    }
}
