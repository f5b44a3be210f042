package org.ludoteka.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.Message;
import org.ludoteka.i18n.Language;

class PuzzleLoaderTest {
    static final String GOOD = """
            - id: loa-two-wins
              game: loa
              options: {simultaneous: draw}
              position: "w6w/8/4b3/8/3b4/2b5/8/7w b"
              to-move: black
              goal: win-in-1
              say:
                en: "Black to play. Connect all your pieces in one move."
                cs: "Černý je na tahu. Spojte všechny své kameny jediným tahem."
                fr: "Les Noirs jouent. Reliez tous vos pions en un seul coup."
              solution: [e6-e5]
              accepted: [e6-e5, e6-d5]
              unique: false
              rating: 900
              themes: [quiet-move]
              source: hand-made
            """;

    static PuzzleFile load(String yaml) {
        return PuzzleLoader.load("puzzles/test.yaml", new StringReader(yaml));
    }

    /** The first problem of a file holding one puzzle: in reading it, or else in proving it. */
    private static PuzzleProblem firstProblem(String yaml) {
        PuzzleFile file = load(yaml);
        List<PuzzleProblem> problems = file.problems().isEmpty()
                ? file.puzzles().stream().flatMap(p -> PuzzleCheck.problems(p).stream()).toList()
                : file.problems();
        assertThat(problems).isNotEmpty();
        return problems.get(0);
    }

    @Test
    void aWellFormedPuzzleBecomesATypedRecordAndIsProven() {
        PuzzleFile file = load(GOOD);

        assertThat(file.problems()).isEmpty();
        Puzzle puzzle = file.puzzles().get(0);
        assertThat(puzzle.goal()).isEqualTo(new Goal.WinIn(1));
        assertThat(puzzle.accepted()).containsExactly("e6-e5", "e6-d5");
        assertThat(puzzle.say(Language.CS)).startsWith("Černý je na tahu");
        assertThat(puzzle.line("accepted")).isEqualTo(12);
        assertThat(PuzzleCheck.problems(puzzle)).isEmpty();
    }

    @Test
    void aSinglePuzzleMayStandAloneAsAMap() {
        PuzzleFile file = load(GOOD.replace("- id:", "  id:").replaceAll("(?m)^  ", ""));

        assertThat(file.problems()).isEmpty();
        assertThat(file.puzzles()).hasSize(1);
    }

    @Test
    void aBrokenPuzzleDoesNotHideTheOthersOfItsFile() {
        PuzzleFile file = load(GOOD + GOOD.replace("loa-two-wins", "second").replace("rating: 900", "rating: many"));

        assertThat(file.puzzles()).extracting(Puzzle::id).containsExactly("loa-two-wins");
        assertThat(file.problems()).singleElement().satisfies(p -> {
            assertThat(p.line()).isEqualTo(30);
            assertThat(p.problem()).isEqualTo(Message.of("puzzle.notANumber", "rating", "many"));
        });
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            bad YAML                       | solution: [e6-e5]     | solution: [e6-e5      | 12 | yaml.syntax
            a misspelt key                 | themes:               | temes:                | 15 | yaml.unknownKey
            a missing key                  | "  source: hand-made" | "  "                  | 1  | yaml.missingKey
            an unknown goal                | goal: win-in-1        | goal: mate-in-1       | 6  | puzzle.goal
            a goal too deep                | goal: win-in-1        | goal: win-in-9        | 6  | puzzle.goal
            a missing translation          | "    fr: "             | "    de: "             | 10 | yaml.unknownLanguage
            an empty accepted list         | accepted: [e6-e5, e6-d5] | accepted: []       | 12 | puzzle.emptyList
            unique that is no boolean      | unique: false         | unique: maybe         | 13 | puzzle.notABoolean
            a rating out of range          | rating: 900           | rating: 9000          | 14 | puzzle.rating
            an id with spaces              | id: loa-two-wins      | id: two wins          | 1  | puzzle.id
            an unknown game                | game: loa             | game: chess           | 2  | puzzle.unknownGame
            a bad option value             | simultaneous: draw    | simultaneous: never   | 3  | input.badOptionValue
            a malformed position           | 8/7w b"               | 8/7w x"               | 4  | loa.input.position
            the wrong side to move         | to-move: black        | to-move: white        | 5  | puzzle.toMove
            a goal the game has not        | goal: win-in-1        | goal: block-c3-2      | 6  | puzzle.goalNotForGame
            a winning move left out        | accepted: [e6-e5, e6-d5] | accepted: [e6-e5]  | 12 | puzzle.missingAccepted
            a losing move let through      | accepted: [e6-e5, e6-d5] | accepted: [e6-e5, e6-d5, e6-e7] | 12 | puzzle.wrongAccepted
            an illegal accepted move       | accepted: [e6-e5, e6-d5] | accepted: [e6-e5, e6-d5, e6-e3] | 12 | puzzle.badTurn
            unique said of two answers     | unique: false         | unique: true          | 13 | puzzle.unique
            a goal that cannot be reached  | "w6w/8/4b3/8/3b4/2b5/8/7w b" | "w6w/8/4b3/8/8/2b5/8/3b3w b" | 6 | puzzle.notProven
            a slower goal than the win     | goal: win-in-1        | goal: win-in-2        | 6  | puzzle.fasterWin
            a line that is not the win     | solution: [e6-e5]     | solution: [e6-f6]     | 11 | puzzle.keyNotAccepted
            """)
    void everyKindOfMistakeNamesItsLine(String what, String from, String to, int line, String key) {
        PuzzleProblem problem = firstProblem(GOOD.replace(from, to));

        assertThat(problem.file()).isEqualTo("puzzles/test.yaml");
        assertThat(problem.line()).as(what).isEqualTo(line);
        assertThat(problem.problem().key()).as(what).isEqualTo(key);
    }
}
