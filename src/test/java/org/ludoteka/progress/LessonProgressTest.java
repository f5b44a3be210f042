package org.ludoteka.progress;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class LessonProgressTest {

    @Test
    void aLessonBegunRemembersItsStepUntilItIsDone() {
        LessonProgress begun = LessonProgress.NONE.at("loa-02-distance", 5);

        assertThat(begun.reached("loa-02-distance")).isEqualTo(5);
        assertThat(begun.isDone("loa-02-distance")).isFalse();

        LessonProgress done = begun.finished("loa-02-distance");

        assertThat(done.isDone("loa-02-distance")).isTrue();
        assertThat(done.reached("loa-02-distance")).as("a finished lesson opens at its start again").isZero();
        assertThat(begun.isDone("loa-02-distance")).as("values never change").isFalse();
    }

    @Test
    void entriesThatCannotBeReadAreLeftOutOneByOne() {
        Properties properties = new Properties();
        properties.setProperty("done.loa-01-board-and-start", "yes");
        properties.setProperty("done.loa-03-jumping", "perhaps");
        properties.setProperty("step.loa-04-connection", "three");
        properties.setProperty("step.loa-05-simultaneous", "-2");
        properties.setProperty("step.loa-06-czech-rule", "4");
        properties.setProperty("colour", "blue");

        Set<String> unread = new TreeSet<>();
        LessonProgress read = LessonProgress.fromProperties(properties, unread);

        assertThat(unread).containsExactly("colour", "done.loa-03-jumping", "step.loa-04-connection", "step.loa-05-simultaneous");
        assertThat(read.done()).containsExactly("loa-01-board-and-start");
        assertThat(read.reached()).containsOnlyKeys("loa-06-czech-rule").containsEntry("loa-06-czech-rule", 4);
    }
}
