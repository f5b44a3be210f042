package org.ludoteka.ui.lesson;

import java.util.Optional;
import org.ludoteka.lesson.Annotations;

/**
 * What a lesson step marks on its board: the step's own cells and arrows, the move it demonstrates
 * (an illegal one is drawn crossed out, so it never looks like a move to copy), and the move a hint
 * points at (its piece is lit up). Each board draws the moves its own way.
 */
public record LessonMarks<M>(Annotations shown, Optional<M> demonstrated, boolean demonstratedLegal, Optional<M> hinted) {

    /** No marks at all: the position alone. */
    public static <M> LessonMarks<M> none() {
        return of(Annotations.NONE);
    }

    public static <M> LessonMarks<M> of(Annotations shown) {
        return new LessonMarks<>(shown, Optional.empty(), true, Optional.empty());
    }
}
