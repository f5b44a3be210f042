package org.ludoteka.ui;

import java.util.function.Function;
import org.ludoteka.core.Message;
import java.awt.Component;
import java.util.Optional;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.core.InputError;

/**
 * Asks for a position in a game's notation, for every game alike. A text the notation cannot read
 * (or the engine refuses as impossible) is explained in the dialog, which stays open with the text as
 * typed: nothing is lost, neither the text nor the game.
 */
public final class PastePositionDialog<P> extends AskingDialog<P> {
    private final Function<String, P> read;
    private final JTextField positionField;
    private final WrappingLabel errorLabel = new WrappingLabel("positionErrorLabel", 48);

    private PastePositionDialog(Component parent, Localizer localizer, Message game, String initialText, Function<String, P> read) {
        super(parent, localizer, "window.paste.title", "pastePosition");
        this.read = read;
        positionField = new JTextField(initialText, 40);
        positionField.setName("positionField");
        positionField.addActionListener(e -> accept());
        JLabel prompt = new JLabel(localizer.text("window.paste.prompt", game));
        prompt.setLabelFor(positionField);

        JPanel content = new JPanel(new MigLayout("insets dialog, wrap 1, fillx", "[grow, fill]"));
        content.add(prompt);
        content.add(positionField);
        content.add(errorLabel, "hidemode 3");
        errorLabel.setVisible(false);
        addButtons(content, "window.paste.use", "");
    }

    /** The position the user gave, read by {@code read}, or empty when the dialog was cancelled. */
    public static <P> Optional<P> ask(Component parent, Localizer localizer, Message game, String initialText, Function<String, P> read) {
        return new PastePositionDialog<>(parent, localizer, game, initialText, read).askOver(parent);
    }

    @Override
    protected void accept() {
        try {
            answer(read.apply(positionField.getText().strip()));
        } catch (InputError e) {
            errorLabel.setText(localizer.text(e.problem()));
            errorLabel.setVisible(true);
            pack();
        }
    }
}
