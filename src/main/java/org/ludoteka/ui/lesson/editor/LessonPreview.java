package org.ludoteka.ui.lesson.editor;

import java.awt.Component;
import java.awt.Dimension;
import javax.swing.JDialog;
import javax.swing.SwingUtilities;
import org.ludoteka.lesson.Lesson;
import org.ludoteka.lesson.LessonReplay;
import org.ludoteka.ui.Dialogs;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.lesson.LessonBoard;
import org.ludoteka.ui.lesson.LessonScreen;

/**
 * The lesson being recorded as the learner will see it: the real lesson screen, on a board of its
 * own, in a dialog. Nothing is remembered of the steps the teacher goes through; leaving the
 * lesson (or Escape) closes the preview.
 */
final class LessonPreview {
    private LessonPreview() {
    }

    static void show(Component parent, Localizer localizer, LessonReplay<?, ?> replay, LessonBoard<?, ?> board, int start) {
        JDialog dialog = new JDialog(windowOf(parent), localizer.text("window.editor.previewTitle"),
                JDialog.DEFAULT_MODALITY_TYPE);
        dialog.setName("lessonPreview");
        dialog.setDefaultCloseOperation(JDialog.DISPOSE_ON_CLOSE);
        LessonScreen screen = new LessonScreen(localizer, new LessonScreen.KeepingNothing() {
            @Override
            public void leave(Lesson lesson) {
                dialog.dispose();
            }
        });
        screen.open(replay, board, start);
        dialog.setContentPane(screen);
        Dialogs.closeWithEscape(dialog);
        Dimension owner = windowOf(parent).getSize();
        screen.setPreferredSize(new Dimension(owner.width * 9 / 10, owner.height * 9 / 10));
        Dialogs.showCentred(dialog, parent);
        screen.close();
    }

    /** The window {@code parent} is, or is in: the editor opens its dialogs over itself. */
    private static java.awt.Window windowOf(Component parent) {
        return parent instanceof java.awt.Window window ? window : SwingUtilities.getWindowAncestor(parent);
    }
}
