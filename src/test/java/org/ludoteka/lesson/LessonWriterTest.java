package org.ludoteka.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The lesson editor saves what {@link LessonWriter} writes: every shipped lesson, written and read
 * back, is the same lesson (DESIGN.md §5), and what is read back replays without a problem.
 */
class LessonWriterTest {
    private static final List<LessonFile> SHIPPED = LessonLibrary.shipped();

    @Test
    void everyShippedLessonWrittenAndReadBackIsTheSameLesson() {
        assertThat(SHIPPED).hasSizeGreaterThan(40);
        for (LessonFile file : SHIPPED) {
            Lesson lesson = file.lesson().orElseThrow();
            String yaml = LessonWriter.yaml(lesson);
            LessonFile again = LessonLoader.load(file.file(), new StringReader(yaml));

            assertThat(again.problems()).as(file.file() + "\n" + yaml).isEmpty();
            Lesson read = again.lesson().orElseThrow();
            assertThat(unlined(read)).as(file.file()).isEqualTo(unlined(lesson));
            assertThat(LessonReplay.of(read).problems()).as(file.file()).isEmpty();
            assertThat(LessonWriter.yaml(read)).as("written twice, " + file.file()).isEqualTo(yaml);
        }
    }

    @Test
    void aTextWithQuotesBackslashesAndLineBreaksReadsBackAsTyped() {
        String typed = "He said \"move\" \\ then\nwent\ton: ’ok’ # not a comment";
        assertThat(LessonLoader.load("t.yaml", new StringReader("x: " + LessonWriter.quoted(typed)))).isNotNull();
        LessonDraft draft = LessonDraft.start("loa", java.util.Map.of(), "start");
        draft.insert(0, new Step.Say(0, DraftTexts.complete(java.util.Map.of(org.ludoteka.i18n.Language.EN, typed)),
                Annotations.NONE, java.util.Optional.empty(), java.util.Optional.empty()));
        Lesson read = LessonLoader.load("t.yaml", new StringReader(draft.yaml())).lesson().orElseThrow();

        assertThat(read.steps().get(0).say().orElseThrow().in(org.ludoteka.i18n.Language.EN)).isEqualTo(typed);
    }

    /** The lesson without what only its file gives it: where it was read from and the lines of its keys and steps. */
    static Lesson unlined(Lesson lesson) {
        return new Lesson("", lesson.id(), lesson.game(), lesson.options(), lesson.title(), lesson.source(), lesson.position(),
                lesson.steps().stream().map(StepEdits::unlined).toList(), java.util.Map.of());
    }
}
