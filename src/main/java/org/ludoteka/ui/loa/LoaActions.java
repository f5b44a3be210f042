package org.ludoteka.ui.loa;

import java.util.Map;
import javax.swing.Action;
import org.ludoteka.ui.GameMenuItem;

/**
 * What can be done with a Lines of Action game, each once as an {@link Action} shared by the Game
 * menu and the buttons beside the board, so both are named, enabled and re-localized together.
 */
public record LoaActions(Action newGame, Action rematch, Action pastePosition, Action editPosition, Action copyMoves,
                  Action undo, Action redo, Action pass, Action clearBoard, Action startPosition, Action playFromHere,
                  Action cancelEdit) {

    /** The actions the Game menu runs while a Lines of Action game is shown: all its items. */
    Map<GameMenuItem, Action> forMenu() {
        return Map.of(GameMenuItem.NEW_GAME, newGame, GameMenuItem.PASTE_POSITION, pastePosition,
                GameMenuItem.EDIT_POSITION, editPosition, GameMenuItem.COPY_MOVES, copyMoves,
                GameMenuItem.UNDO, undo, GameMenuItem.REDO, redo);
    }
}
