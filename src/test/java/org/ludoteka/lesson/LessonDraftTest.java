package org.ludoteka.lesson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteka.core.InputError;
import org.ludoteka.i18n.Language;
import org.ludoteka.puzzle.Goal;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleFile;
import org.ludoteka.puzzle.PuzzleLibrary;

/**
 * The headless lesson editor, in all four games: the engine judges every try as the shipped lessons
 * claim, scripted moves are checked, the solvers propose exactly the answers the shipped puzzles
 * accept, and a lesson recorded, saved and read again passes {@code verify} and is the same lesson.
 */
class LessonDraftTest {
    private static final List<LessonFile> SHIPPED = LessonLibrary.shipped();

    /** Every shipped try re-recorded at its place: the engine writes the same verdict and reason the lesson claims (verify checks these). */
    @Test
    void theEngineWritesEveryShippedTrysVerdictAndReason() {
        int tries = 0;
        for (String game : List.of("loa", "gipf", "tamsk", "tayu")) {
            int ofGame = 0;
            for (Lesson lesson : shipped(game)) {
                LessonDraft draft = LessonDraft.of(lesson);
                for (int i = 0; i < lesson.steps().size(); i++) {
                    if (lesson.steps().get(i) instanceof Step.Try shipped) {
                        Step.Try recorded = draft.attempt(i, shipped.move(), shipped.say(), shipped.show());
                        assertThat(recorded.legal()).as(lesson.file() + " step " + (i + 1)).isEqualTo(shipped.legal());
                        assertThat(recorded.reason()).as(lesson.file() + " step " + (i + 1)).isEqualTo(shipped.reason());
                        ofGame++;
                    }
                }
            }
            assertThat(ofGame).as(game + "'s tries").isPositive();
            tries += ofGame;
        }
        assertThat(tries).isGreaterThan(20);
    }

    /** Every shipped scripted move is legal where it stands; a move the engine refuses is not recorded, and says why. */
    @Test
    void aScriptedMoveMustBeLegal() {
        for (String game : List.of("loa", "gipf", "tamsk", "tayu")) {
            for (Lesson lesson : shipped(game)) {
                LessonDraft draft = LessonDraft.of(lesson);
                for (int i = 0; i < lesson.steps().size(); i++) {
                    if (lesson.steps().get(i) instanceof Step.Play play) {
                        int at = i;
                        assertThat(draft.judge(at, play.move()).legal()).as(lesson.file() + " step " + (i + 1)).isTrue();
                    }
                }
            }
        }
        LessonDraft loa = LessonDraft.start("loa", Map.of(), "start");
        assertThatThrownBy(() -> loa.play(0, "b1-b4", Optional.empty(), Annotations.NONE))
                .isInstanceOfSatisfying(InputError.class, e -> assertThat(e.problem().key()).isEqualTo("lesson.draft.illegal"));
        assertThatThrownBy(() -> loa.play(0, "nonsense", Optional.empty(), Annotations.NONE)).isInstanceOf(InputError.class);
    }

    /**
     * The answers a question accepts, proposed by the solver, are the shipped puzzles' accepted
     * moves (a GIPF turn asked by its push), for every goal a question may state, in all four
     * games; a question accepting them replays without a problem.
     */
    @Test
    void theSolverProposesTheAnswersTheShippedPuzzlesAccept() {
        Map<String, Integer> checked = new LinkedHashMap<>();
        for (PuzzleFile file : PuzzleLibrary.shipped()) {
            List<Puzzle> puzzles = file.puzzles();
            for (Puzzle puzzle : puzzles.subList(0, Math.min(3, puzzles.size()))) {
                if (!LessonAnswers.offers(puzzle.game(), puzzle.goal()) || puzzle.goal() instanceof Goal.WinIn win && win.moves() > 2
                        || puzzle.accepted().stream().allMatch(turn -> turn.startsWith("+"))) {
                    continue; // a question is answered at once: a turn that waits first is none (QuestionGoalTest)
                }
                LessonDraft draft = LessonDraft.start(puzzle.game(), puzzle.options(), puzzle.position());
                List<String> proposed = draft.answers(0, puzzle.goal());
                List<String> accepted = new ArrayList<>();
                puzzle.accepted().stream().filter(turn -> !turn.startsWith("+")).map(turn -> firstMoveOf(draft, turn)).filter(move -> !accepted.contains(move)).forEach(accepted::add);
                assertThat(proposed).as(puzzle.id()).containsExactlyInAnyOrderElementsOf(accepted);

                draft.insert(0, new Step.Ask(0, english("Find it.").orElseThrow(), proposed, Optional.empty(), Annotations.NONE, Optional.empty()));
                assertThat(draft.replay().problems()).as(puzzle.id()).isEmpty();
                checked.merge(puzzle.game(), 1, Integer::sum);
            }
        }
        assertThat(checked).containsOnlyKeys("loa", "gipf", "tamsk", "tayu");
    }

