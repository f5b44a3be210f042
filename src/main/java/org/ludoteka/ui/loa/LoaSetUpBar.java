package org.ludoteka.ui.loa;

import java.util.List;
import javax.swing.Action;
import javax.swing.DefaultComboBoxModel;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.core.Side;
import org.ludoteka.ui.Choice;
import org.ludoteka.ui.GameColumn;
import org.ludoteka.ui.Localizer;

/**
 * The Lines of Action part of the column while a position is set up: the side to move, and Clear
 * board, Start position, Play from here and Cancel. Hidden while a game is played.
 */
final class LoaSetUpBar extends JPanel {
    private final JComboBox<Choice<Side>> sideCombo = new JComboBox<>();
    private final Localizer localizer;

    LoaSetUpBar(Localizer localizer, Action clearBoard, Action startPosition, Action playFromHere, Action cancel) {
        super(new MigLayout("insets 0, wrap 2, fillx", "[sizegroup e, grow, fill][sizegroup e, grow, fill]"));
        this.localizer = localizer;
        JLabel sideLabel = new JLabel();
        localizer.bindText(sideLabel, "window.edit.sideToMove");
        sideCombo.setName("editSideCombo");
        add(sideLabel);
        add(sideCombo, "wmin 0");
        add(GameColumn.button(clearBoard, "clearBoardButton"), "wmin 0");
        add(GameColumn.button(startPosition, "startPositionButton"), "wmin 0");
        // the two that end the set-up, each on its row: their names are the longest ("Revenir à la partie")
        add(GameColumn.button(playFromHere, "playFromHereButton"), "span 2, wmin 0");
        add(GameColumn.button(cancel, "cancelEditButton"), "span 2, wmin 0");
        setVisible(false);
        localizer.bind(this::relabelSides);
    }

    Side side() {
        return Choice.selected(sideCombo);
    }

    void show(boolean editing, Side sideToMove) {
        setVisible(editing);
        select(sideToMove);
    }

    private void relabelSides() {
        Side selected = sideCombo.getSelectedItem() == null ? Side.BLACK : side();
        DefaultComboBoxModel<Choice<Side>> model = new DefaultComboBoxModel<>();
        for (Side side : List.of(Side.BLACK, Side.WHITE)) {
            model.addElement(new Choice<>(side, localizer.text(side.key())));
        }
        sideCombo.setModel(model);
        select(selected);
    }

    private void select(Side side) {
        for (int i = 0; i < sideCombo.getItemCount(); i++) {
            if (sideCombo.getItemAt(i).value() == side) {
                sideCombo.setSelectedIndex(i);
            }
        }
    }
}
