package org.ludoteka.ui.lesson;

import org.ludoteka.ui.Animation;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;

/**
 * What every game's lesson board does alike: it hands the learner's tries on to the lesson screen,
 * and slides a scripted move across the board before showing where it lands.
 */
public abstract class SlidingLessonBoard<P, M> implements LessonBoard<P, M> {
    private static final long SLIDE_MILLIS = 450;

    private Consumer<M> listener = move -> { };
    private Animation slide;

    @Override
    public final void onTry(Consumer<M> tried) {
        listener = tried;
    }

    /** A move the learner made on the board, for the lesson screen to judge. */
    protected final void hand(M move) {
        listener.accept(move);
    }

    /** Plays {@code frame} from 0 to 1 over the slide's time, then {@code landed}. */
    protected final void slide(DoubleConsumer frame, Runnable landed) {
        slide = Animation.start(SLIDE_MILLIS, frame, landed);
    }

    /** Stops a slide under way; the board then shows no piece between squares. */
    protected final void stopSliding() {
        if (slide != null && slide.running()) {
            slide.stop();
        }
        clearSlide();
    }

    /** Takes the sliding piece off the board, so that only positions show. */
    protected abstract void clearSlide();
}
