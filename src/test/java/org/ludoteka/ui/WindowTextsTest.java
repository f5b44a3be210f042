package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.ludoteka.core.Game;
import org.ludoteka.games.loa.LoaGame;
import org.ludoteka.games.tamsk.TamskGame;
import org.ludoteka.i18n.Language;
import org.ludoteka.i18n.Messages;

/** The window's sentences exist in every language and read as the house style asks. */
class WindowTextsTest {
    private static final Pattern WINDOW_KEY = Pattern.compile("\"(window\\.[A-Za-z.]+[A-Za-z])\"");

    private static Set<String> windowKeys(Language language) {
        Set<String> keys = new TreeSet<>();
        for (String key : Messages.of(language).keys()) {
            if (key.startsWith("window.") || key.startsWith("swing.")) {
                keys.add(key);
            }
        }
        return keys;
    }

    @ParameterizedTest
    @EnumSource(value = Language.class, names = {"CS", "FR"})
    void everyLanguageHasTheSameWindowKeysAsEnglish(Language language) {
        assertThat(windowKeys(language)).isEqualTo(windowKeys(Language.EN));
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void everyPatternParses(Language language) {
        Messages messages = Messages.of(language);
        for (String key : windowKeys(language)) {
            assertThatCode(() -> new MessageFormat(messages.pattern(key), language.locale())).as(key).doesNotThrowAnyException();
        }
    }

    @Test
    void everyKeyTheWindowNamesIsInTheBundle() throws IOException {
        Set<String> named = new TreeSet<>();
        try (Stream<Path> sources = Stream.concat(Files.walk(Path.of("src/main/java/org/ludoteka/ui")),
                Files.walk(Path.of("src/main/java/org/ludoteka/progress")))) {
            for (Path source : sources.filter(Files::isRegularFile).toList()) {
                Matcher matcher = WINDOW_KEY.matcher(Files.readString(source));
                while (matcher.find()) {
                    named.add(matcher.group(1));
                }
            }
        }
        assertThat(named).isNotEmpty();
        assertThat(windowKeys(Language.EN)).containsAll(named);
    }

    @Test
    void everyActionHasATooltip() {
        for (String key : windowKeys(Language.EN)) {
            if (key.startsWith("window.action.") && !key.endsWith(".tip")) {
                assertThat(windowKeys(Language.EN)).as(key).contains(key + ".tip");
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void everyRuleOptionOfANewGameDialogIsExplainedByATooltip(Language language) {
        Messages messages = Messages.of(language);
        for (Game<?, ?> game : List.of(LoaGame.INSTANCE, TamskGame.INSTANCE)) { // the games with a board in the window
            game.options().forEach(option ->
                    assertThat(messages.has(option.labelKey(game.id()) + ".tip")).as("%s %s", game.id(), option.name()).isTrue());
        }
    }

    @Test
    void frenchPutsANonBreakingSpaceBeforeHighPunctuation() {
        Messages french = Messages.of(Language.FR);
        for (String key : windowKeys(Language.FR)) {
            assertThat(french.pattern(key)).as(key).doesNotContain(" :", " ;", " ?", " !", "« ", " »");
        }
    }

    @Test
    void theReasonOfAnIllegalMoveIsHeadedInEachLanguageAsTheGlossarySays() {
        assertThat(Messages.of(Language.CS).format("window.verdict.illegal", "c1-c2")).isEqualTo("Nepovolený tah: c1-c2");
        assertThat(Messages.of(Language.FR).format("window.verdict.illegal", "c1-c2")).isEqualTo("Coup interdit\u00a0: c1-c2");
    }
}
