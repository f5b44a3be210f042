package org.ludoteka.lesson;

import java.util.List;
import java.util.Optional;

/** A lesson file as read: the lesson, or the problems that keep it from being one. */
public record LessonFile(String file, Optional<Lesson> lesson, List<LessonProblem> problems) {
    public LessonFile {
        problems = List.copyOf(problems);
    }

    static LessonFile loaded(String file, Lesson lesson) {
        return new LessonFile(file, Optional.of(lesson), List.of());
    }

    static LessonFile broken(LessonProblem problem) {
        return new LessonFile(problem.file(), Optional.empty(), List.of(problem));
    }
}
