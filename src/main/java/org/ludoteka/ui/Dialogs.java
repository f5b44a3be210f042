package org.ludoteka.ui;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.KeyboardFocusManager;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
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
        JOptionPane pane = new JOptionPane(question, JOptionPane.QUESTION_MESSAGE, JOptionPane.DEFAULT_OPTION,
                null, answers, answers[0]);
        show(pane, parent, title);
        return Arrays.asList(answers).indexOf(pane.getValue());
    }

    /**
     * Asks a question whose safe answer is no: {@code no} has the focus and is the default button, so that Enter or
     * closing the dialog does nothing; true only when {@code yes} is chosen.
     */
    public static boolean confirm(Component parent, String title, String question, String yes, String no) {
        JOptionPane pane = new JOptionPane(question, JOptionPane.QUESTION_MESSAGE, JOptionPane.DEFAULT_OPTION,
                null, new String[] {yes, no}, no);
        show(pane, parent, title);
        return yes.equals(pane.getValue());
    }

    /** Asks before a game in progress is dropped, Enter or closing the dialog keeping it; true when the user agrees. */
    public static boolean agreeToAbandon(Component parent, Localizer localizer) {
        return confirm(parent, localizer.text("app.title"), localizer.text("window.abandon.question"),
                localizer.text("window.abandon.yes"), localizer.text("window.abandon.no"));
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
        // as JOptionPane's own dialogs do: once the dialog has the focus, it goes to the pane's initial answer
        dialog.addWindowFocusListener(new WindowAdapter() {
            private boolean focused;

            @Override
            public void windowGainedFocus(WindowEvent e) {
                if (!focused) {
                    focused = true;
                    pane.selectInitialValue();
                }
            }
        });
        showCentred(dialog, parent);
    }
}
