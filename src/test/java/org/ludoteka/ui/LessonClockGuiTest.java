package org.ludoteka.ui;

import org.ludoteka.ui.lesson.LessonMarks;
import org.ludoteka.ui.lesson.LessonBoard;
import org.ludoteka.ui.lesson.LessonScreen;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JLabel;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.ludoteka.i18n.Language;
import org.ludoteka.lesson.Lesson;
import org.ludoteka.lesson.TestLessons;
import org.ludoteka.progress.Settings;

/**
 * A Tamsk lesson on the lesson screen, with a board that only writes the position out: the screen
 * needs nothing of a game but its {@link LessonBoard}, and runs a clock step in virtual time that
 * the teacher can pause, step and replay.
 */
class LessonClockGuiTest extends WindowTest {
    private static final Pattern CLOCK = Pattern.compile("Time: ([0-9.]+) s of 60\\.0 s( \\(paused\\))?");

    private final List<String> kept = new ArrayList<>();
    private TextBoard board;

    /** A board that shows the position as its notation writes it. */
    private static final class TextBoard implements LessonBoard<Object, Object> {
        private final JLabel label = new JLabel();
        /** Every position shown, in order, so that a test can see what passed on the board. */
        private final List<String> shown = new ArrayList<>();

        TextBoard() {
            label.setName("textBoard");
        }

        @Override
        public JComponent component() {
            return label;
        }

        @Override
        public void onTry(Consumer<Object> tried) {
        }

        @Override
        public void show(Object position, LessonMarks<Object> marks, boolean asking) {
            label.setText(position.toString());
            shown.add(position.toString());
        }

        @Override
        public void playOut(Object before, Object move, Object after, LessonMarks<Object> marks, Runnable finished) {
            show(after, marks, false);
            finished.run();
        }

        @Override
        public TextBoard twin() {
            return new TextBoard();
        }

        @Override
        public String tryText(Object before, Object move) {
            return move.toString();
        }
    }

    @BeforeEach
    void openTheLesson() {
        JFrame frame = GuiActionRunner.execute(() -> {
            Looks.install(Settings.DEFAULT.theme(), 100);
            board = new TextBoard();
            LessonScreen screen = new LessonScreen(new Localizer(Language.EN), new LessonScreen.KeepingNothing() {
                @Override
                public void reached(Lesson lesson, int step) {
                    kept.add("reached " + step);
                }

                @Override
                public void finished(Lesson lesson) {
                    kept.add("finished");
                }

                @Override
                public void leave(Lesson lesson) {
                    kept.add("left");
                }
            });
            JFrame built = new JFrame();
            built.setContentPane(screen);
            screen.open(TestLessons.replay(TestLessons.SAND), board, 0);
            built.setLocation(100, 100);
            return built;
        });
        window = TestWindows.fixture(frame);
        window.show();
    }

    private long clockMillis() {
        Matcher clock = CLOCK.matcher(window.label("clockLabel").text());
        assertThat(clock.matches()).as(window.label("clockLabel").text()).isTrue();
        return Math.round(Double.parseDouble(clock.group(1)) * 1000);
    }

    private long sandOnB2() {
        Matcher sand = Pattern.compile("red=b2:([0-9]+),").matcher(window.label("textBoard").text());
        assertThat(sand.find()).as(window.label("textBoard").text()).isTrue();
        return Long.parseLong(sand.group(1));
    }

    @Test
    void aClockStepRunsInVirtualTimeAndTheTeacherPausesStepsAndReplaysIt() {
        assertThat(sandOnB2()).isEqualTo(180_000);
        JLabel clock = window.robot().finder().findByName(window.target(), "clockLabel", JLabel.class, false);
        assertThat(GuiActionRunner.execute(clock::isShowing)).as("no clock on a step without time").isFalse();

        window.button("nextStepButton").click();
        window.label("stepCounterLabel").requireText("Step 2 of 5");

        window.button("stepClockButton").click(); // a step pauses the running clock, wherever it stands
        long paused = clockMillis();
        assertThat(window.label("clockLabel").text()).endsWith("(paused)");
        assertThat(sandOnB2()).isEqualTo(180_000 - paused);

        window.button("stepClockButton").click();
        assertThat(clockMillis()).isEqualTo(paused + 1000);
        assertThat(sandOnB2()).isEqualTo(180_000 - paused - 1000);

        window.button("pauseClockButton").click(); // the clock runs on
        JLabel boardText = window.label("textBoard").target();
        waitUntil("the clock runs on", () -> !clock.getText().endsWith("(paused)")
                && !boardText.getText().contains("b2:" + (180_000 - paused - 1000) + ","));

        GuiActionRunner.execute(board.shown::clear);
        window.button("replayClockButton").click();
        assertThat(GuiActionRunner.execute(() -> List.copyOf(board.shown))).as("the time runs again from the start")
                .anySatisfy(position -> assertThat(position).contains("red=b2:180000,"));
        assertThat(kept).containsExactly("reached 0", "reached 1");
    }
}
