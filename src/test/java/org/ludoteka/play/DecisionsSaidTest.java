package org.ludoteka.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.Message;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfNotation;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.games.tayu.TayuNotation;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.play.gipf.GipfTurns;
import org.ludoteka.play.tayu.TayuTurns;

/** The decisions the move list puts in words, each with the seat that made it; a move on the board is not said. */
class DecisionsSaidTest {
    @Test
    void everyGipfDecisionIsSaidByTheSeatOnMoveAtTheStart() {
        GipfPosition start = GipfNotation.INSTANCE.parsePosition("start");
        int white = 0; // white moves first (G-9) and sits in the first seat
        Map<GipfMove, String> words = Map.of(GipfMove.CHALLENGE, "window.said.challenge", GipfMove.NO_CHALLENGE, "window.said.noChallenge",
                GipfMove.WON, "window.said.tamskWon", GipfMove.LOST, "window.said.tamskLost", GipfMove.FORFEIT, "window.said.forfeitExtra");
        words.forEach((move, key) -> assertThat(GipfTurns.INSTANCE.spoken(start, move)).as(key)
                .contains(new Said(white, Message.of(key))));
        GipfMove push = GipfNotation.INSTANCE.parseMove("i3-h3");
        assertThat(GipfTurns.INSTANCE.spoken(start, push)).isEmpty();
    }

    @Test
    void aTayuBidADropOutAndALostTurnAreSaidButADrawIsNot() {
        TayuPosition start = TayuNotation.INSTANCE.parsePosition("start");
        int seat = start.turn();
        assertThat(TayuTurns.INSTANCE.spoken(start, TayuEvent.PASS)).contains(new Said(seat, Message.of("window.said.dropOut")));
        assertThat(TayuTurns.INSTANCE.spoken(start, TayuEvent.FORFEIT)).contains(new Said(seat, Message.of("window.said.loseTurn")));
        assertThat(TayuTurns.INSTANCE.spoken(start, new TayuEvent.Bid(30))).contains(new Said(seat, Message.of("window.said.bid", 30)));
        assertThat(TayuTurns.INSTANCE.spoken(start, new TayuEvent.Draw(0))).isEqualTo(Optional.empty());
    }
}
