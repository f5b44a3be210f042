package org.ludoteka.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.IntConsumer;
import javax.swing.ButtonGroup;
import javax.swing.DefaultComboBoxModel;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JToggleButton;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.core.Message;

/**
 * The part of a game's column while a position is set up, the same in every game: the palette of
 * what a click on the board puts (each kind of piece, hourglass, ring or tile), the game's own fields
 * (reserves, supply, sand, level), the side to move, and Clear, Start position, Copy position, Play
 * from here and Back to the game. Hidden while a game is played. The buttons' actions come from
 * {@link PositionSetUp}; what the palette's items and fields mean is the game's.
 */
public final class SetUpBar<T> extends JPanel {
    /** One thing the palette offers: its value for the game, its component name and the bundle key of its words. */
    public record Item<T>(T value, String name, String key) {
    }

    /** The buttons' actions, which {@link PositionSetUp} makes. */
    public record Buttons(javax.swing.Action clear, javax.swing.Action start, javax.swing.Action copy,
                          javax.swing.Action play, javax.swing.Action cancel) {
    }

    private final Localizer localizer;
    private final List<Item<T>> palette;
    private final List<JToggleButton> paletteButtons = new ArrayList<>();
    private final JComboBox<Choice<Integer>> sideCombo = new JComboBox<>();
    private List<Message> sides = List.of();
    /** True while the combo is filled from the set-up, so that it is not taken for the person's choice. */
    private boolean filling;

    /**
     * {@code palette}: what a click can put, the first chosen; {@code fields}: the game's own fields, or
     * null; {@code sideChosen} hears the seat the person chose to move.
     */
    public SetUpBar(Localizer localizer, List<Item<T>> palette, JComponent fields, Buttons buttons, IntConsumer sideChosen) {
        super(new MigLayout("insets 0, wrap 2, fillx", "[sizegroup e, grow, fill][sizegroup e, grow, fill]"));
        this.localizer = localizer;
        this.palette = List.copyOf(palette);
        setName("setUpBar");
        ButtonGroup group = new ButtonGroup();
        for (Item<T> item : palette) {
            JToggleButton button = new JToggleButton();
            button.setName(item.name());
            localizer.bindText(button, item.key());
            group.add(button);
            paletteButtons.add(button);
            add(button, "wmin 0, hidemode 3");
        }
        if (!paletteButtons.isEmpty()) {
            paletteButtons.get(0).setSelected(true);
        }
        if (fields != null) {
            add(fields, "newline, span 2, growx, wmin 0, gaptop rel");
        }
        JLabel sideLabel = new JLabel();
        localizer.bindText(sideLabel, "window.edit.sideToMove");
        sideCombo.setName("editSideCombo");
        sideCombo.addActionListener(e -> {
            if (!filling && sideCombo.getSelectedIndex() >= 0) {
                sideChosen.accept(Choice.selected(sideCombo));
            }
        });
        add(sideLabel, "newline, gaptop rel");
        add(sideCombo, "wmin 0, gaptop rel");
        // each button on its own row: two side by side cut "Výchozí postavení" at 200 %, and the two
        // that end the set-up have the longest names ("Revenir à la partie")
        add(GameColumn.button(buttons.clear(), "clearBoardButton"), "span 2, wmin 0");
        add(GameColumn.button(buttons.start(), "startPositionButton"), "span 2, wmin 0");
        add(GameColumn.button(buttons.copy(), "copyPositionButton"), "span 2, wmin 0");
        add(GameColumn.button(buttons.play(), "playFromHereButton"), "span 2, wmin 0");
        add(GameColumn.button(buttons.cancel(), "cancelEditButton"), "span 2, wmin 0");
        setVisible(false);
        localizer.bind(() -> {
            List<Message> shown = sides;
            int selected = sideCombo.getSelectedIndex();
            sides = List.of();
            showSides(shown, selected);
        });
    }

    /** What a click on the board puts now: the palette's item chosen; null when the game has no palette. */
    public T chosen() {
        for (int i = 0; i < paletteButtons.size(); i++) {
            if (paletteButtons.get(i).isSelected()) {
                return palette.get(i).value();
            }
        }
        return null;
    }

    /** Offers only the palette's items {@code offered} allows (a game without potentials has none to put); one of them stays chosen. */
    public void offer(java.util.function.Predicate<T> offered) {
        boolean chosenShown = false;
        for (int i = 0; i < paletteButtons.size(); i++) {
            boolean shown = offered.test(palette.get(i).value());
            paletteButtons.get(i).setVisible(shown);
            chosenShown |= shown && paletteButtons.get(i).isSelected();
        }
        for (int i = 0; i < paletteButtons.size() && !chosenShown; i++) {
            if (paletteButtons.get(i).isVisible()) {
                paletteButtons.get(i).setSelected(true);
                chosenShown = true;
            }
        }
    }

