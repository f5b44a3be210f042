package org.ludoteka.ui.lesson.editor;

import java.io.File;
import java.nio.file.Path;
import java.util.Optional;
import javax.swing.JFileChooser;
import javax.swing.filechooser.FileNameExtensionFilter;
import java.awt.Component;
import org.ludoteka.ui.Dialogs;
import org.ludoteka.ui.Localizer;

/**
 * Asks for a lesson file to save into or to open, in the teacher's folder. As {@code
 * LessonFolderDialog}, the chooser sits in a dialog of our own, placed before it is shown; a name
 * saved without {@code .yaml} gets it, so that the lessons list finds the file.
 */
final class LessonFileDialog {
    private LessonFileDialog() {
    }

    static Optional<Path> ask(Component parent, Localizer localizer, boolean save, Path folder, String name) {
        JFileChooser chooser = new JFileChooser(folder.toFile());
        chooser.setName("lessonFileChooser");
        chooser.setDialogType(save ? JFileChooser.SAVE_DIALOG : JFileChooser.OPEN_DIALOG);
        chooser.setFileFilter(new FileNameExtensionFilter(localizer.text("window.editor.files"), "yaml", "yml"));
        if (save) {
            chooser.setSelectedFile(new File(folder.toFile(), name));
        }
        String title = localizer.text(save ? "window.editor.saveTitle" : "window.editor.openTitle");
        return Dialogs.choose(parent, chooser, title, "lessonFileDialog", approved -> {
            if (approved.getSelectedFile() == null) {
                return null;
            }
            Path file = approved.getSelectedFile().toPath();
            String fileName = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
            return save && !fileName.endsWith(".yaml") && !fileName.endsWith(".yml") ? file.resolveSibling(file.getFileName() + ".yaml") : file;
        });
    }
}
