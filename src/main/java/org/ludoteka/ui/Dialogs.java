package org.ludoteka.ui;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.GraphicsConfiguration;
import java.awt.Insets;
import java.awt.Toolkit;
import java.awt.KeyboardFocusManager;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.beans.PropertyChangeEvent;
import java.util.Arrays;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.KeyStroke;
import javax.swing.JScrollPane;
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
        Window owner = windowOf(parent);
        Rectangle free = freeArea(owner != null ? owner.getGraphicsConfiguration() : dialog.getGraphicsConfiguration());
        Dimension size = dialog.getPreferredSize();
        if (size.width > free.width || size.height > free.height) {
            // taller or wider than the screen, e.g. the settings at 200 %: what it holds scrolls, its buttons included
            JScrollPane scroll = new JScrollPane(dialog.getContentPane());
            scroll.setName("dialogScroll");
            scroll.setBorder(BorderFactory.createEmptyBorder());
            scroll.getVerticalScrollBar().setUnitIncrement(24);
            dialog.setContentPane(scroll);
            size = dialog.getPreferredSize();
            size = new Dimension(Math.min(size.width + scroll.getVerticalScrollBar().getPreferredSize().width, free.width),
                    Math.min(size.height, free.height));
        }
        Rectangle area = owner != null && owner.isShowing() ? owner.getBounds() : free;
        Rectangle placed = inside(new Rectangle(area.x + (area.width - size.width) / 2, area.y + (area.height - size.height) / 2,
                size.width, size.height), free);
        dialog.setLocation(placed.x, placed.y);
        dialog.pack();
        if (!dialog.getSize().equals(placed.getSize())) {
            dialog.setSize(placed.getSize());
        }
        dialog.setVisible(true);
        if (dialog.isModal() && focused != null && focused.isShowing()) {
            focused.requestFocus();
        }
    }

    /**
     * A dialog over {@code parent}'s window that is made once and kept between showings: closing it only hides it,
     * so that it comes back as it was. Show it with {@link #showKept}.
     */
    public static JDialog kept(Component parent, String name) {
        JDialog dialog = new JDialog(SwingUtilities.getWindowAncestor(parent));
        dialog.setName(name);
        dialog.setDefaultCloseOperation(JDialog.HIDE_ON_CLOSE);
        return dialog;
    }

    /** Shows a {@link #kept} dialog: centred over {@code parent} the {@code first} time, after that where it was left. */
    public static void showKept(JDialog dialog, Component parent, boolean first) {
        if (first) {
            showCentred(dialog, parent);
        } else {
            dialog.setVisible(true);
        }
    }

    /** Esc closes {@code dialog}, as closing its window does. */
    public static void closeWithEscape(JDialog dialog) {
        dialog.getRootPane().registerKeyboardAction(e -> dialog.dispose(), KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0),
                JComponent.WHEN_IN_FOCUSED_WINDOW);
    }

    /** The screen's room for windows: all of it but the task bars. */
    public static Rectangle freeArea(GraphicsConfiguration screen) {
        Rectangle bounds = screen.getBounds();
        Insets taken = Toolkit.getDefaultToolkit().getScreenInsets(screen);
        return new Rectangle(bounds.x + taken.left, bounds.y + taken.top, bounds.width - taken.left - taken.right,
                bounds.height - taken.top - taken.bottom);
    }

    /** {@code window} no larger than {@code free} and moved, as little as it takes, to lie wholly inside it. */
    public static Rectangle inside(Rectangle window, Rectangle free) {
        int width = Math.min(window.width, free.width);
        int height = Math.min(window.height, free.height);
        int x = Math.max(free.x, Math.min(window.x, free.x + free.width - width));
        int y = Math.max(free.y, Math.min(window.y, free.y + free.height - height));
        return new Rectangle(x, y, width, height);
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

    /**
     * Shows {@code chooser} in a dialog of our own named {@code name}, placed before it is shown (a
     * chooser's own {@code showOpenDialog} is placed by a window manager, which may be absent), and
     * returns what {@code approved} makes of the chooser once its Open or Save is pressed; empty when
     * it is cancelled or closed.
     */
    public static <T> java.util.Optional<T> choose(Component parent, javax.swing.JFileChooser chooser, String title, String name,
                                                   java.util.function.Function<javax.swing.JFileChooser, T> approved) {
        JDialog dialog = new JDialog(windowOf(parent), title, JDialog.DEFAULT_MODALITY_TYPE);
        dialog.setName(name);
        dialog.setDefaultCloseOperation(JDialog.DISPOSE_ON_CLOSE);
        dialog.setContentPane(chooser);
        java.util.List<T> chosen = new java.util.ArrayList<>(1);
        chooser.addActionListener(e -> {
            if (javax.swing.JFileChooser.APPROVE_SELECTION.equals(e.getActionCommand())) {
                T made = approved.apply(chooser);
                if (made != null) {
                    chosen.add(made);
                }
            }
            dialog.dispose();
        });
        showCentred(dialog, parent);
        return chosen.stream().findFirst();
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
