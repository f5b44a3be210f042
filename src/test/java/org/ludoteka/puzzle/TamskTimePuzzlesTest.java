package org.ludoteka.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteka.i18n.Language;
import org.ludoteka.i18n.Messages;

/**
 * Tamsk with time: the level-2 puzzles in which the sand decides (T-16, T-19, T-21, TA-8), each proven
 * over the engine's virtual time, and answered by a move made at a chosen moment ({@code +35s f4-e5+}).
 */
class TamskTimePuzzlesTest {

    private static List<Puzzle> timePuzzles() {
        return PuzzleLibrary.shipped("tamsk").stream().filter(p -> "2".equals(p.options().get("level"))).toList();
    }

    @Test
    void atLeastTenTimePuzzlesAreShippedEachProvenAtLevelTwoAndSaidInEveryLanguage() {
        List<Puzzle> puzzles = timePuzzles();

        assertThat(puzzles).hasSizeGreaterThanOrEqualTo(10);
        List<PuzzleFile> files = PuzzleLibrary.shipped().stream().filter(f -> f.file().equals("puzzles/tamsk/time.yaml")).toList();
        assertThat(files).hasSize(1);
        assertThat(files.get(0).puzzles()).hasSameSizeAs(puzzles);
        assertThat(PuzzleLibrary.verify(files)).isEmpty();
        assertThat(puzzles).allSatisfy(p -> {
            assertThat(p.position()).as(p.id()).startsWith("tamsk level=2 ");
            assertThat(p.goal()).as(p.id()).isInstanceOf(Goal.WinIn.class);
            assertThat(p.themes()).as(p.id()).contains("time").containsAnyOf("tie-break", "run-out", "wait");
            assertThat(p.accepted()).as(p.id()).hasSizeLessThanOrEqualTo(3).allMatch(turn -> turn.contains("-"));
            for (Language language : Language.values()) {
                assertThat(p.say(language)).as(p.id()).isNotBlank();
            }
        });
        assertThat(puzzles).as("keys made at once and after a wait").anyMatch(p -> p.solution().get(0).startsWith("+"))
                .anyMatch(p -> p.themes().contains("tie-break"));
    }

    @Test
    void aMoveIsJudgedAtTheMomentItIsMadeAnyWaitInsideTheWinningSpanIsAccepted() {
        Puzzle puzzle = timePuzzles().stream().filter(p -> p.accepted().size() == 2 && p.accepted().stream().allMatch(t -> t.startsWith("+"))
                && p.accepted().get(0).substring(p.accepted().get(0).indexOf(' ')).equals(p.accepted().get(1).substring(p.accepted().get(1).indexOf(' '))))
                .findFirst().orElseThrow();
        String first = puzzle.accepted().get(0);
        String move = first.substring(first.indexOf(' ') + 1);
        long from = PuzzleRun.of(puzzle).waitSeconds(first);
        long to = PuzzleRun.of(puzzle).waitSeconds(puzzle.accepted().get(1));

        // at once the move misses; between the two moments the puzzle gives, any whole second wins
        assertThat(PuzzleRun.of(puzzle).answer(move)).as(puzzle.id()).isInstanceOf(PuzzleRun.Answer.Wrong.class);
        PuzzleRun<?> run = PuzzleRun.of(puzzle);
        String between = run.waited((from + to) / 2, move);
        assertThat(between).isEqualTo("+" + (from + to) / 2 + "s " + move);
        assertThat(run.answer(between)).as(puzzle.id() + ": " + between).isInstanceOf(PuzzleRun.Answer.Accepted.class);
    }

    @Test
    void aWaitAloneWhileTheGameGoesOnIsNoTurnAndLevelOneHasNoWait() {
        Puzzle puzzle = timePuzzles().get(0);
        PuzzleRun.Answer alone = PuzzleRun.of(puzzle).answer("+1s");
        assertThat(alone).isInstanceOf(PuzzleRun.Answer.Illegal.class);
        assertThat(((PuzzleRun.Answer.Illegal) alone).why().key()).isEqualTo("puzzle.tamskTurn");
        assertThat(PuzzleRun.of(puzzle).timed()).isTrue();

        Puzzle levelOne = PuzzleLibrary.shipped("tamsk").stream().filter(p -> p.goal() instanceof Goal.WinIn && p.options().isEmpty())
                .findFirst().orElseThrow();
        PuzzleRun<?> run = PuzzleRun.of(levelOne);
        assertThat(run.timed()).isFalse();
        assertThat(run.waited(5, levelOne.accepted().get(0))).isEqualTo(levelOne.accepted().get(0));
        assertThat(run.answer("+5s " + levelOne.accepted().get(0))).isInstanceOf(PuzzleRun.Answer.Illegal.class);
    }

    @Test
    void theLastHintSaysTheWaitInWordsInEveryLanguage() {
        TamskPuzzleGame game = new TamskPuzzleGame(Map.of("level", "2"));
        for (Language language : Language.values()) {
            String words = Messages.of(language).format(game.inWords("+35s f4-e5+"));
            assertThat(words).as(language.code()).contains("35").contains("f4").contains("e5");
        }
        assertThat(game.from("+35s claim f4-e5+")).contains("f4");
        assertThat(game.to("+35s f4-e5+")).contains("e5");
        assertThat(game.from("+35s")).isEmpty();
    }
}
