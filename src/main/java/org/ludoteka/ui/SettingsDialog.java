package org.ludoteka.ui;

import java.awt.Component;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSeparator;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.core.Game;
import org.ludoteka.core.InputError;
import org.ludoteka.games.Games;
import org.ludoteka.i18n.Language;
import org.ludoteka.progress.AnimationSpeed;
import org.ludoteka.progress.Settings;
import org.ludoteka.progress.Theme;

/**
 * Every setting in one dialog: language, theme, zoom, the timer's beep, how fast moves are
 * animated, and the rule options each game with a board starts with. Its answer is the whole new
 * settings, applied at once by the window and remembered.
 */
final class SettingsDialog extends AskingDialog<Settings> {
    private final Settings previous;
    private final JComboBox<Choice<Language>> languageCombo;
    private final JComboBox<Choice<Theme>> themeCombo;
    private final JComboBox<Choice<Integer>> zoomCombo;
    private final JCheckBox soundBox;
    private final JComboBox<Choice<AnimationSpeed>> animationCombo;
    private final Map<String, Map<String, JComboBox<Choice<String>>>> ruleCombos = new LinkedHashMap<>();

    private SettingsDialog(Component parent, Localizer localizer, Settings previous, List<Game<?, ?>> games) {
        super(parent, localizer, "window.settings.title", "settings");
        this.previous = previous;
        JPanel general = section();
        languageCombo = Choice.combo("languageCombo", Arrays.stream(Language.values())
                .map(language -> new Choice<>(language, MainMenuBar.autonym(language))).toList(), previous.language());
        addRow(general, "window.settings.language", languageCombo);
        themeCombo = Choice.combo("themeCombo", Arrays.stream(Theme.values())
                .map(theme -> choice(theme, "window.theme." + theme.name().toLowerCase(Locale.ROOT))).toList(), previous.theme());
        addRow(general, "window.settings.theme", themeCombo);
        zoomCombo = Choice.combo("zoomCombo", Settings.ZOOMS.stream().map(zoom -> choice(zoom, "window.zoom." + zoom)).toList(),
                previous.zoomPercent());
        addRow(general, "window.settings.zoom", zoomCombo);
        animationCombo = Choice.combo("animationCombo", Arrays.stream(AnimationSpeed.values())
                .map(speed -> choice(speed, "window.settings.animation." + speed.name().toLowerCase(Locale.ROOT))).toList(),
                previous.animation());
        addRow(general, "window.settings.animation", animationCombo);
        soundBox = new JCheckBox(localizer.text("window.settings.sound"), previous.sound());
        soundBox.setName("soundBox");
        general.add(soundBox, "skip 1");
        List<JPanel> sections = new ArrayList<>(List.of(general));
        for (Game<?, ?> game : games) {
            String name = localizer.text(Games.byId(game.id()).orElseThrow().nameKey());
            JPanel rules = section();
            rules.add(new JLabel(localizer.text("window.settings.rules", name)), "span 2, split 2");
            rules.add(new JSeparator(), "growx");
            ruleCombos.put(game.id(), addOptionRows(rules, game, startingOptions(game, previous)));
            sections.add(rules);
        }
        JPanel content = new SectionColumns(sections).laidOutFor(
                Dialogs.freeArea(parent != null && parent.getGraphicsConfiguration() != null ? parent.getGraphicsConfiguration()
                        : getGraphicsConfiguration()).height);
        addButtons(content, "window.settings.apply", "span, ");
    }

    /** A part of the settings: labels on the left, the choices beside them, lined up with the other parts by {@link SectionColumns}. */
    private static JPanel section() {
        return new JPanel(new MigLayout("insets 0, wrap 2", "[right][grow, fill]"));
    }

    /** Shows the dialog with {@code previous} chosen; the rule options are those of {@code games}. Empty when cancelled. */
    static Optional<Settings> ask(Component parent, Localizer localizer, Settings previous, List<Game<?, ?>> games) {
        return new SettingsDialog(parent, localizer, previous, games).askOver(parent);
    }

    /**
     * The options {@code game} starts with under {@code settings}, its own defaults filling the rest;
     * a remembered choice the game no longer knows (a settings file edited by hand) gives way to them.
     */
    static Map<String, String> startingOptions(Game<?, ?> game, Settings settings) {
        try {
            return game.withDefaults(settings.ruleOptions(game.id()));
        } catch (InputError e) {
            return game.withDefaults(Map.of());
        }
    }

    @Override
    protected void accept() {
        Settings chosen = previous.withLanguage(Choice.selected(languageCombo)).withTheme(Choice.selected(themeCombo))
                .withZoomPercent(Choice.selected(zoomCombo)).withSound(soundBox.isSelected())
                .withAnimation(Choice.selected(animationCombo));
        for (Map.Entry<String, Map<String, JComboBox<Choice<String>>>> game : ruleCombos.entrySet()) {
            chosen = chosen.withRuleOptions(game.getKey(), chosenOptions(game.getValue()));
        }
        answer(chosen);
    }
}
