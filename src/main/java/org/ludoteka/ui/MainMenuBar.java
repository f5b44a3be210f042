package org.ludoteka.ui;

import org.ludoteka.ui.loa.LoaActions;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import javax.swing.Action;
import javax.swing.ButtonGroup;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JRadioButtonMenuItem;
import org.ludoteka.i18n.Language;
import org.ludoteka.progress.Settings;
import org.ludoteka.progress.Theme;

/** The menus: Game (the board's actions), View (theme and projector zoom) and Language. */
final class MainMenuBar extends JMenuBar {
    private final Localizer localizer;
    private final JMenu game;

    /** What the menus change: each choice is handed on, and the caller remembers it. */
    record Choices(Consumer<Language> language, Consumer<Theme> theme, IntConsumer zoomPercent, Runnable quit) {
    }

    MainMenuBar(Localizer localizer, LoaActions loa, Settings settings, Choices choices) {
        this.localizer = localizer;
        setName("menuBar");
        game = menu("gameMenu", "window.menu.game");
        loa.forMenu().forEach((name, action) -> {
            JMenuItem item = new JMenuItem(action);
            item.setName(name);
            game.add(item);
        });
        game.addSeparator();
        JMenuItem quit = new JMenuItem();
        quit.setName("quitItem");
        localizer.bindText(quit, "window.menu.quit");
        quit.addActionListener(e -> choices.quit().run());
        game.add(quit);

        JMenu view = menu("viewMenu", "window.menu.view");
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
        }

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
