package org.ludoteka.ui;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.ludoteka.core.Game;
import org.ludoteka.ui.lesson.LessonBoard;

/** The lesson board of each game, one board each, from the games' kits. */
public final class LessonBoards {
    private final Map<Game<?, ?>, LessonBoard<?, ?>> boards = new LinkedHashMap<>();

    /** {@code localizer}: the language of a board that speaks, such as the Ta Yü preview of a tile before it is laid. */
    public LessonBoards(Localizer localizer) {
        Kits.ALL.forEach(kit -> boards.put(kit.game(), kit.lessonBoard(localizer)));
    }

    /**
     * Binds each board's own keys on {@code screen}, the lesson or puzzle screen that shows them one at a
     * time: the board showing takes them from anywhere on it, e.g. just after Hint was pressed with the mouse.
     */
    public void bindKeysOn(javax.swing.JComponent screen) {
        boards.values().forEach(board -> board.bindKeysOn(screen));
    }

    public Optional<LessonBoard<?, ?>> forGame(Game<?, ?> game) {
        return Optional.ofNullable(boards.get(game));
    }
}
