package org.ludoteka.ui.lesson;

import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.Dialogs;
import java.awt.Component;
import java.io.File;
import java.nio.file.Path;
import java.util.Optional;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.SwingUtilities;

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
        JDialog dialog = new JDialog(SwingUtilities.getWindowAncestor(parent), localizer.text("window.lessons.folderTitle"),
                JDialog.DEFAULT_MODALITY_TYPE);
        dialog.setName("lessonFolderDialog");
        dialog.setDefaultCloseOperation(JDialog.DISPOSE_ON_CLOSE);
        dialog.setContentPane(chooser);
        Path[] chosen = new Path[1];
        chooser.addActionListener(e -> {
            if (JFileChooser.APPROVE_SELECTION.equals(e.getActionCommand())) {
                // with no folder picked in the list, the folder being looked at is the one meant
                File folder = chooser.getSelectedFile() != null ? chooser.getSelectedFile() : chooser.getCurrentDirectory();
                chosen[0] = folder.toPath();
            }
            dialog.dispose();
        });
        Dialogs.showCentred(dialog, parent);
        return Optional.ofNullable(chosen[0]);
    }
}
