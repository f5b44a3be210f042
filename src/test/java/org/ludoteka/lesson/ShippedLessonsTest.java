package org.ludoteka.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Every lesson packed into the program loads, and every claim in it is one the engines agree with. */
class ShippedLessonsTest {
    private static final List<LessonFile> SHIPPED = LessonLibrary.shipped();

    @Test
    void everyShippedLessonLoadsAndReplaysWithoutAProblem() {
        assertThat(LessonLibrary.verify(SHIPPED)).isEmpty();
    }

    @Test
    void theLinesOfActionCourseIsThereInOrder() {
        List<String> files = SHIPPED.stream().map(LessonFile::file).filter(f -> f.startsWith("lessons/loa/")).toList();

        assertThat(files).hasSizeGreaterThanOrEqualTo(6).isSorted();
        assertThat(files.get(0)).isEqualTo("lessons/loa/01-board-and-start.yaml");
    }

    @Test
    void everyShippedLessonReachesItsLastStep() {
        for (LessonFile file : SHIPPED) {
            Lesson lesson = file.lesson().orElseThrow();
            LessonReplay<?, ?> replay = LessonReplay.of(lesson);
            int last = lesson.steps().size() - 1;
            assertThat(replay.positionAfter(last)).as(file.file()).isNotNull();
        }
    }
}
