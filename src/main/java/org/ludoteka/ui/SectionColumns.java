package org.ludoteka.ui;

import java.awt.Component;
import java.util.List;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JPanel;
import net.miginfocom.swing.MigLayout;

/**
 * The sections of a dialog of labelled rows (each a two-column MigLayout panel: labels on the left,
 * choices beside them) laid out in one column when it fits the screen's height, else in two side by
 * side, so that a tall dialog — the settings at 200 % — never needs a scroll bar and its buttons stay
 * on the screen. In one column the labels of every section take the same width, so the choices line
 * up as in one grid; in two, each label stands above its choice, so that the two columns together are
 * no wider than the screen either.
 */
public final class SectionColumns {
    private final List<JPanel> sections;

    public SectionColumns(List<JPanel> sections) {
        this.sections = List.copyOf(sections);
    }

    /** The panel holding the sections, in two columns when one would be taller than {@code screenHeight} allows; wrap 1 or 2, its insets the dialog's. */
    public JPanel laidOutFor(int screenHeight) {
        lineUpLabels();
        int total = 0;
        for (JPanel section : sections) {
            total += section.getPreferredSize().height + gap();
        }
        boolean two = sections.size() > 1 && total + roomAround() > screenHeight;
        if (!two) {
            JPanel content = new JPanel(new MigLayout("insets dialog, wrap 1", "[grow, fill]"));
            sections.forEach(section -> content.add(section, content.getComponentCount() == 0 ? "" : "gaptop para"));
            return content;
        }
        sections.forEach(SectionColumns::labelsAbove);
        int split = split();
        JPanel content = new JPanel(new MigLayout("insets dialog, wrap 2", "[grow, fill]unrel*2[grow, fill]", "[top][]"));
        content.add(column(sections.subList(0, split)));
        content.add(column(sections.subList(split, sections.size())));
        return content;
    }

    /** Where the right column begins: the split that leaves the taller column least tall. */
    private int split() {
        int best = 1;
        int bestHeight = Integer.MAX_VALUE;
        for (int split = 1; split < sections.size(); split++) {
            int left = height(sections.subList(0, split));
            int right = height(sections.subList(split, sections.size()));
            if (Math.max(left, right) < bestHeight) {
                bestHeight = Math.max(left, right);
                best = split;
            }
        }
        return best;
    }

    private int height(List<JPanel> some) {
        return some.stream().mapToInt(section -> section.getPreferredSize().height + gap()).sum();
    }

    /** The height the dialog adds around its sections: its title bar, its insets, and the row of buttons below a gap. */
    private static int roomAround() {
        return new JButton("Apply").getPreferredSize().height + 5 * gap();
    }

    private static int gap() {
        return new JPanel().getFont().getSize(); // about MigLayout's "para" gap at any zoom
    }

    private static JPanel column(List<JPanel> some) {
        JPanel column = new JPanel(new MigLayout("insets 0, wrap 1", "[grow, fill]"));
        some.forEach(section -> column.add(section, column.getComponentCount() == 0 ? "" : "gaptop para"));
        return column;
    }

    /** Each label on a line of its own above its choice, a lone box (the beep) no longer skipping the label column. */
    private static void labelsAbove(JPanel section) {
        MigLayout layout = (MigLayout) section.getLayout();
        List<Component> labels = labels(section);
        layout.setLayoutConstraints("insets 0, wrap 1");
        layout.setColumnConstraints("[grow, fill]");
        for (Component component : section.getComponents()) {
            if ("skip 1".equals(layout.getComponentConstraints(component))) {
                layout.setComponentConstraints(component, "");
            } else if (labels.contains(component)) {
                layout.setComponentConstraints(component, "gaptop rel");
            }
        }
    }

    /** Every section's label column as wide as the widest label of all: the choices line up across sections. */
    private void lineUpLabels() {
        int widest = 0;
        for (JPanel section : sections) {
            for (Component label : labels(section)) {
                widest = Math.max(widest, label.getPreferredSize().width);
            }
        }
        for (JPanel section : sections) {
            ((MigLayout) section.getLayout()).setColumnConstraints("[right, " + widest + "px!][grow, fill]");
        }
    }

    /** The components in a section's first column: those that span no row of their own (headings and lone boxes do). */
    private static List<Component> labels(JPanel section) {
        MigLayout layout = (MigLayout) section.getLayout();
        return java.util.Arrays.stream(section.getComponents())
                .filter(component -> component instanceof JComponent)
                .filter(component -> {
                    Object constraint = layout.getComponentConstraints(component);
                    return (constraint == null || constraint.toString().isEmpty()) && component instanceof javax.swing.JLabel;
                }).toList();
    }
}
