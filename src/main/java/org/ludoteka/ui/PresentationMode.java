package org.ludoteka.ui;

import java.awt.AWTEvent;
import java.awt.Component;
import java.awt.Cursor;
import java.awt.GraphicsDevice;
import java.awt.KeyEventDispatcher;
import java.awt.KeyboardFocusManager;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Toolkit;
import java.awt.event.AWTEventListener;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import javax.swing.UIManager;
import javax.swing.text.JTextComponent;

/**
 * Presentation mode, for a teacher at a projector: the window fills the screen, the menus and the
 * game list go away, and the boards draw their coordinates large. The presenter's keys work on
 * whatever is shown ({@link Presentable}): Page Down, → and the space bar go on, Page Up and ← go
 * back, B or . blanks the screen until any key, H hides or shows the column beside the board
 * (whose room is kept, so the board never moves), and Esc leaves. F5 and F11 go in and out from
 * anywhere. The pointer hides when it stands still; holding S (or the right button
 * beside the board, since on it the button draws) lights up the cell it points at and darkens the rest.
 */
final class PresentationMode implements KeyEventDispatcher, AWTEventListener {
    private static final int STILL_POINTER_MILLIS = 2000;
    /** The presenter's keys as Help lists them: their codes and the bundle key of what they do, as {@link #pressed} reads them. */
    static final List<HelpShortcuts.Keys> KEYS = List.of(
            new HelpShortcuts.Keys(List.of(KeyEvent.VK_F5, KeyEvent.VK_F11), "help.present.toggle"),
            new HelpShortcuts.Keys(List.of(KeyEvent.VK_ESCAPE), "help.present.leave"),
            new HelpShortcuts.Keys(List.of(KeyEvent.VK_PAGE_DOWN, KeyEvent.VK_RIGHT, KeyEvent.VK_SPACE), "help.present.next"),
            new HelpShortcuts.Keys(List.of(KeyEvent.VK_PAGE_UP, KeyEvent.VK_LEFT), "help.present.back"),
            new HelpShortcuts.Keys(List.of(KeyEvent.VK_B, KeyEvent.VK_PERIOD), "help.present.blank"),
            new HelpShortcuts.Keys(List.of(KeyEvent.VK_H), "help.present.column"),
            new HelpShortcuts.Keys(List.of(KeyEvent.VK_S), "help.present.spotlight"));
    private static final Cursor NO_POINTER = Toolkit.getDefaultToolkit().createCustomCursor(
            new BufferedImage(1, 1, BufferedImage.TYPE_INT_ARGB), new Point(0, 0), "none");

    private final JFrame frame;
    private final List<JComponent> hiddenWhilePresenting;
    private final Supplier<Optional<Presentable>> shown;
    private final Consumer<Boolean> changed;
    private final PresenterOverlay overlay = new PresenterOverlay();
    private final Timer stillPointer = new Timer(STILL_POINTER_MILLIS, e -> hidePointer());
    /** The keys pressed that were taken here: their release and their character are taken too. */
    private final Set<Integer> taken = new HashSet<>();
    /** What was hidden on entering because it was on screen, shown again on leaving. */
    private final List<JComponent> hiddenOnEntry = new ArrayList<>();
    /** The columns the teacher hid, shown again on leaving. */
    private final List<JComponent> hiddenColumns = new ArrayList<>();
    private Rectangle windowed;
    private int windowedState;
    private boolean presenting;
    private boolean keyedSpotlight;
    private boolean buttonSpotlight;

