package org.ludoteka.ui.tayu;

import java.awt.event.KeyEvent;
import java.text.ParseException;
import java.util.Collections;
import java.util.List;
import javax.swing.Action;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JFormattedTextField;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSeparator;
import javax.swing.JSpinner;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingUtilities;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.games.tayu.TayuRules;
import org.ludoteka.ui.Feedback;
import org.ludoteka.ui.FixedWidthColumn;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.ScrollingSentences;
import org.ludoteka.ui.VerdictView;
import org.ludoteka.ui.WrappingLabel;

/**
 * Beside the Ta Yü board: whose turn it is and what to do, the game and its options, each coast's
 * points and the two products, who sits at each seat and what he holds, the bidding's controls with
 * three players and the lost turn with four, the verdict on the last try and why, the turns played,
 * and the buttons. It only shows what {@link TayuPanel} tells it; its width is a number of characters,
 * so the board never jumps when its sentences change. In a short window (a projector's zoom) the
 * sentences scroll, and the turns and the buttons under them stay in view.
 */
final class TayuSidePanel extends FixedWidthColumn {
    private static final int COLUMNS = 38;
    private static final int REASON_LINES = 3;

    /** The panel's actions, each shown by one button. */
    record Buttons(Action bid, Action pass, Action forfeit, Action undo, Action redo, Action copyMoves, Action newGame) {
    }

    private final WrappingLabel turnLabel = new WrappingLabel("tayuTurnLabel", COLUMNS);
    private final WrappingLabel gameLabel = new WrappingLabel("tayuGameLabel", COLUMNS);
    private final WrappingLabel outcomeLabel = new WrappingLabel("tayuOutcomeLabel", COLUMNS);
    private final WrappingLabel promptLabel = new WrappingLabel("tayuPromptLabel", COLUMNS);
    private final JPanel bidding = new JPanel(new MigLayout("insets 0, gap 6lp", "[][grow, fill][grow, fill]"));
    private final JSpinner bidSpinner = new JSpinner(new SpinnerNumberModel(40, 1, TayuRules.MAX_BID, 1));
    private final JButton forfeitButton;
    private final VerdictView verdictView;
    private final WrappingLabel scoresLabel = new WrappingLabel("tayuScoresLabel", COLUMNS);
    private final WrappingLabel seatsLabel = new WrappingLabel("tayuSeatsLabel", COLUMNS);
    private final DefaultListModel<String> turns = new DefaultListModel<>();
    private final JList<String> turnList = new JList<>(turns);
    private final JScrollPane turnScroll = new JScrollPane(turnList);

