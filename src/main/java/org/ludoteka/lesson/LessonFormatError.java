package org.ludoteka.lesson;

import org.ludoteka.core.Message;

/** A lesson file that does not follow the format, thrown while reading it and caught by the loader. */
final class LessonFormatError extends RuntimeException {
    private final int line;
    private final transient Message problem;

    LessonFormatError(int line, String key, Object... args) {
        super(key);
        this.line = line;
        this.problem = Message.of(key, args);
    }

    int line() {
        return line;
    }

    Message problem() {
        return problem;
    }
}