    @Test
    void noAnswerIsProposedForAGoalTheGameCannotAskOrAPositionTheSolverDoesNotTake() {
        LessonDraft loa = LessonDraft.start("loa", Map.of(), "start");
        assertThatThrownBy(() -> loa.answers(0, new Goal.BestPlacement()))
                .isInstanceOfSatisfying(InputError.class, e -> assertThat(e.problem().key()).isEqualTo("puzzle.goalNotForGame"));
        assertThatThrownBy(() -> loa.answers(0, new Goal.WinIn(1)))
                .isInstanceOfSatisfying(InputError.class, e -> assertThat(e.problem().key()).isEqualTo("lesson.draft.noAnswer"));
        // level 2 is solved now, time and all (TamskTimeSolver); the 15-second timer of level 3 is not
        LessonDraft tamsk = LessonDraft.start("tamsk", Map.of("level", "3"), "start");
        assertThatThrownBy(() -> tamsk.answers(0, new Goal.WinIn(1)))
                .isInstanceOfSatisfying(InputError.class, e -> assertThat(e.problem().key()).isEqualTo("lesson.draft.notSolvable"));
    }

    /** A text written in one language is saved with the two others marked as missing, and read back as written in one. */
    @Test
    void theLanguagesNotWrittenAreMarkedAsMissingAndReadBackAsMissing() {
        Map<Language, String> written = new EnumMap<>(Language.class);
        written.put(Language.CS, "Táhněte kamenem.");
        LessonText text = DraftTexts.complete(written).orElseThrow();

        assertThat(text.in(Language.EN)).startsWith(DraftTexts.marker(Language.EN)).endsWith("Táhněte kamenem.");
        assertThat(text.in(Language.FR)).startsWith(DraftTexts.marker(Language.FR));
        assertThat(DraftTexts.missing(text)).containsExactly(Language.EN, Language.FR);
        assertThat(DraftTexts.written(text)).isEqualTo(written);
        assertThat(DraftTexts.complete(Map.of(Language.EN, "  "))).isEmpty();
        assertThat(DraftTexts.with(Optional.of(text), Language.CS, "")).isEmpty();
    }

    /**
     * A lesson recorded in each game from a shipped lesson's start — say, a scripted move, a try, a
     * question on the position the move left, a second board — is saved, passes the same checks as
     * {@code verify}, and opens again as the same lesson.
     */
    @Test
    void aRecordedLessonIsSavedVerifiedAndOpensAgainInEveryGame(@TempDir Path folder) throws IOException {
        for (String game : List.of("loa", "gipf", "tamsk", "tayu")) {
            Lesson model = shipped(game).get(0);
            LessonDraft draft = LessonDraft.start(game, model.options(), model.position());
            draft.insert(0, new Step.Say(0, english("Look at the board."), Annotations.NONE, Optional.empty(), Optional.empty()));
            String first = firstLegalMove(draft, 1);
            draft.insert(1, draft.play(1, first, english("A move."), Annotations.NONE));
            String second = firstLegalMove(draft, 2);
            Step.Try attempt = draft.attempt(2, second, english("Legal."), Annotations.NONE);
            assertThat(attempt.legal()).isTrue();
            draft.insert(2, attempt);
            draft.insert(3, new Step.Ask(0, english("Your move.").orElseThrow(), List.of(second), Optional.empty(), Annotations.NONE,
                    Optional.of(new Beside(0, Optional.empty(), Optional.of(second), Annotations.NONE, english("After").orElseThrow(), english("Before").orElseThrow()))));
            draft.identifyBy("Recorded " + game + ".yaml");
            Path file = folder.resolve(draft.id() + ".yaml");
            Files.writeString(file, draft.yaml(), StandardCharsets.UTF_8);

            List<LessonFile> read = LessonLibrary.folder(file);
            assertThat(LessonLibrary.verify(read)).as(game + "\n" + draft.yaml()).isEmpty();
            Lesson again = read.get(0).lesson().orElseThrow();
            assertThat(again.id()).isEqualTo("recorded-" + game);
            assertThat(LessonDraft.of(again).yaml()).isEqualTo(draft.yaml());
            assertThat(LessonWriterTest.unlined(again)).isEqualTo(LessonWriterTest.unlined(draft.lesson("")));
        }
    }

    private static String firstLegalMove(LessonDraft draft, int index) {
        return legalMoves(draft.replay(), index).get(0);
    }

    private static <P, M> List<String> legalMoves(LessonReplay<P, M> replay, int index) {
        P at = index < replay.lesson().steps().size() ? replay.positionBefore(index)
                : index == 0 ? replay.notation().parsePosition(replay.lesson().position()) : replay.positionAfter(index - 1);
        return replay.rules().legalMoves(at).stream().map(move -> replay.notation().format(at, move)).toList();
    }

    private static String firstMoveOf(LessonDraft draft, String turn) {
        try {
            return draft.legalMove(0, turn);
        } catch (InputError e) {
            return draft.legalMove(0, turn.strip().split("\\s+")[0]);
        }
    }

    private static Optional<LessonText> english(String text) {
        return DraftTexts.complete(Map.of(Language.EN, text));
    }

    private static List<Lesson> shipped(String game) {
        return SHIPPED.stream().map(file -> file.lesson().orElseThrow()).filter(lesson -> lesson.game().equals(game)).toList();
    }
}
