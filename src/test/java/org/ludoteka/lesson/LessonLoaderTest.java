package org.ludoteka.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.core.Message;
import org.ludoteka.i18n.Language;

class LessonLoaderTest {
    private static final String GOOD = """
            id: loa-test
            game: loa
            options: {simultaneous: draw}
            title: {en: How far, cs: Jak daleko, fr: Jusqu'où}
            source: 002_2a2ab4fb7b67ca55.txt
            position: "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b"
            steps:
              - say: {en: "Count the pieces.", cs: "Spočítejte kameny.", fr: "Comptez les pions."}
                show: {cells: [b1, b8], arrows: [b1-b3]}
              - try: b1-b2
                verdict: illegal
                reason: loa.wrongDistance
              - ask: {en: "Move b1.", cs: "Táhněte b1.", fr: "Jouez b1."}
                accept: [b1-b3]
                hint: {en: "Two pieces.", cs: "Dva kameny.", fr: "Deux pions."}
              - play: a2-c2
            """;

    private static LessonFile load(String yaml) {
        return LessonLoader.load("lessons/test.yaml", new StringReader(yaml));
    }

    /** Every problem {@code verify} finds in the file, as line: key. */
    private static List<String> problems(String yaml) {
        return LessonLibrary.verify(List.of(load(yaml))).stream().map(p -> p.line() + ": " + p.problem().key()).toList();
    }

    private static LessonProblem onlyProblem(String yaml) {
        List<LessonProblem> problems = LessonLibrary.verify(List.of(load(yaml)));
        assertThat(problems).hasSize(1);
        return problems.get(0);
    }

    @Test
    void aWellFormedLessonBecomesTypedSteps() {
        Lesson lesson = load(GOOD).lesson().orElseThrow();

        assertThat(lesson.title().in(Language.FR)).isEqualTo("Jusqu'où");
        assertThat(lesson.options()).containsEntry("simultaneous", "draw");
        assertThat(lesson.steps()).hasSize(4);
        assertThat(lesson.steps().get(0).show().arrows()).containsExactly("b1-b3");
        assertThat(lesson.steps().get(1)).isEqualTo(new Step.Try(10, "b1-b2", false, java.util.Optional.of("loa.wrongDistance"),
                java.util.Optional.empty(), Annotations.NONE, java.util.Optional.empty()));
        assertThat(((Step.Ask) lesson.steps().get(2)).accept()).containsExactly("b1-b3");
        assertThat(LessonReplay.of(lesson).problems()).isEmpty();
    }

    @Test
    void theReplayKnowsThePositionBeforeEveryStep() {
        LessonReplay<?, ?> replay = LessonReplay.of(load(GOOD).lesson().orElseThrow());

        assertThat(replay.positionBefore(3)).hasToString("1bbbbbb1/w6w/w6w/w6w/w6w/wb5w/w6w/2bbbbb1 w");
        assertThat(replay.positionAfter(3)).hasToString("1bbbbbb1/w6w/w6w/w6w/w6w/wb5w/2w4w/2bbbbb1 b");
    }

    private static final String BESIDE = """
              - say: {en: "Before and after.", cs: "Před a po.", fr: "Avant et après."}
                caption: {en: Before, cs: Před, fr: Avant}
                beside:
                  play: c1xa3
                  show: {cells: [a3]}
                  caption: {en: After, cs: Po, fr: Après}
            """;

    @Test
    void aSecondBoardBesideStartsFromTheStepsPositionAndPlaysItsMove() {
        LessonReplay<?, ?> replay = LessonReplay.of(load(GOOD + BESIDE).lesson().orElseThrow());

        assertThat(replay.problems()).isEmpty();
        Beside beside = replay.lesson().steps().get(4).beside().orElseThrow();
        assertThat(beside.caption().in(Language.CS)).isEqualTo("Po");
        assertThat(beside.firstCaption().in(Language.FR)).isEqualTo("Avant");
        assertThat(beside.show().cells()).containsExactly("a3");
        assertThat(replay.positionBefore(4)).hasToString("1bbbbbb1/w6w/w6w/w6w/w6w/wb5w/2w4w/2bbbbb1 b");
        assertThat(replay.positionBeside(4)).hasToString("1bbbbbb1/w6w/w6w/w6w/w6w/bb5w/2w4w/3bbbb1 w");
        assertThat(replay.positionBeside(0)).isNull();
    }

    @Test
    void theBoardBesideIsVerifiedLikeTheStepsOwn() {
        assertThat(problems(GOOD + BESIDE.replace("play: c1xa3", "play: c1-c2"))).containsExactly("20: lesson.besideIllegal");
        assertThat(problems(GOOD + BESIDE.replace("cells: [a3]", "cells: [z9]"))).containsExactly("21: lesson.unknownPlace");
        assertThat(problems(GOOD + BESIDE.replace("play: c1xa3", "position: \"8/8 b\""))).containsExactly("20: loa.input.position");
        assertThat(problems(GOOD + BESIDE.replace("      caption: {en: After, cs: Po, fr: Après}\n", "")))
                .containsExactly("20: yaml.missingKey");
    }

