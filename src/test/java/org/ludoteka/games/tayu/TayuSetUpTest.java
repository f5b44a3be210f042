package org.ludoteka.games.tayu;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;

/** A Ta Yü position set up by hand: tiles, hands, supply, players; every reason it refuses one. */
class TayuSetUpTest {
    private static final TayuSetUp EMPTY = TayuSetUp.of(TayuPosition.seeded(2, 1), Map.of()).cleared();
    private static final TayuMove FIRST = TayuNotation.parsePlacement("j10h025");

    private static Message refusal(Runnable setUp) {
        try {
            setUp.run();
        } catch (InputError e) {
            return e.problem();
        }
        throw new AssertionError("accepted");
    }

    /** A second tile the rules let lie beside the first. */
    private static TayuMove second() {
        return TayuRules.placements(TayuBoard.EMPTY.with(FIRST), TayuTile.parse("136")).get(0);
    }

    @Test
    void tilesLaidInTheOrderTheRulesAllowAreAPositionWhoseSupplyHoldsTheTilesLeft_Y11_Y12() {
        TayuSetUp laid = EMPTY.with(second()).with(FIRST); // put in another order than they could be laid
        TayuPosition position = laid.position();

        assertThat(position.board().tiles()).containsExactlyInAnyOrder(FIRST, second());
        assertThat(position.supply().size()).isEqualTo(110);
        assertThat(position.tileCount()).isEqualTo(TayuTile.ALL);
        assertThat(laid.withSupply(20).position().supply().size()).isEqualTo(20);
        assertThat(TayuSetUp.of(TayuPosition.seeded(2, 1), Map.of()).position()).isEqualTo(TayuPosition.seeded(2, 1)); // the supply kept as it was
    }

    @Test
    void aTileOffTheBoardOrOverAnotherIsRefusedAtOnceInTheRulesWords_Y10() {
        assertThat(refusal(() -> EMPTY.with(TayuNotation.parsePlacement("s10h025"))).key()).isEqualTo("tayu.outsideBoard");
        assertThat(refusal(() -> EMPTY.with(FIRST).with(TayuNotation.parsePlacement("k9v025"))).key()).isEqualTo("tayu.onTile");
        assertThat(EMPTY.with(FIRST).without(TayuBoard.parseSquare("l10")).tiles()).isEmpty();
    }

    @Test
    void aTileThatCouldNotHaveBeenLaidInAnyOrderIsRefusedWithTheRulesReason_Y11_Y12() {
        TayuMove apart = TayuNotation.parsePlacement("a1h025");

        Message refused = refusal(() -> EMPTY.with(FIRST).with(apart).position());

        assertThat(refused.key()).isEqualTo("tayu.setUp.tile");
        assertThat(refused.args().get(0)).isEqualTo("a1h025");
        assertThat(((Message) refused.args().get(1)).key()).isEqualTo("tayu.noChannel");
        assertThat(((Message) refusal(() -> EMPTY.with(apart).position()).args().get(1)).key()).isEqualTo("tayu.firstNotCentre");
    }

    @Test
    void aFifthTileOfAKindIsRefused_Y4() {
        TayuSetUp hands = EMPTY.withHands("025+025+025,025+520");

        assertThat(refusal(() -> hands.position())).isEqualTo(Message.of("tayu.setUp.tooMany", "025", 5, 4));
    }

    @Test
    void aSupplyBiggerThanTheTilesLeftIsRefused() {
        TayuSetUp held = EMPTY.withSupply(TayuTile.ALL).withHands("025,136");

        assertThat(held.supply()).isEqualTo(110);
        assertThat(refusal(() -> held.withSupply(111).position())).isEqualTo(Message.of("tayu.setUp.supply", 111, 110));
    }

    @Test
    void withThreePlayersNoTileLiesBeforeTheBiddingIsOver_Y20() {
        TayuSetUp three = EMPTY.withPlayers(3);

        assertThat(three.position().isBidding()).isTrue();
        assertThat(refusal(() -> three.with(FIRST).position())).isEqualTo(Message.of("tayu.setUp.bidding"));
        assertThat(EMPTY.withPlayers(4).with(FIRST).position().players()).isEqualTo(4);
    }

    @Test
    void aHandBiggerThanThePlayerMayHoldIsRefused_Y18() {
        TayuSetUp two = EMPTY.withHands("025+136,-");

        assertThat(refusal(() -> two.position()))
                .isEqualTo(Message.of("tayu.setUp.hand", TayuRules.seatAndRole(two.preview(), 0), 2, 1));
        TayuSetUp advanced = TayuSetUp.of(TayuPosition.seeded(2, 1), Map.of("advanced", "yes")).cleared().withHands("025+136,-");
        assertThat(advanced.position().hand(0)).hasSize(2);
        assertThat(advanced.start().withHands("025+136,-").position().hand(0)).hasSize(2); // the game's limit kept through the bar's buttons
    }

    @Test
    void handsThatAreNotTilesForEachSeatAreRefused() {
        assertThat(refusal(() -> EMPTY.withHands("025"))).isEqualTo(Message.of("tayu.setUp.handsText", "025", 2));
        assertThat(refusal(() -> EMPTY.withHands("025,999"))).isEqualTo(Message.of("tayu.setUp.handsText", "025,999", 2));
        assertThat(EMPTY.withHands(" 025 , - ").hand(0)).isEqualTo(List.of(TayuTile.parse("025")));
    }
}
