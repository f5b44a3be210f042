package org.ludoteka.ui;

import java.util.Map;
import javax.swing.Action;

/**
 * A game's screen the Game menu acts on while it is shown: it hands over its own action for each
 * item it can do, so the menu does what its buttons do and is switched on and off with them.
 */
public interface GameMenuTarget {

    /** The screen's action for each Game-menu item it can do; an item left out is switched off while it is shown. */
    Map<GameMenuItem, Action> gameMenuActions();
}
