package org.ludoteka.ui.gipf;

import org.ludoteka.play.gipf.GipfKinds;
import org.ludoteka.play.gipf.RowChoice;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.DoubleConsumer;
import org.ludoteka.core.Rules;
import org.ludoteka.games.gipf.GipfBoard;
import org.ludoteka.games.gipf.GipfGame;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfNotation;
import org.ludoteka.games.gipf.GipfPiece;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfRules;
import org.ludoteka.games.gipf.Pending;
import org.ludoteka.ui.lesson.LessonMarks;
import org.ludoteka.ui.lesson.SlidingLessonBoard;

/**
 * The GIPF board in a lesson: the play board with the lesson's marks, pushes played out, and the
 * learner's pushes and row removals as answers. A push brings in the kind of piece a player brings in
 * next (a GIPF piece in the GIPF phase, then loaded pieces, then basic ones) unless another is chosen
 * on the board's picker; a row is removed by clicks on the board as in a game. Decisions made by a button in a game (a challenge, a forfeit)
 * are not asked for here.
 */
public final class GipfLessonBoard extends SlidingLessonBoard<GipfPosition, GipfMove> implements GipfBoardView.Listener {
    private final GipfBoardView view = new GipfBoardView(this);
    /** The kinds open to a push and the rows to remove, as the lesson's own options have them. */
    private GipfRules rules = GipfGame.INSTANCE.rules(Map.of());
    private GipfPosition shown;
    private boolean asking;
    private RowChoice rowChoice;
    /** The kind the learner chose on the board's picker for the position shown; null: the one a player brings in next. */
    private GipfPiece.Kind chosenKind;

    public GipfLessonBoard() {
        super("window.lesson.gipfGestures");
        shownOn(view, view);
    }

    @Override
    public GipfLessonBoard twin() {
        GipfLessonBoard twin = new GipfLessonBoard();
        twin.rules = rules;
        return beside(twin);
    }

    @Override
    public void judgeBy(Rules<GipfPosition, GipfMove> lessonRules) {
        if (lessonRules instanceof GipfRules gipf) {
            rules = gipf;
        }
    }

    @Override
    protected void display(GipfPosition position, LessonMarks<GipfMove> marks, boolean asking) {
        if (!position.equals(shown)) {
            chosenKind = null;
        }
        shown = position;
        this.asking = asking;
        boolean rows = asking && position.pending() == Pending.ROWS;
        rowChoice = rows ? new RowChoice(position, rules) : null;
        // no entries are offered: in a lesson, where a piece may go is the question itself
        // a puzzle's reply: its push stays marked as the game's screen marks the last push
        view.display(position, List.of(), marks.replied(GipfMove.Push.class).orElse(null), !asking ? GipfBoardView.Mode.WATCH : rows ? GipfBoardView.Mode.ROWS
                : GipfBoardView.Mode.PLAY, GipfPiece.of(position.turn(), kind(position)));
        view.showKinds(position.pending() == Pending.NONE ? GipfKinds.open(rules.legalMoves(position)) : List.of(), kind(position));
        view.showRows(rowChoice != null ? new GipfBoardView.Rows(rowChoice.rows(), rowChoice.chosen(), rowChoice.kept())
                : new GipfBoardView.Rows(position.rowsToRemove(), null, Set.of()));
        view.mark(marks(marks));
    }

    @Override
    protected Optional<DoubleConsumer> slideOf(GipfPosition before, GipfMove move, GipfPosition after) {
        return Optional.ofNullable(PushMotion.of(before, move, after)).map(motion -> fraction -> view.animate(motion, fraction));
    }

    @Override
    public String tryText(GipfPosition before, GipfMove move) {
        if (move instanceof GipfMove.Push push && push.dot() == push.spot()) {
            return GipfBoard.name(push.dot());
        }
        return GipfNotation.INSTANCE.format(before, move);
    }

    @Override
    public void tried(int from, int to) {
        hand(new GipfMove.Push(shown.pending() == Pending.EXTRA ? GipfPiece.Kind.BASIC : kind(shown), from, to));
    }

    @Override
    public void clickedInRows(int point) {
        if (rowChoice != null && rowChoice.click(point) == RowChoice.Click.REMOVE) {
            hand(rowChoice.move());
            return;
        }
        if (rowChoice != null) {
            view.showRows(new GipfBoardView.Rows(rowChoice.rows(), rowChoice.chosen(), rowChoice.kept()));
        }
    }

    @Override
    public void kindChosen(GipfPiece.Kind kind) {
        chosenKind = kind;
        view.showKinds(GipfKinds.open(rules.legalMoves(shown)), kind);
        view.display(shown, List.of(), null, asking ? GipfBoardView.Mode.PLAY : GipfBoardView.Mode.WATCH,
                GipfPiece.of(shown.turn(), kind));
    }

    @Override
    public void pressedWhileWatching() {
        // between questions the board only shows: there is nothing to answer
    }

    @Override
    protected void clearSlide() {
        view.animate(null, 0);
    }

    private GipfPiece.Kind kind(GipfPosition position) {
        List<GipfPiece.Kind> open = GipfKinds.open(rules.legalMoves(position));
        return chosenKind != null && open.contains(chosenKind) ? chosenKind : GipfKinds.natural(position, open);
    }

    /** The lesson's marks as points and pushes; a decision demonstrated has no arrow. A hint rings the dot to push from. */
    private static GipfBoardView.Marks marks(LessonMarks<GipfMove> lesson) {
        List<int[]> arrows = new ArrayList<>();
        for (String arrow : lesson.shown().arrows()) {
            String[] ends = arrow.split("-");
            arrows.add(new int[] {GipfBoard.point(ends[0]), GipfBoard.point(ends[1])});
        }
        List<int[]> crossed = new ArrayList<>();
        lesson.demonstrated().filter(GipfMove.Push.class::isInstance).map(GipfMove.Push.class::cast)
                .ifPresent(push -> (lesson.demonstratedLegal() ? arrows : crossed).add(new int[] {push.dot(), push.spot()}));
        List<Integer> hinted = lesson.hinted().filter(GipfMove.Push.class::isInstance)
                .map(move -> List.of(((GipfMove.Push) move).dot())).orElse(List.of());
        return new GipfBoardView.Marks(lesson.shown().cells().stream().map(GipfBoard::point).toList(), arrows, crossed, hinted);
    }
}
