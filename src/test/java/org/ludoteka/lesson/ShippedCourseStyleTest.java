package org.ludoteka.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.ludoteka.i18n.Language;

/**
 * The house rules of the shipped courses that a machine can measure: texts short enough for a
 * projector, French with the typographic apostrophe, every language written, a question or a try at
 * least every few steps, and courses of the promised size.
 */
class ShippedCourseStyleTest {
    /** What fits on a projector beside the board. */
    private static final int LONGEST_TEXT = 300;
    /** At most this many narrating steps in a row before the learner tries or is asked something. */
    private static final int LONGEST_NARRATION = 3;

    /**
     * What a learner does on the GIPF board: push a piece in from a dot (a GIPF piece with G, a loaded
     * one with T). The other decisions (rows, challenges, results) are shown with tries and scripted moves.
     */
    private static final Pattern GIPF_PUSH = Pattern.compile("[GT]?[a-i][1-9]-[a-i][1-9]");

    private static final List<Lesson> LESSONS =
            LessonLibrary.shipped().stream().map(file -> file.lesson().orElseThrow()).toList();

    @Test
    void noTextIsTooLongForAProjector() {
        List<String> tooLong = new ArrayList<>();
        forEveryText((where, language, text) -> {
            if (text.length() > LONGEST_TEXT) {
                tooLong.add(where + " " + language.code() + " (" + text.length() + " characters)");
            }
        });
        assertThat(tooLong).isEmpty();
    }

    @Test
    void frenchTextsUseTheTypographicApostrophe() {
        List<String> straight = new ArrayList<>();
        forEveryText((where, language, text) -> {
            if (language == Language.FR && text.contains("'")) {
                straight.add(where + ": " + text);
            }
        });
        assertThat(straight).isEmpty();
    }

    @Test
    void everyTextIsWrittenInEveryLanguage() {
        List<String> blank = new ArrayList<>();
        forEveryText((where, language, text) -> {
            if (text.isBlank()) {
                blank.add(where + " " + language.code());
            }
        });
        assertThat(blank).isEmpty();
    }

    @Test
    void theLearnerTriesOrIsAskedSomethingAtLeastEveryFewSteps() {
        List<String> longRuns = new ArrayList<>();
        for (Lesson lesson : LESSONS) {
            int run = 0;
            for (Step step : lesson.steps()) {
                if (step instanceof Step.Ask || step instanceof Step.Try) {
                    run = 0;
                } else if (step.say().isPresent() && ++run == LONGEST_NARRATION + 1) {
                    longRuns.add(lesson.file() + ":" + step.line());
                }
            }
        }
        assertThat(longRuns).as("narration goes on for more than %d steps at", LONGEST_NARRATION).isEmpty();
    }

    @Test
    void everyLessonAsksTheLearnerToMoveAtLeastOnce() {
        for (Lesson lesson : LESSONS) {
            assertThat(lesson.steps()).as(lesson.file()).anyMatch(step -> step instanceof Step.Ask);
        }
    }

    @Test
    void gipfQuestionsAreAnsweredByPushingAPieceIn() {
        List<String> notPushes = new ArrayList<>();
        for (Lesson lesson : LESSONS) {
            if (!lesson.game().equals("gipf")) {
                continue;
            }
            for (Step step : lesson.steps()) {
                if (step instanceof Step.Ask ask) {
                    ask.accept().stream().filter(move -> !GIPF_PUSH.matcher(move).matches())
                            .forEach(move -> notPushes.add(lesson.file() + ":" + step.line() + " " + move));
                }
            }
        }
        assertThat(notPushes).isEmpty();
    }

    @Test
    void theCoursesHaveTheirLessons() {
        assertThat(lessonsOf("loa")).isGreaterThanOrEqualTo(13);
        assertThat(lessonsOf("tamsk")).isGreaterThanOrEqualTo(17);
        assertThat(lessonsOf("gipf")).isGreaterThanOrEqualTo(14);
        assertThat(lessonsOf("tayu")).isGreaterThanOrEqualTo(6);
    }

    @Test
    void theFrenchInterfaceUsesTheTypographicApostrophe() throws IOException {
        Properties french = new Properties();
        try (InputStream in = getClass().getResourceAsStream("/i18n/messages_fr.properties")) {
            assertThat(in).as("the French bundle").isNotNull();
            french.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        assertThat(french.entrySet().stream().filter(entry -> entry.getValue().toString().contains("'"))
                .map(Map.Entry::getKey)).isEmpty();
    }

    private static long lessonsOf(String game) {
        return LESSONS.stream().filter(lesson -> lesson.game().equals(game)).count();
    }

    private interface TextVisitor {
        void visit(String where, Language language, String text);
    }

    private static void forEveryText(TextVisitor visitor) {
        for (Lesson lesson : LESSONS) {
            visit(visitor, lesson.file() + ": title", lesson.title());
            for (Step step : lesson.steps()) {
                String where = lesson.file() + ":" + step.line();
                step.say().ifPresent(text -> visit(visitor, where, text));
                if (step instanceof Step.Ask ask) {
                    ask.hint().ifPresent(text -> visit(visitor, where + " hint", text));
                }
            }
        }
    }

    private static void visit(TextVisitor visitor, String where, LessonText text) {
        Stream.of(Language.values()).forEach(language -> visitor.visit(where, language, text.in(language)));
    }
}
