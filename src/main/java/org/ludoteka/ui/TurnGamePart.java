package org.ludoteka.ui;

import java.awt.Component;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.swing.Action;
import javax.swing.JComponent;
import org.ludoteka.play.MatchSetup;

/**
 * What one turn-based game adds to the shared {@link TurnGameScreen}: its board, the middle of the
 * column (a choice of piece, a bid, a set-up bar), the sentences only it can say (the game and its
 * options, each player's count, what to do now), its decisions and its New game dialog. It acts on
 * the session the screen gives it; the screen owns history, verdicts, buttons and the computer.
 */
public interface TurnGamePart<P> {

    /** The board, which sends the moves made on it to the session. */
    BoardComponent board();

    /** The game's own part of the column, between the sentences and the move list. */
    JComponent middle();

    /** Shows the game as it stands on the board and in the middle part; {@code active}: its screen is shown. */
    void show(boolean active);

    /**
     * Shows {@code position} on the board over the game's own, to be looked at and not played on: a
     * step of a review's walk (issue #23). The next {@link #show} shows the game again.
     */
    void showPosition(P position);

    /**
     * Whose turn it is and what kind of act it is, asked while the game goes on and no position is set up (the screen
     * says those); empty for the shared "White to move".
     */
    default Optional<String> turnText() {
        return Optional.empty();
    }

    /** The game and the options that shape it. */
    String gameText();

    /**
     * Each player's line in the position {@code shown} (the game's own, or a step of a review's walk
     * on the board): who plays, his counts (reserve, scores, seats).
     */
    List<String> playerLines(P shown);

    /** What the person on turn is to do now; empty when nothing needs saying. */
    String prompt();

    /** The game's own buttons (decisions), each shown while enabled, in the order given. */
    default List<Action> decisions() {
        return List.of();
    }

    /** Setting up a position by hand on this part's board, if the game offers it. */
    default Optional<PositionSetUp<P, ?>> positionSetUp() {
        return Optional.empty();
    }

    /** Game menu items beyond new game, undo, redo and copy moves: by default the set-up's Set up position. */
    default Map<GameMenuItem, Action> menuActions() {
        return positionSetUp().map(setUp -> Map.of(GameMenuItem.EDIT_POSITION, setUp.editAction())).orElse(Map.of());
    }

    /** Binds the board's own keys on the whole screen where they must work without the board's focus; none by default. */
    default void bindKeysOn(JComponent screen) {
    }

    /** Whether a position is being set up by hand: no move is played meanwhile, typed or undone. */
    default boolean settingUp() {
        return positionSetUp().map(PositionSetUp::editing).orElse(false);
    }

    /** Whether the board is playing a move out: the computer waits. */
    default boolean busy() {
        return false;
    }

    /** The New game dialog, from the game now played; empty when cancelled. */
    Optional<MatchSetup<P>> askNewGame(Component parent, MatchSetup<P> current);

    /** The game, its options the settings chose, from the setup it had: a game not under way takes them at once. */
    MatchSetup<P> withOptions(MatchSetup<P> current, Map<String, String> options);

    /** The screen stops: animations end. */
    default void stop() {
    }
}
