package org.ludoteka.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ludoteka.core.Message;

/** Clock steps in a Tamsk lesson: time passes exactly, and a lesson can wait until sand runs out. */
class LessonClockTest {
    @Test
    void timePassesAsTheStepsSayAndWaitingStopsWhenTheSandRunsOut() {
        LessonReplay<?, ?> replay = TestLessons.replay(TestLessons.SAND);

        assertThat(replay.problems()).isEmpty();
        assertThat(replay.positionAfter(1).toString()).contains("red=b2:120000,");
        assertThat(replay.positionAfter(2)).isEqualTo(replay.positionAfter(1));
        assertThat(replay.positionAfter(3).toString()).contains("red=b2:x,");
    }

    @Test
    void waitingWhereNoSandRunsIsAProblemOnItsLine() {
        LessonReplay<?, ?> replay = TestLessons.replay(TestLessons.SAND.replace("until b2", "until g1"));

        assertThat(replay.problems()).containsExactly(
                new LessonProblem("lessons/test.yaml", 10, Message.of("lesson.nothingRuns", "g1")));
    }

    @Test
    void aGameWithoutAClockCannotWait() {
        String loa = TestLessons.SAND.replace("game: tamsk", "game: loa").replace("options: {level: \"2\"}", "options: {}")
                .replace("  - play: a1-b2+\n", "").replace("  - clock: +60s\n", "").replace("  - clock: pause\n", "");

        assertThat(TestLessons.replay(loa).problems()).extracting(p -> p.problem().key()).containsExactly("lesson.noClock");
    }

    @Test
    void anElapseIsWrittenToTheMillisecond() {
        assertThat(Step.Clock.elapse(179_900)).isEqualTo("+179.900s");
        assertThat(Step.Clock.elapse(5)).isEqualTo("+0.005s");
    }
}
