package org.ludoteka.ui;

import java.util.Collections;
import java.util.List;
import javax.swing.Action;
import javax.swing.DefaultComboBoxModel;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSeparator;
import javax.swing.ListSelectionModel;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.core.Side;

/**
 * Beside the board: whose turn it is, how the game ended, the verdict on the last try and why,
 * the numbered moves, and the buttons. It only shows what {@link LoaPanel} tells it.
 */
final class LoaSidePanel extends JPanel {
    /** Characters per line of the wrapped sentences, which sets the panel's width at any zoom. */
    private static final int COLUMNS = 34;

    /** How a verdict is coloured: by a key of the theme. */
    enum Tone {
        LEGAL("Ludoteka.Verdict.legal"), ILLEGAL("Ludoteka.Verdict.illegal"), NEUTRAL("Label.foreground");

        private final String colourKey;

        Tone(String colourKey) {
            this.colourKey = colourKey;
        }
    }

    private final JLabel turnLabel = new JLabel();
    private final WrappingLabel outcomeLabel = new WrappingLabel("outcomeLabel", COLUMNS);
    private final VerdictLabel verdictLabel = new VerdictLabel("verdictLabel");
    private final WrappingLabel reasonLabel = new WrappingLabel("reasonLabel", COLUMNS);
    private final DefaultListModel<String> moves = new DefaultListModel<>();
    private final JList<String> moveList = new JList<>(moves);
    private final JPanel editBar = new JPanel(new MigLayout("insets 0, wrap 2, fillx", "[][grow,fill]"));
    private final JComboBox<Choice<Side>> editSideCombo = new JComboBox<>();
    private final Localizer localizer;

    LoaSidePanel(Localizer localizer, LoaActions actions) {
        super(new MigLayout("insets 0 8 0 0, wrap 2, fill", "[sizegroup b, grow, fill][sizegroup b, grow, fill]"));
        this.localizer = localizer;
        setName("loaSidePanel");
        turnLabel.setName("turnLabel");
        turnLabel.putClientProperty("FlatLaf.styleClass", "h3");
        moveList.setName("moveList");
        moveList.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        moveList.setVisibleRowCount(8);
        JLabel movesTitle = new JLabel();
        localizer.bindText(movesTitle, "window.moves");

        add(turnLabel, "span 2");
        add(outcomeLabel, "span 2, hidemode 3");
        add(verdictLabel, "span 2, gaptop para");
        add(reasonLabel, "span 2, hidemode 3");
        add(movesTitle, "span 2, gaptop para");
        JScrollPane movesScroll = new JScrollPane(moveList);
        add(movesScroll, "span 2, grow, push, hmin 80lp");
        add(button(actions.undo(), "undoButton"));
        add(button(actions.redo(), "redoButton"));
        add(button(actions.pass(), "passButton"));
        add(button(actions.copyMoves(), "copyMovesButton"));
        add(new JSeparator(), "span 2, gaptop para");
        add(button(actions.newGame(), "newGameButton"), "span 2");
        add(button(actions.pastePosition(), "pastePositionButton"));
        add(button(actions.editPosition(), "editPositionButton"));
        add(editBar, "span 2, hidemode 3, gaptop para");

        JLabel editSideLabel = new JLabel();
        localizer.bindText(editSideLabel, "window.edit.sideToMove");
        editSideCombo.setName("editSideCombo");
        editBar.add(editSideLabel);
        editBar.add(editSideCombo);
        editBar.add(button(actions.playFromHere(), "playFromHereButton"), "span 2, split 2, sizegroup e");
        editBar.add(button(actions.cancelEdit(), "cancelEditButton"), "sizegroup e");
        editBar.setVisible(false);
        localizer.bind(this::relabelSides);
    }

    void showGame(String turn, String outcome, List<String> numberedMoves) {
        turnLabel.setText(turn);
        outcomeLabel.setText(outcome);
        outcomeLabel.setVisible(!outcome.isEmpty());
        if (!Collections.list(moves.elements()).equals(numberedMoves)) {
            moves.clear();
            moves.addAll(numberedMoves);
            if (!numberedMoves.isEmpty()) {
                moveList.ensureIndexIsVisible(numberedMoves.size() - 1);
            }
        }
        revalidate();
    }

    void showVerdict(String verdict, Tone verdictTone, String reason) {
        verdictLabel.show(verdict, verdictTone.colourKey);
        reasonLabel.setText(reason);
        revalidate();
        repaint();
    }

    void showEditing(boolean editing, Side sideToMove) {
        editBar.setVisible(editing);
        selectSide(sideToMove);
        revalidate();
    }

    Side editSide() {
        return Choice.selected(editSideCombo);
    }

    private void relabelSides() {
        Side selected = editSideCombo.getSelectedItem() == null ? Side.BLACK : editSide();
        DefaultComboBoxModel<Choice<Side>> model = new DefaultComboBoxModel<>();
        for (Side side : List.of(Side.BLACK, Side.WHITE)) {
            model.addElement(new Choice<>(side, localizer.text(side.key())));
        }
        editSideCombo.setModel(model);
        selectSide(selected);
    }

    private void selectSide(Side side) {
        for (int i = 0; i < editSideCombo.getItemCount(); i++) {
            if (editSideCombo.getItemAt(i).value() == side) {
                editSideCombo.setSelectedIndex(i);
            }
        }
    }

    private static JButton button(Action action, String name) {
        JButton button = new JButton(action);
        button.setName(name);
        return button;
    }
}
