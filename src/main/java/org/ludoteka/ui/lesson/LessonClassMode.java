package org.ludoteka.ui.lesson;

import java.util.ArrayList;
import java.util.List;
import javax.swing.Action;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JSeparator;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.lesson.LessonReplay;
import org.ludoteka.lesson.QuestionForClass;
import org.ludoteka.lesson.Step;
import org.ludoteka.play.ClassQuestion;
import org.ludoteka.play.Feedback;
import org.ludoteka.ui.Actions;
import org.ludoteka.ui.Background;
import org.ludoteka.ui.FixedWidthColumn;
import org.ludoteka.ui.GameColumn;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.VerdictLabel;
import org.ludoteka.ui.WrappingLabel;

/**
 * A lesson's question put to the whole class on the projector, in the column beside the board instead of the
 * lesson's own: the teacher plays each proposal of the class on the board, and {@link QuestionForClass} judges it —
 * illegal with its reason, wrong with the refutation played out or the reason, or right — while the lesson stays
 * where it was: it neither goes on nor counts anything. New proposal takes the last one (and its refutation) back
 * for the next; Show the answers gives every accepted one. The solvers run off the event thread.
 */
final class LessonClassMode<P, M> {
    private final Localizer localizer;
    private final LessonReplay<P, M> replay;
    private final int step;
    private final Step.Ask ask;
    private final LessonBoard<P, M> board;
    private final LessonMarks<M> marks;
    private final ClassQuestion tally = new ClassQuestion();
    private final FixedWidthColumn panel = new FixedWidthColumn(new MigLayout("insets 0 8 0 0, wrap 1, fill", "[grow, fill]"),
            GameColumn.COLUMNS);
    private final JLabel title = new JLabel();
    private final WrappingLabel question = new WrappingLabel("classLessonQuestion", GameColumn.COLUMNS);
    private final VerdictLabel verdict = new VerdictLabel("classLessonVerdict");
    private final WrappingLabel details = new WrappingLabel("classLessonDetails", GameColumn.COLUMNS);
    private final WrappingLabel tallyLabel = new WrappingLabel("classLessonTally", GameColumn.COLUMNS);
    private final WrappingLabel answers = new WrappingLabel("classLessonAnswers", GameColumn.COLUMNS);
    private final Action again;
    private final Action show;
    private final JButton leaveButton;
    private QuestionForClass<P, M> judge;
    private Message headline = Message.of("window.classLesson.reading");
    private List<Message> said = List.of();
    private Feedback.Tone tone = Feedback.Tone.NEUTRAL;
    /** A proposal (and its refutation) is on the board: New proposal takes it back. */
    private boolean proposed;
    private boolean busy = true;
    private boolean closed;

    LessonClassMode(Localizer localizer, LessonReplay<P, M> replay, int step, LessonBoard<P, M> board, LessonMarks<M> marks,
            Action leave) {
        this.localizer = localizer;
        this.replay = replay;
        this.step = step;
        this.ask = (Step.Ask) replay.lesson().steps().get(step);
        this.board = board;
        this.marks = marks;
        panel.setName("classLessonSide");
        title.setName("classLessonTitle");
        title.putClientProperty("FlatLaf.styleClass", "h3");
        again = Actions.create(localizer, "window.classLesson.again", this::again);
        show = Actions.create(localizer, "window.classLesson.show", () -> {
            tally.showSolution();
            refresh();
        });
        panel.add(title);
        panel.add(question, "gaptop para");
        panel.add(verdict, "gaptop para, wmin 0");
        panel.add(details, "hidemode 3");
        panel.add(tallyLabel, "gaptop para");
        panel.add(answers, "hidemode 3, gaptop para");
        panel.add(new JLabel(), "push");
        panel.add(button(again, "classLessonAgain"));
        panel.add(button(show, "classLessonShow"));
        panel.add(new JSeparator(), "gaptop para");
        leaveButton = button(leave, "classLessonLeave");
        panel.add(leaveButton);
        localizer.bind(this::refresh);
    }

    JComponent panel() {
        return panel;
    }

    /** The keys go to the class mode's buttons: the lesson's, which had them, are off the screen. */
    void takeFocus() {
        leaveButton.requestFocusInWindow();
    }

