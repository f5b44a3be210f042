package org.ludoteka.ui.tayu;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.swing.JComponent;
import org.ludoteka.core.Rules;
import org.ludoteka.games.tayu.TayuBoard;
import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.games.tayu.TayuGame;
import org.ludoteka.games.tayu.TayuMove;
import org.ludoteka.games.tayu.TayuNotation;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.games.tayu.TayuRules;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.lesson.LessonMarks;
import org.ludoteka.ui.lesson.SlidingLessonBoard;

/**
 * The Ta Yü board in a lesson: the play board with the supply, the lesson's squares lit up, a
 * demonstrated tile drawn where it would lie (crossed out when the rules refuse it), and the learner's
 * answers: a draw by a click on a stack, a tile laid with the mouse or the keyboard as in a game, its
 * preview saying beforehand whether it fits. A scripted tile fades in where it lies.
 */
public final class TayuLessonBoard extends SlidingLessonBoard<TayuPosition, TayuEvent> implements TayuBoardView.Listener {
    private final Localizer localizer;
    /** What can be seen of the stacks, whose turn it is to draw and what a tile's preview says depend on the lesson's options. */
    private TayuRules rules = TayuGame.INSTANCE.rules(Map.of());
    private final TayuBoardView view = new TayuBoardView(this);
    private TayuPosition shown;
    private boolean asking;

    public TayuLessonBoard(Localizer localizer) {
        this.localizer = localizer;
        view.setName("lessonBoard");
        localizer.bind(() -> {
            if (shown != null) {
                view.setCaption(caption(shown, asking));
            }
        });
    }

    @Override
    public TayuLessonBoard twin() {
        TayuLessonBoard twin = new TayuLessonBoard(localizer);
        twin.rules = rules;
        twin.component().setName("besideBoard");
        return twin;
    }

    @Override
    public void judgeBy(Rules<TayuPosition, TayuEvent> lessonRules) {
        if (lessonRules instanceof TayuRules tayu) {
            rules = tayu;
        }
    }

    @Override
    public JComponent component() {
        return view;
    }

    @Override
    public Optional<String> gesturesKey() {
        return Optional.of("window.lesson.tayuGestures");
    }

    @Override
    public void show(TayuPosition position, LessonMarks<TayuEvent> marks, boolean asking) {
        stopSliding();
        shown = position;
        this.asking = asking;
        TayuRules.Phase phase = rules.phase(position);
        TayuBoardView.Mode mode = !asking ? TayuBoardView.Mode.WATCH : phase == TayuRules.Phase.PLACE ? TayuBoardView.Mode.PLACE
                : phase == TayuRules.Phase.DRAW || phase == TayuRules.Phase.SETUP_DRAW ? TayuBoardView.Mode.DRAW : TayuBoardView.Mode.WATCH;
        view.display(position, rules, mode, lastLaid(position));
        view.setCaption(caption(position, asking));
        view.mark(marks(marks));
    }

    @Override
    public void playOut(TayuPosition before, TayuEvent move, TayuPosition after, LessonMarks<TayuEvent> marks, Runnable finished) {
        show(before, marks, false);
        if (!(move instanceof TayuMove laid)) {
            show(after, marks, false);
            finished.run();
            return;
        }
        slide(fraction -> view.land(laid, fraction), () -> {
            clearSlide();
            show(after, marks, false);
            finished.run();
        });
    }

    @Override
    public String tryText(TayuPosition before, TayuEvent move) {
        return TayuNotation.INSTANCE.format(before, move);
    }

    @Override
    public void drew(int lane) {
        hand(new TayuEvent.Draw(lane));
    }

    @Override
    public void placed(TayuMove move) {
        hand(move);
    }

    @Override
    public TayuBoardView.Preview preview(TayuMove move) {
        return TayuPart.preview(localizer, rules, shown, move);
    }

    @Override
    public void pressedWhileWatching() {
        // between questions the board only shows: there is nothing to answer
    }

    @Override
    protected void clearSlide() {
        view.land(null, 0);
    }

    private String caption(TayuPosition position, boolean question) {
        if (!question) {
            return "";
        }
        return rules.phase(position) == TayuRules.Phase.PLACE
                ? localizer.text("window.tayu.caption.place", String.join(", ", position.handOnMove().stream().map(t -> t.digits()).toList()))
                : localizer.text("window.tayu.caption.draw");
    }

    private static TayuMove lastLaid(TayuPosition position) {
        List<TayuMove> tiles = position.board().tiles();
        return tiles.isEmpty() ? null : tiles.get(tiles.size() - 1);
    }

    /** The lesson's squares, the event it demonstrates, the placement a hint points at and the tile it shows enlarged. */
    private static TayuBoardView.Marks marks(LessonMarks<TayuEvent> lesson) {
        return new TayuBoardView.Marks(lesson.shown().cells().stream().map(TayuBoard::parseSquare).toList(), lesson.demonstrated(),
                lesson.demonstratedLegal(), lesson.hinted(), lesson.shown().closeUp().flatMap(TayuNotation::closeUp));
    }
}
