package org.ludoteka.ui.lesson;

import java.util.Optional;
import java.util.function.Consumer;
import javax.swing.JComponent;
import org.ludoteka.core.Rules;

/**
 * A game's board as the lesson screen uses it: it shows a position with the lesson's marks, plays
 * a move out on screen, and hands on the moves the learner tries. The screen knows nothing else of
 * the game, so a new game's lessons need only an implementation of this and one line in
 * {@link LessonsPanel}'s list of boards.
 */
public interface LessonBoard<P, M> {

    JComponent component();

    /**
     * The lesson's rules, under its own options, before its first step is shown: a board whose
     * marks or previews depend on the options (Ta Yü's advanced game, the kinds of GIPF piece) judges with these.
     */
    default void judgeBy(Rules<P, M> rules) {
    }

    /** Binds the board's own keys on {@code screen}, so that they work without a click on the board first; none by default. */
    default void bindKeysOn(JComponent screen) {
    }

    /** Hands every move the learner tries to {@code tried}; the rules decide what it is worth. */
    void onTry(Consumer<M> tried);

    /**
     * Shows {@code position} with {@code marks} (verify has made sure every mark names places of
     * the board). While {@code asking}, the learner may move the side to move. Stops any move being
     * played out.
     */
    void show(P position, LessonMarks<M> marks, boolean asking);

    /** Plays {@code move} out from {@code before}, then shows {@code after}, and runs {@code finished}. */
    void playOut(P before, M move, P after, LessonMarks<M> marks, Runnable finished);

    /**
     * Hands on the place (square or cell, in the game's notation) the learner presses while the
     * board only shows, for questions answered with places rather than moves; boards that have
     * none ignore it.
     */
    default void onPlace(Consumer<String> pressed) {
    }

    /**
     * Another board of the same game, to show a second position beside this one (side by side);
     * its component is named {@code besideBoard}, and the learner never moves on it.
     */
    LessonBoard<P, M> twin();

    /** A try in the words the learner made it, e.g. only a square when only one was clicked. */
    String tryText(P before, M move);

    /**
     * The bundle key of a line that says how a move is made on this board, shown while the learner
     * is asked to move; none where clicking or dragging a piece goes without saying.
     */
    default Optional<String> gesturesKey() {
        return Optional.empty();
    }
}
