package org.ludoteka.ui.lesson.editor;

import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.Optional;
import java.util.function.Consumer;
import javax.swing.SwingUtilities;
import javax.swing.JComponent;
import org.ludoteka.core.Drawing;
import org.ludoteka.lesson.Annotations;
import org.ludoteka.lesson.LessonDraft;
import org.ludoteka.lesson.LessonReplay;
import org.ludoteka.ui.BoardComponent;
import org.ludoteka.ui.lesson.LessonBoard;
import org.ludoteka.ui.lesson.LessonMarks;

/**
 * The game's lesson board in the editor, typed by its positions and moves: it shows the position
 * where the next step goes, with the marks being written, hands on a move made on it as the game
 * writes it, the place clicked (which the editor marks while Mark cells is pressed), and the right
 * button's strokes (which become the step's arrows and marked cells).
 */
final class EditorBoard<P, M> {
    private final LessonBoard<P, M> board;
    private LessonReplay<P, M> replay;
    private int index;

    private EditorBoard(LessonBoard<P, M> board, Consumer<String> moved, Consumer<String> pressed) {
        this.board = board;
        board.onTry(move -> moved.accept(written(move)));
        BoardComponent.in(board.component()).ifPresent(view -> view.addMouseListener(new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                if (SwingUtilities.isLeftMouseButton(e)) {
                    view.placeAt(e.getPoint()).ifPresent(pressed);
                }
            }
        }));
    }

    @SuppressWarnings({"unchecked", "rawtypes"}) // the board was made by the kit of the lesson's game: it takes its positions and moves
    static EditorBoard<?, ?> of(LessonBoard<?, ?> board, Consumer<String> moved, Consumer<String> pressed) {
        return new EditorBoard(board, moved, pressed);
    }

    /** The right button's strokes on the board go to {@code taker} (the step's marks), not into a drawing of the hand's. */
    void onStroke(Consumer<Drawing.Mark> taker) {
        BoardComponent.in(board.component()).ifPresent(view -> view.drawing().handStrokesTo(taker));
    }

    JComponent component() {
        return board.component();
    }

    /** Shows the position at step {@code index} of {@code lesson}; while {@code moving}, a move may be made on it. */
    @SuppressWarnings("unchecked") // the replay is of the board's game
    void show(LessonReplay<?, ?> lesson, int index, Annotations marks, boolean moving) {
        this.replay = (LessonReplay<P, M>) lesson;
        this.index = index;
        if (replay.rules() == null) {
            return;
        }
        board.judgeBy(replay.rules());
        LessonDraft.standing(replay, index).ifPresent(at -> board.show(at, LessonMarks.of(onBoard(marks)), moving));
    }

    /** The marks that name places of the board: one typed wrong is told when the step is added, and meanwhile not drawn. */
    private Annotations onBoard(Annotations marks) {
        return new Annotations(marks.cells().stream().filter(replay.notation()::isPlace).toList(),
                marks.arrows().stream().filter(arrow -> {
                    String[] ends = arrow.split("-", -1);
                    return ends.length == 2 && replay.notation().isPlace(ends[0]) && replay.notation().isPlace(ends[1]);
                }).toList(), marks.closeUp().filter(replay.notation()::isCloseUp));
    }

    /** The move as the game writes it; a move the notation cannot write (an illegal one, on some boards) as the board tells it. */
    private String written(M move) {
        P at = LessonDraft.standing(replay, index).orElseThrow();
        try {
            return replay.notation().format(at, move);
        } catch (RuntimeException e) {
            return board.tryText(at, move);
        }
    }
}
