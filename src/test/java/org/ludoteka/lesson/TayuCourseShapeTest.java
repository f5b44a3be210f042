package org.ludoteka.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.ludoteka.i18n.Language;

/**
 * The shipped Ta Yü course is learnt by doing (review 2026-11-26, "Ta Yü: too little for the learner
 * to do"): every lesson asks at least three questions, never the same one twice in the course, and
 * no more than four screens go by without a question or a demonstrated try. Its Czech keeps a
 * non-breaking space after every one-letter preposition and conjunction (GLOSSARY.md §6, Czech 4).
 */
class TayuCourseShapeTest {
    private static final int FEWEST_QUESTIONS = 3;
    private static final int LONGEST_RUN_WITHOUT_QUESTION_OR_TRY = 4;
    /** A Czech one-letter word (k s v z o u a i) followed by a breakable space. */
    private static final Pattern BREAKABLE_AFTER_ONE_LETTER = Pattern.compile("(?<![\\p{L}\\p{N}„])[ksvzouaiKSVZOUAI] ");

    private static List<Lesson> course() {
        List<Lesson> lessons = LessonLibrary.shipped().stream().map(file -> file.lesson().orElseThrow())
                .filter(lesson -> lesson.game().equals("tayu")).toList();
        assertThat(lessons).as("the Ta Yü course, its two strategy lessons included").hasSizeGreaterThanOrEqualTo(10);
        return lessons;
    }

    @Test
    void everyLessonAsksAtLeastThreeQuestions() {
        for (Lesson lesson : course()) {
            long asks = lesson.steps().stream().filter(step -> step instanceof Step.Ask).count();
            assertThat(asks).as(lesson.file()).isGreaterThanOrEqualTo(FEWEST_QUESTIONS);
        }
    }

    @Test
    void noQuestionIsAskedTwiceInTheCourse() {
        Map<List<Object>, String> asked = new HashMap<>();
        List<String> repeats = new ArrayList<>();
        for (Lesson lesson : course()) {
            LessonReplay<?, ?> replay = LessonReplay.of(lesson);
            for (int index = 0; index < lesson.steps().size(); index++) {
                if (lesson.steps().get(index) instanceof Step.Ask ask) {
                    // the same board and the same accepted answers make the same question, whatever its words
                    List<Object> question = List.of(replay.positionBefore(index), Set.copyOf(ask.accept())); // a position is a record: equal when alike
                    String where = lesson.file() + " step " + (index + 1);
                    String earlier = asked.putIfAbsent(question, where);
                    if (earlier != null) {
                        repeats.add(where + " repeats " + earlier);
                    }
                }
            }
        }
        assertThat(repeats).isEmpty();
    }

    @Test
    void noMoreThanFourScreensGoByWithoutAQuestionOrATry() {
        for (Lesson lesson : course()) {
            int run = 0;
            for (int index = 0; index < lesson.steps().size(); index++) {
                Step step = lesson.steps().get(index);
                run = step instanceof Step.Ask || step instanceof Step.Try ? 0 : run + 1;
                assertThat(run).as(lesson.file() + " step " + (index + 1)).isLessThanOrEqualTo(LONGEST_RUN_WITHOUT_QUESTION_OR_TRY);
            }
        }
    }

    @Test
    void czechOneLetterWordsAreBoundToTheNextWord() {
        List<String> breakable = new ArrayList<>();
        for (Lesson lesson : course()) {
            List<LessonText> texts = new ArrayList<>(List.of(lesson.title()));
            for (Step step : lesson.steps()) {
                step.say().ifPresent(texts::add);
                if (step instanceof Step.Ask ask) {
                    ask.hint().ifPresent(texts::add);
                }
            }
            for (LessonText text : texts) {
                Matcher matcher = BREAKABLE_AFTER_ONE_LETTER.matcher(text.in(Language.CS));
                while (matcher.find()) {
                    breakable.add(lesson.file() + ": \"" + matcher.group() + "\" in " + text.in(Language.CS));
                }
            }
        }
        assertThat(breakable).isEmpty();
    }

    @Test
    void theShapeTestsCanFail() {
        // a breakable space after "a" is caught; the non-breaking one is not
        assertThat(BREAKABLE_AFTER_ONE_LETTER.matcher("deska a kameny").find()).isTrue();
        assertThat(BREAKABLE_AFTER_ONE_LETTER.matcher("deska a\u00a0kameny").find()).isFalse();
        assertThat(BREAKABLE_AFTER_ONE_LETTER.matcher("sloupeček „a“ nebo").find()).isFalse();
    }
}
