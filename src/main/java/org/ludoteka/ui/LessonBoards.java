package org.ludoteka.ui;

import org.ludoteka.ui.tamsk.TamskLessonBoard;
import org.ludoteka.ui.loa.LoaLessonBoard;
import org.ludoteka.ui.lesson.LessonBoard;
import java.util.Map;
import java.util.Optional;
import org.ludoteka.core.Game;
import org.ludoteka.games.gipf.GipfGame;
import org.ludoteka.games.loa.LoaGame;
import org.ludoteka.games.tamsk.TamskGame;
import org.ludoteka.ui.gipf.GipfLessonBoard;
import org.ludoteka.games.tayu.TayuGame;
import org.ludoteka.ui.tayu.TayuLessonBoard;

/** The lesson boards of the games that have one, one board each; a new game's lessons need one more entry here. */
public final class LessonBoards {
    private final Map<Game<?, ?>, LessonBoard<?, ?>> boards;

    /** {@code localizer}: the language of a board that speaks, such as the Ta Yü preview of a tile before it is laid. */
    public LessonBoards(Localizer localizer) {
        boards = Map.of(
                LoaGame.INSTANCE, new LoaLessonBoard(),
                TamskGame.INSTANCE, new TamskLessonBoard(),
                GipfGame.INSTANCE, new GipfLessonBoard(),
                TayuGame.INSTANCE, new TayuLessonBoard(localizer));
    }

    public Optional<LessonBoard<?, ?>> forGame(Game<?, ?> game) {
        return Optional.ofNullable(boards.get(game));
    }
}
