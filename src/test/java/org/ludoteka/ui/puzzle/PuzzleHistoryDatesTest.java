package org.ludoteka.ui.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;
import org.ludoteka.i18n.Language;
import org.ludoteka.i18n.Messages;

/**
 * The trainer's history dates its attempts as the learner's language writes dates, not the American
 * way whatever the language ("11/26/26, 12:55 PM" in Czech and French), and without leaning on the
 * Java runtime's locale data, which a packaged runtime may not carry.
 */
class PuzzleHistoryDatesTest {
    private static final LocalDateTime AT = LocalDateTime.of(2026, 11, 26, 12, 55);

    @Test
    void eachLanguageWritesTheDateItsOwnWay() {
        assertThat(PuzzleHistoryDialog.when(AT, Messages.of(Language.CS))).isEqualTo("26.\u00a011.\u00a02026 12:55");
        assertThat(PuzzleHistoryDialog.when(AT, Messages.of(Language.FR))).isEqualTo("26/11/2026 12:55");
        assertThat(PuzzleHistoryDialog.when(AT, Messages.of(Language.EN))).isEqualTo("26 Nov 2026, 12:55");
    }

    /** Numbers only in Czech and French: nothing a runtime without their locale data would write in English. */
    @Test
    void czechAndFrenchDatesAreNumbersOnly() {
        for (Language language : new Language[] {Language.CS, Language.FR}) {
            assertThat(PuzzleHistoryDialog.when(AT.withHour(20), Messages.of(language))).as("%s", language)
                    .matches("[0-9 ./:\u00a0]+").doesNotContain("PM", "AM");
        }
    }
}
