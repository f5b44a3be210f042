package org.ludoteka.lesson;

import java.util.List;
import java.util.Optional;

/**
 * A lesson file as read: the lesson, or the problems that keep it from being one. A file whose only
 * problems are in its texts or keys still has a draft, whole in its steps, which {@code verify}
 * replays to find every problem of the file at once; only a file without problems has a lesson.
 */
public final class LessonFile {
    private final String file;
    private final Optional<Lesson> draft;
    private final List<LessonProblem> problems;

    private LessonFile(String file, Optional<Lesson> draft, List<LessonProblem> problems) {
        this.file = file;
        this.draft = draft;
        this.problems = List.copyOf(problems);
    }

    static LessonFile read(String file, Optional<Lesson> draft, List<LessonProblem> problems) {
        return new LessonFile(file, draft, problems);
    }

    static LessonFile broken(LessonProblem problem) {
        return new LessonFile(problem.file(), Optional.empty(), List.of(problem));
    }

    /** The name it was read under, as problems name it. */
    public String file() {
        return file;
    }

    /** The lesson, if the file was read without a problem. */
    public Optional<Lesson> lesson() {
        return problems.isEmpty() ? draft : Optional.empty();
    }

    /** The problems found in reading it, in the order of their lines. */
    public List<LessonProblem> problems() {
        return problems;
    }

    /** The lesson as far as it could be read: present when every step could be, even with problems in texts or keys. */
    Optional<Lesson> draft() {
        return draft;
    }
}
