package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.ludoteka.puzzle.Puzzle;

/**
 * Issue #23, "your mistakes as puzzles", in the window: a game record with a known missed win
 * (White misses b2-b4, LA-5) and a blunder (Black's b5-b6 lets White connect in 2) is reviewed; both
 * become puzzles of the learner's own, offered by the trainer under "From my games"; the missed win
 * is solved there; after a restart on the same home the puzzles are still offered, a damaged file
 * beside them is said in one sentence, and the same game reviewed again adds nothing.
 */
class PersonalPuzzlesGuiTest extends TrainerWindowTest {
    private static final String START = "8/3b4/2w1ww2/1bwwww2/2bww3/4b3/1w6/8 w";
    private static final String RECORD = "# ludoteka loa\n" + START + "\n1. b2-a2\n2. b5-b6\n";

    @Test
    void aReviewedMistakeIsAPuzzleOfMyOwnSolvedInTheTrainerAndKeptAfterARestart() throws Exception {
        Path record = folder.resolve("missed.txt");
        Files.writeString(record, RECORD);
        open();
        review(record);
        window.label("loaVerdictLabel").requireText("Review done: 2 turning points");
        window.label("loaReasonLabel").requireText("Each is marked at the end of its line in the move list: choose it to see on the board what was missed or allowed, "
                + "and step through its line with ← and →. "
                + "2 new puzzles from them in the trainer, under “From my games”.");

        window.menuItem("showPuzzlesItem").click();
        window.comboBox("puzzleGame").selectItem("Lines of Action");
        window.comboBox("puzzleChoice").selectItem("From my games");
        Puzzle missed = puzzle();
        assertThat(missed.id()).startsWith("mine-loa-");
        assertThat(missed.position()).isEqualTo(START);
        assertThat(missed.goal().text()).isEqualTo("win-in-1");
        assertThat(window.label("puzzleGoal").text()).startsWith(missed.say(org.ludoteka.i18n.Language.EN));
        drag("b2-b4");
        waitUntil("the puzzle is solved", () -> feedback().getText().startsWith("b2-b4: solved"));
        assertThat(home().loadPuzzleProgress().value().attempts()).extracting(a -> a.game() + " " + a.puzzle() + " " + a.solved())
                .containsExactly("loa " + missed.id() + " true");

        // a restart on the same home, with a damaged file of the learner's own beside his puzzles
        window.cleanUp();
        Files.writeString(home().personalPuzzlesFolder().resolve("loa").resolve("mine-loa-broken.yaml"), "- id: [unclosed\n");
        open();
        window.menuItem("showPuzzlesItem").click();
        window.comboBox("puzzleGame").selectItem("Lines of Action");
        window.comboBox("puzzleChoice").selectItem("From my games");
        Puzzle blunder = puzzle();
        assertThat(blunder.id()).startsWith("mine-loa-").isNotEqualTo(missed.id());
        assertThat(blunder.goal().text()).as("the win Black's blunder gave White").isEqualTo("win-in-2");
        window.button("puzzleNext").click();
        assertThat(puzzle().id()).isEqualTo(missed.id());
        assertThat(window.label("puzzleMineDamaged").text())
                .startsWith("One of your own puzzles (mine-loa-broken.yaml) could not be read (line 2: not readable as YAML")
                .contains("so it was put aside as mine-loa-broken.yaml.corrupt-").endsWith("; the others are kept.");

        review(record);
        window.label("loaVerdictLabel").requireText("Review done: 2 turning points");
        window.label("loaReasonLabel").requireText("Each is marked at the end of its line in the move list: choose it to see on the board what was missed or allowed, "
                + "and step through its line with ← and →. "
                + "No new puzzle for the trainer: those mistakes are there already, or none of them makes a puzzle.");
        try (var files = Files.list(home().personalPuzzlesFolder().resolve("loa"))) {
            assertThat(files.filter(f -> f.toString().endsWith(".yaml")).count()).isEqualTo(2);
        }
    }

    private void review(Path record) {
        chooseLinesOfAction();
        window.menuItem("openRecordItem").click();
        TestWindows.approve(window.fileChooser("recordChooser"), record);
        window.list("loaMoveList").requireItemCount(2);
        window.button("loaReviewButton").requireVisible().click();
        waitUntil("the review is done", () -> window.label("loaVerdictLabel").target().getText().startsWith("Review done"));
    }
}