    /** The seats that may be on move, by name, the one on move selected. */
    public void showSides(List<Message> names, int onMove) {
        if (names.equals(sides) && sideCombo.getSelectedIndex() == onMove && sideCombo.getItemCount() == names.size()) {
            return; // unchanged: an open list stays open
        }
        sides = List.copyOf(names);
        filling = true;
        try {
            DefaultComboBoxModel<Choice<Integer>> model = new DefaultComboBoxModel<>();
            for (int seat = 0; seat < names.size(); seat++) {
                model.addElement(new Choice<>(seat, localizer.text(names.get(seat))));
            }
            sideCombo.setModel(model);
            if (onMove >= 0 && onMove < names.size()) {
                sideCombo.setSelectedIndex(onMove);
            }
        } finally {
            filling = false;
        }
    }

    /** One of a game's set-up fields: it adds its label and itself to the fields' panel. */
    @FunctionalInterface
    public interface Field {
        /** Adds the label and the field, side by side (or the field across both columns), to {@code panel}, a panel of two columns. */
        void addTo(JPanel panel);
    }

    /** A whole-number field of a set-up (a reserve, the supply, seconds of sand), its label bound to {@code key}. */
    public static final class NumberField implements Field {
        private final JLabel label = new JLabel();
        private final JSpinner spinner;
        private boolean filling;

        public NumberField(Localizer localizer, String key, String name, int least, int most, IntConsumer changed) {
            spinner = new JSpinner(new SpinnerNumberModel(least, least, most, 1));
            spinner.setName(name);
            localizer.bindText(label, key);
            label.setLabelFor(spinner);
            spinner.addChangeListener(e -> {
                if (!filling) {
                    changed.accept((Integer) spinner.getValue());
                }
            });
        }

        /** Shows {@code value}, as the set-up has it, without taking it for the person's change. */
        public void show(int value) {
            filling = true;
            try {
                SpinnerNumberModel model = (SpinnerNumberModel) spinner.getModel();
                model.setValue(Math.max((Integer) model.getMinimum(), Math.min((Integer) model.getMaximum(), value)));
            } finally {
                filling = false;
            }
        }

        public int value() {
            return (Integer) spinner.getValue();
        }

        public void setEnabled(boolean enabled) {
            spinner.setEnabled(enabled);
            label.setEnabled(enabled);
        }

        @Override
        public void addTo(JPanel panel) {
            panel.add(label);
            panel.add(spinner, "wmin 0");
        }
    }

    /** A field of a set-up that chooses one of a few values (a level, a number of players), its label bound to {@code key}. */
    public static final class ChoiceField<T> implements Field {
        private final JLabel label = new JLabel();
        private final JComboBox<Choice<T>> combo = new JComboBox<>();
        private boolean filling;

        /** {@code words}: how a value is shown in the current language, asked again when the language changes. */
        public ChoiceField(Localizer localizer, String key, String name, List<T> values, Function<T, String> words, Consumer<T> changed) {
            combo.setName(name);
            localizer.bindText(label, key);
            label.setLabelFor(combo);
            combo.addActionListener(e -> {
                if (!filling && combo.getSelectedIndex() >= 0) {
                    changed.accept(Choice.selected(combo));
                }
            });
            localizer.bind(() -> {
                T selected = combo.getSelectedIndex() >= 0 ? Choice.selected(combo) : values.get(0);
                filling = true;
                try {
                    combo.removeAllItems();
                    values.forEach(value -> combo.addItem(new Choice<>(value, words.apply(value))));
                } finally {
                    filling = false;
                }
                show(selected);
            });
        }

        /** Shows {@code value}, as the set-up has it, without taking it for the person's change. */
        public void show(T value) {
            filling = true;
            try {
                for (int i = 0; i < combo.getItemCount(); i++) {
                    if (combo.getItemAt(i).value().equals(value)) {
                        combo.setSelectedIndex(i);
                    }
                }
            } finally {
                filling = false;
            }
        }

        public T value() {
            return Choice.selected(combo);
        }

        @Override
        public void addTo(JPanel panel) {
            panel.add(label);
            panel.add(combo, "wmin 0");
        }
    }

    /** A panel of two columns, label and field, with a game's set-up {@code fields} in it, one below the other. */
    public static JPanel fieldsPanel(Field... fields) {
        JPanel panel = new JPanel(new MigLayout("insets 0, wrap 2, fillx", "[grow, fill][grow, fill]"));
        panel.setOpaque(false);
        for (Field field : fields) {
            field.addTo(panel);
        }
        return panel;
    }
}
