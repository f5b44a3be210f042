package org.ludoteka.games.tayu;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.ludoteka.core.Message;
import org.ludoteka.core.RuleOption;
import org.ludoteka.i18n.Language;
import org.ludoteka.i18n.Messages;

class TayuMessagesTest {

    @ParameterizedTest
    @EnumSource(Language.class)
    void everyReasonEveryOptionAndEveryValueHasItsWords(Language language) {
        Messages messages = Messages.of(language);
        for (TayuMoveError reason : TayuMoveError.values()) {
            assertThat(messages.has(reason.key())).as(reason.key()).isTrue();
        }
        for (RuleOption option : TayuGame.INSTANCE.options()) {
            assertThat(messages.has(option.labelKey("tayu"))).isTrue();
            for (String value : option.values()) {
                assertThat(messages.has(option.labelKey("tayu") + "." + value)).as("%s=%s", option.name(), value).isTrue();
            }
        }
    }

    @Test
    void anIllegalPlacementNamesTheSquareAndTheEdgeInEachLanguage() {
        Object[] args = {"j11", Message.of("tayu.side.south"), "j10"};

        assertThat(Messages.of(Language.EN).format("tayu.mouthAgainstBlank", args))
                .startsWith("Illegal: the mouth on the south side of j11 would run into the blank edge of the tile on j10");
        assertThat(Messages.of(Language.CS).format("tayu.mouthAgainstBlank", args))
                .startsWith("Nepovolený tah: ústí na jižní straně pole j11 by narazilo na prázdný okraj kamene na poli j10");
        assertThat(Messages.of(Language.FR).format("tayu.mouthAgainstBlank", args))
                .startsWith("Coup interdit\u00a0: l’embouchure du côté sud de j11 buterait contre le bord sans canal de la tuile en j10");
    }

    @Test
    void czechCountsChannelsInItsThreePluralForms() {
        Messages czech = Messages.of(Language.CS);
        Message ns = Message.of("side.ns");

        assertThat(czech.format("tayu.note.placed", ns, "025", "j10", "l10", 1)).endsWith("navazuje na 1 kanál.");
        assertThat(czech.format("tayu.note.placed", ns, "025", "j10", "l10", 3)).endsWith("navazuje na 3 kanály.");
        assertThat(czech.format("tayu.note.placed", ns, "025", "j10", "l10", 5)).endsWith("navazuje na 5 kanálů.");
    }
}
