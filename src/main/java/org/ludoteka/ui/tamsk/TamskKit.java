package org.ludoteka.ui.tamsk;

import java.time.Duration;
import org.ludoteka.core.Game;
import org.ludoteka.games.tamsk.TamskGame;
import org.ludoteka.ui.GameKit;
import org.ludoteka.ui.GameScreen;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.lesson.LessonBoard;

/** Tamsk in the window: its real-time screen, with the hourglasses running over its session, and its lesson board. */
public final class TamskKit implements GameKit {

    @Override
    public Game<?, ?> game() {
        return TamskGame.INSTANCE;
    }

    @Override
    public GameScreen screen(Localizer localizer, Duration thinkBudget) {
        return new TamskPanel(localizer, thinkBudget);
    }

    @Override
    public LessonBoard<?, ?> lessonBoard(Localizer localizer) {
        return new TamskLessonBoard();
    }
}
