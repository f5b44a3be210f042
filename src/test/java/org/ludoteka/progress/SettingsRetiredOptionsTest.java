package org.ludoteka.progress;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.Message;
import org.ludoteka.i18n.Language;

/** P-9, issue #18: settings that chose GIPF's retired power=next-turn are told once and lose the option; the rest stays. */
class SettingsRetiredOptionsTest {
    private static final Settings OLD = new Settings(Language.CS, Theme.DARK, 150)
            .withRuleOptions("gipf", Map.of("potentials", "3", "power", "next-turn"))
            .withRuleOptions("loa", Map.of("simultaneous", "mover-wins"));

    @Test
    void theRetiredChoiceIsToldAndDroppedAndEverythingElseIsKept() {
        assertThat(OLD.retiredOptionNotices()).extracting(Message::key).containsExactly("gipf.retired.power.next-turn");

        Settings cleaned = OLD.withoutRetiredOptions();

        assertThat(cleaned.ruleOptions("gipf")).isEqualTo(Map.of("potentials", "3"));
        assertThat(cleaned.ruleOptions("loa")).isEqualTo(Map.of("simultaneous", "mover-wins"));
        assertThat(cleaned.language()).isEqualTo(Language.CS);
        assertThat(cleaned.retiredOptionNotices()).isEmpty();
    }

    @Test
    void theRulebooksOwnTimingNeedsNoNoticeButLeavesTheFileToo() {
        Settings same = Settings.DEFAULT.withRuleOptions("gipf", Map.of("power", "same-turn"));
        assertThat(same.retiredOptionNotices()).isEmpty();
        assertThat(same.withoutRetiredOptions().ruleOptions("gipf")).isEmpty();
        assertThat(Settings.DEFAULT.withoutRetiredOptions()).isEqualTo(Settings.DEFAULT);
    }
}
