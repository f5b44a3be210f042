package org.ludoteka.i18n;

import java.util.Locale;
import java.util.Optional;

/** The languages Ludoteka speaks; each has a bundle {@code i18n/messages[_code].properties}. */
public enum Language {
    EN, CS, FR;

    /** The ISO 639-1 code: the bundle's suffix and the settings file's value. */
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    public Locale locale() {
        return Locale.forLanguageTag(code());
    }

    public static Optional<Language> fromCode(String code) {
        for (Language language : values()) {
            if (language.code().equals(code)) {
                return Optional.of(language);
            }
        }
        return Optional.empty();
    }
}
