package org.ludoteka.ui.lesson;

import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.WrappingLabel;
import org.ludoteka.play.Feedback;
import org.ludoteka.ui.Actions;
import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.KeyboardFocusManager;
import java.awt.Font;
import java.awt.GridLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.swing.Action;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.SwingConstants;
import javax.swing.SwingUtilities;
import javax.swing.JPanel;
import org.ludoteka.ui.BoardComponent;
import org.ludoteka.ui.BoardScreenLayout;
import org.ludoteka.core.Message;
import org.ludoteka.i18n.Language;
import org.ludoteka.lesson.Beside;
import org.ludoteka.lesson.Lesson;
import org.ludoteka.lesson.LessonReplay;

/**
 * A lesson on screen: the game's board with the lesson's marks, and beside it what the step says
 * and what the engine says. Next and previous go by buttons and by keys. The place in the lesson is
 * kept when the language changes: every text is put into words again from the lesson and the
 * messages. The screen knows the game only through its {@link LessonBoard}. A step that asks for a
 * second board shows both side by side, each with its caption.
 */
public final class LessonScreen extends JPanel {
    /** Who remembers the learner's progress, and takes the learner back to the list of lessons. */
    public interface Keeper {
        void reached(Lesson lesson, int step);

        void finished(Lesson lesson);

        void leave(Lesson lesson);

        /** The lesson that follows {@code lesson} in its course, if one can be opened. */
        Optional<Lesson> lessonAfter(Lesson lesson);

        public void open(Lesson lesson);
    }

    /** A keeper that keeps no progress and offers no next lesson: for a lesson shown on its own (the editor's preview, a test). */
    public static class KeepingNothing implements Keeper {
        @Override
        public void reached(Lesson lesson, int step) {
        }

        @Override
        public void finished(Lesson lesson) {
        }

        @Override
        public void leave(Lesson lesson) {
        }

        @Override
        public Optional<Lesson> lessonAfter(Lesson lesson) {
            return Optional.empty();
        }

        @Override
        public void open(Lesson lesson) {
        }
    }

    private final Localizer localizer;
    private final Keeper keeper;
    private final LessonActions actions;
    private final LessonSidePanel side;
    private final Action leaveClass;
    private final JPanel boardArea = new JPanel(new BorderLayout());
    private static final int CAPTION_COLUMNS = 20;
    private final JLabel firstCaption = caption("firstCaption");
    private final JLabel besideCaption = caption("besideCaption");
    private final ClockPlayer clock = new ClockPlayer(this::clockAt);
    private Walk<?, ?> walk;

    public LessonScreen(Localizer localizer, Keeper keeper) {
        super(new BoardScreenLayout("[grow, fill][]", "[grow, fill]"));
        this.localizer = localizer;
        this.keeper = keeper;
        setName("lessonScreen");
        actions = new LessonActions(
                action("window.lesson.hint", () -> walk.showHint()),
                action("window.lesson.solution.show", () -> walk.solve()),
                action("window.lesson.previous", this::previous),
                action("window.lesson.next", this::next),
                action("window.lesson.finish", this::next),
                action("window.lesson.nextLesson", this::next),
                action("window.lesson.back", this::leave),
                action("window.lesson.clockPause", () -> change(clock::togglePause)),
                action("window.lesson.clockStep", () -> change(clock::step)),
                action("window.lesson.clockReplay", () -> change(clock::replay)),
                action("window.classLesson.start", this::toggleClass));
        actions.bindKeys(this, this::next, this::previous, this::leave);
        actions.bindClassKeys(this, this::toggleClass, this::classAgain);
        leaveClass = action("window.classLesson.leave", this::toggleClass);
        side = new LessonSidePanel(actions);
        BoardScreenLayout.addBoard(this, boardArea, "grow, push, wmin 0"); // two boards side by side shrink to leave the step's column on screen
        add(side, BoardScreenLayout.column("growy"));
        localizer.bind(this::refresh);
    }

