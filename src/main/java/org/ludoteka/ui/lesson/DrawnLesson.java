package org.ludoteka.ui.lesson;

import java.util.Map;
import org.ludoteka.core.Drawing;
import org.ludoteka.lesson.LessonReplay;

/** A lesson with what the teacher drew by hand on its steps (by step index, from 0): what its handout prints. */
public record DrawnLesson(LessonReplay<?, ?> replay, Map<Integer, Drawing> drawings) {
    public DrawnLesson {
        drawings = Map.copyOf(drawings);
    }

    /** The lesson as its file has it, drawn on nowhere (e.g. for the command line's handout). */
    public static DrawnLesson plain(LessonReplay<?, ?> replay) {
        return new DrawnLesson(replay, Map.of());
    }

    /** What was drawn on step {@code index}. */
    public Drawing on(int index) {
        return drawings.getOrDefault(index, Drawing.EMPTY);
    }
}
