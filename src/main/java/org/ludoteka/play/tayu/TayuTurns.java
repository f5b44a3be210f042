package org.ludoteka.play.tayu;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.ThreadLocalRandom;
import org.ludoteka.ai.TayuComputerPlayer;
import org.ludoteka.ai.TayuStrength;
import org.ludoteka.core.Game;
import org.ludoteka.core.Message;
import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.games.tayu.TayuGame;
import org.ludoteka.games.tayu.TayuNotation;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.games.tayu.TayuRules;
import org.ludoteka.play.ComputerPlayer;
import org.ludoteka.play.MatchSetup;
import org.ludoteka.play.Said;
import org.ludoteka.play.Seats;
import org.ludoteka.play.Strength;
import org.ludoteka.play.TurnGame;

/**
 * Ta Yü for a session: two, three or four seats, named by the notation's seat words; the seat on
 * turn acts, whether it bids, draws or lays. Each bid is a turn of its own in the record; undo does
 * not stop between a tile drawn and its laying, and the computer takes at least 0.4 s an event, so
 * that a table of computers can be followed.
 */
public final class TayuTurns implements TurnGame<TayuPosition, TayuEvent> {
    /** The words of dropping out of the bidding and of a turn given up. */
    private static final Map<TayuEvent, String> SAID = Map.of(TayuEvent.PASS, "window.said.dropOut",
            TayuEvent.FORFEIT, "window.said.loseTurn");
    public static final TayuTurns INSTANCE = new TayuTurns();

    private TayuTurns() {
    }

    /** A game for {@code players} with the supply shuffled by {@code seed} ({@code start:<seed>}). */
    public static MatchSetup<TayuPosition> setup(int players, boolean advanced, boolean notches, long seed, Seats seats) {
        Map<String, String> options = TayuGame.INSTANCE.withDefaults(Map.of("players", Integer.toString(players),
                "advanced", advanced ? "yes" : "no", "notches", notches ? "yes" : "no"));
        return new MatchSetup<>(options, TayuPosition.seeded(players, seed), seats, Optional.of("start:" + seed));
    }

    /** The first game the screen shows: two players, the person against the computer at medium, a supply shuffled anew. */
    public static MatchSetup<TayuPosition> first() {
        return setup(2, false, false, drawnSeed(), Seats.computerAt(2, 1, Strength.MEDIUM));
    }

    /** A seed drawn for a game whose seed was not typed: each game its own shuffle, not the same tiles every time. */
    public static long drawnSeed() {
        return ThreadLocalRandom.current().nextLong(1_000_000L);
    }

    @Override
    public Game<TayuPosition, TayuEvent> game() {
        return TayuGame.INSTANCE;
    }

    @Override
    public int seatCount(TayuPosition start) {
        return start.players();
    }

    @Override
    public OptionalInt actor(TayuPosition position) {
        return OptionalInt.of(position.turn());
    }

    @Override
    public String seatWord(TayuPosition start, int seat) {
        return TayuNotation.seatId(start.players(), seat);
    }

    @Override
    public Message seatName(TayuPosition position, int seat) {
        return TayuRules.seat(position, seat);
    }

    @Override
    public ComputerPlayer<TayuPosition, TayuEvent> computer(Map<String, String> options, Strength strength, long seed) {
        TayuComputerPlayer player = new TayuComputerPlayer(TayuGame.INSTANCE.rules(options), TayuStrength.valueOf(strength.name()), seed);
        return (position, budget) -> player.choose(position);
    }

    @Override
    public Duration computerPace() {
        return Duration.ofMillis(400);
    }

    /** A person's drawn tile is not put back by undo alone: undo stops before the draw, not between it and the laying. */
    @Override
    public boolean stopsAfter(TayuPosition before, TayuEvent move, TayuPosition after) {
        return !(move instanceof TayuEvent.Draw && before.turn() == after.turn());
    }

    /** Bids, passes and a lost turn in words, each with the seat that made it. */
    @Override
    public Optional<Said> spoken(TayuPosition before, TayuEvent move) {
        int seat = before.turn();
        if (move instanceof TayuEvent.Bid bid) {
            return Optional.of(new Said(seat, Message.of("window.said.bid", bid.points())));
        }
        return Optional.ofNullable(SAID.get(move)).map(key -> new Said(seat, Message.of(key)));
    }

    @Override
    public boolean endsTurn(TayuPosition before, TayuEvent move) {
        return move instanceof TayuEvent.Bid || move instanceof TayuEvent.Pass;
    }
}
