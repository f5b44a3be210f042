package org.ludoteka.ui.loa;

import org.ludoteka.games.loa.LoaBoard;
import org.ludoteka.core.Side;
import org.ludoteka.play.loa.LoaTurns;
import org.ludoteka.ui.lesson.SlidingLessonBoard;
import org.ludoteka.ui.lesson.LessonMarks;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.DoubleConsumer;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;

/** The Lines of Action board in a lesson: the play board with the lesson's marks, and moves that slide. */
public final class LoaLessonBoard extends SlidingLessonBoard<LoaPosition, LoaMove> implements LoaBoardView.Listener {
    private final LoaBoardView view = new LoaBoardView(this);

    public LoaLessonBoard() {
        super(null);
        shownOn(view, view);
    }

    @Override
    public LoaLessonBoard twin() {
        return beside(new LoaLessonBoard());
    }

    @Override
    protected void display(LoaPosition position, LessonMarks<LoaMove> marks, boolean asking) {
        // no legal targets are offered: in a lesson, where a piece may go is the question itself
        // a puzzle's reply stays marked as the game's screen marks a last move
        view.display(position, marks.replied(LoaMove.class).filter(move -> !move.isPass()).orElse(null), List.of(),
                asking ? LoaBoardView.Mode.PLAY : LoaBoardView.Mode.WAIT);
        view.mark(marks(marks));
        view.light(joined(position));
    }

    /** The pieces of each side that stand in one group: a won game's group lights up, in a lesson as in a puzzle solved. */
    private static long joined(LoaPosition position) {
        long lit = 0;
        for (Side side : List.of(Side.BLACK, Side.WHITE)) {
            if (LoaBoard.connected(position.pieces(side))) {
                lit |= position.pieces(side);
            }
        }
        return lit;
    }

    @Override
    protected Optional<DoubleConsumer> slideOf(LoaPosition before, LoaMove move, LoaPosition after) {
        return move.isPass() ? Optional.empty() : Optional.of(fraction -> view.slide(move, fraction));
    }

    /** The move played out stays marked as the last one. */
    @Override
    protected void landed(LoaPosition after, LoaMove move, LessonMarks<LoaMove> marks) {
        view.display(after, move, List.of(), LoaBoardView.Mode.WAIT);
        view.light(joined(after));
    }

    @Override
    public String tryText(LoaPosition before, LoaMove move) {
        return LoaTurns.INSTANCE.tried(LoaNotation.INSTANCE, before, move);
    }

    @Override
    public void tried(LoaMove move) {
        hand(move);
    }

    @Override
    public void pressedWhileWaiting() {
        // between questions the board only shows: there is nothing to answer
    }

    @Override
    public void edited(int square) {
        // a lesson never sets up positions by hand
    }

    @Override
    protected void clearSlide() {
        view.slide(null, 0);
    }

    /** The lesson's marks as squares and moves; a pass demonstrated has no arrow to draw. */
    private static LoaBoardView.Marks marks(LessonMarks<LoaMove> lesson) {
        List<LoaMove> arrows = new ArrayList<>(lesson.shown().arrows().stream().map(LoaNotation.INSTANCE::parseMove).toList());
        List<LoaMove> crossed = new ArrayList<>();
        lesson.demonstrated().filter(move -> !move.isPass())
                .ifPresent(move -> (lesson.demonstratedLegal() ? arrows : crossed).add(move));
        List<Integer> hinted = lesson.hinted().filter(move -> !move.isPass()).map(move -> List.of(move.from())).orElse(List.of());
        return new LoaBoardView.Marks(lesson.shown().cells().stream().map(LoaNotation::square).toList(), arrows, crossed, hinted);
    }
}
