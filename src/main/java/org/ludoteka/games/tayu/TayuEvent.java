package org.ludoteka.games.tayu;

/** One Ta Yü event, as the tokens of the README's Ta Yü section write them. */
public sealed interface TayuEvent permits TayuMove, TayuEvent.Draw, TayuEvent.Bid, TayuEvent.Pass, TayuEvent.Forfeit {
    TayuEvent PASS = new Pass();
    TayuEvent FORFEIT = new Forfeit();

    /** {@code draw-a}, {@code draw-b}: the top tile of that lane's front stack (Y-9); lane 0 is {@code a}. */
    record Draw(int lane) implements TayuEvent {
    }

    /** {@code bid20}: three players, the highest score the bidder would let the builders reach (Y-20). */
    record Bid(int points) implements TayuEvent {
    }

    /** {@code pass}: three players, dropping out of the bidding for good (YA-7). */
    record Pass() implements TayuEvent {
    }

    /**
     * {@code forfeit}: four players, the player on move talked to his partner (Y-24, YA-8): he loses
     * the turn and hands the tile he drew to the next player.
     */
    record Forfeit() implements TayuEvent {
    }
}
