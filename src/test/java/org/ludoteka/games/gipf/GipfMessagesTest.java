package org.ludoteka.games.gipf;

import static org.assertj.core.api.Assertions.assertThat;

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

/** The GIPF block of the three bundles: complete, and in each language's own words and typography. */
class GipfMessagesTest {

    private static Set<String> gipfKeys(Language language) {
        return Messages.of(language).keys().stream().filter(k -> k.startsWith("gipf.")).collect(Collectors.toSet());
    }

    private static String format(Language language, String key, Object... args) {
        return Messages.of(language).format(key, args);
    }

    @ParameterizedTest
    @EnumSource(value = Language.class, names = {"CS", "FR"})
    void czechAndFrenchHaveExactlyTheEnglishGipfKeys(Language language) {
        assertThat(gipfKeys(language)).containsExactlyInAnyOrderElementsOf(gipfKeys(Language.EN));
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void everyReasonEveryPendingDecisionEveryOptionAndEveryValueHasItsWords(Language language) {
        Messages messages = Messages.of(language);
        for (GipfMoveError reason : GipfMoveError.values()) {
            assertThat(messages.has(reason.key())).as(reason.key()).isTrue();
        }
        for (Pending pending : Pending.values()) {
            String key = "gipf.awaiting." + (pending == Pending.NONE ? "push" : pending.id());
            assertThat(messages.has(key)).as(key).isTrue();
        }
        for (GipfPiece.Kind kind : GipfPiece.Kind.values()) {
            if (kind != GipfPiece.Kind.POTENTIAL) {
                assertThat(messages.has("gipf.note.pushed." + kind.name().toLowerCase(java.util.Locale.ROOT))).isTrue();
            }
        }
        for (RuleOption option : GipfGame.INSTANCE.options()) {
            assertThat(messages.has(option.labelKey("gipf"))).isTrue();
            for (String value : option.values()) {
                assertThat(messages.has(option.labelKey("gipf") + "." + value)).as("%s=%s", option.name(), value).isTrue();
            }
        }
    }

    @ParameterizedTest(name = "{0} back, {1} captured")
    @CsvSource(delimiter = '|', textBlock = """
            1 | 0 | do jeho rezervy se vrací 1 kámen; není zajat žádný soupeřův kámen.
            3 | 2 | do jeho rezervy se vracejí 3 kameny; 2 soupeřovy kameny jsou zajaty.
            5 | 1 | do jeho rezervy se vrací 5 kamenů; 1 soupeřův kámen je zajat.
            """)
    void czechCountsPiecesInItsThreePluralForms(int back, int captured, String ending) {
        assertThat(format(Language.CS, "gipf.note.rowRemoved", Message.of("side.white"), "e2-e5", back, captured, Message.of("side.black")))
                .endsWith(ending);
    }

    @Test
    void frenchCountsZeroAndOneInTheSingularAndSpacesItsColons() {
        assertThat(format(Language.FR, "gipf.note.rowRemoved", Message.of("side.white"), "e2-e5", 1, 0, Message.of("side.black")))
                .isEqualTo("Blanc retire l’alignement e2-e5\u00a0: 1 pion retourne dans sa réserve, aucun pion de Noir n’est capturé.");
        assertThat(format(Language.FR, "gipf.reserveShort", Message.of("side.white"), 1))
                .isEqualTo("Un pion GIPF est fait de deux pions de base empilés, et Blanc n’a qu’un pion en réserve.");
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void aReasonForATokenAtTheWrongTimeSaysWhatIsAwaited(Language language) {
        Message awaited = Message.of("gipf.awaiting.rows", Message.of("side.black"), "e3-e6");
        String sentence = Messages.of(language).format(Message.of("gipf.decisionPending", awaited));

        assertThat(sentence).contains("e3-e6", format(language, "side.black")).doesNotContain("{", "!");
    }
}