    /** Opens {@code replay}'s lesson (which has no problems) on {@code board}, at step {@code start}. */
    public <P, M> void open(LessonReplay<P, M> replay, LessonBoard<?, ?> board, int start) {
        @SuppressWarnings("unchecked") // the board was chosen for the replay's game, so it takes its positions and moves
        LessonBoard<P, M> gameBoard = (LessonBoard<P, M>) board;
        stopMotion();
        gameBoard.judgeBy(replay.rules());
        endClass();
        Walk<P, M> opened = new Walk<>(new LessonRun<>(replay, start), gameBoard);
        walk = opened;
        opened.enter(opened.run.index());
    }

    /**
     * Once on screen, the keys go to the lesson's buttons: a list elsewhere in the window that had
     * them would take the arrows and page keys for itself.
     */
    void takeFocus() {
        side.takeFocus();
    }

    /** The lesson on screen, e.g. for its handout; none once the screen is closed. */
    public Optional<LessonReplay<?, ?>> shownLesson() {
        return walk == null ? Optional.empty() : Optional.of(walk.run.replay());
    }

    /** The lesson on screen with what the teacher drew on its steps, for its handout; none once the screen is closed. */
    public Optional<DrawnLesson> drawnLesson() {
        return walk == null ? Optional.empty() : Optional.of(new DrawnLesson(walk.run.replay(), walk.drawings()));
    }

    /** Stops whatever moves on screen, e.g. when the window shows something else. */
    public void close() {
        stopMotion();
        endClass();
        walk = null;
    }

    /** The presenter's keys, as the lesson's own: on to the next step (or the next lesson), back to the one before. */
    boolean goOn() {
        if (walk == null) {
            return false;
        }
        next();
        return true;
    }

    boolean goBack() {
        if (walk == null) {
            return false;
        }
        previous();
        return true;
    }

    /** The column with the step's text and buttons. */
    JComponent sideColumn() {
        return walk != null && walk.classMode != null ? walk.classMode.panel() : side;
    }

    /**
     * Puts the question on screen to the whole class, in the column beside the board, or gives it back to the
     * learner as it was: the lesson stays on its step either way.
     */
    private void toggleClass() {
        if (walk == null) {
            return;
        }
        if (walk.classMode != null) {
            endClass();
            walk.showStep();
            refresh();
            side.takeFocus();
        } else if (walk.run.asking()) {
            stopMotion();
            walk.startClass();
        }
    }

    /** In class mode, the next proposal: the last one taken back. */
    private void classAgain() {
        if (walk != null && walk.classMode != null) {
            walk.classMode.again();
        }
    }

    private void endClass() {
        if (walk != null && walk.classMode != null) {
            walk.classMode.close();
            showColumn(walk.classMode.panel(), side);
            walk.classMode = null;
        }
    }

    private void showColumn(JComponent shown, JComponent instead) {
        remove(shown);
        add(instead, BoardScreenLayout.column("growy"));
        revalidate();
        repaint();
    }

    private void next() {
        if (walk != null && walk.classMode != null) {
            walk.classMode.again(); // the class's questions do not move the lesson: the clicker sets the next proposal
        } else if (walk != null) {
            walk.next();
        }
    }

    private void previous() {
        if (walk != null && walk.classMode == null && !walk.run.isFirst()) {
            walk.enter(walk.run.index() - 1);
        }
    }

    /** The lesson screen's keys, for Help ▸ Keyboard shortcuts. */
    public static java.util.List<org.ludoteka.ui.HelpShortcuts.Row> helpRows(Localizer localizer) {
        return LessonActions.helpRows(localizer);
    }

    private void leave() {
        if (walk != null) {
            Lesson lesson = walk.run.lesson();
            close();
            keeper.leave(lesson);
        }
    }

    private void change(Runnable clockChange) {
        clockChange.run();
        refresh();
    }

    private void clockAt(long millis) {
        if (walk != null) {
            walk.showClock(millis);
        }
        refresh();
    }

    private void stopMotion() {
        clock.stop();
    }

