package org.ludoteka.ui.tayu;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.ludoteka.ai.TayuStrength;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Outcome;
import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.games.tayu.TayuGame;
import org.ludoteka.games.tayu.TayuMove;
import org.ludoteka.games.tayu.TayuNotation;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.games.tayu.TayuRules;
import org.ludoteka.progress.SavedGame;
import org.ludoteka.ui.MatchHistory;

/**
 * One Ta Yü game in the window: its setup, the start position and the events played (bids, draws,
 * placements, lost turns), with the position after each: a {@link MatchHistory}. Undo and redo
 * go back or forward to a point where a person at the screen acts (or the end). No Swing here;
 * saving is a matter of {@link #toSaved()} and {@link #resume(SavedGame)}.
 */
final class TayuMatch extends MatchHistory<TayuPosition, TayuEvent> {
    private final TayuSetup setup;
    private final TayuRules rules;

    TayuMatch(TayuSetup setup) {
        this(setup, setup.start());
    }

    private TayuMatch(TayuSetup setup, TayuPosition start) {
        super(setup.rules(), start);
        this.setup = setup;
        this.rules = setup.rules();
    }

    /**
     * The game of a save file, replayed through the rules; {@link InputError} names a bad event or a
     * computer seat the game does not have.
     */
    static TayuMatch resume(SavedGame saved) {
        SavedGame.Replay<TayuPosition, TayuEvent> replay = saved.replay(TayuGame.INSTANCE);
        TayuPosition start = replay.positions().get(0);
        List<Optional<TayuStrength>> seats = new ArrayList<>();
        for (int seat = 0; seat < start.players(); seat++) {
            seats.add(Optional.empty());
        }
        for (Map.Entry<String, String> computer : saved.computers().entrySet()) {
            int seat = seatOf(start.players(), computer.getKey());
            TayuStrength strength = List.of(TayuStrength.values()).stream()
                    .filter(s -> s.name().toLowerCase(Locale.ROOT).equals(computer.getValue())).findFirst()
                    .orElseThrow(() -> new InputError("window.save.badField", "opponent", computer.getValue()));
            seats.set(seat, Optional.of(strength));
        }
        Map<String, String> options = saved.options();
        TayuMatch match = new TayuMatch(new TayuSetup(start.players(), options.get("advanced").equals("yes"),
                options.get("notches").equals("yes"), -1, seats), start);
        match.restore(replay);
        return match;
    }

    private static int seatOf(int players, String word) {
        for (int seat = 0; seat < players; seat++) {
            if (TayuNotation.seatId(players, seat).equals(word)) {
                return seat;
            }
        }
        throw new InputError("window.save.badField", "opponent", word);
    }

    TayuSetup setup() {
        return setup;
    }

    TayuRules rules() {
        return rules;
    }

    Optional<Outcome> outcome() {
        return rules.outcome(position());
    }

    TayuRules.Phase phase() {
        return rules.phase(position());
    }

    /** The last tile laid before the current position, if any, for the board to mark. */
    Optional<TayuMove> lastLaid() {
        return lastMove(TayuMove.class);
    }

    boolean computerToAct() {
        return outcome().isEmpty() && setup.computerAt(position().turn()).isPresent();
    }

    /** A person acts here, and not in the middle of his own turn: a drawn tile is not put back by undo alone. */
    @Override
    protected boolean personActsAt(int index) {
        TayuPosition at = positionAt(index);
        if (rules.outcome(at).isPresent()) {
            return true;
        }
        boolean midTurn = index > 0 && positionAt(index - 1).turn() == at.turn() && moveFrom(index - 1) instanceof TayuEvent.Draw
                && rules.phase(at) == TayuRules.Phase.PLACE;
        return setup.computerAt(at.turn()).isEmpty() && !midTurn;
    }

    /** The events up to the current position, one line a turn (each bid its own): {@code 3. West–East: draw-a k11v012}. */
    List<Turn> turns() {
        List<Turn> turns = new ArrayList<>();
        for (int i = 0; i < current(); i++) {
            TayuPosition before = positionAt(i);
            String text = TayuNotation.INSTANCE.format(before, moveFrom(i));
            boolean afterBidding = i > 0 && (moveFrom(i - 1) instanceof TayuEvent.Bid || moveFrom(i - 1) instanceof TayuEvent.Pass);
            if (turns.isEmpty() || positionAt(i - 1).turn() != before.turn() || afterBidding) {
                turns.add(new Turn(turns.size() + 1, before.turn(), new ArrayList<>()));
            }
            turns.get(turns.size() - 1).events().add(text);
        }
        return turns;
    }

    /** One turn of the list: its number, the seat that played it, and its events in notation. */
    record Turn(int number, int seat, List<String> events) {
    }

    List<String> eventsText() {
        return written(TayuNotation.INSTANCE);
    }

    /** The game up to the current position, as the save file holds every game: each computer seat by its seat word. */
    SavedGame toSaved() {
        Map<String, String> computers = new LinkedHashMap<>();
        for (int seat = 0; seat < setup.players(); seat++) {
            int at = seat;
            setup.computerAt(seat).ifPresent(strength -> computers.put(TayuNotation.seatId(setup.players(), at),
                    strength.name().toLowerCase(Locale.ROOT)));
        }
        return new SavedGame(TayuGame.INSTANCE.id(), setup.options(), Optional.empty(), computers,
                TayuNotation.INSTANCE.format(start()), eventsText());
    }
}
