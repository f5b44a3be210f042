package org.ludoteka.ui;

import java.time.Duration;
import org.ludoteka.core.Game;
import org.ludoteka.ui.lesson.LessonBoard;

/**
 * Everything the window has of one game, registered once in {@link Kits}: its screen, its lesson
 * board, and whether its new games take their rule options from the settings. The main window, the
 * lessons, the puzzles and the tests go through the kits and name no game.
 */
public interface GameKit {

    Game<?, ?> game();

    /** The game's screen; the computer thinks at most {@code thinkBudget} a move. */
    GameScreen screen(Localizer localizer, Duration thinkBudget);

    /** The board a lesson of this game is shown on; {@code localizer} for a board that speaks (a tile's preview). */
    LessonBoard<?, ?> lessonBoard(Localizer localizer);

    /** Whether the Settings dialog chooses this game's rule options; otherwise its New game does. */
    default boolean optionsInSettings() {
        return true;
    }
}
