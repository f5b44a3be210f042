package org.ludoteka.ui;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.ai.TamskStrength;
import org.ludoteka.core.Message;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.ui.gipf.TamskChallenge;
import org.ludoteka.ui.tamsk.TamskPanel;
import org.ludoteka.play.tamsk.TamskSetup;

/**
 * The game of Tamsk a GIPF challenge demands (P-12), played for real on the Tamsk board at the level
 * of the GIPF options: the potential's owner plays Red and moves first, the challenger Black; the
 * computer, if it plays GIPF, plays its side here too. A draw decides nothing, so the game is played
 * again until one wins. Closed before the end, it decides nothing and the challenge waits. It lives
 * in the shell, which alone may bring the GIPF and the Tamsk screens together.
 */
public final class TamskChallengeDialog extends JDialog {
    private static final int COLUMNS = 70;

    private final Localizer localizer;
    private final TamskPanel tamsk;
    private final TamskSetup setup;
    private final Side owner;
    private final WrappingLabel statusLabel = new WrappingLabel("gipfChallengeStatusLabel", COLUMNS);
    private final JButton doneButton = new JButton();
    private Boolean ownerWon;

    private TamskChallengeDialog(Component parent, Localizer localizer, Duration budget, Side owner, int level,
                                 Optional<Side> gipfComputer, TamskStrength strength) {
        super(SwingUtilities.getWindowAncestor(parent), localizer.text("window.gipf.challenge.title"), DEFAULT_MODALITY_TYPE);
        this.localizer = localizer;
        this.owner = owner;
        setName("gipfChallengeDialog");
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        Optional<Side> computer = gipfComputer.map(side -> side == owner ? Side.RED : Side.BLACK);
        setup = new TamskSetup(Map.of("level", String.valueOf(level)), false, computer, strength);
        tamsk = new TamskPanel(localizer, budget);
        JPanel content = new JPanel(new MigLayout("insets dialog, fill, wrap 1", "[grow, fill]", "[][grow, fill][]"));
        WrappingLabel explanation = new WrappingLabel("gipfChallengeLabel", COLUMNS);
        explanation.setText(localizer.text("window.gipf.challenge.explained", side(owner), side(GipfPosition.other(owner)), level));
        content.add(explanation);
        content.add(tamsk, "grow, push");
        doneButton.setName("gipfChallengeDoneButton");
        doneButton.setText(localizer.text("window.gipf.challenge.done"));
        doneButton.setEnabled(false);
        doneButton.addActionListener(e -> dispose());
        content.add(statusLabel, "split 2, growx");
        content.add(doneButton, "growx 0");
        setContentPane(content);
        statusLabel.setText(localizer.text("window.gipf.challenge.playing"));
    }

    /** The challenges of the GIPF screens, played in this dialog, the computer thinking at most {@code budget} at a time. */
    public static TamskChallenge player(Localizer localizer, Duration budget) {
        return (parent, owner, level, computer, strength) -> {
            TamskChallengeDialog dialog = new TamskChallengeDialog(parent, localizer, budget, owner, level, computer, strength);
            // at a projector's zoom the Tamsk board would not fit: it takes what the screen has, and scales to it
            Dimension wanted = dialog.getPreferredSize();
            Rectangle screen = dialog.getGraphicsConfiguration().getBounds();
            dialog.setPreferredSize(new Dimension(Math.min(wanted.width, screen.width * 9 / 10),
                    Math.min(wanted.height, screen.height * 9 / 10)));
            dialog.start();
            Dialogs.showCentred(dialog, parent);
            return Optional.ofNullable(dialog.ownerWon);
        };
    }

    private void start() {
        tamsk.setActive(true);
        tamsk.playFor(setup, this::over);
    }

    private void over(Outcome outcome) {
        if (outcome.winner().isEmpty()) {
            statusLabel.setText(localizer.text("window.gipf.challenge.draw"));
            tamsk.playFor(setup, this::over);
            return;
        }
        ownerWon = outcome.winner().get() == Side.RED;
        Side winner = ownerWon ? owner : GipfPosition.other(owner);
        statusLabel.setText(localizer.text(ownerWon ? "window.gipf.challenge.ownerWon" : "window.gipf.challenge.ownerLost",
                side(owner), side(winner)));
        doneButton.setEnabled(true);
        getRootPane().setDefaultButton(doneButton);
    }

    @Override
    public void dispose() {
        tamsk.stop();
        super.dispose();
    }

    private static Message side(Side side) {
        return Message.of(side.key());
    }
}
