package org.ludoteka.ui;

import org.ludoteka.ui.lesson.LessonScreen;
import java.util.Optional;
import org.ludoteka.lesson.Lesson;

/** A lesson screen's keeper that keeps nothing and offers no next lesson: for tests of one lesson at a time. */
class LessonKeeping implements LessonScreen.Keeper {
    @Override
    public void reached(Lesson lesson, int step) {
    }

    @Override
    public void finished(Lesson lesson) {
    }

    @Override
    public void leave(Lesson lesson) {
    }

    @Override
    public Optional<Lesson> lessonAfter(Lesson lesson) {
        return Optional.empty();
    }

    @Override
    public void open(Lesson lesson) {
    }
}
