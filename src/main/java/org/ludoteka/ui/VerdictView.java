package org.ludoteka.ui;

import org.ludoteka.play.Feedback;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JPanel;
import net.miginfocom.swing.MigLayout;

/**
 * Beside a board: the headline of a {@link Feedback}, coloured by its tone, and below it the
 * engine's sentences. It keeps the feedback as messages and puts it into words again when the
 * language changes.
 */
public final class VerdictView extends JPanel {
    private final Localizer localizer;
    private final VerdictLabel verdictLabel;
    private final WrappingLabel reasonLabel;
    private Feedback shown = Feedback.NONE;

    /** {@code reasonLines}: the lines kept for the sentences even while there are fewer, so that what is below stays put. */
    public VerdictView(Localizer localizer, String verdictName, String reasonName, int columns, int reasonLines) {
        super(new MigLayout("insets 0, wrap 1, fillx", "[grow, fill]"));
        this.localizer = localizer;
        verdictLabel = new VerdictLabel(verdictName);
        reasonLabel = new WrappingLabel(reasonName, columns).reserving(reasonLines);
        add(verdictLabel, "wmin 0"); // a long headline never widens the column beside a board: the column keeps its width
        add(reasonLabel);
        localizer.bind(() -> show(shown));
    }

    public void show(Feedback feedback) {
        shown = feedback;
        verdictLabel.show(feedback.verdict().map(localizer::text).orElse(" "), feedback.tone().colourKey());
        List<String> sentences = new ArrayList<>();
        feedback.details().forEach(message -> sentences.add(localizer.text(message)));
        reasonLabel.setText(String.join(" ", sentences));
    }
}
