package org.ludoteka.ui;

import java.awt.Component;
import java.awt.KeyboardFocusManager;
import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.JComponent;
import javax.swing.KeyStroke;
import javax.swing.text.JTextComponent;

/**
 * A board's own keys (Ta Yü's R, A, B …) bound on the screen around it, so that they work while
 * the keys are elsewhere on that screen — on Hint, Pass or Next just pressed with the mouse — with
 * no click on the board first. The board's own key listener still takes them while it has the keys
 * (a component's listener runs before its ancestors' bindings). A screen that holds several boards
 * (the lesson screen, the puzzle trainer: one per game, one shown at a time) hands a key to the
 * board that is showing; never while a text field has the keys, where the letter is typed.
 */
public final class BoardLetters {
    private static final String PREFIX = "boardLetter ";

    private BoardLetters() {
    }

    /** Binds each of {@code strokes} on {@code screen}: pressed anywhere on it, the stroke goes to {@code keys} as a press on {@code board}. */
    public static void bind(JComponent screen, JComponent board, List<KeyStroke> strokes, Consumer<KeyEvent> keys) {
        for (KeyStroke stroke : strokes) {
            String name = PREFIX + stroke;
            screen.getInputMap(JComponent.WHEN_ANCESTOR_OF_FOCUSED_COMPONENT).put(stroke, name);
            Action bound = screen.getActionMap().get(name);
            Boards boards = bound instanceof Boards already ? already : new Boards();
            boards.add(board, stroke, keys);
            screen.getActionMap().put(name, boards);
        }
    }

    /** The boards one stroke may go to on one screen; the one showing takes it. */
    private static final class Boards extends AbstractAction {
        private record Bound(JComponent board, KeyStroke stroke, Consumer<KeyEvent> keys) {
        }

        private final List<Bound> bound = new ArrayList<>();

        void add(JComponent board, KeyStroke stroke, Consumer<KeyEvent> keys) {
            bound.add(new Bound(board, stroke, keys));
        }

        /**
         * Taken only while a board of this stroke is showing and no text field has the keys: else the
         * key is left to whatever else the window binds it to (a key binding that is accepted is consumed).
         */
        @Override
        public boolean accept(Object sender) {
            Component owner = KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
            return isEnabled() && !(owner instanceof JTextComponent) && showing() != null;
        }

        @Override
        public void actionPerformed(ActionEvent e) {
            Bound one = showing();
            if (one != null) {
                one.keys().accept(new KeyEvent(one.board(), KeyEvent.KEY_PRESSED, e.getWhen(), one.stroke().getModifiers(),
                        one.stroke().getKeyCode(), KeyEvent.CHAR_UNDEFINED));
            }
        }

        private Bound showing() {
            return bound.stream().filter(one -> one.board().isShowing()).findFirst().orElse(null);
        }
    }
}
