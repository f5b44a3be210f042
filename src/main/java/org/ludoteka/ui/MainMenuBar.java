package org.ludoteka.ui;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import java.util.function.IntPredicate;
import javax.swing.Action;
import javax.swing.ActionMap;
import javax.swing.InputMap;
import javax.swing.JComponent;
import javax.swing.JRootPane;
import javax.swing.ButtonGroup;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JRadioButtonMenuItem;
import javax.swing.KeyStroke;
import javax.swing.event.MenuEvent;
import javax.swing.event.MenuListener;
import org.ludoteka.i18n.Language;
import org.ludoteka.progress.Settings;
import org.ludoteka.progress.Theme;

/** The menus: Game (the actions of the game shown), View (theme, projector zoom, game list, presentation mode) and Language. */
final class MainMenuBar extends JMenuBar {
    private final Localizer localizer;
    private final JMenu game;
    private final List<GameMenuForwarder> gameItems = new ArrayList<>();
    private final Map<Integer, JMenuItem> zoomItems = new LinkedHashMap<>();
    private final JCheckBoxMenuItem gameListItem = new JCheckBoxMenuItem();
    private final JMenuItem zoomIn = new JMenuItem();
    private final JMenuItem zoomOut = new JMenuItem();
    private final JCheckBoxMenuItem presentationItem = new JCheckBoxMenuItem();

    /**
     * What the menus change: each choice is handed on, and the caller remembers it; {@code zoomFits}
     * says which zooms the screen can hold, the others are offered greyed.
     */
    record Choices(Consumer<Language> language, Consumer<Theme> theme, IntConsumer zoomPercent, IntPredicate zoomFits,
                   Consumer<Boolean> gameList, Runnable presentation, Runnable start, Runnable quit) {
    }

