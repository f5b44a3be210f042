package org.ludoteka.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.ludoteka.i18n.Language;

/**
 * What the native review of 2026-11-26 found in the courses, swept over every shipped lesson of every
 * course so that it stays fixed: Czech one-letter words bound to the next by a non-breaking space
 * (GLOSSARY.md, Czech note 4), no command-line words where the window has a button or a gesture,
 * no question asked twice, and the learner acting at least every few screens.
 */
class ShippedLessonReviewTest {
    /** At most this many screens in a row on which the learner neither answers a question nor sees a try. */
    private static final int LONGEST_RUN_WITHOUT_ACTION = 4;

    private static final char NBSP = '\u00A0';

    /**
     * A Czech one-letter preposition or conjunction (k s v z o u a i, capitalised too) standing as a
     * word — not a letter of a longer word or a coordinate like a1 — and followed by a breakable space
     * or a line break.
     */
    private static final Pattern CZECH_ONE_LETTER_BREAKABLE =
            Pattern.compile("(?<![\\p{L}\\p{N}])([ksvzouaiKSVZOUAI])[ \\t\\n\\r\\u2028\\u2029\\u202F]");

    /**
     * Words of the command line that the window replaces by a button or a gesture (DESIGN.md, GIPF
     * notation; rules P-9, P-12, P-13): a learner at the window clicks „Nevyzývat“ or “Forfeit the
     * extra move”, and chooses the kind of piece in the board's corner instead of writing a G or a T.
     * The option value next-turn is no rule at all (P-9).
     */
    private static final Pattern TOKEN_IN_ANY_LANGUAGE = Pattern.compile(
            "(?<![\\p{L}-])(no-challenge|next-turn|same-turn|forfeit|pending=\\S*|push=\\S*|power=\\S*)(?![\\p{L}-])");

    /** English command-line words that, inside a Czech or French sentence, can only be the tokens. */
    private static final Pattern ENGLISH_TOKEN_IN_ANOTHER_LANGUAGE =
            Pattern.compile("(?<![\\p{L}-])(won|lost|challenge|pass|draw|forfeit|token)(?![\\p{L}-])");

    /** Telling the learner to type a move, in a window where pieces are dragged and kinds chosen. */
    private static final Map<Language, Pattern> WRITE_INSTEAD_OF_ACT = Map.of(
            Language.EN, Pattern.compile("\\b([Ww]rite (the |a )?[GTx]\\b|[Tt]his token|on the command line)"),
            Language.CS, Pattern.compile("(?<!\\p{L})([Nn]apište|na příkazové řádce)(?!\\p{L})"),
            Language.FR, Pattern.compile("(?<!\\p{L})([ÉéEe]crivez|[Rr]emettez le [GT]\\b|en ligne de commande)"));

    private static final List<Lesson> LESSONS =
            LessonLibrary.shipped().stream().map(file -> file.lesson().orElseThrow()).toList();

    @Test
    void czechOneLetterWordsAreBoundToTheNextWordByANonBreakingSpace() {
        List<String> breakable = new ArrayList<>();
        forEveryText((where, language, text) -> {
            if (language != Language.CS) {
                return;
            }
            Matcher matcher = CZECH_ONE_LETTER_BREAKABLE.matcher(text);
            while (matcher.find()) {
                breakable.add(where + ": …" + around(text, matcher.start()) + "…");
            }
        });
        assertThat(breakable).as("one-letter words followed by a breakable space (want U+00A0)").isEmpty();
    }

    @Test
    void czechCheckFindsABreakableSpaceAndAcceptsANonBreakingOne() {
        assertThat(CZECH_ONE_LETTER_BREAKABLE.matcher("kámen a kámen").find()).isTrue();
        assertThat(CZECH_ONE_LETTER_BREAKABLE.matcher("S kamenem").find()).isTrue();
        assertThat(CZECH_ONE_LETTER_BREAKABLE.matcher("řada i\ns prodloužením").find()).isTrue();
        assertThat(CZECH_ONE_LETTER_BREAKABLE.matcher("kámen a" + NBSP + "kámen, z" + NBSP + "a1 na b2").find())
                .isFalse();
    }

