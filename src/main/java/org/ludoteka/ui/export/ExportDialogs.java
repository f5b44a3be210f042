package org.ludoteka.ui.export;

import java.awt.Component;
import java.awt.Cursor;
import java.awt.Dimension;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.filechooser.FileNameExtensionFilter;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.ui.Dialogs;
import org.ludoteka.ui.LessonBoards;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.lesson.DrawnLesson;

/**
 * The window's export: the board on screen (a game, a lesson step with its marks, a puzzle) as PNG
 * at a size chosen for slides or SVG, and the open lesson as a PDF handout in the window's language.
 * The file chooser sits in a dialog of our own, placed before it is shown (see {@link Dialogs}).
 */
public final class ExportDialogs {
    /** Sizes a teacher needs: a square for handouts, the projector's full HD and 4K, a small one for notes. */
    private static final List<Dimension> SIZES = List.of(new Dimension(1200, 1200), new Dimension(1920, 1080),
            new Dimension(3840, 2160), new Dimension(600, 600));

    private ExportDialogs() {
    }

    /** Asks for a file and a size and writes {@code board} there; without a board on screen, says what to open first. */
    public static void exportBoard(Component parent, Localizer localizer, Optional<JComponent> board) {
        if (board.isEmpty()) {
            Dialogs.tell(parent, localizer.text("app.title"), localizer.text("window.export.noBoard"), JOptionPane.INFORMATION_MESSAGE);
            return;
        }
        JComboBox<String> sizes = new JComboBox<>(SIZES.stream().map(size -> size.width + " × " + size.height).toArray(String[]::new));
        sizes.setName("exportSize");
        JPanel accessory = new JPanel(new MigLayout("insets 0 8 0 0, wrap 1"));
        JLabel sizeLabel = new JLabel(localizer.text("window.export.size"));
        sizeLabel.setLabelFor(sizes);
        accessory.add(sizeLabel);
        accessory.add(sizes);
        FileNameExtensionFilter png = new FileNameExtensionFilter(localizer.text("window.export.png"), "png");
        FileNameExtensionFilter svg = new FileNameExtensionFilter(localizer.text("window.export.svg"), "svg");
        ask(parent, localizer, "window.export.board.title", accessory, png, svg).ifPresent(file -> {
            PictureFormat format = PictureFormat.of(file).orElseThrow();
            write(parent, localizer, file, () -> BoardPictures.write(board.get(), SIZES.get(sizes.getSelectedIndex()), file, format));
        });
    }

    /** Asks for a file and writes the open lesson's handout there, with the teacher's drawings; with no lesson open, says so. */
    public static void exportHandout(Component parent, Localizer localizer, Optional<DrawnLesson> lesson) {
        if (lesson.isEmpty()) {
            Dialogs.tell(parent, localizer.text("app.title"), localizer.text("window.export.noLesson"), JOptionPane.INFORMATION_MESSAGE);
            return;
        }
        FileNameExtensionFilter pdf = new FileNameExtensionFilter(localizer.text("window.export.pdf"), "pdf");
        ask(parent, localizer, "window.export.handout.title", null, pdf).ifPresent(file ->
                write(parent, localizer, file, () -> new LessonHandout(lesson.get(), localizer.language(), new LessonBoards(localizer)).write(file)));
    }

    private interface Writing {
        void run() throws IOException;
    }

    private static void write(Component parent, Localizer localizer, Path file, Writing writing) {
        parent.setCursor(Cursor.getPredefinedCursor(Cursor.WAIT_CURSOR));
        try {
            writing.run();
            parent.setCursor(Cursor.getDefaultCursor());
            Dialogs.tell(parent, localizer.text("app.title"), localizer.text("window.export.written", file.toAbsolutePath().toString()),
                    JOptionPane.INFORMATION_MESSAGE);
        } catch (IOException e) {
            Dialogs.tell(parent, localizer.text("app.title"), localizer.text("window.export.failed", file.toString(),
                    String.valueOf(e.getMessage())), JOptionPane.ERROR_MESSAGE);
        } finally {
            parent.setCursor(Cursor.getDefaultCursor());
        }
    }

    /**
     * The file to write, its extension that of the chosen filter when the name typed has none of
     * the filters' extensions.
     */
    private static Optional<Path> ask(Component parent, Localizer localizer, String titleKey, JComponent accessory,
                                      FileNameExtensionFilter... filters) {
        JFileChooser chooser = new JFileChooser();
        chooser.setName("exportChooser");
        chooser.setDialogType(JFileChooser.SAVE_DIALOG);
        chooser.setAcceptAllFileFilterUsed(false);
        for (FileNameExtensionFilter filter : filters) {
            chooser.addChoosableFileFilter(filter);
        }
        chooser.setFileFilter(filters[0]);
        if (accessory != null) {
            chooser.setAccessory(accessory);
        }
        return Dialogs.choose(parent, chooser, localizer.text(titleKey), "exportDialog", approved -> approved.getSelectedFile() == null ? null
                : withExtension(approved.getSelectedFile(), (FileNameExtensionFilter) approved.getFileFilter(), filters));
    }

    private static Path withExtension(File file, FileNameExtensionFilter chosen, FileNameExtensionFilter... filters) {
        String name = file.getName().toLowerCase(Locale.ROOT);
        for (FileNameExtensionFilter filter : filters) {
            if (name.endsWith("." + filter.getExtensions()[0])) {
                return file.toPath();
            }
        }
        return Path.of(file.getPath() + "." + chosen.getExtensions()[0]);
    }
}
