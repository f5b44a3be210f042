package org.ludoteka.ui;

import java.util.Optional;
import javax.swing.JComponent;

/**
 * A screen a teacher can show in presentation mode: the presenter's keys (a clicker's Page Down
 * and Page Up, the arrows, the space bar) go on and back in it, and the column beside its board
 * may be hidden while its room is kept, so that the board never moves.
 */
public interface Presentable {
    /** Goes on, e.g. to the next step or the move taken back; false when there is nothing to go on to, so the key keeps its usual meaning. */
    boolean goOn();

    /** Goes back, e.g. to the previous step or a move taken back; false when there is nothing to go back to. */
    boolean goBack();

    /** The column beside the board, if the screen shows one now. */
    Optional<JComponent> sideColumn();
}
