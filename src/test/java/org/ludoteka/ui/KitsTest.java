package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ludoteka.games.Games;
import org.ludoteka.i18n.Language;
import org.ludoteka.i18n.Messages;

/** Every game of the catalogue has its kit, in the catalogue's order, and the words its kit's screen builds from its id. */
class KitsTest {

    @Test
    void eachGameOfTheCatalogueHasOneKitInTheSameOrder() {
        assertThat(Kits.ALL.stream().map(kit -> kit.game().id()))
                .containsExactlyElementsOf(Games.CATALOGUE.stream().map(Games.Entry::id).toList());
        Games.CATALOGUE.forEach(entry -> assertThat(Kits.of(entry)).as(entry.id()).isPresent());
    }

    @Test
    void theKeysAScreenBuildsFromItsGamesIdAreInTheBundles() {
        for (Language language : Language.values()) {
            Messages messages = Messages.of(language);
            for (GameKit kit : Kits.ALL) {
                String id = kit.game().id();
                assertThat(messages.has("game." + id)).as(language + " game." + id).isTrue();
                assertThat(messages.has("window.notation." + id)).as(language + " window.notation." + id).isTrue();
            }
        }
    }
}
