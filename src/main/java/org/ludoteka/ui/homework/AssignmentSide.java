package org.ludoteka.ui.homework;

import java.util.function.Consumer;
import javax.swing.Action;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.puzzle.PuzzleAssignment;

/**
 * What every assignment's part of the trainer's side column has: one column under a title, and the trainer's hand
 * that sets one of the assignment's puzzles on its board. Each assignment adds its own rows and buttons below.
 */
abstract class AssignmentSide implements PuzzleAssignment {
    protected final Localizer localizer;
    protected final JPanel panel = new JPanel(new MigLayout("insets 0, wrap 1", "[fill]"));
    protected final JLabel title = new JLabel();
    private Consumer<Puzzle> open = p -> { };

    /** {@code panelName}, {@code titleName}: the components' names, by which tests find them. */
    AssignmentSide(Localizer localizer, String panelName, String titleName) {
        this.localizer = localizer;
        panel.setName(panelName);
        title.setName(titleName);
        title.putClientProperty("FlatLaf.styleClass", "h3");
        panel.add(title, "gaptop para");
    }

    @Override
    public final JComponent side() {
        return panel;
    }

    @Override
    public final void started(Consumer<Puzzle> open) {
        this.open = open;
    }

    /** Sets {@code puzzle} on the trainer's board, as a click in the assignment's list would. */
    protected final void open(Puzzle puzzle) {
        open.accept(puzzle);
    }

    protected static JButton button(Action action, String name) {
        JButton button = new JButton(action);
        button.setName(name);
        return button;
    }
}
