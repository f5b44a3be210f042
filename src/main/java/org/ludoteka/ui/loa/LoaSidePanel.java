package org.ludoteka.ui.loa;

import org.ludoteka.ui.FixedWidthColumn;
import org.ludoteka.ui.WrappingLabel;
import org.ludoteka.ui.VerdictLabel;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.Choice;
import java.awt.Dimension;
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
 * Beside the board: who plays whom, whose turn it is, the verdict on the last try and why (at the
 * end: how the game ended, with Rematch and New game), the numbered moves, and the buttons. It only
 * shows what {@link LoaPanel} tells it. Its width is a number of characters of its font, whatever
 * its texts say, and the texts that come and go keep their room: the board beside it and the move
 * list below them never move.
 */
final class LoaSidePanel extends FixedWidthColumn {
    /** Characters per line of the wrapped sentences, which sets the panel's width at any zoom. */
    private static final int COLUMNS = 40;
    /** Lines kept for the reason under the verdict, so that the move list below stays put. */
    private static final int REASON_LINES = 4;

    /** How a verdict is coloured: by a key of the theme. */
    enum Tone {
        LEGAL("Ludoteka.Verdict.legal"), ILLEGAL("Ludoteka.Verdict.illegal"), NEUTRAL("Label.foreground");

        private final String colourKey;

        Tone(String colourKey) {
            this.colourKey = colourKey;
        }
    }

    private final WrappingLabel playersLabel = new WrappingLabel("playersLabel", COLUMNS).reserving(1);
    private final WrappingLabel turnLabel = new WrappingLabel("turnLabel", COLUMNS).reserving(2);
    private final VerdictLabel verdictLabel = new VerdictLabel("verdictLabel");
    private final WrappingLabel reasonLabel = new WrappingLabel("reasonLabel", COLUMNS).reserving(REASON_LINES);
    private final JPanel endBar = new JPanel(new MigLayout("insets 0, fillx", "[sizegroup n, grow, fill][sizegroup n, grow, fill]"));
    private final DefaultListModel<String> moves = new DefaultListModel<>();
    private final JList<String> moveList = new JList<>(moves);
    private final JPanel editBar = new JPanel(new MigLayout("insets 0, wrap 2, fillx", "[sizegroup e, grow, fill][sizegroup e, grow, fill]"));
    private final JComboBox<Choice<Side>> editSideCombo = new JComboBox<>();
    private final Localizer localizer;

    LoaSidePanel(Localizer localizer, LoaActions actions) {
        super(new MigLayout("insets 0 8 0 0, wrap 2, fill", "[sizegroup b, grow, fill][sizegroup b, grow, fill]"), COLUMNS);
        this.localizer = localizer;
        setName("loaSidePanel");
        playersLabel.putClientProperty("FlatLaf.styleClass", "small");
        turnLabel.putClientProperty("FlatLaf.styleClass", "h3");
        moveList.setName("moveList");
        moveList.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        moveList.setVisibleRowCount(8);
        JLabel movesTitle = new JLabel();
        localizer.bindText(movesTitle, "window.moves");

        add(playersLabel, "span 2");
        add(turnLabel, "span 2");
        add(verdictLabel, "span 2, gaptop para, wmin 0");
        add(reasonLabel, "span 2");
        endBar.add(button(actions.rematch(), "rematchButton"));
        endBar.add(button(actions.newGame(), "endNewGameButton"));
        endBar.setVisible(false);
        add(endBar, "span 2"); // hidden, it keeps its room (MigLayout's hidemode 0)
        add(movesTitle, "span 2, gaptop para");
        JScrollPane movesScroll = new JScrollPane(moveList);
        movesScroll.setName("movesScroll");
        // a few moves in sight at the least: with the notation field under the column, the window still fits a 1080-line projector at 200 %
        add(movesScroll, "span 2, grow, push, hmin 48lp");
        add(button(actions.undo(), "undoButton"));
        add(button(actions.redo(), "redoButton"));
        add(button(actions.pass(), "passButton"));
        add(button(actions.copyMoves(), "copyMovesButton"));
        add(new JSeparator(), "span 2, gaptop para");
        add(button(actions.newGame(), "newGameButton"), "span 2");
        // each as wide as its name asks, then sharing what is left: the longest names need more than half
        add(button(actions.pastePosition(), "pastePositionButton"), "span 2, split 2, growx");
        add(button(actions.editPosition(), "editPositionButton"), "growx");
        add(editBar, "span 2, hidemode 3, gaptop para");

        JLabel editSideLabel = new JLabel();
        localizer.bindText(editSideLabel, "window.edit.sideToMove");
        editSideCombo.setName("editSideCombo");
        editBar.add(editSideLabel);
        editBar.add(editSideCombo, "wmin 0");
        editBar.add(button(actions.clearBoard(), "clearBoardButton"));
        editBar.add(button(actions.startPosition(), "startPositionButton"));
        editBar.add(button(actions.playFromHere(), "playFromHereButton"));
        editBar.add(button(actions.cancelEdit(), "cancelEditButton"));
        editBar.setVisible(false);
        localizer.bind(this::relabelSides);
    }

    /** Who plays whom, whose turn it is (or how the game ended), and the moves; {@code over}: Rematch and New game are offered. */
    void showGame(String players, String turn, boolean over, List<String> numberedMoves) {
        playersLabel.setText(players);
        turnLabel.setText(turn);
        endBar.setVisible(over);
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

    /** A button that may be narrower than its text would like: the column's width is fixed, and each language is checked to fit. */
    private static JButton button(Action action, String name) {
        JButton button = new JButton(action) {
            @Override
            public Dimension getMinimumSize() {
                return new Dimension(0, super.getMinimumSize().height);
            }
        };
        button.setName(name);
        return button;
    }
}
