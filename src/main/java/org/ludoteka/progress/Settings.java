package org.ludoteka.progress;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import org.ludoteka.i18n.Language;

/**
 * What the user chose for the window, remembered between runs: the language, the theme and the
 * zoom in percent (a teacher at a projector makes everything big).
 */
public record Settings(Language language, Theme theme, int zoomPercent) {
    /** The zooms offered: normal, and two sizes for a classroom projector. */
    public static final List<Integer> ZOOMS = List.of(100, 150, 200);
    public static final Settings DEFAULT = new Settings(Language.EN, Theme.LIGHT, 100);

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

    /** Each value that is missing or cannot be read keeps its default: a bad settings file never stops the program. */
    static Settings fromProperties(Properties properties) {
        Language language = Language.fromCode(properties.getProperty("language", "")).orElse(DEFAULT.language);
        Theme theme = Arrays.stream(Theme.values())
                .filter(t -> t.name().toLowerCase(Locale.ROOT).equals(properties.getProperty("theme")))
                .findFirst().orElse(DEFAULT.theme);
        int zoom = ZOOMS.stream().filter(z -> z.toString().equals(properties.getProperty("zoom")))
                .findFirst().orElse(DEFAULT.zoomPercent);
        return new Settings(language, theme, zoom);
    }
}
