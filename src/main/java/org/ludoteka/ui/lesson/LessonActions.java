package org.ludoteka.ui.lesson;

import org.ludoteka.ui.Actions;
import org.ludoteka.ui.HelpShortcuts;
import org.ludoteka.ui.Localizer;
import java.util.List;
import java.awt.event.KeyEvent;
import javax.swing.Action;
import javax.swing.JComponent;
import javax.swing.KeyStroke;

/**
 * What can be done in a lesson, each once as an {@link Action} shared by the buttons and the keys.
 * A teacher's clicker sends Page Down and Page Up, a keyboard the arrows: both go on and back.
 */
record LessonActions(Action hint, Action solution, Action previous, Action next, Action finish, Action nextLesson, Action back,
                     Action pauseClock, Action stepClock, Action replayClock, Action classMode) {

    /** The keys of the lesson screen, bound by {@link #bindKeys} and {@link #bindClassKeys} and listed by {@link #helpRows}. */
    private static final List<Integer> GO_ON = List.of(KeyEvent.VK_RIGHT, KeyEvent.VK_PAGE_DOWN);
    private static final List<Integer> GO_BACK = List.of(KeyEvent.VK_LEFT, KeyEvent.VK_PAGE_UP);
    private static final List<Integer> LEAVE = List.of(KeyEvent.VK_ESCAPE);
    private static final List<Integer> CLASS_MODE = List.of(KeyEvent.VK_Q);
    private static final List<Integer> CLASS_AGAIN = List.of(KeyEvent.VK_N);

    /** Binds the keys for the whole window, as long as {@code screen} is showing. */
    void bindKeys(JComponent screen, Runnable goOn, Runnable goBack, Runnable leave) {
        GO_ON.forEach(key -> bindKey(screen, key, goOn));
        GO_BACK.forEach(key -> bindKey(screen, key, goBack));
        LEAVE.forEach(key -> bindKey(screen, key, leave));
    }

    /**
     * Binds the class mode's keys: Q puts the question to the class and takes it back, N sets it again for the
     * class's next proposal (letters the presentation mode leaves alone, so they work on the projector).
     */
    void bindClassKeys(JComponent screen, Runnable toggle, Runnable again) {
        CLASS_MODE.forEach(key -> bindKey(screen, key, toggle));
        CLASS_AGAIN.forEach(key -> bindKey(screen, key, again));
    }

    /** The lesson screen's keys for Help ▸ Keyboard shortcuts, the same keys {@link #bindKeys} and {@link #bindClassKeys} bind. */
    static List<HelpShortcuts.Row> helpRows(Localizer localizer) {
        return List.of(row(localizer, "help.lesson.next", GO_ON), row(localizer, "help.lesson.back", GO_BACK),
                row(localizer, "help.lesson.leave", LEAVE), row(localizer, "help.lesson.classMode", CLASS_MODE),
                row(localizer, "help.lesson.classAgain", CLASS_AGAIN));
    }

    private static HelpShortcuts.Row row(Localizer localizer, String whatKey, List<Integer> keys) {
        return new HelpShortcuts.Row(keys.stream().map(KeyEvent::getKeyText).collect(java.util.stream.Collectors.joining(", ")),
                localizer.text("help.lesson", localizer.text(whatKey)));
    }

    private static void bindKey(JComponent screen, int key, Runnable task) {
        String name = "lessonKey" + key;
        screen.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(KeyStroke.getKeyStroke(key, 0), name);
        screen.getActionMap().put(name, Actions.plain(task));
    }
}
