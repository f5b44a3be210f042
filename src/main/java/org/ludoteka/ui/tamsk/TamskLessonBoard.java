package org.ludoteka.ui.tamsk;

import org.ludoteka.ui.lesson.SlidingLessonBoard;
import org.ludoteka.ui.lesson.LessonMarks;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskNotation;
import org.ludoteka.games.tamsk.TamskPosition;

/**
 * The Tamsk board in a lesson: the play board with the lesson's marks, hourglasses that slide to
 * their cells, and whole moves as answers (a press does not pick an hourglass up, even at level 3).
 * The lesson's clock shows the sand running through the positions the screen hands it.
 */
public final class TamskLessonBoard extends SlidingLessonBoard<TamskPosition, TamskEvent> implements TamskBoardView.Listener {
    private final TamskBoardView view = new TamskBoardView(this);
    private Consumer<String> placePressed = cell -> { };

    /** A ring dropped with the move needs Shift held as the hourglass is let go: not something to guess. */
    public TamskLessonBoard() {
        super("window.lesson.tamskGestures");
        shownOn(view, view);
    }

    @Override
    public TamskLessonBoard twin() {
        return beside(new TamskLessonBoard());
    }

    @Override
    protected void display(TamskPosition position, LessonMarks<TamskEvent> marks, boolean asking) {
        // no destinations are offered: in a lesson, where an hourglass may go is the question itself
        // a puzzle's reply: its hourglass move stays marked as the game's screen marks the last move
        view.display(position, List.of(), marks.replied(TamskEvent.Move.class).orElse(null),
                asking ? TamskBoardView.Mode.PLAY : TamskBoardView.Mode.WATCH);
        view.annotate(marks(marks));
    }

    /** Only an hourglass moved slides: a pass, a ring or a turn of the timer shows the position after at once. */
    @Override
    protected Optional<DoubleConsumer> slideOf(TamskPosition before, TamskEvent event, TamskPosition after) {
        return event instanceof TamskEvent.Move move ? Optional.of(fraction -> view.slide(move, fraction)) : Optional.empty();
    }

    /** The hourglass moved stays marked as the last move. */
    @Override
    protected void landed(TamskPosition after, TamskEvent event, LessonMarks<TamskEvent> marks) {
        view.display(after, List.of(), (TamskEvent.Move) event, TamskBoardView.Mode.WATCH);
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
    public void pressedWhileWatching(int cell) {
        placePressed.accept(TamskBoard.name(cell));
    }

    @Override
    public void onPlace(Consumer<String> pressed) {
        placePressed = pressed;
    }

    @Override
    public boolean picksUpOnPress() {
        return false;
    }

    @Override
    protected void clearSlide() {
        view.slide(null, 0);
    }

    /**
     * The lesson's marks as cells and hourglass moves. Only a demonstrated move has an arrow: a
     * pass, a ring or a turn of the timer is told in words. A hint lights up the hourglass to move.
     */
    private static TamskBoardView.Marks marks(LessonMarks<TamskEvent> lesson) {
        List<TamskEvent.Move> arrows = new ArrayList<>(lesson.shown().arrows().stream().map(TamskLessonBoard::arrow).toList());
        List<TamskEvent.Move> crossed = new ArrayList<>();
        lesson.demonstrated().filter(TamskEvent.Move.class::isInstance).map(TamskEvent.Move.class::cast)
                .ifPresent(move -> (lesson.demonstratedLegal() ? arrows : crossed).add(move));
        List<Integer> hinted = lesson.hinted().flatMap(TamskLessonBoard::hourglassOf).map(List::of).orElse(List.of());
        return new TamskBoardView.Marks(lesson.shown().cells().stream().map(TamskNotation::cell).toList(), arrows, crossed, hinted);
    }

    /** An arrow of the lesson's marks, {@code from-to} (verify has made sure it names two cells). */
    private static TamskEvent.Move arrow(String text) {
        String[] ends = text.split("-");
        return new TamskEvent.Move(TamskNotation.cell(ends[0]), TamskNotation.cell(ends[1]), false);
    }

    private static Optional<Integer> hourglassOf(TamskEvent answer) {
        if (answer instanceof TamskEvent.Move move) {
            return Optional.of(move.from());
        }
        return answer instanceof TamskEvent.PickUp pickUp ? Optional.of(pickUp.cell()) : Optional.empty();
    }
}
