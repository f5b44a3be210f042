package org.ludoteka.ui;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import javax.swing.JComponent;
import javax.swing.RepaintManager;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Fails a window test in which a Swing component was touched off the event thread, from whatever
 * thread (the test's own, the computer's thinking, a loader): a checking repaint manager records
 * every such call during the test, and the test fails after it with the first call's stack.
 * {@code repaint()} alone is thread-safe and allowed, as in AssertJ Swing's
 * FailOnThreadViolationRepaintManager, whose check this follows; that one throws in the offending
 * thread instead, which a background thread would swallow.
 */
public final class SwingThreadCheck implements BeforeEachCallback, AfterEachCallback {
    private static final Checking CHECKING = new Checking();
    private RepaintManager before;

    @Override
    public void beforeEach(ExtensionContext context) {
        before = RepaintManager.currentManager(null);
        CHECKING.takeViolations();
        RepaintManager.setCurrentManager(CHECKING);
    }

    @Override
    public void afterEach(ExtensionContext context) {
        RepaintManager.setCurrentManager(before == CHECKING ? null : before);
        List<Violation> found = CHECKING.takeViolations();
        if (!found.isEmpty()) {
            throw new AssertionError(found.size() + " Swing call(s) off the event thread; the first, on thread '"
                    + found.get(0).thread + "', to " + found.get(0).component + ":\n" + found.get(0).stack);
        }
    }

    private record Violation(String thread, String component, String stack) {
    }

    private static final class Checking extends RepaintManager {
        private final List<Violation> violations = new ArrayList<>();

        @Override
        public void addInvalidComponent(JComponent component) {
            check(component);
            super.addInvalidComponent(component);
        }

        @Override
        public void addDirtyRegion(JComponent component, int x, int y, int w, int h) {
            check(component);
            super.addDirtyRegion(component, x, y, w, h);
        }

        synchronized List<Violation> takeViolations() {
            List<Violation> taken = List.copyOf(violations);
            violations.clear();
            return taken;
        }

        private void check(JComponent component) {
            if (SwingUtilities.isEventDispatchThread()) {
                return;
            }
            StackTraceElement[] stack = Thread.currentThread().getStackTrace();
            boolean repaint = false;
            boolean fromSwing = false;
            boolean imageUpdate = false;
            for (StackTraceElement frame : stack) {
                if (repaint && frame.getClassName().startsWith("javax.swing.") && !frame.getClassName().startsWith("javax.swing.SwingWorker")) {
                    fromSwing = true;
                }
                if (repaint && frame.getMethodName().equals("imageUpdate")) {
                    imageUpdate = true;
                }
                if (frame.getMethodName().equals("repaint")) {
                    repaint = true;
                    fromSwing = false;
                }
            }
            if (imageUpdate || (repaint && !fromSwing)) {
                return;
            }
            String trace = Arrays.stream(stack).skip(2).map(frame -> "\tat " + frame).collect(Collectors.joining("\n"));
            synchronized (this) {
                violations.add(new Violation(Thread.currentThread().getName(), component.getClass().getName(), trace));
            }
        }
    }
}
