package org.ludoteka.ui;

import java.util.function.Predicate;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import net.miginfocom.swing.MigLayout;

/**
 * A field beside a board where a move is typed in the game's notation and played with Enter: for the
 * keyboard alone, and for a teacher reading moves out of a book. What is typed goes through the same
 * rules and explanations as a move made with the mouse; a move played empties the field, one refused
 * stays there to be mended.
 */
public final class NotationField extends JPanel {
    private final JTextField field = new JTextField();

    /** {@code typed} plays a move written as typed and says whether it was played. */
    public NotationField(Localizer localizer, String name, String tipKey, Predicate<String> typed) {
        super(new MigLayout("insets 0, fillx", "[][grow, fill]"));
        field.setName(name);
        JLabel label = new JLabel();
        localizer.bindText(label, "window.notation.label");
        localizer.bind(() -> field.setToolTipText(localizer.text(tipKey)));
        label.setLabelFor(field);
        label.setDisplayedMnemonic('M');
        add(label);
        add(field, "wmin 0");
        field.addActionListener(e -> {
            String text = field.getText().strip();
            if (!text.isEmpty() && typed.test(text)) {
                field.setText("");
            }
        });
    }
}
