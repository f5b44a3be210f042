package org.ludoteka.ui.lesson.editor;

import java.util.List;
import java.util.Map;
import org.ludoteka.core.Game;
import org.ludoteka.core.InputError;
import org.ludoteka.games.Games;
import org.ludoteka.lesson.LessonDraft;
import org.ludoteka.progress.SavedGame;

/**
 * Where a new lesson starts: the board as it stands in the game on screen (a game in progress, or a
 * position set up or pasted there), or else the first game's starting position.
 */
final class EditorStart {
    private EditorStart() {
    }

    /** A new lesson from the last position of {@code game}, or from the start when its moves no longer replay. */
    static LessonDraft from(SavedGame game) {
        Game<?, ?> engine = Games.byId(game.game()).flatMap(Games.Entry::engine).orElseThrow();
        try {
            return LessonDraft.start(game.game(), game.options(), lastPosition(engine, game));
        } catch (InputError e) {
            return LessonDraft.start(game.game(), game.options(), game.start());
        }
    }

    /** A new lesson from the first game's start, when no game is on screen. */
    static LessonDraft fresh() {
        return LessonDraft.start(Games.CATALOGUE.get(0).id(), Map.of(), "start");
    }

    private static <P, M> String lastPosition(Game<P, M> engine, SavedGame game) {
        List<P> positions = game.replay(engine).positions();
        return engine.notation(game.options()).format(positions.get(positions.size() - 1));
    }
}