    /** Shows the question, and looks for its goal: until the solvers have, the board takes no proposal. */
    void start() {
        board.show(replay.positionBefore(step), marks, false);
        refresh();
        Background.run(() -> QuestionForClass.of(replay, step), () -> !closed, found -> {
            judge = found;
            busy = false;
            headline = Message.of("window.classLesson.propose");
            board.show(judge.position(), marks, true);
            refresh();
        });
    }

    /** The board goes back to the lesson: nothing the class proposed is heard any more. */
    void close() {
        closed = true;
    }

    /** A proposal played on the board by the teacher. */
    void tried(M move) {
        if (closed || busy || proposed) {
            return;
        }
        busy = true;
        say(Message.of("window.classLesson.judging"), List.of(), Feedback.Tone.NEUTRAL);
        // while the solvers judge, a legal proposal stays where the teacher put it; the rules alone are quick
        if (replay.rules().apply(judge.position(), move) instanceof MoveResult.Legal<P> legal) {
            board.show(legal.after(), LessonMarks.none(), false);
        } else {
            board.show(judge.position(), marks, false);
        }
        refresh();
        Background.run(() -> judge.judge(move), () -> !closed, judged -> judged(judged));
    }

    private void judged(QuestionForClass.Proposal<P, M> judged) {
        busy = false;
        tally.judged(judged.verdict());
        say(judged.headline(), judged.details(), judged.verdict() == ClassQuestion.Verdict.RIGHT ? Feedback.Tone.RIGHT : Feedback.Tone.WRONG);
        if (judged.verdict() == ClassQuestion.Verdict.ILLEGAL) {
            board.show(judge.position(), marks, true); // nothing was played: the class proposes again at once
        } else {
            proposed = true;
            showRefutation(judged.after(), judged.refutation());
        }
        refresh();
    }

    /** The refutation's first move played out on the board, any further one shown done; the proposal alone when there is none. */
    private void showRefutation(P after, List<M> refutation) {
        if (refutation.isEmpty()) {
            board.show(after, LessonMarks.none(), false);
            return;
        }
        P now = after;
        List<P> positions = new ArrayList<>();
        for (M event : refutation) {
            now = ((MoveResult.Legal<P>) replay.rules().apply(now, event)).after(); // the judge found each legal
            positions.add(now);
        }
        P end = now;
        board.playOut(after, refutation.get(0), positions.get(0), LessonMarks.none(), () -> {
            if (!closed && proposed && refutation.size() > 1) {
                board.show(end, LessonMarks.none(), false);
            }
        });
    }

    /** Takes the last proposal back (its refutation undone): the question as it was asked, for the class's next one. */
    void again() {
        if (closed || busy || !proposed) {
            return;
        }
        proposed = false;
        say(Message.of("window.classLesson.propose"), List.of(), Feedback.Tone.NEUTRAL);
        board.show(judge.position(), marks, true);
        refresh();
    }

    private void say(Message newHeadline, List<Message> newDetails, Feedback.Tone newTone) {
        headline = newHeadline;
        said = newDetails;
        tone = newTone;
    }

    private void refresh() {
        if (closed) {
            return;
        }
        title.setText(localizer.text("window.classQuestion.title"));
        question.setText(ask.prompt().in(localizer.language()));
        verdict.show(localizer.text(headline), tone.colourKey());
        List<String> words = new ArrayList<>();
        said.forEach(message -> words.add(localizer.text(message)));
        details.setText(String.join(" ", words));
        details.setVisible(!words.isEmpty());
        tallyLabel.setText(localizer.text("window.classLesson.tally", tally.right(), tally.wrong()));
        answers.setVisible(tally.solutionShown() && judge != null);
        if (judge != null) {
            answers.setText(localizer.text("window.classLesson.answers", String.join(", ", judge.answers())));
        }
        again.setEnabled(proposed && !busy);
        show.setEnabled(judge != null && !tally.solutionShown());
        panel.revalidate();
        panel.repaint();
    }

    private static JButton button(Action action, String name) {
        JButton button = new JButton(action);
        button.setName(name);
        return button;
    }
}
