package org.ludoteka.ui;

import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.KeyStroke;

/** Actions of every screen: named by a bundle key and re-localized with the language, or plain for a key binding. */
public final class Actions {
    private Actions() {
    }

    /** An action named by {@code key} (its tooltip by {@code key.tip}) that runs {@code task}. */
    public static Action create(Localizer localizer, String key, Runnable task) {
        Action action = plain(task);
        localizer.bindAction(action, key);
        return action;
    }

    /** An action without a name of its own, e.g. for a key. */
    public static Action plain(Runnable task) {
        return new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                task.run();
            }
        };
    }

    /** Runs {@code action} if it is enabled, as its button would; false when it is not. */
    public static boolean runIfEnabled(Action action) {
        if (!action.isEnabled()) {
            return false;
        }
        action.actionPerformed(new ActionEvent(action, ActionEvent.ACTION_PERFORMED, null));
        return true;
    }

    public static Action withShortcut(Action action, int keyCode) {
        action.putValue(Action.ACCELERATOR_KEY, KeyStroke.getKeyStroke(keyCode, InputEvent.CTRL_DOWN_MASK));
        return action;
    }
}
