package org.ludoteka.ui;

import java.awt.Component;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.core.Game;
import org.ludoteka.core.RuleOption;

/**
 * A modal dialog that asks for one thing, with a button that accepts and one that cancels. The
 * dialog is named {@code <name>Dialog}, its buttons {@code <name>OkButton} and {@code <name>CancelButton}.
 *
 * @param <T> what it asks for
 */
public abstract class AskingDialog<T> extends JDialog {
    protected final Localizer localizer;
    private final String name;
    private T answer;

    protected AskingDialog(Component parent, Localizer localizer, String titleKey, String name) {
        super(SwingUtilities.getWindowAncestor(parent), localizer.text(titleKey), DEFAULT_MODALITY_TYPE);
        this.localizer = localizer;
        this.name = name;
        setName(name + "Dialog");
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
    }

    /** What the accepting button does; the dialog stays open unless it gives its {@link #answer}. */
    protected abstract void accept();

    /** Shows the dialog over {@code parent} until it is answered or cancelled; empty when cancelled. */
    protected Optional<T> askOver(Component parent) {
        Dialogs.showCentred(this, parent);
        return Optional.ofNullable(answer);
    }

    /** The dialog has its answer and closes. */
    protected void answer(T given) {
        answer = given;
        dispose();
    }

    /** The content of a dialog of labelled rows: labels on the left, the choices beside them. */
    protected static JPanel rows() {
        return new JPanel(new MigLayout("insets dialog, wrap 2", "[right][grow, fill]"));
    }

    /**
     * A labelled row for each rule option of {@code game} in a two-column {@code content}, with the
     * values of {@code previous} chosen and a tooltip that explains the rule; read the choice back
     * with {@link #chosenOptions}.
     */
    protected Map<String, JComboBox<Choice<String>>> addOptionRows(JPanel content, Game<?, ?> game, Map<String, String> previous) {
        Map<String, JComboBox<Choice<String>>> combos = new LinkedHashMap<>();
        for (RuleOption option : game.options()) {
            List<Choice<String>> values = new ArrayList<>();
            for (String value : option.values()) {
                values.add(new Choice<>(value, localizer.text(option.labelKey(game.id()) + "." + value)));
            }
            JComboBox<Choice<String>> combo = Choice.combo(option.name() + "Combo", values, previous.get(option.name()));
            combos.put(option.name(), combo);
            JLabel label = addRow(content, option.labelKey(game.id()), combo);
            String explanation = localizer.text(option.labelKey(game.id()) + ".tip");
            combo.setToolTipText(explanation);
            label.setToolTipText(explanation);
        }
        return combos;
    }

    protected static Map<String, String> chosenOptions(Map<String, JComboBox<Choice<String>>> combos) {
        Map<String, String> options = new LinkedHashMap<>();
        combos.forEach((name, combo) -> options.put(name, Choice.selected(combo)));
        return options;
    }

    protected JLabel addRow(JPanel content, String labelKey, JComboBox<?> combo) {
        JLabel label = new JLabel(localizer.text(labelKey));
        label.setLabelFor(combo);
        content.add(label);
        content.add(combo);
        return label;
    }

    protected <T> Choice<T> choice(T value, String key) {
        return new Choice<>(value, localizer.text(key));
    }

    /** Adds the two buttons in the platform's order as the last row of {@code content}, which must span it. */
    protected void addButtons(JPanel content, String acceptKey, String span) {
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
