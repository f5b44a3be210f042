package org.ludoteka.ui.puzzle;

import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.ui.Localizer;

/**
 * Where the sand runs (Tamsk level 2), the clock is stopped while the learner thinks about a puzzle;
 * this is how he says how many whole seconds pass before his move: 0, at once, unless he sets more.
 * The move itself is made on the board as always; the wait goes in front of it ({@code +12s d7-d6+}).
 */
final class WaitControl {
    /** Longer than any hourglass runs (3 minutes), so every moment of a puzzle can be chosen. */
    private static final int MOST_SECONDS = 200;

    private final JPanel panel = new JPanel(new MigLayout("insets 0", "[][]"));
    private final JLabel label = new JLabel();
    private final SpinnerNumberModel model = new SpinnerNumberModel(0, 0, MOST_SECONDS, 1);
    private final JSpinner spinner = new JSpinner(model);

    WaitControl(Localizer localizer) {
        panel.setName("puzzleWaitPanel");
        spinner.setName("puzzleWait");
        label.setLabelFor(spinner);
        panel.add(label);
        panel.add(spinner, "w 70!");
        localizer.bindText(label, "window.puzzles.wait");
        localizer.bind(() -> {
            String tip = localizer.text("window.puzzles.wait.tip");
            label.setToolTipText(tip);
            spinner.setToolTipText(tip);
        });
    }

    JComponent component() {
        return panel;
    }

    /** Shown only where time runs; set only while an answer may be given. */
    void show(boolean timed, boolean open) {
        panel.setVisible(timed);
        spinner.setEnabled(timed && open);
    }

    /** The seconds set to pass before the move. */
    long seconds() {
        return ((Number) model.getValue()).longValue();
    }

    void set(long seconds) {
        model.setValue((int) seconds);
    }

    /** Back to 0, at once: each answer says its own wait. */
    void reset() {
        model.setValue(0);
    }
}
