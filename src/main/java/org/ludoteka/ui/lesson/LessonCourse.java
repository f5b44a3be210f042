package org.ludoteka.ui.lesson;

import java.util.List;
import java.util.Optional;
import org.ludoteka.core.Message;
import org.ludoteka.lesson.Lesson;
import org.ludoteka.lesson.LessonProblem;

/** A course as the lessons list shows it: its name, and its lessons in the order of their files. */
record LessonCourse(Message title, List<Entry> lessons) {
    LessonCourse {
        lessons = List.copyOf(lessons);
    }

    /** One lesson file: the lesson, or the first problem that keeps it from being opened. */
    record Entry(String file, Optional<Lesson> lesson, Optional<LessonProblem> problem) {
        boolean broken() {
            return problem.isPresent();
        }

        /** The file's own name, for a lesson too broken to have a title. */
        String fileName() {
            return file.substring(file.lastIndexOf('/') + 1);
        }
    }
}
