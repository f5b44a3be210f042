package org.ludoteka.games.tamsk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.text.MessageFormat;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.ludoteka.core.Message;
import org.ludoteka.core.RuleOption;
import org.ludoteka.i18n.Language;
import org.ludoteka.i18n.Messages;

/** The Tamsk block of the three bundles: complete, well formed, and in each language's own typography. */
class TamskMessagesTest {

    private static Set<String> tamskKeys(Language language) {
        return Messages.of(language).keys().stream().filter(k -> k.startsWith("tamsk.")).collect(Collectors.toSet());
    }

    private static String format(Language language, String key, Object... args) {
        return Messages.of(language).format(key, args);
    }

    @ParameterizedTest
    @EnumSource(value = Language.class, names = {"CS", "FR"})
    void czechAndFrenchHaveExactlyTheEnglishTamskKeys(Language language) {
        assertThat(tamskKeys(language)).containsExactlyInAnyOrderElementsOf(tamskKeys(Language.EN));
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void everyReasonEveryOptionAndEveryValueHasItsWords(Language language) {
        Messages messages = Messages.of(language);
        for (TamskMoveError reason : TamskMoveError.values()) {
            assertThat(messages.has(reason.key())).as(reason.key()).isTrue();
        }
        for (RuleOption option : TamskGame.INSTANCE.options()) {
            assertThat(messages.has(option.labelKey("tamsk"))).isTrue();
            for (String value : option.values()) {
                assertThat(messages.has(option.labelKey("tamsk") + "." + value)).as("%s=%s", option.name(), value).isTrue();
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void everyTamskPatternParses(Language language) {
        for (String key : tamskKeys(language)) {
            assertThatCode(() -> new MessageFormat(Messages.of(language).pattern(key), language.locale()))
                    .as(key).doesNotThrowAnyException();
        }
    }

    @ParameterizedTest(name = "{0} rings left: {1}")
    @CsvSource({"0, už nezbývá žádný kroužek", "1, zbývá 1 kroužek", "3, zbývají 3 kroužky", "31, zbývá 31 kroužků"})
    void czechCountsRingsInItsThreePluralForms(int left, String ending) {
        assertThat(format(Language.CS, "tamsk.note.ringDropped", Message.of("side.red"), "b2", 1, 2, left)).endsWith(ending + ".");
    }

    @Test
    void frenchCountsZeroAndOneInTheSingular() {
        assertThat(format(Language.FR, "tamsk.note.ringDropped", Message.of("side.red"), "b2", 1, 2, 0)).contains("il reste 0 anneau dans");
        assertThat(format(Language.FR, "tamsk.note.ringDropped", Message.of("side.red"), "b2", 1, 2, 2)).contains("il reste 2 anneaux dans");
    }

    @Test
    void frenchPutsANoBreakSpaceBeforeItsColonsAndInsideItsGuillemets() {
        for (String key : tamskKeys(Language.FR)) {
            String pattern = Messages.of(Language.FR).pattern(key);
            assertThat(pattern).as(key).doesNotContain(" :", " ;", " »", "« ", " ?", " !");
        }
        assertThat(format(Language.FR, "tamsk.onlyAtLevel3", "a1^", 1)).startsWith("«\u00a0a1^\u00a0» appartient");
        assertThat(format(Language.FR, "tamsk.note.expired", "b2"))
                .isEqualTo("Le sablier en b2 s’est complètement écoulé\u00a0: il est perdu et reste sur sa case, qu’il bloque.");
    }

    @Test
    void czechKeepsOneLetterWordsAndUnitsWithTheWordTheyBelongTo() {
        assertThat(format(Language.CS, "tamsk.tooLate", 2.5, 2.0)).isEqualTo(
                "Na kroužek je pozdě: hodiny byly puštěny před 2,5\u00a0s a\u00a0v\u00a0této obtížnosti se kroužek musí nasadit ihned (do 2\u00a0s).");
    }

    @Test
    void secondsAreWrittenWithTheDecimalSeparatorOfTheLanguage() {
        assertThat(format(Language.EN, "tamsk.note.turned", 47.25, 132.75)).isEqualTo(
                "The hourglass is turned over: 180 − 47.25 = 132.75 s are now running.");
        assertThat(format(Language.CS, "tamsk.note.turned", 47.25, 132.75)).isEqualTo(
                "Hodiny se otočily: teď odměřují 180 − 47,25 = 132,75\u00a0s.");
        assertThat(format(Language.FR, "tamsk.note.turned", 47.25, 132.75)).isEqualTo(
                "Le sablier est retourné\u00a0: 180 − 47,25 = 132,75\u00a0s s’écoulent maintenant.");
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(Language.class)
    void theTieBreakNamesTheWinnerInsideTheRankItWasDecidedBy(Language language) {
        List<Object> args = List.of(25, 9.0, 1.0, 0.0, 9.0, 3.0, 0.0, Message.of("side.black"), 2);
        String sentence = Messages.of(language).format(new Message("tamsk.outcome.timeDecides", args));
        String black = format(language, "side.black");

        assertThat(sentence).doesNotContain("{").contains(black + " ");
        assertThat(sentence.indexOf(black)).isNotEqualTo(sentence.lastIndexOf(black));
    }

    @Test
    void theFirstRankSentenceKeepsItsApostrophe() {
        List<Object> args = List.of(25, 9.0, 1.0, 0.0, 8.0, 3.0, 0.0, Message.of("side.red"), 1);

        assertThat(Messages.of(Language.FR).format(new Message("tamsk.outcome.timeDecides", args)))
                .endsWith("Rouge gagne\u00a0: son dernier sablier est le dernier à se vider.");
    }
}
