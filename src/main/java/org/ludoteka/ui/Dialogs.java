package org.ludoteka.ui;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.KeyboardFocusManager;
import java.awt.Rectangle;
import java.awt.Window;
import java.beans.PropertyChangeEvent;
import java.util.Arrays;
import javax.swing.JDialog;
import javax.swing.JOptionPane;
import javax.swing.SwingUtilities;
import org.ludoteka.play.MatchSetup;
import org.ludoteka.play.Session;

/**
 * Modal dialogs placed before they are shown. {@link JOptionPane}'s own dialogs pack and then move
 * the window; without a window manager (Xvfb) AWT can then believe a stale position and robot
 * clicks miss (STACK.md §5.1), so every dialog here is placed first and packed after.
 */
public final class Dialogs {
    private Dialogs() {
    }

    /**
     * Centres {@code dialog} on {@code parent}'s window, then packs and shows it (blocking while it
     * is modal). A modal dialog gives the focus back to what had it, e.g. the button that opened it,
     * so that a keyboard user goes on from where they were (a window manager may not do it).
     */
    public static void showCentred(JDialog dialog, Component parent) {
        Component focused = KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
        Dimension size = dialog.getPreferredSize();
        Window owner = windowOf(parent);
        Rectangle area = owner != null && owner.isShowing() ? owner.getBounds()
                : dialog.getGraphicsConfiguration().getBounds();
        dialog.setLocation(area.x + Math.max(0, (area.width - size.width) / 2),
                area.y + Math.max(0, (area.height - size.height) / 2));
        dialog.pack();
        dialog.setVisible(true);
        if (dialog.isModal() && focused != null && focused.isShowing()) {
            focused.requestFocus();
        }
    }

    /** Asks a question with named answers; the index of the answer, or -1 when the dialog is closed. */
    public static int choose(Component parent, String title, String question, String... answers) {
        return choose(parent, title, question, 0, answers);
    }

    /** Asks {@code question} with {@code answers}, the one at {@code focused} taking Enter: the safe one where an answer loses something. */
    public static int choose(Component parent, String title, String question, int focused, String... answers) {
        JOptionPane pane = new JOptionPane(question, JOptionPane.QUESTION_MESSAGE, JOptionPane.DEFAULT_OPTION,
                null, answers, answers[focused]);
        show(pane, parent, title);
        return Arrays.asList(answers).indexOf(pane.getValue());
    }

    /** Asks before a game in progress is dropped, Enter keeping it; true when the user agrees. */
    public static boolean agreeToAbandon(Component parent, Localizer localizer) {
        return choose(parent, localizer.text("app.title"), localizer.text("window.abandon.question"), 1,
                localizer.text("window.abandon.yes"), localizer.text("window.abandon.no")) == 0;
    }

    /** Begins {@code setup} in {@code session} unless the user keeps the game in progress; true when begun. */
    public static <P> boolean beginUnlessKept(Component parent, Localizer localizer, Session<P, ?> session, MatchSetup<P> setup) {
        if (session.inProgress() && !agreeToAbandon(parent, localizer)) {
            return false;
        }
        session.begin(setup);
        return true;
    }

    public static void tell(Component parent, String title, String message, int messageType) {
        show(new JOptionPane(message, messageType), parent, title);
    }

    private static Window windowOf(Component parent) {
        return parent == null || parent instanceof Window ? (Window) parent : SwingUtilities.getWindowAncestor(parent);
    }

    private static void show(JOptionPane pane, Component parent, String title) {
        Window owner = windowOf(parent);
        JDialog dialog = new JDialog(owner, title, JDialog.DEFAULT_MODALITY_TYPE);
        dialog.setName("optionDialog");
        dialog.setContentPane(pane);
        dialog.setDefaultCloseOperation(JDialog.DISPOSE_ON_CLOSE);
        pane.addPropertyChangeListener(JOptionPane.VALUE_PROPERTY, (PropertyChangeEvent e) -> dialog.dispose());
        showCentred(dialog, parent);
    }
}
