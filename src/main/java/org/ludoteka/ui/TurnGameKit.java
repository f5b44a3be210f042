package org.ludoteka.ui;

import java.time.Duration;
import java.util.function.Function;
import java.util.function.Supplier;
import org.ludoteka.core.Game;
import org.ludoteka.play.MatchSetup;
import org.ludoteka.play.Session;
import org.ludoteka.play.TurnGame;
import org.ludoteka.ui.lesson.LessonBoard;

/**
 * The kit of a turn-based game: the shared {@link TurnGameScreen} over a {@link Session} of its
 * {@link TurnGame}, with the game's own {@link TurnGamePart}, and its lesson board. A game's kit is
 * this class with the game's four pieces.
 */
public class TurnGameKit<P, M> implements GameKit {

    /** Makes a game's part of the screen, acting on its session; the computer thinks {@code thinkBudget} a move. */
    @FunctionalInterface
    public interface PartMaker<P, M> {
        TurnGamePart<P> make(Localizer localizer, Session<P, M> session, Duration thinkBudget);
    }

    private final TurnGame<P, M> game;
    private final Supplier<MatchSetup<P>> first;
    private final PartMaker<P, M> part;
    private final Function<Localizer, LessonBoard<?, ?>> lessonBoard;

    /** {@code first}: the game the screen opens with; {@code part}: the game's part of the screen, acting on its session. */
    protected TurnGameKit(TurnGame<P, M> game, Supplier<MatchSetup<P>> first, PartMaker<P, M> part,
                          Function<Localizer, LessonBoard<?, ?>> lessonBoard) {
        this.game = game;
        this.first = first;
        this.part = part;
        this.lessonBoard = lessonBoard;
    }

    @Override
    public Game<?, ?> game() {
        return game.game();
    }

    @Override
    public GameScreen screen(Localizer localizer, Duration thinkBudget) {
        Session<P, M> session = new Session<>(game, first.get(), new ComputerThinking(thinkBudget, "ludoteka-" + game.game().id() + "-computer"));
        return new TurnGameScreen<>(localizer, session, part.make(localizer, session, thinkBudget));
    }

    @Override
    public LessonBoard<?, ?> lessonBoard(Localizer localizer) {
        return lessonBoard.apply(localizer);
    }
}
