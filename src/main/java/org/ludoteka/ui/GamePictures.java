package org.ludoteka.ui;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.image.BufferedImage;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.swing.UIManager;
import org.ludoteka.core.Game;
import org.ludoteka.ui.export.BoardPictures;
import org.ludoteka.ui.lesson.LessonBoard;
import org.ludoteka.ui.lesson.LessonMarks;

/** A game's start position on its lesson board, painted into a picture as the export paints a board: for the start screen and Help. */
final class GamePictures {
    /** How many pictures are kept: four games in the few sizes and looks of a run. */
    private static final int KEPT = 24;
    /**
     * The pictures painted so far, by what they are painted from: a look or a zoom changed back, or another
     * window (the tests open hundreds), shows the same pictures again without painting them. Event thread only.
     */
    private static final Map<List<Object>, BufferedImage> PAINTED = new LinkedHashMap<>(KEPT, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<List<Object>, BufferedImage> eldest) {
            return size() > KEPT;
        }
    };

    private GamePictures() {
    }

    /** {@code kit}'s game at its start, in the colours of the look now, {@code side} pixels square. */
    static BufferedImage start(GameKit kit, Localizer localizer, int side) {
        List<Object> paintedFrom = List.of(kit.game().id(), side, UIManager.getLookAndFeel().getClass().getName(),
                BoardComponent.colour("Panel.background", Color.LIGHT_GRAY), BoardComponent.coordinateScale(), localizer.language());
        return PAINTED.computeIfAbsent(paintedFrom, key -> start(kit.game(), kit.lessonBoard(localizer), side));
    }

    private static <P, M> BufferedImage start(Game<P, M> game, LessonBoard<?, ?> anyBoard, int side) {
        @SuppressWarnings("unchecked") // the kit's lesson board is its game's
        LessonBoard<P, M> board = (LessonBoard<P, M>) anyBoard;
        board.show(game.notation(Map.of()).parsePosition("start"), LessonMarks.none(), false);
        return BoardPictures.image(board.component(), new Dimension(side, side));
    }
}
