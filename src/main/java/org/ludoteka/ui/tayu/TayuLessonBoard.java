package org.ludoteka.ui.tayu;

import java.awt.BorderLayout;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.DoubleConsumer;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.core.Drawing;
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
 * preview saying beforehand whether it fits, and, on a question asked during the three players' bidding,
 * a bid chosen under the board and given by Bid, or Pass, as beside a game. A scripted tile fades in
 * where it lies.
 */
public final class TayuLessonBoard extends SlidingLessonBoard<TayuPosition, TayuEvent> implements TayuBoardView.Listener {
    private final Localizer localizer;
    /** What can be seen of the stacks, whose turn it is to draw and what a tile's preview says depend on the lesson's options. */
    private TayuRules rules = TayuGame.INSTANCE.rules(Map.of());
    private final TayuBoardView view = new TayuBoardView(this);
    /** The board with the bidding under it; laid out as soon as it is sized, so that a board painted off screen shows its tiles too. */
    private final JPanel board = new JPanel(new BorderLayout()) {
        @Override
        public void setBounds(int x, int y, int width, int height) {
            super.setBounds(x, y, width, height);
            doLayout();
        }
    };
    /** The bidding's controls, shown only while the learner is asked to bid or pass (Y-20, YA-7). */
    private final JPanel bidding = new JPanel(new MigLayout("insets 6lp 0 0 0, gap 6lp", "[][][][]"));
    private final JSpinner bidSpinner = new JSpinner(new SpinnerNumberModel(20, 1, TayuRules.MAX_BID, 1));
    private TayuPosition shown;
    private boolean asking;

    public TayuLessonBoard(Localizer localizer) {
        super("window.lesson.tayuGestures");
        this.localizer = localizer;
        shownOn(board, view);
        bidSpinner.setName("lessonBidSpinner");
        JLabel bidTitle = new JLabel();
        localizer.bindText(bidTitle, "window.tayu.bid");
        bidTitle.setLabelFor(bidSpinner);
        JButton bid = new JButton();
        bid.setName("lessonBidButton");
        localizer.bindText(bid, "window.tayu.action.bid");
        bid.addActionListener(e -> hand(new TayuEvent.Bid((Integer) bidSpinner.getValue())));
        JButton pass = new JButton();
        pass.setName("lessonPassButton");
        localizer.bindText(pass, "window.tayu.action.pass");
        pass.addActionListener(e -> hand(TayuEvent.PASS));
        bidding.add(bidTitle);
        bidding.add(bidSpinner, "wmin 60lp");
        bidding.add(bid);
        bidding.add(pass);
        bidding.setVisible(false);
        board.setOpaque(false);
        bidding.setOpaque(false);
        board.add(view, BorderLayout.CENTER);
        board.add(bidding, BorderLayout.SOUTH);
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
        return beside(twin);
    }

    @Override
    public void judgeBy(Rules<TayuPosition, TayuEvent> lessonRules) {
        if (lessonRules instanceof TayuRules tayu) {
            rules = tayu;
        }
    }

    @Override
    protected void display(TayuPosition position, LessonMarks<TayuEvent> marks, boolean asking) {
        shown = position;
        this.asking = asking;
        TayuRules.Phase phase = rules.phase(position);
        TayuBoardView.Mode mode = !asking ? TayuBoardView.Mode.WATCH : phase == TayuRules.Phase.PLACE ? TayuBoardView.Mode.PLACE
                : phase == TayuRules.Phase.DRAW || phase == TayuRules.Phase.SETUP_DRAW ? TayuBoardView.Mode.DRAW : TayuBoardView.Mode.WATCH;
        view.display(position, rules, mode, lastLaid(position));
        showBidding(asking && phase == TayuRules.Phase.BID, position);
        view.setCaption(caption(position, asking));
        view.mark(marks(marks));
        // the step's arrows, drawn as the teacher's hand draws them (the board has no arrows of its own)
        view.drawing().showGiven(Drawing.ofArrows(marks.shown().arrows(), Drawing.Pen.GREEN));
    }

    /** A tile laid fades in where it lies; a draw or a bid shows the position after at once. */
    @Override
    protected Optional<DoubleConsumer> slideOf(TayuPosition before, TayuEvent move, TayuPosition after) {
        return move instanceof TayuMove laid ? Optional.of(fraction -> view.land(laid, fraction)) : Optional.empty();
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

    /** The bidding's controls while the learner bids: the spinner offers only bids below the lowest so far. */
    private void showBidding(boolean bidding, TayuPosition position) {
        this.bidding.setVisible(bidding);
        if (bidding) {
            int highest = position.lowestBid() > 0 ? position.lowestBid() - 1 : TayuRules.MAX_BID;
            SpinnerNumberModel model = (SpinnerNumberModel) bidSpinner.getModel();
            model.setMaximum(highest);
            if ((Integer) model.getValue() > highest) {
                model.setValue(highest);
            }
        }
    }

    private String caption(TayuPosition position, boolean question) {
        if (!question) {
            return "";
        }
        TayuRules.Phase phase = rules.phase(position);
        if (phase == TayuRules.Phase.BID) {
            return localizer.text("window.lesson.tayuBid");
        }
        return phase == TayuRules.Phase.PLACE
                ? localizer.text("window.tayu.caption.place", String.join(", ", position.handOnMove().stream().map(t -> t.digits()).toList()))
                : localizer.text("window.tayu.caption.draw");
    }

    /** A, B, R, 1 and 2 from anywhere on the lesson or puzzle screen: after Hint or Next, no click on the board first. */
    @Override
    public void bindKeysOn(JComponent screen) {
        view.bindLettersOn(screen);
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
