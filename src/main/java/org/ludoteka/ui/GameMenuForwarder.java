package org.ludoteka.ui;

import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.beans.PropertyChangeListener;
import java.util.Optional;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.KeyStroke;

/**
 * One Game-menu item's action: it runs the shown game's own action for that item and is enabled
 * exactly when that action is; with no game shown, or one that cannot do it, it is switched off.
 */
final class GameMenuForwarder extends AbstractAction {
    private final GameMenuItem item;
    private final PropertyChangeListener followEnabled = e -> {
        if ("enabled".equals(e.getPropertyName())) {
            setEnabled(Boolean.TRUE.equals(e.getNewValue()));
        }
    };
    private Action target;

    GameMenuForwarder(Localizer localizer, GameMenuItem item) {
        this.item = item;
        localizer.bindAction(this, item.key());
        if (item.shortcut() != 0) {
            putValue(ACCELERATOR_KEY, KeyStroke.getKeyStroke(item.shortcut(), InputEvent.CTRL_DOWN_MASK));
        }
        setEnabled(false);
    }

    /** From now on acts on {@code shown}'s game; none when no game is shown. */
    void actOn(Optional<GameMenuTarget> shown) {
        if (target != null) {
            target.removePropertyChangeListener(followEnabled);
        }
        target = shown.map(screen -> screen.gameMenuActions().get(item)).orElse(null);
        if (target != null) {
            target.addPropertyChangeListener(followEnabled);
        }
        setEnabled(target != null && target.isEnabled());
    }

    @Override
    public void actionPerformed(ActionEvent e) {
        if (target != null && target.isEnabled()) {
            target.actionPerformed(e);
        }
    }
}
