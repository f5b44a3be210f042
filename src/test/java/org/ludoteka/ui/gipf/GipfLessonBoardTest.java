package org.ludoteka.ui.gipf;

import org.junit.jupiter.api.extension.ExtendWith;
import org.ludoteka.ui.SwingThreadCheck;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.ludoteka.games.gipf.GipfBoard;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfNotation;
import org.ludoteka.games.gipf.GipfPiece;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.lesson.Annotations;
import org.ludoteka.ui.lesson.LessonMarks;

/** The GIPF board as a lesson uses it: a push brings in the kind a player brings in next, and a row is removed by clicks. */
@ExtendWith(SwingThreadCheck.class)
class GipfLessonBoardTest {

    private static List<String> answers(String position, boolean asking, Consumer<GipfLessonBoard> gestures)
            throws Exception {
        GipfPosition shown = GipfNotation.INSTANCE.parsePosition(position);
        List<String> handed = new ArrayList<>();
        SwingUtilities.invokeAndWait(() -> {
            GipfLessonBoard board = new GipfLessonBoard();
            board.onTry(move -> handed.add(GipfNotation.INSTANCE.format(shown, move)));
            board.show(shown, LessonMarks.of(Annotations.NONE), asking);
            gestures.accept(board);
        });
        return handed;
    }

    @Test
    void aPushBringsInALoadedPieceWhilePotentialsAreLeftAndAGipfPieceInTheGipfPhase() throws Exception {
        assertThat(answers("gipf game=standard turn=white white=Gb5,Ge2,Gh5 black=Gb2,Ge8,Gh2 reserve=12,12 potentials=2,2",
                true, board -> board.tried(GipfBoard.point("a1"), GipfBoard.point("b2")))).containsExactly("Ta1-b2");
        assertThat(answers("tournament", true, board -> board.tried(GipfBoard.point("e1"), GipfBoard.point("e2"))))
                .containsExactly("Ge1-e2");
        assertThat(answers("start", true, board -> board.tried(GipfBoard.point("e5"), GipfBoard.point("e5"))))
                .containsExactly("e5-e5");
    }

    @Test
    void aRowIsRemovedByAClickOnItsPiecesWithTheRemoversGipfPieceKept() throws Exception {
        String rows = "gipf game=standard turn=white white=Gb5,e2,Ge3,e4,e5,Gh5 black=Gb2,Ge8,Gh2 reserve=9,12 pending=rows@white";
        assertThat(answers(rows, true, board -> board.clickedInRows(GipfBoard.point("e4")))).containsExactly("xe2-e5:e3");
        assertThat(answers(rows, true, board -> {
            board.clickedInRows(GipfBoard.point("e3"));
            board.clickedInRows(GipfBoard.point("e2"));
        })).containsExactly("xe2-e5");
    }

    @Test
    void aTryIsNamedAsItWasMade() {
        GipfLessonBoard board = new GipfLessonBoard();
        GipfPosition start = GipfNotation.INSTANCE.parsePosition("start");
        assertThat(board.tryText(start, new GipfMove.Push(GipfPiece.Kind.BASIC, GipfBoard.point("d4"),
                GipfBoard.point("d4")))).isEqualTo("d4");
        assertThat(board.tryText(start, GipfNotation.INSTANCE.parseMove("Ta1-b2"))).isEqualTo("Ta1-b2");
    }
}
