package org.ludoteka.progress;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import org.ludoteka.i18n.Language;

/**
 * What the user chose for the window, remembered between runs: the language, the theme and the
 * zoom in percent (a teacher at a projector makes everything big).
 */
public record Settings(Language language, Theme theme, int zoomPercent) {
    /** The zooms offered: normal, and two sizes for a classroom projector. */
    public static final List<Integer> ZOOMS = List.of(100, 150, 200);
    public static final Settings DEFAULT = new Settings(Language.EN, Theme.LIGHT, 100);
    private static final Set<String> KEYS = Set.of("language", "theme", "zoom");

    public Settings {
        if (!ZOOMS.contains(zoomPercent)) {
            throw new IllegalArgumentException("the zoom must be one of " + ZOOMS + ", not " + zoomPercent);
        }
    }

    public Settings withLanguage(Language chosen) {
        return new Settings(chosen, theme, zoomPercent);
    }

    public Settings withTheme(Theme chosen) {
        return new Settings(language, chosen, zoomPercent);
    }

    public Settings withZoomPercent(int chosen) {
        return new Settings(language, theme, chosen);
    }

    Properties toProperties() {
        Properties properties = new Properties();
        properties.setProperty("language", language.code());
        properties.setProperty("theme", theme.name().toLowerCase(Locale.ROOT));
        properties.setProperty("zoom", Integer.toString(zoomPercent));
        return properties;
    }

    /** Each value that is missing or cannot be read keeps its default; a key or value it cannot read goes to {@code unread}. */
    static Settings fromProperties(Properties properties, Set<String> unread) {
        for (String key : properties.stringPropertyNames()) {
            if (!KEYS.contains(key)) {
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
        return new Settings(language.orElse(DEFAULT.language), theme.orElse(DEFAULT.theme), zoom.orElse(DEFAULT.zoomPercent));
    }
}
