package org.ludoteka.ui;

import java.awt.Component;
import java.util.Optional;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.core.InputError;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;

/**
 * Asks for a position in Lines of Action notation. A text that cannot be read is explained in the
 * dialog, which stays open with the text as typed: nothing is lost, neither the text nor the game.
 */
final class PastePositionDialog extends JDialog {
    private final Localizer localizer;
    private final JTextField positionField;
    private final WrappingLabel errorLabel = new WrappingLabel("positionErrorLabel", 48);
    private LoaPosition chosen;

    private PastePositionDialog(Component parent, Localizer localizer, String initialText) {
        super(SwingUtilities.getWindowAncestor(parent), localizer.text("window.paste.title"), DEFAULT_MODALITY_TYPE);
        this.localizer = localizer;
        setName("pastePositionDialog");
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        positionField = new JTextField(initialText, 40);
        positionField.setName("positionField");
        positionField.addActionListener(e -> accept());
        JLabel prompt = new JLabel(localizer.text("window.paste.prompt"));
        prompt.setLabelFor(positionField);
        JButton ok = new JButton(localizer.text("window.paste.use"));
        ok.setName("pastePositionOkButton");
        ok.addActionListener(e -> accept());
        JButton cancel = new JButton(localizer.text("window.cancel"));
        cancel.setName("pastePositionCancelButton");
        cancel.addActionListener(e -> dispose());

        JPanel content = new JPanel(new MigLayout("insets dialog, wrap 1, fillx", "[grow, fill]"));
        content.add(prompt);
        content.add(positionField);
        content.add(errorLabel, "hidemode 3");
        content.add(ok, "split 2, tag ok, gaptop para");
        content.add(cancel, "tag cancel");
        errorLabel.setVisible(false);
        setContentPane(content);
    }

    /** The position the user gave, or empty when the dialog was cancelled. */
    static Optional<LoaPosition> ask(Component parent, Localizer localizer, String initialText) {
        PastePositionDialog dialog = new PastePositionDialog(parent, localizer, initialText);
        Dialogs.showCentred(dialog, parent);
        return Optional.ofNullable(dialog.chosen);
    }

    private void accept() {
        try {
            chosen = LoaNotation.INSTANCE.parsePosition(positionField.getText());
            dispose();
        } catch (InputError e) {
            errorLabel.setText(localizer.text(e.problem()));
            errorLabel.setVisible(true);
            pack();
        }
    }
}
