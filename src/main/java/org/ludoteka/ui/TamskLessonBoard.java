package org.ludoteka.ui;

import java.util.List;
import java.util.Optional;
import javax.swing.JComponent;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskNotation;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.lesson.Annotations;

/**
 * The Tamsk board in a lesson: the play board with the lesson's marks, hourglasses that slide to
 * their cells, and whole moves as answers (a press does not pick an hourglass up, even at level 3).
 * The lesson's clock shows the sand running through the positions the screen hands it.
 */
final class TamskLessonBoard extends SlidingLessonBoard<TamskPosition, TamskEvent> implements TamskBoardView.Listener {
    private final TamskBoardView view = new TamskBoardView(this);

    TamskLessonBoard() {
        view.setName("lessonBoard");
    }

    @Override
    public JComponent component() {
        return view;
    }

    /** A ring dropped with the move needs Shift held as the hourglass is let go: not something to guess. */
    @Override
    public Optional<String> gesturesKey() {
        return Optional.of("window.lesson.tamskGestures");
    }

    @Override
    public void show(TamskPosition position, Annotations marks, boolean asking) {
        stopSliding();
        // no destinations are offered: in a lesson, where an hourglass may go is the question itself
        view.display(position, List.of(), null, asking ? TamskBoardView.Mode.PLAY : TamskBoardView.Mode.WATCH);
        view.annotate(marks); // verify has made sure every mark names cells of the board
    }

    @Override
    public void playOut(TamskPosition before, TamskEvent event, TamskPosition after, Annotations marks, Runnable finished) {
        show(before, marks, false);
        if (!(event instanceof TamskEvent.Move move)) {
            show(after, marks, false);
            finished.run();
            return;
        }
        slide(fraction -> view.slide(move, fraction), () -> {
            clearSlide();
            view.display(after, List.of(), move, TamskBoardView.Mode.WATCH);
            finished.run();
        });
    }

    @Override
    public String tryText(TamskPosition before, TamskEvent event) {
        return TamskPanel.tryText(event, TamskNotation.INSTANCE.format(before, event));
    }

    @Override
    public void tried(TamskEvent event) {
        hand(event);
    }

    @Override
    public void pressedWhileWatching() {
        // between questions the board only shows: there is nothing to answer
    }

    @Override
    public boolean picksUpOnPress() {
        return false;
    }

    @Override
    void clearSlide() {
        view.slide(null, 0);
    }
}
