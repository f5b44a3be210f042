package org.ludoteka.ui.loa;

import org.ludoteka.ui.Localizer;
import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.KeyStroke;

/**
 * What can be done with a Lines of Action game, each once as an {@link Action} shared by the Game
 * menu and the buttons beside the board, so both are named, enabled and re-localized together.
 */
public record LoaActions(Action newGame, Action rematch, Action pastePosition, Action editPosition, Action copyMoves,
                  Action undo, Action redo, Action pass, Action clearBoard, Action startPosition, Action playFromHere,
                  Action cancelEdit) {

    static final int UNDO_KEY = KeyEvent.VK_Z;
    static final int REDO_KEY = KeyEvent.VK_Y;
    static final int NEW_GAME_KEY = KeyEvent.VK_N;

    /** The actions the Game menu lists, in its order, by the names of their menu items. */
    public Map<String, Action> forMenu() {
        Map<String, Action> items = new LinkedHashMap<>();
        items.put("newGameItem", newGame);
        items.put("pastePositionItem", pastePosition);
        items.put("editPositionItem", editPosition);
        items.put("copyMovesItem", copyMoves);
        items.put("undoItem", undo);
        items.put("redoItem", redo);
        return items;
    }
}
