package org.ludoteka.ui.tayu;

import java.time.Duration;
import org.ludoteka.core.Game;
import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.games.tayu.TayuGame;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.play.Session;
import org.ludoteka.play.tayu.TayuTurns;
import org.ludoteka.ui.ComputerThinking;
import org.ludoteka.ui.GameKit;
import org.ludoteka.ui.GameScreen;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.TurnGameScreen;
import org.ludoteka.ui.lesson.LessonBoard;

/** Ta Yü in the window: the shared turn-based screen with its board, bidding and seats; its rule options come from its New game. */
public final class TayuKit implements GameKit {

    @Override
    public Game<?, ?> game() {
        return TayuGame.INSTANCE;
    }

    @Override
    public GameScreen screen(Localizer localizer, Duration thinkBudget) {
        Session<TayuPosition, TayuEvent> session = new Session<>(TayuTurns.INSTANCE, TayuTurns.first(),
                new ComputerThinking(thinkBudget, "ludoteka-tayu-computer"));
        return new TurnGameScreen<>(localizer, session, new TayuPart(localizer, session));
    }

    @Override
    public LessonBoard<?, ?> lessonBoard(Localizer localizer) {
        return new TayuLessonBoard(localizer);
    }

    @Override
    public boolean optionsInSettings() {
        return false;
    }
}