    MainMenuBar(Localizer localizer, Settings settings, Choices choices) {
        this.localizer = localizer;
        setName("menuBar");
        game = menu("gameMenu", "window.menu.game");
        for (GameMenuItem item : GameMenuItem.values()) {
            GameMenuForwarder forwarder = new GameMenuForwarder(localizer, item);
            gameItems.add(forwarder);
            JMenuItem menuItem = new JMenuItem(forwarder);
            menuItem.setName(item.componentName());
            game.add(menuItem);
        }
        game.addSeparator();
        JMenuItem quit = new JMenuItem();
        quit.setName("quitItem");
        localizer.bindText(quit, "window.menu.quit");
        quit.addActionListener(e -> choices.quit().run());
        game.add(quit);

        JMenu view = menu("viewMenu", "window.menu.view");
        JMenuItem startItem = new JMenuItem();
        startItem.setName("startItem");
        // Alt+Home, as a browser goes to its start page: Home alone belongs to the lists and fields
        startItem.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_HOME, InputEvent.ALT_DOWN_MASK));
        startItem.addActionListener(e -> choices.start().run());
        localizer.bindText(startItem, "window.menu.start");
        view.add(startItem);
        view.addSeparator();
        ButtonGroup themes = new ButtonGroup();
        for (Theme theme : Theme.values()) {
            String id = theme.name().toLowerCase(Locale.ROOT);
            view.add(radio(themes, id + "ThemeItem", theme == settings.theme(), () -> choices.theme().accept(theme)));
            localizer.bindText(last(view), "window.theme." + id);
        }
        view.addSeparator();
        ButtonGroup zooms = new ButtonGroup();
        for (int zoom : Settings.ZOOMS) {
            view.add(radio(zooms, "zoom" + zoom + "Item", zoom == settings.zoomPercent(), () -> choices.zoomPercent().accept(zoom)));
            JMenuItem item = last(view);
            localizer.bind(() -> item.setText(localizer.text("window.zoom." + zoom)));
            zoomItems.put(zoom, item);
        }
        // as in every browser: Ctrl+Plus and Ctrl+Minus step through the zooms, Ctrl+0 goes back to normal size
        zoomItems.get(Settings.ZOOMS.get(0)).setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_0, InputEvent.CTRL_DOWN_MASK));
        zoomIn.setName("zoomInItem");
        zoomIn.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_PLUS, InputEvent.CTRL_DOWN_MASK));
        zoomIn.addActionListener(e -> stepZoom(1, choices));
        localizer.bindText(zoomIn, "window.zoom.in");
        view.add(zoomIn);
        zoomOut.setName("zoomOutItem");
        zoomOut.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_MINUS, InputEvent.CTRL_DOWN_MASK));
        zoomOut.addActionListener(e -> stepZoom(-1, choices));
        localizer.bindText(zoomOut, "window.zoom.out");
        view.add(zoomOut);
        view.addMenuListener(new MenuListener() {
            @Override
            public void menuSelected(MenuEvent e) {
                zoomItems.forEach((zoom, item) -> {
                    boolean offered = item.isSelected() || choices.zoomFits().test(zoom);
                    item.setEnabled(offered);
                    item.setToolTipText(offered ? null : localizer.text("window.zoom.tooLarge"));
                });
            }

            @Override
            public void menuDeselected(MenuEvent e) {
            }

            @Override
            public void menuCanceled(MenuEvent e) {
            }
        });
        view.addSeparator();
        gameListItem.setName("gameListItem");
        gameListItem.setSelected(true);
        gameListItem.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_F9, 0));
        gameListItem.addActionListener(e -> choices.gameList().accept(gameListItem.isSelected()));
        localizer.bindText(gameListItem, "window.menu.gameList");
        view.add(gameListItem);
        presentationItem.setName("presentationItem");
        // F11 (and F5) are taken by presentation mode itself, also while the menus are hidden; shown here to be learnt
        presentationItem.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_F11, 0));
        presentationItem.addActionListener(e -> choices.presentation().run());
        localizer.bindText(presentationItem, "window.menu.presentation");
        view.add(presentationItem);

        JMenu languages = menu("languageMenu", "window.menu.language");
        ButtonGroup group = new ButtonGroup();
        for (Language language : Language.values()) {
            String code = language.code();
            languages.add(radio(group, "language" + Character.toUpperCase(code.charAt(0)) + code.substring(1) + "Item",
                    language == settings.language(), () -> choices.language().accept(language)));
            // each language is named in itself, so it can be found whatever the window speaks now
            last(languages).setText(autonym(language));
        }
    }

    /** The next zoom up ({@code step} 1) or down (-1) from the one in use, if there is one and the screen can hold it. */
    private void stepZoom(int step, Choices choices) {
        int now = zoomItems.entrySet().stream().filter(item -> item.getValue().isSelected()).map(Map.Entry::getKey).findFirst()
                .orElse(Settings.ZOOMS.get(0));
        int next = Settings.ZOOMS.indexOf(now) + step;
        if (next >= 0 && next < Settings.ZOOMS.size() && (step < 0 || choices.zoomFits().test(Settings.ZOOMS.get(next)))) {
            int zoom = Settings.ZOOMS.get(next);
            zoomItems.get(zoom).setSelected(true);
            choices.zoomPercent().accept(zoom);
        }
    }

    /**
     * The other keys browsers zoom with, on {@code root}: Ctrl+= (Plus without Shift on many keyboards),
     * Ctrl+Shift+=, and the keypad's Plus, Minus and 0.
     */
    void bindZoomKeys(JRootPane root) {
        InputMap keys = root.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW);
        ActionMap actions = root.getActionMap();
        actions.put("zoomIn", Actions.plain(zoomIn::doClick));
        actions.put("zoomOut", Actions.plain(zoomOut::doClick));
        actions.put("zoomNormal", Actions.plain(() -> zoomItems.get(Settings.ZOOMS.get(0)).doClick()));
        keys.put(KeyStroke.getKeyStroke(KeyEvent.VK_EQUALS, InputEvent.CTRL_DOWN_MASK), "zoomIn");
        keys.put(KeyStroke.getKeyStroke(KeyEvent.VK_EQUALS, InputEvent.CTRL_DOWN_MASK | InputEvent.SHIFT_DOWN_MASK), "zoomIn");
        keys.put(KeyStroke.getKeyStroke(KeyEvent.VK_ADD, InputEvent.CTRL_DOWN_MASK), "zoomIn");
        keys.put(KeyStroke.getKeyStroke(KeyEvent.VK_SUBTRACT, InputEvent.CTRL_DOWN_MASK), "zoomOut");
        keys.put(KeyStroke.getKeyStroke(KeyEvent.VK_NUMPAD0, InputEvent.CTRL_DOWN_MASK), "zoomNormal");
    }

    /** Puts {@code action} into the Game menu above Quit, e.g. the export, which is the window's own and no game's. */
    void addToGameMenu(String name, Action action) {
        JMenuItem item = new JMenuItem(action);
        item.setName(name);
        game.insert(item, game.getItemCount() - 2);
    }

    /** Ticks the theme, zoom and language of {@code settings}, e.g. once the settings dialog has changed them. */
    void select(Settings settings) {
        String code = settings.language().code();
        List<String> names = List.of(settings.theme().name().toLowerCase(Locale.ROOT) + "ThemeItem", "zoom" + settings.zoomPercent() + "Item",
                "language" + Character.toUpperCase(code.charAt(0)) + code.substring(1) + "Item");
        for (int i = 0; i < getMenuCount(); i++) {
            JMenu menu = getMenu(i);
            for (int j = 0; j < menu.getItemCount(); j++) {
                if (menu.getItem(j) instanceof JRadioButtonMenuItem radio && names.contains(radio.getName())) {
                    radio.setSelected(true);
                }
            }
        }
    }

    /** The Game menu acts from now on on {@code shown}'s game; with none shown, its game items are switched off. */
    void actOn(Optional<GameMenuTarget> shown) {
        gameItems.forEach(item -> item.actOn(shown));
    }

    /** Ticks the zoom in use, e.g. one lowered to fit a small screen. */
    void showZoom(int zoomPercent) {
        zoomItems.get(zoomPercent).setSelected(true);
    }

    void showGameListShown(boolean shown) {
        gameListItem.setSelected(shown);
    }

    void showPresenting(boolean presenting) {
        presentationItem.setSelected(presenting);
    }

    private JMenu menu(String name, String key) {
        JMenu menu = new JMenu();
        menu.setName(name);
        localizer.bindText(menu, key);
        add(menu);
        return menu;
    }

    private static JRadioButtonMenuItem radio(ButtonGroup group, String name, boolean selected, Runnable chosen) {
        JRadioButtonMenuItem item = new JRadioButtonMenuItem();
        item.setName(name);
        item.setSelected(selected);
        item.addActionListener(e -> chosen.run());
        group.add(item);
        return item;
    }

    private static JMenuItem last(JMenu menu) {
        return menu.getItem(menu.getItemCount() - 1);
    }

    static String autonym(Language language) {
        return switch (language) {
            case EN -> "English";
            case CS -> "Čeština";
            case FR -> "Français";
        };
    }
}
