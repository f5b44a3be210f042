package org.ludoteka.ui;

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
record LoaActions(Action newGame, Action rematch, Action pastePosition, Action editPosition, Action copyMoves,
                  Action undo, Action redo, Action pass, Action clearBoard, Action startPosition, Action playFromHere,
                  Action cancelEdit) {

    static final int UNDO_KEY = KeyEvent.VK_Z;
    static final int REDO_KEY = KeyEvent.VK_Y;
    static final int NEW_GAME_KEY = KeyEvent.VK_N;

    /** The actions the Game menu lists, in its order, by the names of their menu items. */
    Map<String, Action> forMenu() {
        Map<String, Action> items = new LinkedHashMap<>();
        items.put("newGameItem", newGame);
        items.put("pastePositionItem", pastePosition);
        items.put("editPositionItem", editPosition);
        items.put("copyMovesItem", copyMoves);
        items.put("undoItem", undo);
        items.put("redoItem", redo);
        return items;
    }

    /** An action named by {@code key} (its tooltip by {@code key.tip}) that runs {@code task}. */
    static Action create(Localizer localizer, String key, Runnable task) {
        Action action = plain(task);
        localizer.bindAction(action, key);
        return action;
    }

    /** An action without a name of its own, e.g. for a key. */
    static Action plain(Runnable task) {
        return new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                task.run();
            }
        };
    }

    static Action withShortcut(Action action, int keyCode) {
        action.putValue(Action.ACCELERATOR_KEY, KeyStroke.getKeyStroke(keyCode, InputEvent.CTRL_DOWN_MASK));
        return action;
    }
}
