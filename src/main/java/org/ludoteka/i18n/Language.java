package org.ludoteka.i18n;

import java.util.Locale;
import java.util.Optional;

/** The languages Ludoteka speaks; each has a bundle {@code i18n/messages[_code].properties}. */
public enum Language {
    EN("en"), CS("cs"), FR("fr");

    private final String code;

    Language(String code) {
        this.code = code;
    }

    public String code() {
        return code;
    }

    public Locale locale() {
        return Locale.forLanguageTag(code);
    }

    public static Optional<Language> fromCode(String code) {
        for (Language language : values()) {
            if (language.code.equals(code)) {
                return Optional.of(language);
            }
        }
        return Optional.empty();
    }
}
