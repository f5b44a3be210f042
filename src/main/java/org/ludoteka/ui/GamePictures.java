package org.ludoteka.ui;

import java.awt.Dimension;
import java.awt.image.BufferedImage;
import java.util.Map;
import org.ludoteka.core.Game;
import org.ludoteka.ui.export.BoardPictures;
import org.ludoteka.ui.lesson.LessonBoard;
import org.ludoteka.ui.lesson.LessonMarks;

/** A game's start position on its lesson board, painted into a picture as the export paints a board: for the start screen and Help. */
final class GamePictures {
    private GamePictures() {
    }

    /** {@code kit}'s game at its start, in the colours of the look now, {@code side} pixels square. */
    static BufferedImage start(GameKit kit, Localizer localizer, int side) {
        return start(kit.game(), kit.lessonBoard(localizer), side);
    }

    private static <P, M> BufferedImage start(Game<P, M> game, LessonBoard<?, ?> anyBoard, int side) {
        @SuppressWarnings("unchecked") // the kit's lesson board is its game's
        LessonBoard<P, M> board = (LessonBoard<P, M>) anyBoard;
        board.show(game.notation(Map.of()).parsePosition("start"), LessonMarks.none(), false);
        return BoardPictures.image(board.component(), new Dimension(side, side));
    }
}
