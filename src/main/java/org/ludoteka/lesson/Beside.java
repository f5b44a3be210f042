package org.ludoteka.lesson;

import java.util.Optional;

/**
 * A second board of the same game shown beside the step's own, to compare: the position after a
 * move beside the one before, or the same position with other marks. It starts from its own
 * {@code position} or else from the position the step starts on, and plays {@code play} there if
 * given; {@code verify} checks both as it checks the step. Each board has a caption, the step's
 * own board {@code firstCaption}.
 */
public record Beside(int line, Optional<String> position, Optional<String> play, Annotations show,
        LessonText caption, LessonText firstCaption) {
}
