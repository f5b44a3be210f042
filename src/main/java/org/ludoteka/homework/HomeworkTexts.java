package org.ludoteka.homework;

import java.util.Optional;
import org.ludoteka.core.Message;

/** The rules for the free texts of the homework files, a set's title and a pupil's name: typed by people, read on other machines. */
public final class HomeworkTexts {

    private HomeworkTexts() {
    }

    /** What is wrong with {@code text} as a name or title of at most {@code longest} characters; empty when nothing is. */
    public static Optional<Message> problem(String text, int longest) {
        String name = text.strip();
        if (name.isEmpty()) {
            return Optional.of(Message.of("homework.emptyName"));
        }
        if (name.codePointCount(0, name.length()) > longest) {
            return Optional.of(Message.of("homework.nameTooLong", longest));
        }
        // a line break or a control character would break the table and the CSV, and no name needs one
        if (name.codePoints().anyMatch(c -> Character.isISOControl(c) || c == '\u2028' || c == '\u2029'
                || Character.getType(c) == Character.SURROGATE || Character.getType(c) == Character.UNASSIGNED)) {
            return Optional.of(Message.of("homework.nameControl"));
        }
        return Optional.empty();
    }

    /** {@code text} in double quotes as YAML reads it back: a backslash and a quote escaped. */
    static String quoted(String text) {
        return '"' + text.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
    }
}
