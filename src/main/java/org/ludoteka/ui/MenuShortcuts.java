package org.ludoteka.ui;

import java.awt.Component;
import java.awt.event.ActionEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.swing.AbstractAction;
import javax.swing.InputMap;
import javax.swing.JComponent;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JRootPane;
import javax.swing.KeyStroke;

/**
 * The menus' shortcuts (Ctrl+Z, Ctrl+Y, Ctrl+N, Ctrl+L…) while the menu bar is hidden, as in
 * presentation mode, where Swing no longer hears them: each is bound on the root pane, and runs
 * the enabled menu item that has it when it is pressed, since the Game menu changes with the game.
 */
final class MenuShortcuts {
    private static final String PREFIX = "menuShortcut ";

    private final JRootPane root;
    private final JMenuBar menus;
    private final List<KeyStroke> bound = new ArrayList<>();

    MenuShortcuts(JRootPane root, JMenuBar menus) {
        this.root = root;
        this.menus = menus;
    }

    /** Binds every shortcut of the menus on the root pane. */
    void bind() {
        unbind();
        InputMap keys = root.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW);
        for (JMenuItem item : items()) {
            KeyStroke stroke = item.getAccelerator();
            if (stroke != null && stroke.getModifiers() != 0 && !bound.contains(stroke)) {
                bound.add(stroke);
                keys.put(stroke, PREFIX + stroke);
                root.getActionMap().put(PREFIX + stroke, new AbstractAction() {
                    @Override
                    public void actionPerformed(ActionEvent e) {
                        itemWith(stroke).ifPresent(JMenuItem::doClick);
                    }
                });
            }
        }
    }

    /** The menu bar hears its shortcuts again. */
    void unbind() {
        InputMap keys = root.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW);
        for (KeyStroke stroke : bound) {
            keys.remove(stroke);
            root.getActionMap().remove(PREFIX + stroke);
        }
        bound.clear();
    }

    private Optional<JMenuItem> itemWith(KeyStroke stroke) {
        return items().stream().filter(item -> stroke.equals(item.getAccelerator()) && item.isEnabled()).findFirst();
    }

    private List<JMenuItem> items() {
        List<JMenuItem> items = new ArrayList<>();
        for (int i = 0; i < menus.getMenuCount(); i++) {
            collect(menus.getMenu(i), items);
        }
        return items;
    }

    private static void collect(JMenu menu, List<JMenuItem> items) {
        if (menu == null) {
            return;
        }
        for (Component child : menu.getMenuComponents()) {
            if (child instanceof JMenu inner) {
                collect(inner, items);
            } else if (child instanceof JMenuItem item) {
                items.add(item);
            }
        }
    }
}