    /**
     * Presentation mode for {@code frame}: {@code hiddenWhilePresenting} (the game list, the menus)
     * go while it lasts, the presenter's keys go to what {@code shown} supplies, and {@code changed}
     * hears each entry and exit.
     */
    PresentationMode(JFrame frame, List<JComponent> hiddenWhilePresenting, Supplier<Optional<Presentable>> shown, Consumer<Boolean> changed) {
        this.frame = frame;
        this.hiddenWhilePresenting = List.copyOf(hiddenWhilePresenting);
        this.shown = shown;
        this.changed = changed;
        stillPointer.setRepeats(false);
        frame.setGlassPane(overlay);
        KeyboardFocusManager.getCurrentKeyboardFocusManager().addKeyEventDispatcher(this);
        frame.addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosed(WindowEvent e) {
                // the dispatcher, the listener and the boards' key are global: a closed window must not keep them
                if (presenting) {
                    UIManager.put(BoardComponent.PRESENTING_KEY, null);
                    GraphicsDevice device = frame.getGraphicsConfiguration().getDevice();
                    if (device.getFullScreenWindow() == frame) {
                        device.setFullScreenWindow(null);
                    }
                }
                KeyboardFocusManager.getCurrentKeyboardFocusManager().removeKeyEventDispatcher(PresentationMode.this);
                Toolkit.getDefaultToolkit().removeAWTEventListener(PresentationMode.this);
                stillPointer.stop();
            }
        });
    }

    boolean isPresenting() {
        return presenting;
    }

    boolean isBlank() {
        return overlay.isBlank();
    }

    void toggle() {
        if (presenting) {
            leave();
        } else {
            enter();
        }
    }

    void enter() {
        if (presenting) {
            return;
        }
        presenting = true;
        windowed = frame.getBounds();
        windowedState = frame.getExtendedState();
        hiddenWhilePresenting.stream().filter(JComponent::isVisible).forEach(hiddenOnEntry::add);
        hiddenOnEntry.forEach(component -> component.setVisible(false));
        UIManager.put(BoardComponent.PRESENTING_KEY, Boolean.TRUE);
        GraphicsDevice device = frame.getGraphicsConfiguration().getDevice();
        if (device.isFullScreenSupported()) {
            device.setFullScreenWindow(frame);
        } else {
            frame.setBounds(device.getDefaultConfiguration().getBounds());
        }
        overlay.setVisible(true);
        Toolkit.getDefaultToolkit().addAWTEventListener(this, AWTEvent.MOUSE_EVENT_MASK | AWTEvent.MOUSE_MOTION_EVENT_MASK);
        stillPointer.restart();
        relayOut();
        changed.accept(presenting);
    }

    void leave() {
        if (!presenting) {
            return;
        }
        presenting = false;
        Toolkit.getDefaultToolkit().removeAWTEventListener(this);
        stillPointer.stop();
        frame.setCursor(Cursor.getDefaultCursor());
        keyedSpotlight = false;
        buttonSpotlight = false;
        overlay.unblank();
        overlay.spotlight(null);
        overlay.setVisible(false);
        hiddenColumns.forEach(column -> column.setVisible(true));
        hiddenColumns.clear();
        UIManager.put(BoardComponent.PRESENTING_KEY, null);
        GraphicsDevice device = frame.getGraphicsConfiguration().getDevice();
        if (device.getFullScreenWindow() == frame) {
            device.setFullScreenWindow(null);
        }
        hiddenOnEntry.forEach(component -> component.setVisible(true));
        hiddenOnEntry.clear();
        frame.setBounds(windowed);
        frame.setExtendedState(windowedState);
        relayOut();
        changed.accept(presenting);
    }

    /** Hides the column beside the board, or shows it again; its room stays, so the board keeps its place. */
    void toggleSideColumn() {
        shown.get().flatMap(Presentable::sideColumn).ifPresent(column -> {
            boolean hide = column.isVisible();
            column.setVisible(!hide);
            if (hide) {
                hiddenColumns.add(column);
            } else {
                hiddenColumns.remove(column);
            }
        });
    }

    private void relayOut() {
        frame.getRootPane().invalidate();
        frame.validate(); // at once, so that the board has its full-screen size before the next key
        frame.repaint();
    }

    @Override
    public boolean dispatchKeyEvent(KeyEvent e) {
        Component source = e.getComponent();
        if (source == null || (source != frame && SwingUtilities.getWindowAncestor(source) != frame)) {
            return false;
        }
        int code = e.getKeyCode();
        switch (e.getID()) {
            case KeyEvent.KEY_PRESSED -> {
                boolean used = pressed(code, source);
                if (used) {
                    taken.add(code);
                }
                return used;
            }
            case KeyEvent.KEY_RELEASED -> {
                if (code == KeyEvent.VK_S && keyedSpotlight) {
                    keyedSpotlight = false;
                    showSpotlight();
                }
                return taken.remove(code);
            }
            default -> {
                return presenting && !taken.isEmpty() && !typing(source);
            }
        }
    }

    private boolean pressed(int code, Component source) {
        if (code == KeyEvent.VK_F5 || code == KeyEvent.VK_F11) {
            toggle();
            return true;
        }
        if (!presenting || repeated(code)) {
            return false;
        }
        if (overlay.isBlank()) {
            overlay.unblank(); // any key brings the picture back, and does nothing else
            return true;
        }
        if (code == KeyEvent.VK_ESCAPE) {
            leave();
            return true;
        }
        if (typing(source)) {
            return false;
        }
        Optional<Presentable> screen = shown.get();
        return switch (code) {
            case KeyEvent.VK_PAGE_DOWN, KeyEvent.VK_RIGHT, KeyEvent.VK_SPACE -> screen.map(Presentable::goOn).orElse(false);
            case KeyEvent.VK_PAGE_UP, KeyEvent.VK_LEFT -> screen.map(Presentable::goBack).orElse(false);
            case KeyEvent.VK_B, KeyEvent.VK_PERIOD -> {
                overlay.blank();
                yield true;
            }
            case KeyEvent.VK_H -> {
                toggleSideColumn();
                yield true;
            }
            case KeyEvent.VK_S -> {
                keyedSpotlight = true;
                showSpotlight();
                yield true;
            }
            default -> false;
        };
    }

    /** A key held down repeats its press: the spotlight key must not be counted again. */
    private boolean repeated(int code) {
        return code == KeyEvent.VK_S && keyedSpotlight;
    }

    /** Letters typed into a field stay letters. */
    private static boolean typing(Component source) {
        return source instanceof JTextComponent text && text.isEditable();
    }

    @Override
    public void eventDispatched(AWTEvent event) {
        if (!(event instanceof MouseEvent mouse) || !presenting) {
            return;
        }
        Component source = mouse.getComponent();
        if (source == null || (source != frame && SwingUtilities.getWindowAncestor(source) != frame)) {
            return;
        }
        frame.setCursor(Cursor.getDefaultCursor());
        stillPointer.restart();
        overlay.pointAt(SwingUtilities.convertPoint(source, mouse.getPoint(), overlay));
        // on a board the right button draws (BoardDrawingLayer); elsewhere it lights up the spotlight
        if (mouse.getButton() == MouseEvent.BUTTON3 && mouse.getID() == MouseEvent.MOUSE_PRESSED && !(source instanceof BoardComponent)) {
            buttonSpotlight = true;
        } else if (mouse.getButton() == MouseEvent.BUTTON3 && mouse.getID() == MouseEvent.MOUSE_RELEASED) {
            buttonSpotlight = false;
        }
        showSpotlight();
    }

    private void showSpotlight() {
        overlay.spotlight(keyedSpotlight || buttonSpotlight ? frame.getContentPane() : null);
    }

    private void hidePointer() {
        if (presenting) {
            frame.setCursor(NO_POINTER);
        }
    }
}
