package org.ludoteka.ui.lesson.editor;

import java.io.File;
import java.nio.file.Path;
import java.util.Optional;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.SwingUtilities;
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
        JDialog dialog = new JDialog(windowOf(parent),
                localizer.text(save ? "window.editor.saveTitle" : "window.editor.openTitle"), JDialog.DEFAULT_MODALITY_TYPE);
        dialog.setName("lessonFileDialog");
        dialog.setDefaultCloseOperation(JDialog.DISPOSE_ON_CLOSE);
        dialog.setContentPane(chooser);
        Path[] chosen = new Path[1];
        chooser.addActionListener(e -> {
            if (JFileChooser.APPROVE_SELECTION.equals(e.getActionCommand()) && chooser.getSelectedFile() != null) {
                Path file = chooser.getSelectedFile().toPath();
                String fileName = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
                chosen[0] = save && !fileName.endsWith(".yaml") && !fileName.endsWith(".yml")
                        ? file.resolveSibling(file.getFileName() + ".yaml") : file;
            }
            dialog.dispose();
        });
        Dialogs.showCentred(dialog, parent);
        return Optional.ofNullable(chosen[0]);
    }

    /** The window {@code parent} is, or is in: the editor opens its dialogs over itself. */
    private static java.awt.Window windowOf(Component parent) {
        return parent instanceof java.awt.Window window ? window : SwingUtilities.getWindowAncestor(parent);
    }
}