    TayuSidePanel(Localizer localizer, Buttons buttons) {
        // the sentences take their height first; short of room, the turns shrink to their least, then the sentences scroll
        super(new MigLayout("insets 0 8 0 0, wrap 2, fill", "[sizegroup b, grow, fill][sizegroup b, grow, fill]",
                "[shrinkprio 50][][grow, shrinkprio 200][][][][]"), COLUMNS);
        setName("tayuSidePanel");
        turnLabel.putClientProperty("FlatLaf.styleClass", "h3");
        verdictView = new VerdictView(localizer, "tayuVerdictLabel", "tayuReasonLabel", COLUMNS, REASON_LINES);
        turnList.setName("tayuMoveList");
        turnList.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        turnList.setVisibleRowCount(6);
        turnList.setFocusable(false);
        JLabel movesTitle = new JLabel();
        localizer.bindText(movesTitle, "window.moves");
        bidSpinner.setName("tayuBidSpinner");
        // Enter in the bid's field bids, as the Bid button does
        JFormattedTextField bidField = ((JSpinner.DefaultEditor) bidSpinner.getEditor()).getTextField();
        bidField.setName("tayuBidField");
        bidField.getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, 0), "tayuBid");
        bidField.getActionMap().put("tayuBid", buttons.bid());
        JLabel bidTitle = new JLabel();
        localizer.bindText(bidTitle, "window.tayu.bid");
        bidTitle.setLabelFor(bidSpinner);
        bidding.add(bidTitle);
        bidding.add(bidSpinner, "wmin 60lp");
        bidding.add(button(buttons.bid(), "tayuBidButton"), "wmin 0, split 2");
        bidding.add(button(buttons.pass(), "tayuPassButton"), "wmin 0");
        forfeitButton = button(buttons.forfeit(), "tayuForfeitButton");

        ScrollingSentences sentences = new ScrollingSentences();
        // the scores and seats first: when a projector's zoom makes the sentences scroll, the game's state stays in
        // view, and what to do and why is also said on the line under the board
        sentences.add(turnLabel, "span 2");
        sentences.add(gameLabel, "span 2");
        sentences.add(outcomeLabel, "span 2, hidemode 3");
        sentences.add(scoresLabel, "span 2, gaptop para");
        sentences.add(seatsLabel, "span 2, gaptop para");
        sentences.add(promptLabel, "span 2, gaptop para");
        sentences.add(bidding, "span 2, hidemode 3");
        sentences.add(forfeitButton, "span 2, hidemode 3, wmin 0");
        sentences.add(verdictView, "span 2, gaptop para");
        add(sentences.inScrollPane(), "span 2, growx, hmin 48lp");
        add(movesTitle, "span 2, gaptop para");
        add(turnScroll, "span 2, grow, push, hmin 48lp, wmin 0");
        add(button(buttons.undo(), "tayuUndoButton"), "wmin 0");
        add(button(buttons.redo(), "tayuRedoButton"), "wmin 0");
        add(button(buttons.copyMoves(), "tayuCopyMovesButton"), "span 2, wmin 0");
        add(new JSeparator(), "span 2, gaptop para");
        add(button(buttons.newGame(), "tayuNewGameButton"), "span 2, wmin 0");
    }

    void showGame(String turn, String game, String outcome, String scores, String seats) {
        turnLabel.setText(turn);
        gameLabel.setText(game);
        outcomeLabel.setText(outcome);
        outcomeLabel.setVisible(!outcome.isEmpty());
        scoresLabel.setText(scores);
        seatsLabel.setText(seats);
    }

    /** What the person acting now is to do; the bidding's controls (with the highest bid he may make) and the lost turn's button when they apply. */
    void showPrompt(String prompt, int highestBid, boolean forfeit) {
        promptLabel.setText(prompt);
        bidding.setVisible(highestBid > 0);
        if (highestBid > 0) {
            SpinnerNumberModel model = (SpinnerNumberModel) bidSpinner.getModel();
            model.setMaximum(highestBid);
            if ((Integer) model.getValue() > highestBid) {
                model.setValue(highestBid);
            }
        }
        forfeitButton.setVisible(forfeit);
        revalidate();
    }

    /**
     * The bid typed or chosen: what the field shows, even before the field has committed it (a click on
     * Bid right after typing, or Enter); a number outside the spinner's range is bid as typed, so that
     * the rules say why it cannot be; anything else falls back to the spinner's value.
     */
    int bid() {
        JFormattedTextField field = ((JSpinner.DefaultEditor) bidSpinner.getEditor()).getTextField();
        String typed = field.getText().strip();
        if (typed.matches("[0-9]{1,4}")) {
            int points = Integer.parseInt(typed);
            try {
                field.commitEdit();
            } catch (ParseException outsideTheRange) {
                field.setValue(bidSpinner.getValue()); // the field shows the spinner's value again; the rules refuse the bid typed
            }
            return points;
        }
        field.setValue(bidSpinner.getValue());
        return (Integer) bidSpinner.getValue();
    }

    void showVerdict(Feedback feedback) {
        verdictView.show(feedback);
    }

    void showTurns(List<String> lines) {
        if (!Collections.list(turns.elements()).equals(lines)) {
            turns.clear();
            turns.addAll(lines);
            SwingUtilities.invokeLater(() -> turnScroll.getVerticalScrollBar().setValue(turnScroll.getVerticalScrollBar().getMaximum()));
        }
    }

    private static JButton button(Action action, String name) {
        JButton button = new JButton(action);
        button.setName(name);
        button.setFocusable(false);
        return button;
    }
}