    @Test
    void noTextUsesACommandLineWordWhereTheWindowHasAButton() {
        List<String> tokens = new ArrayList<>();
        forEveryText((where, language, text) -> {
            List<Pattern> patterns = new ArrayList<>(List.of(TOKEN_IN_ANY_LANGUAGE, WRITE_INSTEAD_OF_ACT.get(language)));
            if (language != Language.EN) {
                patterns.add(ENGLISH_TOKEN_IN_ANOTHER_LANGUAGE);
            }
            for (Pattern pattern : patterns) {
                Matcher matcher = pattern.matcher(text);
                while (matcher.find()) {
                    tokens.add(where + " " + language.code() + ": " + matcher.group());
                }
            }
        });
        assertThat(tokens).isEmpty();
    }

    @Test
    void tokenCheckFindsTheWordsTheReviewFound() {
        assertThat(TOKEN_IN_ANY_LANGUAGE.matcher("He may let it be (no-challenge).").find()).isTrue();
        assertThat(ENGLISH_TOKEN_IN_ANOTHER_LANGUAGE.matcher("se výsledek zapíše jako won nebo lost").find()).isTrue();
        assertThat(WRITE_INSTEAD_OF_ACT.get(Language.EN).matcher("Write the T in front of the push").find()).isTrue();
        assertThat(WRITE_INSTEAD_OF_ACT.get(Language.CS).matcher("Napište před posun T").find()).isTrue();
        assertThat(TOKEN_IN_ANY_LANGUAGE.matcher("the button “Forfeit the extra move”").find()).isFalse();
    }

    @Test
    void noLessonAsksTheSameQuestionTwice() {
        List<String> repeated = new ArrayList<>();
        for (Lesson lesson : LESSONS) {
            LessonReplay<?, ?> replay = LessonReplay.of(lesson);
            Map<String, Integer> asked = new HashMap<>();
            for (int i = 0; i < lesson.steps().size(); i++) {
                if (lesson.steps().get(i) instanceof Step.Ask ask) {
                    String question = position(replay, i) + " " + new TreeSet<>(ask.accept());
                    Integer first = asked.putIfAbsent(question, ask.line());
                    if (first != null) {
                        repeated.add(lesson.file() + ":" + ask.line() + " repeats line " + first);
                    }
                }
            }
        }
        assertThat(repeated).isEmpty();
    }

    @Test
    void theLearnerAnswersOrSeesATryAtLeastEveryFewScreens() {
        List<String> longRuns = new ArrayList<>();
        for (Lesson lesson : LESSONS) {
            int run = 0;
            for (Step step : lesson.steps()) {
                if (step instanceof Step.Ask || step instanceof Step.Try) {
                    run = 0;
                } else if (++run == LONGEST_RUN_WITHOUT_ACTION + 1) {
                    longRuns.add(lesson.file() + ":" + step.line());
                }
            }
        }
        assertThat(longRuns).as("more than %d screens without a question or a try, at", LONGEST_RUN_WITHOUT_ACTION)
                .isEmpty();
    }

    private static <P, M> String position(LessonReplay<P, M> replay, int index) {
        return replay.notation().format(replay.positionBefore(index));
    }

    private static String around(String text, int at) {
        return text.substring(Math.max(0, at - 15), Math.min(text.length(), at + 15));
    }

    private interface TextVisitor {
        void visit(String where, Language language, String text);
    }

    /** Every text a learner reads: titles, step texts and questions, hints and the captions of two boards. */
    private static void forEveryText(TextVisitor visitor) {
        for (Lesson lesson : LESSONS) {
            visit(visitor, lesson.file() + ": title", Optional.of(lesson.title()));
            for (Step step : lesson.steps()) {
                String where = lesson.file() + ":" + step.line();
                visit(visitor, where, step.say());
                if (step instanceof Step.Ask ask) {
                    visit(visitor, where + " hint", ask.hint());
                }
                step.beside().ifPresent(beside -> {
                    visit(visitor, where + " caption", Optional.of(beside.firstCaption()));
                    visit(visitor, where + " beside caption", Optional.of(beside.caption()));
                });
            }
        }
    }

    private static void visit(TextVisitor visitor, String where, Optional<LessonText> text) {
        text.ifPresent(t -> {
            for (Language language : Language.values()) {
                visitor.visit(where, language, t.in(language));
            }
        });
    }
}
