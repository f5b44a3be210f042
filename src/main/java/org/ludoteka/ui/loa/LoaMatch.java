package org.ludoteka.ui.loa;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.games.loa.LoaRules;
import org.ludoteka.games.loa.LoaGame;
import org.ludoteka.progress.SavedGame;
import org.ludoteka.ui.MatchHistory;

/**
 * One Lines of Action game in the window: its setup and its game state, a {@link MatchHistory}.
 * Against the computer undo and redo go back or forward to the person's own turn. No Swing here:
 * what the screen shows of the game is derived from this.
 */
final class LoaMatch extends MatchHistory<LoaPosition, LoaMove> {
    private final LoaSetup setup;
    private final LoaRules rules;

    LoaMatch(LoaSetup setup) {
        super(setup.rules(), setup.start());
        this.setup = setup;
        this.rules = setup.rules();
    }

    /** The game a save file kept, replayed by the rules (the file was checked as it was read). */
    static LoaMatch resume(SavedGame saved) {
        SavedGame.Replay<LoaPosition, LoaMove> replayed = saved.replay(LoaGame.INSTANCE);
        LoaMatch match = new LoaMatch(new LoaSetup(saved.options(), replayed.positions().get(0), Opponent.of(saved.computer())));
        match.restore(replayed);
        return match;
    }

    LoaSetup setup() {
        return setup;
    }

    /** The move that led to the current position, if any. */
    Optional<LoaMove> lastMove() {
        return lastMove(LoaMove.class);
    }

    List<LoaMove> legalMoves() {
        return rules.legalMoves(position());
    }

    Optional<Outcome> outcome() {
        return rules.outcome(position());
    }

    boolean computerToMove() {
        return outcome().isEmpty() && setup.opponent().playsFor(position().toMove());
    }

    /** Undo and redo stop where the person is to move, or where the game ended. */
    @Override
    protected boolean personActsAt(int index) {
        LoaPosition at = positionAt(index);
        return !setup.opponent().playsFor(at.toMove()) || rules.outcome(at).isPresent();
    }

    /** The moves up to the current position, numbered by pairs: {@code 1. c1-c3 h2-f2}. */
    List<String> numberedMoves() {
        List<String> rows = new ArrayList<>();
        StringBuilder row = null;
        for (int i = 0; i < current(); i++) {
            LoaPosition before = positionAt(i);
            String move = LoaNotation.INSTANCE.format(before, moveFrom(i));
            if (row == null || before.toMove() == Side.BLACK) {
                if (row != null) {
                    rows.add(row.toString());
                }
                row = new StringBuilder().append(rows.size() + 1).append(". ");
                if (before.toMove() == Side.WHITE) {
                    row.append("… ");
                }
            } else {
                row.append("  ");
            }
            row.append(move);
        }
        if (row != null) {
            rows.add(row.toString());
        }
        return rows;
    }

    /** The game up to the current position, for the save file. */
    SavedGame toSaved() {
        return new SavedGame(LoaGame.INSTANCE.id(), setup.options(), setup.opponent().seat(),
                LoaNotation.INSTANCE.format(setup.start()), written(LoaNotation.INSTANCE));
    }
}
