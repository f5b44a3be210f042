package org.ludoteka.ui;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.core.Message;

/**
 * Beside a board: the verdict on the last try, coloured by its tone, and below it why, in the
 * rules' own sentences. Both are kept as {@link Message}s and put into words again when the
 * language changes.
 */
final class VerdictView extends JPanel {

    /** How a verdict is coloured. */
    enum Tone { LEGAL, ILLEGAL, NEUTRAL }

    /** A head line (or null for none), its tone, and the sentences that explain it. */
    record Verdict(Message head, Tone tone, List<Message> why) {
        static final Verdict NONE = new Verdict(null, Tone.NEUTRAL, List.of());

        Verdict {
            why = List.copyOf(why);
        }
    }

    private final Localizer localizer;
    private final JLabel verdictLabel = new JLabel();
    private final WrappingLabel reasonLabel;
    private Verdict shown = Verdict.NONE;

    VerdictView(Localizer localizer, String verdictName, String reasonName, int columns) {
        super(new MigLayout("insets 0, wrap 1, fillx", "[grow, fill]"));
        this.localizer = localizer;
        reasonLabel = new WrappingLabel(reasonName, columns);
        verdictLabel.setName(verdictName);
        verdictLabel.putClientProperty("FlatLaf.styleClass", "h4");
        add(verdictLabel);
        add(reasonLabel, "hidemode 3");
        localizer.bind(() -> show(shown));
    }

    void show(Verdict verdict) {
        shown = verdict;
        verdictLabel.setText(verdict.head() == null ? " " : localizer.text(verdict.head()));
        colourVerdict();
        List<String> sentences = new ArrayList<>();
        verdict.why().forEach(message -> sentences.add(localizer.text(message)));
        reasonLabel.setText(String.join(" ", sentences));
    }

    /** The theme may change the verdict colours, so they are looked up again after every change. */
    @Override
    public void updateUI() {
        super.updateUI();
        if (reasonLabel != null) {
            colourVerdict();
        }
    }

    private void colourVerdict() {
        Color colour = switch (shown.tone()) {
            case LEGAL -> UIManager.getColor("Ludoteka.Verdict.legal");
            case ILLEGAL -> UIManager.getColor("Ludoteka.Verdict.illegal");
            case NEUTRAL -> null;
        };
        verdictLabel.setForeground(colour != null ? colour : UIManager.getColor("Label.foreground"));
    }
}
