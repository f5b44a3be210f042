package org.ludoteka.ui.lesson;

import java.util.Optional;
import org.ludoteka.lesson.LessonReplay;
import org.ludoteka.lesson.LessonText;
import org.ludoteka.lesson.Step;

/**
 * A lesson's steps as still pictures, for slides and handouts: each step's board with its marks and
 * its text, as the lesson screen shows them on entering the step. On paper nothing slides, so a
 * scripted move is drawn as an arrow on the position before it, and a question shows the position
 * it asks about, unanswered.
 */
public final class LessonPictures {
    private LessonPictures() {
    }

    /** Shows step {@code index} (from 0) of {@code replay}, a lesson without problems, on {@code board}. */
    public static <P, M> void show(LessonReplay<P, M> replay, int index, LessonBoard<P, M> board) {
        LessonRun<P, M> run = new LessonRun<>(replay, index);
        LessonMarks<M> marks = run.marks();
        Optional<M> scripted = run.scripted();
        if (scripted.isPresent()) {
            board.show(run.before(), new LessonMarks<>(marks.shown(), scripted, true, Optional.empty()), false);
        } else {
            board.show(run.asking() ? run.before() : run.settled(), marks, false);
        }
    }

    /** What step {@code index} says: its own text, or the last one said before it. */
    public static Optional<LessonText> text(LessonReplay<?, ?> replay, int index) {
        return new LessonRun<>(replay, index).text();
    }

    /** True when step {@code index} asks the learner to move. */
    public static boolean asks(LessonReplay<?, ?> replay, int index) {
        return replay.lesson().steps().get(index) instanceof Step.Ask;
    }
}
