package org.ludoteka.ui.lesson;

import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.Dialogs;
import java.awt.Component;
import java.nio.file.Path;
import java.util.Optional;
import javax.swing.JFileChooser;

/**
 * Asks for a folder of lesson files. The file chooser sits in a dialog of our own rather than its
 * own {@code showOpenDialog}, so that it is placed before it is shown (see {@link Dialogs}); its
 * buttons speak the window's language through the {@code swing.FileChooser.*} keys.
 */
public final class LessonFolderDialog {
    private LessonFolderDialog() {
    }

    public static Optional<Path> ask(Component parent, Localizer localizer) {
        JFileChooser chooser = new JFileChooser();
        chooser.setName("lessonFolderChooser");
        chooser.setFileSelectionMode(JFileChooser.DIRECTORIES_ONLY);
        chooser.setDialogType(JFileChooser.OPEN_DIALOG);
        // with no folder picked in the list, the folder being looked at is the one meant
        return Dialogs.choose(parent, chooser, localizer.text("window.lessons.folderTitle"), "lessonFolderDialog",
                approved -> (approved.getSelectedFile() != null ? approved.getSelectedFile() : approved.getCurrentDirectory()).toPath());
    }
}
