package org.ludoteka.ui.loa;

import java.time.Duration;
import org.ludoteka.core.Game;
import org.ludoteka.games.loa.LoaGame;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.play.Session;
import org.ludoteka.play.loa.LoaTurns;
import org.ludoteka.ui.ComputerThinking;
import org.ludoteka.ui.GameKit;
import org.ludoteka.ui.GameScreen;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.TurnGameScreen;
import org.ludoteka.ui.lesson.LessonBoard;

/** Lines of Action in the window: the shared turn-based screen with its board and set-up, and its lesson board. */
public final class LoaKit implements GameKit {

    @Override
    public Game<?, ?> game() {
        return LoaGame.INSTANCE;
    }

    @Override
    public GameScreen screen(Localizer localizer, Duration thinkBudget) {
        Session<LoaPosition, LoaMove> session = new Session<>(LoaTurns.INSTANCE, LoaTurns.FIRST,
                new ComputerThinking(thinkBudget, "ludoteka-loa-computer"));
        return new TurnGameScreen<>(localizer, session, new LoaPart(localizer, session));
    }

    @Override
    public LessonBoard<?, ?> lessonBoard(Localizer localizer) {
        return new LoaLessonBoard();
    }
}