    private void refresh() {
        if (walk == null) {
            return;
        }
        LessonRun<?, ?> run = walk.run;
        Language language = localizer.language();
        run.beside().ifPresent(beside -> {
            firstCaption.setText(beside.firstCaption().in(language));
            besideCaption.setText(beside.caption().in(language));
        });
        Feedback feedback = run.feedback();
        List<String> details = new ArrayList<>();
        feedback.details().forEach(message -> details.add(localizer.text(message)));
        side.show(new LessonSidePanel.View(
                run.lesson().title().in(language),
                localizer.text("window.lesson.counter", run.index() + 1, run.size()),
                run.text().map(text -> text.in(language)).orElse(""),
                run.hint().map(hint -> localizer.text("window.lesson.hintText", hint.in(language)))
                        .or(() -> run.asking() ? walk.board.gesturesKey().map(localizer::text) : Optional.empty())
                        .orElse(""),
                feedback.verdict().map(localizer::text).orElse(""),
                feedback.tone(),
                String.join(" ", details),
                run.finished() ? localizer.text("window.lesson.complete") : "",
                clockText(run)));
        actions.hint().setEnabled(run.asking() && run.hasHint() && run.hint().isEmpty());
        actions.solution().setEnabled(run.asking());
        actions.classMode().setEnabled(run.asking());
        actions.previous().setEnabled(!run.isFirst());
        side.showNext(!run.finished() ? actions.next()
                : keeper.lessonAfter(run.lesson()).isPresent() ? actions.nextLesson() : actions.finish());
        actions.pauseClock().setEnabled(clock.elapsed() < clock.total());
        Component keys = keysInside();
        if (keys != null && !keys.isEnabled()) {
            side.takeFocus(); // a button pressed, such as Hint, is disabled now: the keys go to Next, not out of the lesson
        }
    }

    /** The component of this screen that has the keys, if one has. */
    private Component keysInside() {
        Component owner = KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
        return owner != null && SwingUtilities.isDescendingFrom(owner, this) ? owner : null;
    }

    private String clockText(LessonRun<?, ?> run) {
        if (run.clockMillis() == 0) {
            return "";
        }
        Message time = Message.of(clock.running() || clock.elapsed() == clock.total() ? "window.lesson.clock" : "window.lesson.clockPaused",
                clock.elapsed() / 1000.0, clock.total() / 1000.0);
        return localizer.text(time);
    }

    /** A caption over one of two boards side by side: it wraps, so a long one never pushes the step's column off the screen. */
    private static JLabel caption(String name) {
        // both captions keep room for two lines, so that the two boards stand level
        WrappingLabel caption = new WrappingLabel(name, CAPTION_COLUMNS).reserving(2);
        caption.setHorizontalAlignment(SwingConstants.CENTER);
        caption.setFont(caption.getFont().deriveFont(Font.BOLD, caption.getFont().getSize2D() * 1.3f));
        return caption;
    }

    private static JPanel captioned(JLabel caption, JComponent board) {
        JPanel panel = new JPanel(new CaptionOverBoard(caption, board));
        panel.add(caption);
        panel.add(board);
        return panel;
    }

    private Action action(String key, Runnable task) {
        return Actions.create(localizer, key, task);
    }

    /** The open lesson with its board, typed by the game's positions and moves. */
    private final class Walk<P, M> {
        private final LessonRun<P, M> run;
        private final LessonBoard<P, M> board;
        /** The board beside, made when a step first asks for it. */
        private LessonBoard<P, M> twin;
        private boolean finishKept;
        /** The question put to the class, while it is. */
        private LessonClassMode<P, M> classMode;
        /** The teacher's drawings, each kept with its step; the step whose drawing is on the board now, -1 before the first. */
        private final StepDrawings drawings = new StepDrawings();
        private int drawnStep = -1;

        Walk(LessonRun<P, M> run, LessonBoard<P, M> board) {
            this.run = run;
            this.board = board;
            board.onTry(this::tried);
        }

        void enter(int step) {
            stopMotion();
            keepDrawing(step);
            run.goTo(step);
            keeper.reached(run.lesson(), step);
            arrange();
            Optional<M> scripted = run.scripted();
            if (scripted.isPresent()) {
                board.playOut(run.before(), scripted.get(), run.settled(), run.marks(), () -> { });
            } else if (run.clockMillis() > 0) {
                clock.start(run.clockMillis());
            } else {
                board.show(run.before(), run.marks(), run.asking());
            }
            settle();
        }

