package org.ludoteka.i18n;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.text.MessageFormat;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.ludoteka.core.Message;
import org.ludoteka.games.loa.LoaMoveError;

class MessagesTest {

    @ParameterizedTest
    @EnumSource(value = Language.class, names = {"CS", "FR"})
    void everyBundleHasExactlyTheEnglishKeys(Language language) {
        Set<String> english = Messages.of(Language.EN).keys();

        assertThat(Messages.of(language).keys()).containsExactlyInAnyOrderElementsOf(english);
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void everyPatternParses(Language language) {
        Messages messages = Messages.of(language);
        for (String key : messages.keys()) {
            assertThatCode(() -> new MessageFormat(messages.pattern(key), language.locale()))
                    .as("%s in %s", key, language).doesNotThrowAnyException();
        }
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void everyLinesOfActionReasonHasASentence(Language language) {
        for (LoaMoveError reason : LoaMoveError.values()) {
            assertThat(Messages.of(language).has(reason.key())).as(reason.key()).isTrue();
        }
    }

    @Test
    void nestedMessagesArePutIntoWordsInTheSameLanguage() {
        Message reason = Message.of("loa.wrongDistance", 3, Message.of("loa.line.file", "b"), 2);

        assertThat(Messages.of(Language.EN).format(reason))
                .isEqualTo("There are 3 pieces on the b-file, so the piece must move exactly 3 squares; it tried to move 2 squares.");
        assertThat(Messages.of(Language.CS).format(reason))
                .isEqualTo("Kámen musí táhnout přesně o\u00a03 pole, protože ve sloupci b stojí 3 kameny; pokusil se táhnout o\u00a02 pole.");
        assertThat(Messages.of(Language.FR).format(reason))
                .isEqualTo("Il y a 3 pions sur la colonne b\u00a0: le pion doit donc avancer d’exactement 3 cases\u202f;"
                        + " il a tenté d’avancer de 2 cases.");
    }

    @Test
    void czechCountsTakeTheirThreePluralForms() {
        Messages czech = Messages.of(Language.CS);

        assertThat(czech.format("loa.passNotAllowed", 1)).endsWith("je možný 1 tah.");
        assertThat(czech.format("loa.passNotAllowed", 3)).endsWith("jsou možné 3 tahy.");
        assertThat(czech.format("loa.passNotAllowed", 36)).endsWith("je možných 36 tahů.");
    }

    @Test
    void frenchSpacesItsPunctuationAsFrenchTypographyWants() {
        Messages french = Messages.of(Language.FR);
        for (String key : french.keys()) {
            assertThat(french.pattern(key)).as(key)
                    .doesNotContain(" :", " ;", " !", " ?", " »", "« ", "\u00a0;", "\u00a0!", "\u00a0?");
        }
    }

    /** A lone ASCII apostrophe opens a quoted stretch in MessageFormat and vanishes on screen ("the boards upper left corner"). */
    @ParameterizedTest
    @EnumSource(Language.class)
    void everyApostropheIsDoubledSoThatItShows(Language language) {
        Messages messages = Messages.of(language);
        for (String key : messages.keys()) {
            assertThat(messages.pattern(key).replace("''", "")).as("%s in %s", key, language).doesNotContain("'");
        }
        assertThat(Messages.of(Language.EN).format("window.lesson.gipfGestures")).contains("the board's upper left corner");
    }

    /** French typography: the window's own words take the typographic apostrophe ’, never the ASCII one. */
    @Test
    void frenchWritesTheTypographicApostrophe() {
        Messages french = Messages.of(Language.FR);
        for (String key : french.keys()) {
            assertThat(french.pattern(key)).as(key).doesNotContain("'");
        }
    }

    /** One spelling of the game's name in French, the glossary's: Tamsk, not TAMSK. */
    @Test
    void frenchSpellsTamskOneWay() {
        Messages french = Messages.of(Language.FR);
        for (String key : french.keys()) {
            assertThat(french.pattern(key)).as(key).doesNotContain("TAMSK");
        }
    }

    @Test
    void czechKeepsOneLetterWordsWithTheWordAfterThem() {
        Messages czech = Messages.of(Language.CS);
        for (String key : czech.keys()) {
            assertThat(czech.pattern(key)).as(key).doesNotContainPattern("(^|[ „(])[vkszouaiVKSZOUAI] ");
        }
    }

    @Test
    void aMissingKeyShowsItselfInsteadOfCrashing() {
        assertThat(Messages.of(Language.EN).format("no.such.key")).isEqualTo("!no.such.key!");
    }
}
