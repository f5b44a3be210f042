package org.ludoteka.ui;

import java.util.Optional;
import javax.swing.JComponent;

/**
 * A turn-based game's part on whose board a position can be set up by hand: it holds the board, the
 * set-up, and the column's middle, which has the set-up's bar and button under the game's own controls.
 */
public abstract class PartWithSetUp<P> implements TurnGamePart<P> {
    private BoardComponent board;
    private PositionSetUp<P, ?> setUp;
    private JComponent middle;

    /** Call once, from the constructor: the part's board, its set-up, and the game's own part of the column (or null). */
    protected final void shows(BoardComponent shownBoard, PositionSetUp<P, ?> shownSetUp, JComponent gameMiddle) {
        board = shownBoard;
        setUp = shownSetUp;
        middle = shownSetUp.middle(gameMiddle);
    }

    @Override
    public final BoardComponent board() {
        return board;
    }

    @Override
    public final JComponent middle() {
        return middle;
    }

    @Override
    public final Optional<PositionSetUp<P, ?>> positionSetUp() {
        return Optional.of(setUp);
    }
}
