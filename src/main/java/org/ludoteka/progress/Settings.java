package org.ludoteka.progress;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import org.ludoteka.core.Game;
import org.ludoteka.core.Message;
import org.ludoteka.core.RetiredOption;
import org.ludoteka.games.Games;
import org.ludoteka.i18n.Language;

/**
 * What the user chose for the window, remembered between runs: the language, the theme, the zoom in
 * percent (a teacher at a projector makes everything big), whether the window may beep, how fast
 * moves are animated, and the rule options each game starts with (by game id, as the command line
 * writes them; a game's own defaults where none is chosen).
 */
public record Settings(Language language, Theme theme, int zoomPercent, boolean sound, AnimationSpeed animation,
                       Map<String, Map<String, String>> ruleOptions) {
    /** The zooms offered: normal, and two sizes for a classroom projector. */
    public static final List<Integer> ZOOMS = List.of(100, 150, 200);
    public static final Settings DEFAULT = new Settings(Language.EN, Theme.LIGHT, 100);
    private static final String OPTION_PREFIX = "options.";
    private static final Set<String> KEYS = Set.of("language", "theme", "zoom", "sound", "animation");

    public Settings {
        if (!ZOOMS.contains(zoomPercent)) {
            throw new IllegalArgumentException("the zoom must be one of " + ZOOMS + ", not " + zoomPercent);
        }
        Map<String, Map<String, String>> copied = new TreeMap<>();
        ruleOptions.forEach((game, options) -> copied.put(game, Collections.unmodifiableMap(new TreeMap<>(options))));
        ruleOptions = Collections.unmodifiableMap(copied);
    }

    /** The first three choices; sound on, normal animations and every game's own rule options. */
    public Settings(Language language, Theme theme, int zoomPercent) {
        this(language, theme, zoomPercent, true, AnimationSpeed.NORMAL, Map.of());
    }

    public Settings withLanguage(Language chosen) {
        return new Settings(chosen, theme, zoomPercent, sound, animation, ruleOptions);
    }

    public Settings withTheme(Theme chosen) {
        return new Settings(language, chosen, zoomPercent, sound, animation, ruleOptions);
    }

    public Settings withZoomPercent(int chosen) {
        return new Settings(language, theme, chosen, sound, animation, ruleOptions);
    }

    public Settings withSound(boolean chosen) {
        return new Settings(language, theme, zoomPercent, chosen, animation, ruleOptions);
    }

    public Settings withAnimation(AnimationSpeed chosen) {
        return new Settings(language, theme, zoomPercent, sound, chosen, ruleOptions);
    }

    /** The rule options {@code game} starts with; the game's own defaults fill what is missing. */
    public Settings withRuleOptions(String game, Map<String, String> chosen) {
        Map<String, Map<String, String>> changed = new TreeMap<>(ruleOptions);
        changed.put(game, chosen);
        return new Settings(language, theme, zoomPercent, sound, animation, changed);
    }

    /** What the learner must be told of the rule options chosen: one notice for each that its game has retired ({@link RetiredOption}). */
    public List<Message> retiredOptionNotices() {
        List<Message> notices = new ArrayList<>();
        ruleOptions.forEach((game, options) -> Games.byId(game).flatMap(Games.Entry::engine)
                .ifPresent(engine -> notices.addAll(engine.retiredNotices(options))));
        return notices;
    }

    /** These settings without the rule options their games have retired, so that a retired choice is told once. */
    public Settings withoutRetiredOptions() {
        Settings kept = this;
        for (Map.Entry<String, Map<String, String>> game : ruleOptions.entrySet()) {
            Optional<Game<?, ?>> engine = Games.byId(game.getKey()).flatMap(Games.Entry::engine);
            if (engine.isPresent()) {
                Map<String, String> left = new TreeMap<>(game.getValue());
                engine.get().retiredOptions().forEach(retired -> left.remove(retired.name()));
                if (!left.equals(game.getValue())) {
                    kept = kept.withRuleOptions(game.getKey(), left);
                }
            }
        }
        return kept;
    }

    /** The rule options chosen for {@code game}; empty for its own defaults. */
    public Map<String, String> ruleOptions(String game) {
        return ruleOptions.getOrDefault(game, Map.of());
    }

    Properties toProperties() {
        Properties properties = new Properties();
        properties.setProperty("language", language.code());
        properties.setProperty("theme", theme.name().toLowerCase(Locale.ROOT));
        properties.setProperty("zoom", Integer.toString(zoomPercent));
        properties.setProperty("sound", Boolean.toString(sound));
        properties.setProperty("animation", animation.name().toLowerCase(Locale.ROOT));
        ruleOptions.forEach((game, options) -> options.forEach(
                (name, value) -> properties.setProperty(OPTION_PREFIX + game + "." + name, value)));
        return properties;
    }

    /**
     * Each value that is missing or cannot be read keeps its default; a key or value it cannot read
     * goes to {@code unread}. A rule option's value is checked by its game when it starts with it.
     */
    static Settings fromProperties(Properties properties, Set<String> unread) {
        Map<String, Map<String, String>> ruleOptions = new TreeMap<>();
        for (String key : properties.stringPropertyNames()) {
            String[] parts = key.split("\\.", 3);
            if (key.startsWith(OPTION_PREFIX) && parts.length == 3 && !parts[1].isEmpty() && !parts[2].isEmpty()) {
                // options.<game>.<name>=<value>
                ruleOptions.computeIfAbsent(parts[1], game -> new TreeMap<>()).put(parts[2], properties.getProperty(key));
            } else if (!KEYS.contains(key)) {
                unread.add(key);
            }
        }
        String code = properties.getProperty("language");
        Optional<Language> language = Language.fromCode(code == null ? "" : code);
        if (code != null && language.isEmpty()) {
            unread.add("language");
        }
        String themeName = properties.getProperty("theme");
        Optional<Theme> theme = Arrays.stream(Theme.values()).filter(t -> t.name().toLowerCase(Locale.ROOT).equals(themeName)).findFirst();
        if (themeName != null && theme.isEmpty()) {
            unread.add("theme");
        }
        String zoomText = properties.getProperty("zoom");
        Optional<Integer> zoom = ZOOMS.stream().filter(z -> z.toString().equals(zoomText)).findFirst();
        if (zoomText != null && zoom.isEmpty()) {
            unread.add("zoom");
        }
        String soundText = properties.getProperty("sound");
        if (soundText != null && !soundText.equals("true") && !soundText.equals("false")) {
            unread.add("sound");
        }
        String animationName = properties.getProperty("animation");
        Optional<AnimationSpeed> animation = Arrays.stream(AnimationSpeed.values())
                .filter(speed -> speed.name().toLowerCase(Locale.ROOT).equals(animationName)).findFirst();
        if (animationName != null && animation.isEmpty()) {
            unread.add("animation");
        }
        return new Settings(language.orElse(DEFAULT.language), theme.orElse(DEFAULT.theme), zoom.orElse(DEFAULT.zoomPercent),
                !"false".equals(soundText), animation.orElse(AnimationSpeed.NORMAL), ruleOptions);
    }
}
