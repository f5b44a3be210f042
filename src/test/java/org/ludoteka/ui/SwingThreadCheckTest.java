package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.Callable;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;

/** The thread check itself: a component changed off the event thread fails the test, from any thread; on it, nothing does. */
class SwingThreadCheckTest {
    private final SwingThreadCheck check = new SwingThreadCheck();

    @Test
    void aLabelChangedOnABackgroundThreadFailsTheTest() throws Exception {
        check.beforeEach(null);
        JLabel label = onTheEventThread(() -> new JLabel("before"));
        Thread thinking = new Thread(() -> label.setText("after"), "thinking");
        thinking.start();
        thinking.join();

        assertThatThrownBy(() -> check.afterEach(null)).isInstanceOf(AssertionError.class)
                .hasMessageContaining("thread 'thinking'").hasMessageContaining("javax.swing.JLabel").hasMessageContaining("setText");
    }

    @Test
    void aLabelChangedOnTheEventThreadAndARepaintFromAnywherePass() throws Exception {
        check.beforeEach(null);
        JLabel label = onTheEventThread(() -> new JLabel("before"));
        SwingUtilities.invokeAndWait(() -> label.setText("after"));
        label.repaint();

        assertThatCode(() -> check.afterEach(null)).doesNotThrowAnyException();
    }

    private static <T> T onTheEventThread(Callable<T> make) throws Exception {
        Object[] made = new Object[1];
        SwingUtilities.invokeAndWait(() -> {
            try {
                made[0] = make.call();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        @SuppressWarnings("unchecked")
        T result = (T) made[0];
        return result;
    }
}
