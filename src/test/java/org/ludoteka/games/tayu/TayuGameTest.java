package org.ludoteka.games.tayu;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.InputError;
import org.ludoteka.games.Games;

/** Ta Yü as the registry sees it. */
class TayuGameTest {

    @Test
    void theCatalogueOffersTaYu() {
        assertThat(Games.byId("tayu").orElseThrow().engine()).contains(TayuGame.INSTANCE);
    }

    @Test
    void optionsDefaultToTwoPlayersTheBasicGameTheBackMarkAloneAndDrawnTiles() {
        assertThat(TayuGame.INSTANCE.rules(Map.of()).options()).isEqualTo(TayuOptions.DEFAULT);
        assertThat(TayuGame.INSTANCE.rules(Map.of("players", "4", "advanced", "yes", "notches", "yes", "tile", "025")).options())
                .isEqualTo(new TayuOptions(4, true, true, Optional.of(TayuTile.parse("025"))));
        assertThatThrownBy(() -> TayuGame.INSTANCE.rules(Map.of("players", "5"))).isInstanceOf(InputError.class);
        assertThatThrownBy(() -> TayuGame.INSTANCE.rules(Map.of("tile", "146"))).isInstanceOf(InputError.class); // a kind is written by its smaller digit string
        assertThat(TayuGame.INSTANCE.options()).extracting(o -> o.values().size()).containsExactly(3, 2, 2, 29);
    }

    @Test
    void theNamedStartsTakeTheChosenNumberOfPlayers() {
        assertThat(TayuGame.INSTANCE.notation(Map.of("players", "3")).parsePosition("start").players()).isEqualTo(3);
        assertThat(TayuGame.INSTANCE.notation(Map.of()).parsePosition("start:9").players()).isEqualTo(2);
    }
}
