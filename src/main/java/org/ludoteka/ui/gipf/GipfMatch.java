package org.ludoteka.ui.gipf;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.ludoteka.ai.GipfStrength;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfGame;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfNotation;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfRules;
import org.ludoteka.games.gipf.Pending;
import org.ludoteka.progress.SavedGame;
import org.ludoteka.ui.MatchHistory;

/**
 * One GIPF game in the window: its setup, the start position and the tokens played (pushes and
 * decisions), with the position after each: a {@link MatchHistory}. Against the computer undo
 * and redo go back or forward to a point where the person at the screen decides. No Swing here;
 * saving is a matter of {@link #toSaved()} and {@link #resume(SavedGame)}.
 */
final class GipfMatch extends MatchHistory<GipfPosition, GipfMove> {
    private final GipfSetup setup;
    private final GipfRules rules;

    GipfMatch(GipfSetup setup) {
        this(setup, setup.start());
    }

    private GipfMatch(GipfSetup setup, GipfPosition start) {
        super(setup.rules(), start);
        this.setup = setup;
        this.rules = setup.rules();
    }

    /** The game of a save file, replayed through the rules; {@link org.ludoteka.core.InputError} names a bad token. */
    static GipfMatch resume(SavedGame saved) {
        SavedGame.Replay<GipfPosition, GipfMove> replay = saved.replay(GipfGame.INSTANCE);
        GipfPosition start = replay.positions().get(0);
        Optional<Side> computer = saved.computer().map(SavedGame.Seat::side);
        GipfStrength strength = saved.computer()
                .map(seat -> GipfStrength.valueOf(seat.strength().toUpperCase(Locale.ROOT)))
                .orElse(GipfStrength.MEDIUM);
        GipfMatch match = new GipfMatch(new GipfSetup(start.variant(), saved.options(), computer, strength), start);
        match.restore(replay);
        return match;
    }

    GipfSetup setup() {
        return setup;
    }

    GipfRules rules() {
        return rules;
    }

    /** The last push that led to the current position, if any, for the board to mark. */
    Optional<GipfMove.Push> lastPush() {
        return lastMove(GipfMove.Push.class);
    }

    List<GipfMove> legalMoves() {
        return rules.legalMoves(position());
    }

    Optional<Outcome> outcome() {
        return rules.outcome(position());
    }

    /**
     * Who gives the next token: the mover, the remover of a row or the challenger; none when the game
     * is over or while the challenge's game of Tamsk decides.
     */
    Optional<Side> decider() {
        return decider(position());
    }

    private Optional<Side> decider(GipfPosition at) {
        if (rules.outcome(at).isPresent() || at.pending() == Pending.TAMSK) {
            return Optional.empty();
        }
        return Optional.of(at.decider());
    }

    boolean computerToAct() {
        return decider().filter(setup::computerPlays).isPresent();
    }

    /** Undo and redo stop where the person at the screen decides, or where the game ended. */
    @Override
    protected boolean personActsAt(int index) {
        GipfPosition at = positionAt(index);
        Optional<Side> decider = decider(at);
        return decider.isPresent() && !setup.computerPlays(decider.get()) || rules.outcome(at).isPresent();
    }

    /** The tokens up to the current position, one line a turn: {@code 3. White: a1-b2 xb2-b5}. */
    List<Turn> turns() {
        List<Turn> turns = new ArrayList<>();
        for (int i = 0; i < current(); i++) {
            GipfPosition before = positionAt(i);
            String token = GipfNotation.INSTANCE.format(before, moveFrom(i));
            if (turns.isEmpty() || i > 0 && positionAt(i - 1).turn() != before.turn()) {
                turns.add(new Turn(turns.size() + 1, before.turn(), new ArrayList<>()));
            }
            turns.get(turns.size() - 1).tokens().add(token);
        }
        return turns;
    }

    /** One turn of the list: its number, its mover, and its tokens in notation (decisions included). */
    record Turn(int number, Side mover, List<String> tokens) {
    }

    /** The tokens up to the current position in notation. */
    List<String> tokensText() {
        return written(GipfNotation.INSTANCE);
    }

    /** The game up to the current position, as the save file holds every game. */
    SavedGame toSaved() {
        Optional<SavedGame.Seat> seat = setup.computer()
                .map(side -> new SavedGame.Seat(side, setup.strength().name().toLowerCase(Locale.ROOT)));
        return new SavedGame(GipfGame.INSTANCE.id(), setup.options(), seat, GipfNotation.INSTANCE.format(start()),
                tokensText());
    }
}