        /** What was drawn on the step left stays with it; the step entered shows its own again (none the first time). */
        private void keepDrawing(int entered) {
            BoardComponent.in(board.component()).ifPresent(view -> {
                if (drawnStep >= 0) {
                    drawings.keep(drawnStep, view.drawing().drawn());
                }
                view.drawing().showDrawn(drawings.on(entered));
            });
            drawnStep = entered;
        }

        /** Every step's drawing, the one on screen as it stands now. */
        java.util.Map<Integer, org.ludoteka.core.Drawing> drawings() {
            org.ludoteka.core.Drawing now = BoardComponent.in(board.component()).map(view -> view.drawing().drawn())
                    .orElse(org.ludoteka.core.Drawing.EMPTY);
            return drawings.with(drawnStep, now);
        }

        /** The step's board alone, or beside it a second one with its own position and marks. */
        private void arrange() {
            Component keys = keysInside();
            boardArea.removeAll();
            Optional<Beside> beside = run.beside();
            if (beside.isEmpty()) {
                boardArea.add(board.component());
            } else {
                if (twin == null) {
                    twin = board.twin();
                }
                JPanel pair = new JPanel(new GridLayout(1, 2, 12, 0));
                pair.add(captioned(firstCaption, board.component()));
                pair.add(captioned(besideCaption, twin.component()));
                boardArea.add(pair);
                twin.show(run.besidePosition(), LessonMarks.of(beside.get().show()), false);
            }
            boardArea.revalidate();
            boardArea.repaint();
            if (keys != null) {
                // taken off the screen, the board that had the keys gave them to the window's next component
                // (the game list, whose Page Down chooses a game): they come back to the lesson
                if (keys.isShowing() && keys.isEnabled()) {
                    keys.requestFocusInWindow();
                } else {
                    side.takeFocus();
                }
            }
        }

        /**
         * On a question not answered yet, next shows the answer first; after a learner's other answer
         * that the steps after do not stand on, the lesson's own move; after the last step it opens
         * the course's next lesson: a clicker alone can run a whole course.
         */
        void next() {
            if (run.asking()) {
                solve();
            } else if (run.owesMainLine()) {
                stopMotion();
                M main = run.showMainLine();
                board.playOut(run.before(), main, run.settled(), run.marks(), () -> { });
                settle();
            } else if (run.isLast()) {
                Lesson done = run.lesson();
                Optional<Lesson> after = keeper.lessonAfter(done);
                if (after.isPresent()) {
                    close();
                    keeper.open(after.get());
                } else {
                    leave();
                }
            } else {
                enter(run.index() + 1);
            }
        }

        void startClass() {
            classMode = new LessonClassMode<>(localizer, run.replay(), run.index(), board, run.marks(), leaveClass);
            showColumn(side, classMode.panel());
            classMode.start();
            classMode.takeFocus();
        }

        /** The step as the learner left it, e.g. after the class's question. */
        void showStep() {
            board.show(run.before(), run.marks(), run.asking());
        }

        void showHint() {
            run.showHint();
            refresh();
        }

        void solve() {
            stopMotion();
            M main = run.solve();
            board.playOut(run.before(), main, run.settled(), run.marks(), () -> { });
            settle();
        }

        void showClock(long millis) {
            board.show(run.clockPosition(millis), run.marks(), false);
        }

        private void tried(M move) {
            if (classMode != null && walk == this) {
                classMode.tried(move);
                return;
            }
            if (!run.asking() || walk != this) {
                return;
            }
            P before = run.before();
            switch (run.answer(move, board.tryText(before, move))) {
                case ACCEPTED -> board.show(run.settled(), run.marks(), false);
                case ACCEPTED_OTHER -> board.show(run.settled(), run.marks(), false); // the learner's answer stays
                case ILLEGAL, NOT_ASKED -> board.show(before, run.marks(), true);
            }
            settle();
        }

        /** Shows the step, and keeps the lesson done once its last step is played out. */
        private void settle() {
            if (run.finished() && !finishKept) {
                finishKept = true;
                keeper.finished(run.lesson());
            }
            refresh();
        }
    }
}
