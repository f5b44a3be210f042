package org.ludoteka.lesson;

import java.util.EnumMap;
import java.util.Map;
import org.ludoteka.i18n.Language;

/** A text of a lesson in every language Ludoteka speaks; the loader refuses one with a language missing. */
public record LessonText(Map<Language, String> byLanguage) {
    public LessonText {
        byLanguage = Map.copyOf(new EnumMap<>(byLanguage));
        for (Language language : Language.values()) {
            if (!byLanguage.containsKey(language)) {
                throw new IllegalArgumentException("no " + language.code() + " text");
            }
        }
    }

    public String in(Language language) {
        return byLanguage.get(language);
    }
}
