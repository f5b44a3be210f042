package org.ludoteka.ui;

import java.util.Map;
import javax.swing.JComponent;
import org.ludoteka.play.SavableGame;

/**
 * A game's screen as the main window sees it, whatever the game: shown or hidden, saved and resumed,
 * driven by the Game menu and the presenter's keys, given the settings' rule options, and closed.
 */
public interface GameScreen extends SavableGame, Presentable, GameMenuTarget {

    /** The screen itself, a card of the main window. */
    JComponent component();

    /** Shown or hidden by the window; a game left for another screen is kept as it is, and the computer thinks only while it is shown. */
    void setActive(boolean shown);

    /** The rule options a new game starts with, from the settings; a game not under way takes them at once. */
    void useRuleOptions(Map<String, String> options);

    /**
     * A game from {@code position} (a puzzle's) against the computer at its strongest, which takes
     * the side not on move; false when the game cannot be played on here or the player keeps the game
     * in progress instead.
     */
    default boolean playOn(String position, Map<String, String> options) {
        return false;
    }

    /** Whether a puzzle of this game can be played on here against the computer. */
    default boolean playsOn() {
        return false;
    }

    /** The window closes: no more thinking, no more timers. */
    void stop();

    /** The mistakes a review of this screen's games finds become the learner's own puzzles in {@code puzzles} (issue #23); none by default. */
    default void keepMistakesIn(org.ludoteka.puzzle.PersonalPuzzles puzzles) {
    }
}
