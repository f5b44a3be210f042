package org.ludoteka.ui.loa;

import static org.assertj.core.api.Assertions.assertThat;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.Side;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.ui.lesson.LessonMarks;

/** A side's pieces joined in one group light up on the lesson board, as in a game won: a puzzle solved shows its winning group. */
class LoaLessonBoardTest {

    @Test
    void aJoinedSideLightsUpAndAScatteredOneDoesNot() {
        LoaPosition won = LoaNotation.INSTANCE.parsePosition("8/8/8/8/8/8/w7/bb4w1 w");
        long lit = GuiActionRunner.execute(() -> {
            LoaLessonBoard board = new LoaLessonBoard();
            board.show(won, LessonMarks.none(), false);
            return ((LoaBoardView) board.component()).lit();
        });
        assertThat(lit).as("Black's two joined pieces").isEqualTo(won.pieces(Side.BLACK));

        long atTheStart = GuiActionRunner.execute(() -> {
            LoaLessonBoard board = new LoaLessonBoard();
            board.show(LoaPosition.START, LessonMarks.none(), false);
            return ((LoaBoardView) board.component()).lit();
        });
        assertThat(atTheStart).isZero();
    }
}
