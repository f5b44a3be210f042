package org.ludoteka.ui;

import java.util.List;
import javax.swing.JComboBox;

/** An item of a combo box: a value and the words it is shown with in the current language. */
public record Choice<T>(T value, String label) {
    @Override
    public String toString() {
        return label;
    }

    /** A named combo box of {@code choices} with the one whose value is {@code selected} chosen. */
    public static <T> JComboBox<Choice<T>> combo(String name, List<Choice<T>> choices, T selected) {
        JComboBox<Choice<T>> combo = new JComboBox<>();
        combo.setName(name);
        for (Choice<T> choice : choices) {
            combo.addItem(choice);
            if (choice.value().equals(selected)) {
                combo.setSelectedItem(choice);
            }
        }
        return combo;
    }

    public static <T> T selected(JComboBox<Choice<T>> combo) {
        return combo.getItemAt(combo.getSelectedIndex()).value();
    }
}
