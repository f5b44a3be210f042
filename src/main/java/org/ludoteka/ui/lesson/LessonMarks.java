package org.ludoteka.ui.lesson;

import java.util.List;
import java.util.Optional;
import org.ludoteka.lesson.Annotations;

/**
 * What a lesson step marks on its board: the step's own cells and arrows, the move it demonstrates
 * (an illegal one is drawn crossed out, so it never looks like a move to copy), and the move a hint
 * points at (its piece is lit up). Each board draws the moves its own way. {@code replied} is the
 * opponent's last turn, its events in order (a puzzle's reply): the board marks it as its game's
 * screen marks a last move, the first event it can draw as one (a push, an hourglass moved, a move).
 */
public record LessonMarks<M>(Annotations shown, Optional<M> demonstrated, boolean demonstratedLegal, Optional<M> hinted, List<M> replied) {

    public LessonMarks {
        replied = List.copyOf(replied);
    }

    /** Marks with no reply to show. */
    public LessonMarks(Annotations shown, Optional<M> demonstrated, boolean demonstratedLegal, Optional<M> hinted) {
        this(shown, demonstrated, demonstratedLegal, hinted, List.of());
    }

    /** No marks at all: the position alone. */
    public static <M> LessonMarks<M> none() {
        return of(Annotations.NONE);
    }

    public static <M> LessonMarks<M> of(Annotations shown) {
        return new LessonMarks<>(shown, Optional.empty(), true, Optional.empty());
    }

    /** These marks with the opponent's last turn marked as a last move. */
    public LessonMarks<M> withReplied(List<M> turn) {
        return new LessonMarks<>(shown, demonstrated, demonstratedLegal, hinted, turn);
    }

    /** The first event of the reply that is of {@code kind}: the one a board draws as the last move. */
    public <T extends M> Optional<T> replied(Class<T> kind) {
        return replied.stream().filter(kind::isInstance).map(kind::cast).findFirst();
    }
}
