package org.ludoteka.ui.gipf;

import java.time.Duration;
import org.ludoteka.core.Game;
import org.ludoteka.games.gipf.GipfGame;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.play.Session;
import org.ludoteka.play.gipf.GipfTurns;
import org.ludoteka.ui.ComputerThinking;
import org.ludoteka.ui.GameKit;
import org.ludoteka.ui.GameScreen;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.TamskChallengeDialog;
import org.ludoteka.ui.TurnGameScreen;
import org.ludoteka.ui.lesson.LessonBoard;

/** GIPF in the window: the shared turn-based screen with its board, rows and decisions; a challenge's game of Tamsk in a dialog. */
public final class GipfKit implements GameKit {

    @Override
    public Game<?, ?> game() {
        return GipfGame.INSTANCE;
    }

    @Override
    public GameScreen screen(Localizer localizer, Duration thinkBudget) {
        Session<GipfPosition, GipfMove> session = new Session<>(GipfTurns.INSTANCE, GipfTurns.first(),
                new ComputerThinking(thinkBudget, "ludoteka-gipf-computer"));
        return new TurnGameScreen<>(localizer, session, new GipfPart(localizer, session, TamskChallengeDialog.player(localizer, thinkBudget)));
    }

    @Override
    public LessonBoard<?, ?> lessonBoard(Localizer localizer) {
        return new GipfLessonBoard();
    }
}
