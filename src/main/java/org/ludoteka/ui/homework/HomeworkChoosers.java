package org.ludoteka.ui.homework;

import java.awt.Component;
import java.io.File;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javax.swing.JFileChooser;
import javax.swing.filechooser.FileNameExtensionFilter;
import org.ludoteka.ui.Localizer;

/** The file choosers of the homework: each named for the tests, filtered to its kind of file, the extension added on save. */
final class HomeworkChoosers {

    private HomeworkChoosers() {
    }

    /** A file to write, {@code extension} added when the name has none. */
    static Optional<Path> save(Component parent, Localizer localizer, String name, String filterKey, String extension, String suggested) {
        JFileChooser chooser = chooser(localizer, name, filterKey, extension);
        if (!suggested.isBlank()) {
            chooser.setSelectedFile(new File(suggested + "." + extension));
        }
        if (chooser.showSaveDialog(parent) != JFileChooser.APPROVE_OPTION || chooser.getSelectedFile() == null) {
            return Optional.empty();
        }
        Path chosen = chooser.getSelectedFile().toPath();
        return Optional.of(chosen.toString().toLowerCase(Locale.ROOT).endsWith("." + extension) ? chosen : Path.of(chosen + "." + extension));
    }

    /** One file to read. */
    static Optional<Path> open(Component parent, Localizer localizer, String name, String filterKey) {
        JFileChooser chooser = chooser(localizer, name, filterKey, "yaml");
        if (chooser.showOpenDialog(parent) != JFileChooser.APPROVE_OPTION || chooser.getSelectedFile() == null) {
            return Optional.empty();
        }
        return Optional.of(chooser.getSelectedFile().toPath());
    }

    /** Several files to read at once: all of a class's results. */
    static List<Path> openAll(Component parent, Localizer localizer, String name, String filterKey) {
        JFileChooser chooser = chooser(localizer, name, filterKey, "yaml");
        chooser.setMultiSelectionEnabled(true);
        if (chooser.showOpenDialog(parent) != JFileChooser.APPROVE_OPTION) {
            return List.of();
        }
        return Arrays.stream(chooser.getSelectedFiles()).map(File::toPath).toList();
    }

    private static JFileChooser chooser(Localizer localizer, String name, String filterKey, String extension) {
        JFileChooser chooser = new JFileChooser();
        chooser.setName(name);
        chooser.setFileFilter(new FileNameExtensionFilter(localizer.text(filterKey), extension));
        return chooser;
    }
}
