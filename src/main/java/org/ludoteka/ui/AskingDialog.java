package org.ludoteka.ui;

import java.awt.Component;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;

/**
 * A modal dialog that asks for one thing, with a button that accepts and one that cancels. The
 * dialog is named {@code <name>Dialog}, its buttons {@code <name>OkButton} and {@code <name>CancelButton}.
 */
abstract class AskingDialog extends JDialog {
    final Localizer localizer;
    private final String name;

    AskingDialog(Component parent, Localizer localizer, String titleKey, String name) {
        super(SwingUtilities.getWindowAncestor(parent), localizer.text(titleKey), DEFAULT_MODALITY_TYPE);
        this.localizer = localizer;
        this.name = name;
        setName(name + "Dialog");
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
    }

    /** What the accepting button does; the dialog stays open unless it closes itself. */
    abstract void accept();

    /** Adds the two buttons in the platform's order as the last row of {@code content}, which must span it. */
    void addButtons(JPanel content, String acceptKey, String span) {
        JButton ok = new JButton(localizer.text(acceptKey));
        ok.setName(name + "OkButton");
        ok.addActionListener(e -> accept());
        JButton cancel = new JButton(localizer.text("window.cancel"));
        cancel.setName(name + "CancelButton");
        cancel.addActionListener(e -> dispose());
        content.add(ok, span + "split 2, tag ok, gaptop para");
        content.add(cancel, "tag cancel");
        getRootPane().setDefaultButton(ok);
        setContentPane(content);
    }
}
