package org.ludoteka.ui;

import java.awt.event.KeyEvent;

/** The items of the Game menu that act on the game shown, in the menu's order, each with its name, text and shortcut. */
public enum GameMenuItem {
    NEW_GAME("newGameItem", "window.action.newGame", KeyEvent.VK_N),
    OPEN_RECORD("openRecordItem", "window.action.openRecord", KeyEvent.VK_O),
    SAVE_RECORD("saveRecordItem", "window.action.saveRecord", KeyEvent.VK_S),
    PASTE_POSITION("pastePositionItem", "window.action.pastePosition", 0),
    EDIT_POSITION("editPositionItem", "window.action.editPosition", 0),
    COPY_MOVES("copyMovesItem", "window.action.copyMoves", 0),
    REVIEW("reviewItem", "window.action.review", 0),
    UNDO("undoItem", "window.action.undo", KeyEvent.VK_Z),
    REDO("redoItem", "window.action.redo", KeyEvent.VK_Y);

    private final String componentName;
    private final String key;
    private final int shortcut;

    GameMenuItem(String componentName, String key, int shortcut) {
        this.componentName = componentName;
        this.key = key;
        this.shortcut = shortcut;
    }

    /** The menu item's component name, by which tests find it. */
    String componentName() {
        return componentName;
    }

    /** The bundle key of its text (and of its tooltip, with {@code .tip}). */
    String key() {
        return key;
    }

    /** The key pressed with Ctrl that chooses it; 0 for none. */
    int shortcut() {
        return shortcut;
    }
}