    @Test
    void aCaptionWithoutABoardBesideIsAProblem() {
        assertThat(problems(GOOD + BESIDE.substring(0, BESIDE.indexOf("    beside:")))).containsExactly("18: lesson.captionAlone");
    }

    /**
     * A bad arrow, a cell off the board and a close-up the board lacks, in a lesson pack's file several
     * lines below their step's start: each is reported at its own line, with the file's name.
     */
    @Test
    void aBadMarkInAPackIsReportedAtItsOwnLineNotItsSteps(@org.junit.jupiter.api.io.TempDir java.nio.file.Path pack)
            throws java.io.IOException {
        String yaml = GOOD.replace("    show: {cells: [b1, b8], arrows: [b1-b3]}\n", """
                    show:
                      cells:
                        - b1
                        - b9
                      arrows:
                        - b1-b3
                        - c1-c3
                        - b1b3
                        - b1-z9
                      closeUp: h025
                """);
        assertThat(yaml.lines().toList().get(7)).isEqualTo("  - say: {en: \"Count the pieces.\", cs: \"Spočítejte kameny.\", fr: \"Comptez les pions.\"}");
        java.nio.file.Files.createDirectories(pack.resolve("loa"));
        java.nio.file.Files.writeString(pack.resolve("loa/marks.yaml"), yaml);

        List<LessonProblem> problems = LessonLibrary.verify(LessonLibrary.folder(pack));

        String file = pack.resolve("loa/marks.yaml").toString();
        assertThat(problems).extracting(p -> p.file().replace(file, "marks") + ":" + p.line() + ": " + p.problem().key() + " "
                + p.problem().args().get(0)).containsExactly("marks:12: lesson.unknownPlace b9", "marks:16: lesson.badArrow b1b3",
                        "marks:17: lesson.badArrow b1-z9", "marks:18: lesson.badCloseUp h025");
    }

    @Test
    void badYamlIsReportedWithItsLine() {
        LessonProblem problem = onlyProblem(GOOD.replace("  - play: a2-c2", "  - play: [a2-c2"));

        assertThat(problem.file()).isEqualTo("lessons/test.yaml");
        assertThat(problem.line()).isEqualTo(17);
        assertThat(problem.problem().key()).isEqualTo("yaml.syntax");
    }

    @Test
    void aMissingTranslationIsReportedWhereTheTextStands() {
        LessonProblem problem = onlyProblem(GOOD.replace(", fr: \"Jouez b1.\"}", "}"));

        assertThat(problem.line()).isEqualTo(13);
        assertThat(problem.problem()).isEqualTo(Message.of("yaml.missingTranslation", "fr"));
    }

    @Test
    void anUnknownMoveIsReportedOnItsStep() {
        LessonProblem problem = onlyProblem(GOOD.replace("play: a2-c2", "play: a2c2"));

        assertThat(problem.line()).isEqualTo(16);
        assertThat(problem.problem().key()).isEqualTo("loa.input.move");
    }

    /** Issue #20: Ta Yü lesson 1 numbers a tile's 8 exits on one large tile; a tile that is no tile is reported. */
    @Test
    void aTayuStepShowsATileCloseUpAndATileThatIsNoneIsReported() {
        String tayu = """
                id: tayu-test
                game: tayu
                title: {en: Exits, cs: Místa, fr: Sorties}
                position: start
                steps:
                  - say: {en: "Eight exits.", cs: "Osm míst.", fr: "Huit sorties."}
                    show: {closeUp: h025}
                  - say: {en: "Northwards.", cs: "Na sever.", fr: "Vers le nord."}
                    show: {cells: [j10], closeUp: v146}
                """;
        Lesson lesson = load(tayu).lesson().orElseThrow();

        assertThat(lesson.steps().get(0).show().closeUp()).contains("h025");
        assertThat(lesson.steps().get(1).show().closeUp()).contains("v146");
        assertThat(problems(tayu)).isEmpty();
        assertThat(problems(tayu.replace("closeUp: v146", "closeUp: v148"))).containsExactly("9: lesson.badCloseUp");
    }

