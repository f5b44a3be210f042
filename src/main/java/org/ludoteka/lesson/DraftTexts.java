package org.ludoteka.lesson;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ludoteka.i18n.Language;
import org.ludoteka.i18n.Messages;

/**
 * Texts a teacher wrote in only some of the three languages. A lesson file needs every language, so
 * a missing one is saved marked as missing: the sentence "text missing" in that language, followed by
 * the text in a language that has one (English, else Czech, else French), so that a learner still
 * reads something. Read back into the editor, a marked text counts as missing again.
 */
public final class DraftTexts {
    private static final List<Language> ORDER = List.of(Language.EN, Language.CS, Language.FR);

    private DraftTexts() {
    }

    /** The marker that opens a missing text in {@code language}. */
    public static String marker(Language language) {
        return Messages.of(language).format("lesson.draft.missing");
    }

    /** A lesson text from what was written (blank texts count as not written); empty when nothing was written at all. */
    public static Optional<LessonText> complete(Map<Language, String> written) {
        Map<Language, String> given = new EnumMap<>(Language.class);
        written.forEach((language, text) -> {
            if (text != null && !text.isBlank()) {
                given.put(language, text.strip());
            }
        });
        Optional<String> stand = ORDER.stream().filter(given::containsKey).map(given::get).findFirst();
        if (stand.isEmpty()) {
            return Optional.empty();
        }
        Map<Language, String> all = new EnumMap<>(Language.class);
        for (Language language : Language.values()) {
            all.put(language, given.getOrDefault(language, marker(language) + " " + stand.get()));
        }
        return Optional.of(new LessonText(all));
    }

    /** The text the teacher wrote in {@code language}, or empty when it is marked as missing. */
    public static Optional<String> written(LessonText text, Language language) {
        String in = text.in(language);
        return in.startsWith(marker(language)) ? Optional.empty() : Optional.of(in);
    }

    /** What was written of {@code text}, language by language: the missing ones left out. */
    public static Map<Language, String> written(LessonText text) {
        Map<Language, String> written = new EnumMap<>(Language.class);
        for (Language language : Language.values()) {
            written(text, language).ifPresent(in -> written.put(language, in));
        }
        return written;
    }

    /** The languages {@code text} lacks, in the order English, Czech, French. */
    public static List<Language> missing(LessonText text) {
        return ORDER.stream().filter(language -> written(text, language).isEmpty()).toList();
    }

    /** {@code text} with {@code language}'s text replaced by {@code in} (blank: marked missing); empty when no language would be left. */
    public static Optional<LessonText> with(Optional<LessonText> text, Language language, String in) {
        Map<Language, String> written = text.map(DraftTexts::written).orElseGet(() -> new EnumMap<>(Language.class));
        written.put(language, in);
        return complete(written);
    }
}
