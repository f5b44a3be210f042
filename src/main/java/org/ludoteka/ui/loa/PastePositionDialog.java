package org.ludoteka.ui.loa;

import org.ludoteka.ui.WrappingLabel;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.AskingDialog;
import java.awt.Component;
import java.util.Optional;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.core.InputError;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;

/**
 * Asks for a position in Lines of Action notation. A text that cannot be read is explained in the
 * dialog, which stays open with the text as typed: nothing is lost, neither the text nor the game.
 */
final class PastePositionDialog extends AskingDialog<LoaPosition> {
    private final JTextField positionField;
    private final WrappingLabel errorLabel = new WrappingLabel("positionErrorLabel", 48);

    private PastePositionDialog(Component parent, Localizer localizer, String initialText) {
        super(parent, localizer, "window.paste.title", "pastePosition");
        positionField = new JTextField(initialText, 40);
        positionField.setName("positionField");
        positionField.addActionListener(e -> accept());
        JLabel prompt = new JLabel(localizer.text("window.paste.prompt"));
        prompt.setLabelFor(positionField);

        JPanel content = new JPanel(new MigLayout("insets dialog, wrap 1, fillx", "[grow, fill]"));
        content.add(prompt);
        content.add(positionField);
        content.add(errorLabel, "hidemode 3");
        errorLabel.setVisible(false);
        addButtons(content, "window.paste.use", "");
    }

    /** The position the user gave, or empty when the dialog was cancelled. */
    static Optional<LoaPosition> ask(Component parent, Localizer localizer, String initialText) {
        return new PastePositionDialog(parent, localizer, initialText).askOver(parent);
    }

    @Override
    protected void accept() {
        try {
            answer(LoaNotation.INSTANCE.parsePosition(positionField.getText()));
        } catch (InputError e) {
            errorLabel.setText(localizer.text(e.problem()));
            errorLabel.setVisible(true);
            pack();
        }
    }
}
