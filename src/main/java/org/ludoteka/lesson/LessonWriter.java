package org.ludoteka.lesson;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.ludoteka.i18n.Language;

/**
 * Writes a lesson in the format {@link LessonLoader} reads (DESIGN.md §5), laid out as the shipped
 * lessons are: texts in English, Czech, French, each quoted, a blank line between steps. What it
 * writes reads back as the same lesson, so a lesson opened in the editor and saved again changes
 * only where the teacher changed it.
 */
public final class LessonWriter {
    private static final List<Language> ORDER = List.of(Language.EN, Language.CS, Language.FR);

    private final StringBuilder yaml = new StringBuilder();

    private LessonWriter() {
    }

    public static String yaml(Lesson lesson) {
        LessonWriter writer = new LessonWriter();
        writer.lesson(lesson);
        return writer.yaml.toString();
    }

    private void lesson(Lesson lesson) {
        line(0, "id: " + quoted(lesson.id()));
        line(0, "game: " + lesson.game());
        if (!lesson.options().isEmpty()) {
            line(0, "options: " + options(lesson.options()));
        }
        text(0, "title", lesson.title());
        if (!lesson.source().isEmpty()) {
            line(0, "source: " + quoted(lesson.source()));
        }
        line(0, "position: " + quoted(lesson.position()));
        line(0, "steps:");
        for (int i = 0; i < lesson.steps().size(); i++) {
            if (i > 0) {
                yaml.append('\n');
            }
            step(lesson.steps().get(i));
        }
    }

    /** A step: its kind's key first, as a reader looks for it, then what it says, then what it shows. */
    private void step(Step step) {
        int at = 4;
        String first = "  - ";
        if (step instanceof Step.Say say) {
            boolean opened = false;
            if (say.say().isPresent()) {
                yaml.append(first);
                textInline(at, "say", say.say().get());
                opened = true;
            }
            if (say.position().isPresent()) {
                yaml.append(opened ? " ".repeat(at) : first).append("position: ").append(quoted(say.position().get())).append('\n');
            }
        } else if (step instanceof Step.Try attempt) {
            yaml.append(first).append("try: ").append(quoted(attempt.move())).append('\n');
            line(at, "verdict: " + (attempt.legal() ? "legal" : "illegal"));
            attempt.reason().ifPresent(reason -> line(at, "reason: " + reason));
            attempt.say().ifPresent(text -> text(at, "say", text));
        } else if (step instanceof Step.Ask ask) {
            yaml.append(first);
            textInline(at, "ask", ask.prompt());
            line(at, "accept: " + list(ask.accept()));
            ask.hint().ifPresent(hint -> text(at, "hint", hint));
        } else if (step instanceof Step.Play play) {
            yaml.append(first).append("play: ").append(quoted(play.move())).append('\n');
            play.say().ifPresent(text -> text(at, "say", text));
        } else if (step instanceof Step.Clock clock) {
            yaml.append(first).append("clock: ").append(quoted(clock.event())).append('\n');
            clock.say().ifPresent(text -> text(at, "say", text));
        }
        if (!isNone(step.show())) {
            line(at, "show: " + show(step.show()));
        }
        step.beside().ifPresent(beside -> {
            line(at, "caption: " + inline(beside.firstCaption()));
            line(at, "beside:");
            beside.position().ifPresent(position -> line(at + 2, "position: " + quoted(position)));
            beside.play().ifPresent(move -> line(at + 2, "play: " + quoted(move)));
            if (!isNone(beside.show())) {
                line(at + 2, "show: " + show(beside.show()));
            }
            line(at + 2, "caption: " + inline(beside.caption()));
        });
    }

    private static boolean isNone(Annotations show) {
        return show.cells().isEmpty() && show.arrows().isEmpty() && show.closeUp().isEmpty();
    }

    private static String show(Annotations show) {
        StringBuilder parts = new StringBuilder();
        if (!show.cells().isEmpty()) {
            parts.append("cells: ").append(list(show.cells()));
        }
        if (!show.arrows().isEmpty()) {
            parts.append(parts.isEmpty() ? "" : ", ").append("arrows: ").append(list(show.arrows()));
        }
        show.closeUp().ifPresent(piece -> parts.append(parts.isEmpty() ? "" : ", ").append("closeUp: ").append(quoted(piece)));
        return "{" + parts + "}";
    }

    /** A text as a block of its three languages under {@code key}. */
    private void text(int indent, String key, LessonText text) {
        line(indent, key + ":");
        translations(indent + 2, text);
    }

    /** A text opening a step, after its {@code - }: its languages then stand two further in. */
    private void textInline(int indent, String key, LessonText text) {
        yaml.append(key).append(":\n");
        translations(indent + 2, text);
    }

    private void translations(int indent, LessonText text) {
        for (Language language : ORDER) {
            line(indent, language.code() + ": " + quoted(text.in(language)));
        }
    }

    private static String inline(LessonText text) {
        return ORDER.stream().map(language -> language.code() + ": " + quoted(text.in(language)))
                .collect(Collectors.joining(", ", "{", "}"));
    }

    private static String options(Map<String, String> options) {
        return options.entrySet().stream().sorted(Map.Entry.comparingByKey())
                .map(e -> e.getKey() + ": " + quoted(e.getValue())).collect(Collectors.joining(", ", "{", "}"));
    }

    private static String list(List<String> items) {
        return items.stream().map(LessonWriter::quoted).collect(Collectors.joining(", ", "[", "]"));
    }

    private void line(int indent, String text) {
        yaml.append(" ".repeat(indent)).append(text).append('\n');
    }

    /** A double-quoted YAML scalar: whatever the teacher typed, quotes, backslashes and line breaks included, reads back the same. */
    static String quoted(String text) {
        StringBuilder quoted = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            switch (c) {
                case '\\' -> quoted.append("\\\\");
                case '"' -> quoted.append("\\\"");
                case '\n' -> quoted.append("\\n");
                case '\r' -> quoted.append("\\r");
                case '\t' -> quoted.append("\\t");
                default -> quoted.append(c);
            }
        }
        return quoted.append('"').toString();
    }
}
