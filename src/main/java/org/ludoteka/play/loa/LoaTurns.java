package org.ludoteka.play.loa;

import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.ludoteka.ai.LoaComputerPlayer;
import org.ludoteka.core.Game;
import org.ludoteka.core.Message;
import org.ludoteka.core.Notation;
import org.ludoteka.core.Side;
import org.ludoteka.games.loa.LoaGame;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.play.ComputerPlayer;
import org.ludoteka.play.MatchSetup;
import org.ludoteka.play.Said;
import org.ludoteka.play.Seats;
import org.ludoteka.play.Strength;
import org.ludoteka.play.TwoSides;

/** Lines of Action for a session: two seats, Black's and White's, the side to move acts. */
public final class LoaTurns extends TwoSides<LoaPosition, LoaMove> {
    public static final LoaTurns INSTANCE = new LoaTurns();
    /** The first game the screen shows: the standard start, two people at the screen. */
    public static final MatchSetup<LoaPosition> FIRST = MatchSetup.of(LoaGame.INSTANCE, Map.of(), LoaPosition.START, Seats.people(2));

    private LoaTurns() {
        super(Side.BLACK, Side.WHITE);
    }

    @Override
    public Game<LoaPosition, LoaMove> game() {
        return LoaGame.INSTANCE;
    }

    @Override
    public OptionalInt actor(LoaPosition position) {
        return OptionalInt.of(seatOf(position.toMove()));
    }

    @Override
    public ComputerPlayer<LoaPosition, LoaMove> computer(Map<String, String> options, Strength strength, long seed) {
        LoaComputerPlayer player = new LoaComputerPlayer(LoaGame.INSTANCE.rules(options).options(),
                LoaComputerPlayer.Strength.valueOf(strength.name()), seed);
        return player::choose;
    }

    /** A pass in words: the only move when no piece can move. */
    @Override
    public Optional<Said> spoken(LoaPosition before, LoaMove move) {
        return move.isPass() ? Optional.of(new Said(seatOf(before.toMove()), Message.of("window.said.pass"))) : Optional.empty();
    }

    /** A press on one square alone is named by that square. */
    @Override
    public String tried(Notation<LoaPosition, LoaMove> notation, LoaPosition before, LoaMove move) {
        if (move.isPass()) {
            return "pass";
        }
        String from = LoaNotation.squareName(move.from());
        return move.from() == move.to() ? from : from + "-" + LoaNotation.squareName(move.to());
    }
}
