package org.ludoteka.lesson;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.ludoteka.core.Message;

/**
 * The check the editor runs on a lesson file it has saved: the same as {@code verify} on that one
 * file (reading, then replaying through the engine). The first problem is told in one sentence,
 * with the step it was found in, counted from 1 as the lesson screen counts them.
 */
public final class SavedLessonCheck {
    /** A problem of the saved file: in step {@code step} (0: in the lesson's head, before the steps), the sentence {@code problem}. */
    public record Failure(int step, Message problem) {
    }

    private SavedLessonCheck() {
    }

    /** The first problem {@code verify} finds in {@code file}, if any. */
    public static Optional<Failure> check(Path file) {
        List<LessonFile> read = LessonLibrary.folder(file);
        List<LessonProblem> problems = LessonLibrary.verify(read);
        if (problems.isEmpty()) {
            return Optional.empty();
        }
        LessonProblem first = problems.get(0);
        int step = read.stream().findFirst().flatMap(LessonFile::draft).map(lesson -> stepAt(lesson, first.line())).orElse(0);
        return Optional.of(new Failure(step, first.problem()));
    }

    /** The step written on {@code line}: the last one that begins on it or before it; 0 above the first step. */
    static int stepAt(Lesson lesson, int line) {
        int step = 0;
        for (int i = 0; i < lesson.steps().size(); i++) {
            if (lesson.steps().get(i).line() <= line) {
                step = i + 1;
            }
        }
        return step;
    }
}
