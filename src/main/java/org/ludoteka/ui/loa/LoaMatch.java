package org.ludoteka.ui.loa;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.games.loa.LoaRules;
import org.ludoteka.games.loa.LoaGame;
import org.ludoteka.progress.SavedGame;

/**
 * One Lines of Action game in the window: its setup and its game state. Undo and redo move along a
 * list of positions; against the computer they go back or forward to the person's own turn. No
 * Swing here: what the screen shows of the game is derived from this.
 */
final class LoaMatch {
    private final LoaSetup setup;
    private final LoaRules rules;
    private final List<LoaPosition> positions = new ArrayList<>();
    private final List<LoaMove> moves = new ArrayList<>();
    private int current;

    LoaMatch(LoaSetup setup) {
        this.setup = setup;
        this.rules = setup.rules();
        positions.add(setup.start());
    }

    /** The game a save file kept, replayed by the rules (the file was checked as it was read). */
    static LoaMatch resume(SavedGame saved) {
        SavedGame.Replay<LoaPosition, LoaMove> replayed = saved.replay(LoaGame.INSTANCE);
        LoaMatch match = new LoaMatch(new LoaSetup(saved.options(), replayed.positions().get(0), Opponent.of(saved.computer())));
        match.positions.addAll(replayed.positions().subList(1, replayed.positions().size()));
        match.moves.addAll(replayed.moves());
        match.current = match.moves.size();
        return match;
    }

    LoaSetup setup() {
        return setup;
    }

    LoaPosition position() {
        return positions.get(current);
    }

    /** The move that led to the current position, if any. */
    Optional<LoaMove> lastMove() {
        return current == 0 ? Optional.empty() : Optional.of(moves.get(current - 1));
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

    /** Moves have been played and the game has not ended: leaving it loses something. */
    boolean inProgress() {
        return current > 0 && outcome().isEmpty();
    }

    /** Plays {@code move} if the rules allow it; a legal move drops the positions that redo could have restored. */
    MoveResult<LoaPosition> play(LoaMove move) {
        MoveResult<LoaPosition> result = rules.apply(position(), move);
        if (result instanceof MoveResult.Legal<LoaPosition> legal) {
            positions.subList(current + 1, positions.size()).clear();
            moves.subList(current, moves.size()).clear();
            positions.add(legal.after());
            moves.add(move);
            current++;
        }
        return result;
    }

    boolean canUndo() {
        return undoTarget() >= 0;
    }

    boolean canRedo() {
        return current < positions.size() - 1;
    }

    void undo() {
        if (canUndo()) {
            current = undoTarget();
        }
    }

    /** Forward to the next position where the person is to move, or as far as the game went. */
    void redo() {
        while (canRedo()) {
            current++;
            if (!personCannotMoveAt(current)) {
                return;
            }
        }
    }

    /** The latest earlier position where the person at the screen is to move, or -1. */
    private int undoTarget() {
        for (int i = current - 1; i >= 0; i--) {
            if (!setup.opponent().playsFor(positions.get(i).toMove())) {
                return i;
            }
        }
        return -1;
    }

    private boolean personCannotMoveAt(int index) {
        LoaPosition at = positions.get(index);
        return setup.opponent().playsFor(at.toMove()) && rules.outcome(at).isEmpty();
    }

    /** The moves up to the current position, numbered by pairs: {@code 1. c1-c3 h2-f2}. */
    List<String> numberedMoves() {
        List<String> rows = new ArrayList<>();
        StringBuilder row = null;
        for (int i = 0; i < current; i++) {
            LoaPosition before = positions.get(i);
            String move = LoaNotation.INSTANCE.format(before, moves.get(i));
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
        List<String> written = new ArrayList<>();
        for (int i = 0; i < current; i++) {
            written.add(LoaNotation.INSTANCE.format(positions.get(i), moves.get(i)));
        }
        return new SavedGame(LoaGame.INSTANCE.id(), setup.options(), setup.opponent().seat(),
                LoaNotation.INSTANCE.format(setup.start()), written);
    }
}
