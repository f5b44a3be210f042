package org.ludoteka.ui.lesson;

import org.ludoteka.ui.FixedWidthColumn;
import org.ludoteka.ui.GameColumn;
import org.ludoteka.ui.WrappingLabel;
import org.ludoteka.ui.VerdictLabel;
import org.ludoteka.play.Feedback;
import javax.swing.Action;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSeparator;
import net.miginfocom.swing.MigLayout;

/**
 * Beside the board in a lesson: the lesson's title, the step counter, what the step says, the hint
 * when asked for, what the engine said, the clock of a timed lesson, and the buttons. It only shows
 * what {@link LessonScreen} tells it, already put into words.
 */
final class LessonSidePanel extends FixedWidthColumn {
    /**
     * Characters per line of the wrapped texts, which sets the panel's width at any zoom: the game's
     * column's, so that a board is as large in its lessons as in a game on the same screen.
     */
    private static final int COLUMNS = GameColumn.COLUMNS;

    /** Everything the panel shows of one moment of a lesson. */
    record View(String title, String counter, String text, String hint, String verdict, Feedback.Tone tone,
                String details, String complete, String clock) {
    }

    private final WrappingLabel titleLabel = new WrappingLabel("lessonTitleLabel", COLUMNS);
    private final JLabel counterLabel = new JLabel();
    private final WrappingLabel textLabel = new WrappingLabel("stepTextLabel", COLUMNS);
    private final WrappingLabel hintLabel = new WrappingLabel("hintLabel", COLUMNS);
    private final VerdictLabel verdictLabel = new VerdictLabel("lessonVerdictLabel");
    private final WrappingLabel detailsLabel = new WrappingLabel("lessonFeedbackLabel", COLUMNS);
    private final VerdictLabel completeLabel = new VerdictLabel("lessonCompleteLabel");
    private final JPanel clockBar = new JPanel(new MigLayout("insets 0, fillx", "[grow][][][]"));
    private final JLabel clockLabel = new JLabel();
    private final JButton nextButton;

    LessonSidePanel(LessonActions actions) {
        super(new MigLayout("insets 0 8 0 0, wrap 2, fill", "[sizegroup b, grow, fill][sizegroup b, grow, fill]"), COLUMNS);
        setName("lessonSidePanel");
        titleLabel.putClientProperty("FlatLaf.styleClass", "h3");
        counterLabel.setName("stepCounterLabel");
        counterLabel.putClientProperty("FlatLaf.styleClass", "small");
        clockLabel.setName("clockLabel");
        nextButton = button(actions.next(), "nextStepButton");

        add(titleLabel, "span 2");
        add(counterLabel, "span 2");
        add(textLabel, "span 2, gaptop para");
        add(hintLabel, "span 2, hidemode 3, gaptop para");
        add(verdictLabel, "span 2, gaptop para, wmin 0"); // a headline longer than the column is cut, never pushes the buttons off
        add(detailsLabel, "span 2, hidemode 3");
        add(completeLabel, "span 2, hidemode 3, gaptop para");
        clockBar.add(clockLabel);
        clockBar.add(button(actions.pauseClock(), "pauseClockButton"));
        clockBar.add(button(actions.stepClock(), "stepClockButton"));
        clockBar.add(button(actions.replayClock(), "replayClockButton"));
        add(clockBar, "span 2, hidemode 3, gaptop para");
        add(new JLabel(), "span 2, push");
        add(button(actions.hint(), "hintButton"));
        add(button(actions.solution(), "solutionButton"));
        add(button(actions.classMode(), "classLessonButton"), "span 2");
        add(button(actions.previous(), "previousStepButton"));
        add(nextButton);
        add(new JSeparator(), "span 2, gaptop para");
        add(button(actions.back(), "backToLessonsButton"), "span 2");
    }

    void show(View view) {
        titleLabel.setText(view.title());
        counterLabel.setText(view.counter());
        textLabel.setText(view.text());
        shown(hintLabel, view.hint());
        verdictLabel.show(view.verdict().isEmpty() ? " " : view.verdict(), view.tone().colourKey());
        shown(detailsLabel, view.details());
        completeLabel.show(view.complete(), Feedback.Tone.RIGHT.colourKey());
        completeLabel.setVisible(!view.complete().isEmpty());
        clockLabel.setText(view.clock());
        clockBar.setVisible(!view.clock().isEmpty());
        revalidate();
        repaint();
    }

    /** Next becomes Finish on the last step: a clicker's next press then leaves the lesson. */
    void showNext(Action next) {
        nextButton.setAction(next);
    }

    void takeFocus() {
        nextButton.requestFocusInWindow();
    }

    private static void shown(WrappingLabel label, String text) {
        label.setText(text);
        label.setVisible(!text.isEmpty());
    }

    private static JButton button(Action action, String name) {
        JButton button = new JButton(action);
        button.setName(name);
        return button;
    }
}
