package org.ludoteka.ui;

import java.awt.Component;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.KeyStroke;
import javax.swing.table.DefaultTableModel;

/**
 * Help ▸ Keyboard shortcuts: a table made from the menus as they stand (every item with a key, named
 * by its menu and its text in the window's language) and from the presenter's keys of presentation
 * mode, so that it never falls behind them.
 */
public final class HelpShortcuts {
    /** Keys that do one thing, by their {@link KeyEvent} codes, and the bundle key of what they do. */
    record Keys(List<Integer> codes, String whatKey) {
    }

    /** One line of the table. */
    public record Row(String keys, String what) {
    }

    private HelpShortcuts() {
    }

    static List<Row> rows(JMenuBar menus, Localizer localizer) {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < menus.getMenuCount(); i++) {
            JMenu menu = menus.getMenu(i);
            if (menu != null) {
                collect(menu, menu.getText(), rows);
            }
        }
        for (Keys keys : PresentationMode.KEYS) {
            rows.add(new Row(keys.codes().stream().map(KeyEvent::getKeyText).collect(Collectors.joining(", ")),
                    localizer.text("help.shortcuts.presenting", localizer.text(keys.whatKey()))));
        }
        rows.addAll(org.ludoteka.ui.lesson.LessonScreen.helpRows(localizer));
        rows.addAll(BoardDrawingLayer.helpRows(localizer));
        return rows;
    }

    private static void collect(JMenu menu, String path, List<Row> rows) {
        for (Component item : menu.getMenuComponents()) {
            if (item instanceof JMenu inner) {
                collect(inner, path + " ▸ " + inner.getText(), rows);
            } else if (item instanceof JMenuItem plain && plain.getAccelerator() != null) {
                rows.add(new Row(keyText(plain.getAccelerator()), path + " ▸ " + plain.getText()));
            }
        }
    }

    /** A key as a person reads it, e.g. Ctrl+S or Alt+Home. */
    static String keyText(KeyStroke stroke) {
        String modifiers = InputEvent.getModifiersExText(stroke.getModifiers());
        String key = KeyEvent.getKeyText(stroke.getKeyCode());
        return modifiers.isEmpty() ? key : modifiers + "+" + key;
    }

    /** The table of {@code rows}, read-only, in a scroll pane. */
    static JScrollPane table(List<Row> rows, Localizer localizer) {
        DefaultTableModel model = new DefaultTableModel(new Object[] {localizer.text("help.shortcuts.keys"),
                localizer.text("help.shortcuts.does")}, 0) {
            @Override
            public boolean isCellEditable(int row, int column) {
                return false;
            }
        };
        rows.forEach(row -> model.addRow(new Object[] {row.keys(), row.what()}));
        JTable table = new JTable(model);
        table.setName("shortcutsTable");
        table.setFillsViewportHeight(true);
        table.getColumnModel().getColumn(0).setPreferredWidth(WrappingLabel.columnsWidth(table, 24));
        table.getColumnModel().getColumn(1).setPreferredWidth(WrappingLabel.columnsWidth(table, 66));
        JScrollPane scroll = new JScrollPane(table);
        scroll.setPreferredSize(new java.awt.Dimension(WrappingLabel.columnsWidth(table, 92),
                Math.min(rows.size() + 2, 24) * table.getRowHeight()));
        return scroll;
    }
}
