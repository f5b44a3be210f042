package org.ludoteka.ui.lesson.editor;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.ludoteka.i18n.Language;
import org.ludoteka.lesson.DraftTexts;
import org.ludoteka.lesson.Step;
import org.ludoteka.ui.Localizer;

/**
 * A step in the editor's list, in one line: its number, what it does, the start of its text (in the
 * language being written, or else in one it is written in, to translate from), the languages it lacks.
 */
final class StepRows {
    private static final int TEXT_SHOWN = 40;

    private StepRows() {
    }

    static String row(Localizer localizer, int index, Step step, Language language) {
        String kind;
        if (step instanceof Step.Say say) {
            kind = localizer.text(say.position().isPresent() ? "window.editor.row.position" : "window.editor.row.say");
        } else if (step instanceof Step.Try attempt) {
            kind = localizer.text(attempt.legal() ? "window.editor.row.tryLegal" : "window.editor.row.tryIllegal", attempt.move());
        } else if (step instanceof Step.Ask ask) {
            kind = localizer.text("window.editor.row.ask", ask.accept().size());
        } else if (step instanceof Step.Play play) {
            kind = localizer.text("window.editor.row.play", play.move());
        } else {
            kind = localizer.text("window.editor.row.clock", ((Step.Clock) step).event());
        }
        String said = step.say().flatMap(text -> DraftTexts.written(text, language)
                .or(() -> DraftTexts.written(text).values().stream().findFirst())).map(StepRows::shortened).orElse("");
        List<Language> lacking = step.say().map(DraftTexts::missing).orElse(List.of());
        String row = localizer.text("window.editor.row", index + 1, kind, said).strip();
        return lacking.isEmpty() ? row : row + " " + localizer.text("window.editor.row.missing", codes(lacking));
    }

    /** Languages as their codes, EN, CS, FR: short enough for a list row in any language. */
    static String codes(List<Language> languages) {
        return languages.stream().map(language -> language.code().toUpperCase(Locale.ROOT)).collect(Collectors.joining(", "));
    }

    private static String shortened(String text) {
        return text.length() <= TEXT_SHOWN ? text : text.substring(0, TEXT_SHOWN - 1) + "…";
    }
}
