package org.ludoteka.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Notation;
import org.ludoteka.core.Rules;
import org.ludoteka.progress.SavedGame;

/**
 * The undoable state of a turn-based game in the window (STYLE.md §4): the positions from the
 * start, the moves between them and the one shown. Undo and redo skip to the points where a person
 * at the screen acts; which points those are is each game's match to say. No Swing here.
 */
public abstract class MatchHistory<P, M> {
    private final Rules<P, M> rules;
    private final List<P> positions = new ArrayList<>();
    private final List<M> moves = new ArrayList<>();
    private int current;

    protected MatchHistory(Rules<P, M> rules, P start) {
        this.rules = rules;
        positions.add(start);
    }

    /** Whether undo or redo stops at the position at {@code index}: a person at the screen acts there, or the game is over. */
    protected abstract boolean personActsAt(int index);

    /** Takes on the game a save file kept, shown at its last position. */
    protected void restore(SavedGame.Replay<P, M> replay) {
        positions.addAll(replay.positions().subList(1, replay.positions().size()));
        moves.addAll(replay.moves());
        current = moves.size();
    }

    public P position() {
        return positions.get(current);
    }

    public P start() {
        return positions.get(0);
    }

    /** The index of the position shown: the number of moves played up to it. */
    protected int current() {
        return current;
    }

    protected P positionAt(int index) {
        return positions.get(index);
    }

    /** The move played from the position at {@code index}. */
    protected M moveFrom(int index) {
        return moves.get(index);
    }

    /** The last move of {@code kind} before the current position, if any, for the board to mark. */
    protected <K extends M> Optional<K> lastMove(Class<K> kind) {
        for (int i = current - 1; i >= 0; i--) {
            if (kind.isInstance(moves.get(i))) {
                return Optional.of(kind.cast(moves.get(i)));
            }
        }
        return Optional.empty();
    }

    /** Moves have been played and the game has not ended: leaving it loses something. */
    public boolean inProgress() {
        return current > 0 && rules.outcome(position()).isEmpty();
    }

    /** Plays {@code move} if the rules allow it; a legal move drops the positions that redo could have restored. */
    public MoveResult<P> play(M move) {
        MoveResult<P> result = rules.apply(position(), move);
        if (result instanceof MoveResult.Legal<P> legal) {
            positions.subList(current + 1, positions.size()).clear();
            moves.subList(current, moves.size()).clear();
            positions.add(legal.after());
            moves.add(move);
            current++;
        }
        return result;
    }

    public boolean canUndo() {
        return undoTarget() >= 0;
    }

    public boolean canRedo() {
        return current < positions.size() - 1;
    }

    public void undo() {
        if (canUndo()) {
            current = undoTarget();
        }
    }

    /** Forward to the next point where a person at the screen acts, or as far as the game went. */
    public void redo() {
        while (canRedo()) {
            current++;
            if (personActsAt(current)) {
                return;
            }
        }
    }

    /** The latest earlier point where a person at the screen acts, or -1. */
    private int undoTarget() {
        for (int i = current - 1; i >= 0; i--) {
            if (personActsAt(i)) {
                return i;
            }
        }
        return -1;
    }

    /** The moves up to the current position in {@code notation}, as a save file keeps them. */
    protected List<String> written(Notation<P, M> notation) {
        List<String> written = new ArrayList<>();
        for (int i = 0; i < current; i++) {
            written.add(notation.format(positions.get(i), moves.get(i)));
        }
        return written;
    }
}
