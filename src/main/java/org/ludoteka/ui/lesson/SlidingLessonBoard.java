package org.ludoteka.ui.lesson;

import org.ludoteka.ui.Animation;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import javax.swing.JComponent;

/**
 * What every game's lesson board does alike: it names its board for the lesson screen (and a twin's
 * as the one beside), says how a move is made on it, hands the learner's tries on to the lesson
 * screen, and plays a scripted move out by sliding (or fading in) its piece before showing where it
 * lands.
 */
public abstract class SlidingLessonBoard<P, M> implements LessonBoard<P, M> {
    private static final long SLIDE_MILLIS = 450;

    private final Optional<String> gesturesKey;
    private Consumer<M> listener = move -> { };
    private Animation slide;
    private JComponent component;
    private JComponent board;

    /** {@code gesturesKey}: the bundle key of the line that says how a move is made on this board; null where that goes without saying. */
    protected SlidingLessonBoard(String gesturesKey) {
        this.gesturesKey = Optional.ofNullable(gesturesKey);
    }

    @Override
    public final Optional<String> gesturesKey() {
        return gesturesKey;
    }

    /** The lesson screen shows {@code shown}, which holds {@code board}, named {@code lessonBoard} (call once, from the constructor). */
    protected final void shownOn(JComponent shown, JComponent shownBoard) {
        component = shown;
        board = shownBoard;
        board.setName("lessonBoard");
    }

    @Override
    public final JComponent component() {
        return component;
    }

    /** Stops any move being played out, then shows {@code position} as {@link #display} does. */
    @Override
    public final void show(P position, LessonMarks<M> marks, boolean asking) {
        stopSliding();
        display(position, marks, asking);
    }

    /** Shows {@code position} with {@code marks}; while {@code asking}, the learner may move the side to move. */
    protected abstract void display(P position, LessonMarks<M> marks, boolean asking);

    @Override
    public final void onTry(Consumer<M> tried) {
        listener = tried;
    }

    /** A move the learner made on the board, for the lesson screen to judge. */
    protected final void hand(M move) {
        listener.accept(move);
    }

    /**
     * Shows {@code before}, slides {@code move}'s piece as {@link #slideOf} says, then shows {@code after}
     * as {@link #landed} does; a move with nothing to slide (a pass, a ring) shows {@code after} at once.
     */
    @Override
    public final void playOut(P before, M move, P after, LessonMarks<M> marks, Runnable finished) {
        show(before, marks, false);
        Optional<DoubleConsumer> frames = slideOf(before, move, after);
        if (frames.isEmpty()) {
            show(after, marks, false);
            finished.run();
            return;
        }
        slide = Animation.start(SLIDE_MILLIS, frames.get(), () -> {
            clearSlide();
            landed(after, move, marks);
            finished.run();
        });
    }

    /** The frames of {@code move}'s slide, from 0 to 1, on the board; empty when nothing slides. */
    protected abstract Optional<DoubleConsumer> slideOf(P before, M move, P after);

    /** Shows {@code after} once {@code move} has landed: as {@link #show} does, or with {@code move} marked as the last one. */
    protected void landed(P after, M move, LessonMarks<M> marks) {
        show(after, marks, false);
    }

    /** {@code twin}, its board named as the one beside this one, for {@link #twin()}. */
    protected static <B extends SlidingLessonBoard<?, ?>> B beside(B twin) {
        ((SlidingLessonBoard<?, ?>) twin).board.setName("besideBoard");
        return twin;
    }

    /** Stops a slide under way; the board then shows no piece between squares. */
    private void stopSliding() {
        if (slide != null && slide.running()) {
            slide.stop();
        }
        clearSlide();
    }

    /** Takes the sliding piece off the board, so that only positions show. */
    protected abstract void clearSlide();
}
