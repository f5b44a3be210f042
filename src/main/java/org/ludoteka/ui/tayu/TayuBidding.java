package org.ludoteka.ui.tayu;

import java.text.ParseException;
import javax.swing.Action;
import javax.swing.JButton;
import javax.swing.JFormattedTextField;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.games.tayu.TayuRules;
import org.ludoteka.ui.Actions;
import org.ludoteka.ui.GameColumn;
import org.ludoteka.ui.Localizer;

/**
 * The Ta Yü part of the column: the bid of the three-player game (a number, Bid and Pass) and the
 * four-player game's lost turn. The number typed counts as soon as Bid or Enter is pressed, not only
 * once the field has lost the focus.
 */
final class TayuBidding extends JPanel {
    private final JPanel bidding = new JPanel(new MigLayout("insets 0, gap 6lp", "[][grow, fill][grow, fill]"));
    private final JSpinner bidSpinner = new JSpinner(new SpinnerNumberModel(40, 1, TayuRules.MAX_BID, 1));
    private final JButton forfeitButton;

    TayuBidding(Localizer localizer, Action bid, Action pass, Action forfeit) {
        super(new MigLayout("insets 0, wrap 1, fillx", "[grow, fill]"));
        bidSpinner.setName("tayuBidSpinner");
        JLabel bidTitle = new JLabel();
        localizer.bindText(bidTitle, "window.tayu.bid");
        bidTitle.setLabelFor(bidSpinner);
        bidding.add(bidTitle);
        bidding.add(bidSpinner, "wmin 60lp");
        bidding.add(GameColumn.button(bid, "tayuBidButton"), "wmin 0, split 2");
        bidding.add(GameColumn.button(pass, "tayuPassButton"), "wmin 0");
        JFormattedTextField field = ((JSpinner.DefaultEditor) bidSpinner.getEditor()).getTextField();
        field.setName("tayuBidField");
        // what is typed stays typed when the focus goes to Bid: the bid reads it there, and the rules judge it
        field.setFocusLostBehavior(JFormattedTextField.PERSIST);
        field.addActionListener(e -> Actions.runIfEnabled(bid)); // Enter in the field bids, as the Bid button does
        forfeitButton = GameColumn.button(forfeit, "tayuForfeitButton");
        add(bidding, "hidemode 3");
        add(forfeitButton, "hidemode 3, wmin 0");
    }

    /** The bidding's controls (with the highest bid the seat may make, 0: none) and the lost turn's button, when they apply. */
    void show(int highestBid, boolean forfeit) {
        bidding.setVisible(highestBid > 0);
        if (highestBid > 0) {
            SpinnerNumberModel model = (SpinnerNumberModel) bidSpinner.getModel();
            model.setMaximum(highestBid);
            if ((Integer) model.getValue() > highestBid) {
                model.setValue(highestBid);
            }
        }
        forfeitButton.setVisible(forfeit);
        setVisible(highestBid > 0 || forfeit);
    }

    /**
     * The bid as typed: what the field shows counts even before the field has lost the focus (a click
     * on Bid right after typing, or Enter); a number outside the spinner's range is bid as typed, so
     * that the rules say why it cannot be; anything else falls back to the spinner's value.
     */
    int bid() {
        JFormattedTextField field = ((JSpinner.DefaultEditor) bidSpinner.getEditor()).getTextField();
        String typed = field.getText().strip();
        try {
            field.commitEdit();
        } catch (ParseException outsideTheRange) {
            if (typed.matches("[0-9]{1,4}")) {
                field.setValue(bidSpinner.getValue()); // the field shows the spinner's value again; the rules refuse the bid typed
                return Integer.parseInt(typed);
            }
        }
        return (Integer) bidSpinner.getValue();
    }
}