    @Test
    void aClaimTheEngineDeniesIsReportedOnItsStep() {
        LessonProblem problem = onlyProblem(GOOD.replace("reason: loa.wrongDistance", "reason: loa.jumpsEnemy"));

        assertThat(problem.line()).isEqualTo(10);
        assertThat(problem.problem().key()).isEqualTo("lesson.otherReason");
        assertThat(problem.problem().args()).startsWith("b1-b2", "loa.wrongDistance", "loa.jumpsEnemy");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            a legal try claimed illegal      | try: b1-b2       | try: b1-b3       | 10 | lesson.claimedIllegal
            an illegal accepted move         | accept: [b1-b3]  | accept: [b1-b4]  | 13 | lesson.acceptIllegal
            an illegal scripted move         | play: a2-c2      | play: a2-a3      | 16 | lesson.playIllegal
            a misspelt key                   | hint:            | hnit:            | 15 | yaml.unknownKey
            a mark off the board             | cells: [b1, b8]  | cells: [b1, b9]  | 9  | lesson.unknownPlace
            an arrow that joins nothing      | arrows: [b1-b3]  | arrows: [b1b3]   | 9  | lesson.badArrow
            a close-up this board lacks      | arrows: [b1-b3]} | arrows: [b1-b3], closeUp: h025} | 9 | lesson.badCloseUp
            a verdict that is neither        | verdict: illegal | verdict: wrong   | 11 | lesson.verdict
            an unknown game                  | game: loa        | game: chess      | 2  | lesson.unknownGame
            a malformed start                | w6w/1bbbbbb1 b   | w6w/1bbbbbb1 x   | 6  | loa.input.position
            an unknown option value          | simultaneous: draw | simultaneous: maybe | 3 | input.badOptionValue
            a language Ludoteka lacks        | "fr: Jusqu'où}" | "fr: Jusqu'où, de: Wie weit}" | 4  | yaml.unknownLanguage
            a duplicate key                  | source: 002      | position: x\\nsource: 002 | 7 | yaml.duplicateKey
            """)
    void everyKindOfMistakeNamesItsLine(String what, String from, String to, int line, String key) {
        LessonProblem problem = onlyProblem(GOOD.replace(from, to.replace("\\n", "\n")));

        assertThat(problem.line()).as(what).isEqualTo(line);
        assertThat(problem.problem().key()).as(what).isEqualTo(key);
    }

    @Test
    void everyProblemOfAFileIsReportedInLineOrderNotOnlyTheFirst() {
        String yaml = GOOD.replace("title:", "author: Ludoteka\ntitle:")            // line 4: a key the format lacks
                .replace(", fr: \"Comptez les pions.\"}", "}")                    // line 9: a translation missing
                .replace("reason: loa.wrongDistance", "reason: loa.jumpsEnemy")   // line 11: a claim the engine denies
                .replace("hint: {en: \"Two pieces.\", cs:", "hint: {en: \"\", cs:") // line 16: an empty text
                .replace("play: a2-c2", "play: a2-a3");                           // line 17: an illegal move

        assertThat(problems(yaml)).containsExactly("4: yaml.unknownKey", "9: yaml.missingTranslation",
                "11: lesson.otherReason", "16: yaml.emptyText", "17: lesson.playIllegal");
        assertThat(load(yaml).lesson()).isEmpty();
    }

    @Test
    void everyStepThatCannotBeReadIsReportedButThenNothingIsReplayed() {
        String yaml = GOOD.replace("verdict: illegal", "verdict: wrong")     // line 11
                .replace("hint:", "hnit:")                                    // line 15
                .replace("play: a2-c2", "play: a2-a3");                       // legal or not, nobody can say any more

        assertThat(problems(yaml)).containsExactly("11: lesson.verdict", "15: yaml.unknownKey");
    }

    @Test
    void everyMissingKeyIsReported() {
        String yaml = GOOD.replace("id: loa-test\n", "").replace("game: loa\n", "");

        assertThat(problems(yaml)).containsExactly("1: yaml.missingKey", "1: yaml.missingKey");
    }

    @Test
    void theReplayGoesOnFromTheNextPositionALessonSetsUp() {
        String yaml = GOOD.replace("w6w/1bbbbbb1 b\"", "w6w/1bbbbbb1 x\"")   // line 6: the start does not read
                .replace("  - play: a2-c2", """
                          - position: "7w/8/8/8/8/b7/8/b6w b"
                            say: {en: "A new position.", cs: "Nová pozice.", fr: "Une nouvelle position."}
                          - play: a3-a4
                        """);                                                  // line 18: an illegal move there

        assertThat(problems(yaml)).containsExactly("6: loa.input.position", "18: lesson.playIllegal");
    }

    @Test
    void anEmptyFileIsAProblemNotACrash() {
        assertThat(onlyProblem("").problem().key()).isEqualTo("yaml.empty");
    }

    @Test
    void aGlobalTagCannotBuildAnything() {
        LessonProblem problem = onlyProblem("id: !!javax.script.ScriptEngineManager [x]\n");

        assertThat(problem.problem().key()).isEqualTo("yaml.tag");
    }
}
