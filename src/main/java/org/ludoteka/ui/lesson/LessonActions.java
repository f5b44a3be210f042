package org.ludoteka.ui.lesson;

import org.ludoteka.ui.Actions;
import org.ludoteka.ui.HelpShortcuts;
import org.ludoteka.ui.Localizer;
import java.util.List;
import java.awt.event.KeyEvent;
import java.util.Map;
import javax.swing.Action;
import javax.swing.JComponent;
import javax.swing.KeyStroke;

/**
 * What can be done in a lesson, each once as an {@link Action} shared by the buttons and the keys.
 * A teacher's clicker sends Page Down and Page Up, a keyboard the arrows: both go on and back.
 */
record LessonActions(Action hint, Action solution, Action previous, Action next, Action finish, Action nextLesson, Action back,
                     Action pauseClock, Action stepClock, Action replayClock, Action classMode) {

    /** Binds the keys for the whole window, as long as {@code screen} is showing. */
    void bindKeys(JComponent screen, Runnable goOn, Runnable goBack, Runnable leave) {
        Map<Integer, Runnable> keys = Map.of(
                KeyEvent.VK_RIGHT, goOn, KeyEvent.VK_PAGE_DOWN, goOn,
                KeyEvent.VK_LEFT, goBack, KeyEvent.VK_PAGE_UP, goBack,
                KeyEvent.VK_ESCAPE, leave);
        keys.forEach((key, task) -> bindKey(screen, key, task));
    }

    /**
     * Binds the class mode's keys: Q puts the question to the class and takes it back, N sets it again for the
     * class's next proposal (letters the presentation mode leaves alone, so they work on the projector).
     */
    void bindClassKeys(JComponent screen, Runnable toggle, Runnable again) {
        bindKey(screen, KeyEvent.VK_Q, toggle);
        bindKey(screen, KeyEvent.VK_N, again);
    }

    /** The lesson screen's keys for Help ▸ Keyboard shortcuts, the same keys {@link #bindKeys} and {@link #bindClassKeys} bind. */
    static List<HelpShortcuts.Row> helpRows(Localizer localizer) {
        return List.of(
                row(localizer, "help.lesson.next", KeyEvent.VK_RIGHT, KeyEvent.VK_PAGE_DOWN),
                row(localizer, "help.lesson.back", KeyEvent.VK_LEFT, KeyEvent.VK_PAGE_UP),
                row(localizer, "help.lesson.leave", KeyEvent.VK_ESCAPE),
                row(localizer, "help.lesson.classMode", KeyEvent.VK_Q),
                row(localizer, "help.lesson.classAgain", KeyEvent.VK_N));
    }

    private static HelpShortcuts.Row row(Localizer localizer, String whatKey, Integer... keys) {
        return new HelpShortcuts.Row(java.util.Arrays.stream(keys).map(KeyEvent::getKeyText).collect(java.util.stream.Collectors.joining(", ")),
                localizer.text("help.lesson", localizer.text(whatKey)));
    }

    private static void bindKey(JComponent screen, int key, Runnable task) {
        String name = "lessonKey" + key;
        screen.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(KeyStroke.getKeyStroke(key, 0), name);
        screen.getActionMap().put(name, Actions.plain(task));
    }
}
