package org.ludoteka.play.gipf;

import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.ludoteka.ai.GipfComputerPlayer;
import org.ludoteka.ai.GipfStrength;
import org.ludoteka.core.Game;
import org.ludoteka.core.Message;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfGame;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.Pending;
import org.ludoteka.games.gipf.GipfVariant;
import org.ludoteka.play.ComputerPlayer;
import org.ludoteka.play.MatchSetup;
import org.ludoteka.play.Said;
import org.ludoteka.play.Seats;
import org.ludoteka.play.Strength;
import org.ludoteka.play.TwoSides;

/**
 * GIPF for a session: two seats, White's and Black's. Who acts is who gives the next token: the
 * mover, the remover of a row or the challenger; nobody at the board while a challenge's game of
 * Tamsk decides. A turn of the record is the mover's, row removals by either player included.
 */
public final class GipfTurns extends TwoSides<GipfPosition, GipfMove> {
    /** The words of each decision. */
    private static final Map<GipfMove, String> SAID = Map.of(GipfMove.CHALLENGE, "window.said.challenge",
            GipfMove.NO_CHALLENGE, "window.said.noChallenge", GipfMove.WON, "window.said.tamskWon",
            GipfMove.LOST, "window.said.tamskLost", GipfMove.FORFEIT, "window.said.forfeitExtra");
    public static final GipfTurns INSTANCE = new GipfTurns();

    private GipfTurns() {
        super(Side.WHITE, Side.BLACK);
    }

    /** A game of {@code variant} under {@code options}, from its named start: {@code basic}, {@code start} or {@code tournament}. */
    public static MatchSetup<GipfPosition> setup(GipfVariant variant, Map<String, String> options, Seats seats) {
        Map<String, String> chosen = new java.util.HashMap<>(options);
        if (variant != GipfVariant.BASIC) {
            chosen.remove("handicap"); // G-6: the standard and tournament games use all 18 pieces
        }
        Map<String, String> checked = GipfGame.INSTANCE.withDefaults(chosen);
        GipfPosition start = GipfGame.INSTANCE.notation(checked).parsePosition(startName(variant));
        return new MatchSetup<>(checked, start, seats);
    }

    /** The first game the screen shows: the standard game, two people at the screen. */
    public static MatchSetup<GipfPosition> first() {
        return setup(GipfVariant.STANDARD, Map.of(), Seats.people(2));
    }

    /** The command line's name of a game's start: {@code basic}, {@code start} (standard) or {@code tournament}. */
    public static String startName(GipfVariant variant) {
        return variant == GipfVariant.STANDARD ? "start" : variant.id();
    }

    @Override
    public Game<GipfPosition, GipfMove> game() {
        return GipfGame.INSTANCE;
    }

    @Override
    public OptionalInt actor(GipfPosition position) {
        return position.pending() == Pending.TAMSK ? OptionalInt.empty() : OptionalInt.of(seatOf(position.decider()));
    }

    @Override
    public int turnOf(GipfPosition position) {
        return seatOf(position.turn());
    }

    @Override
    public ComputerPlayer<GipfPosition, GipfMove> computer(Map<String, String> options, Strength strength, long seed) {
        GipfComputerPlayer player = new GipfComputerPlayer(GipfGame.INSTANCE.rules(options).options(),
                GipfStrength.valueOf(strength.name()), seed);
        return player::choose;
    }

    /**
     * The decisions in words: the challenge demanded or not, the game of Tamsk won or lost (said by the
     * potential's owner, the player on move), the extra move given up (said, like a challenge, by the decider).
     */
    @Override
    public Optional<Said> spoken(GipfPosition before, GipfMove move) {
        Side speaker = move instanceof GipfMove.TamskResult ? before.turn() : before.decider();
        return Optional.ofNullable(SAID.get(move)).map(key -> new Said(seatOf(speaker), Message.of(key)));
    }

    /** A push is legal; a decision (a row removed, a challenge, the game of Tamsk's result) is done. */
    @Override
    public String legalKey(GipfMove move) {
        return move instanceof GipfMove.Push ? "window.verdict.legal" : "window.gipf.done";
    }
}
