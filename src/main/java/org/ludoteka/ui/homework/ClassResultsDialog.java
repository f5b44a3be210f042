package org.ludoteka.ui.homework;

import java.awt.Component;
import java.awt.Window;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import javax.swing.Action;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.table.DefaultTableModel;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.homework.ClassResults;
import org.ludoteka.homework.ClassTable;
import org.ludoteka.i18n.Messages;
import org.ludoteka.ui.Actions;
import org.ludoteka.ui.Dialogs;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.WrappingLabel;

/**
 * The class's results: pupils × puzzles as {@link ClassTable} makes it, the damaged files listed under it each with its
 * sentence, and Save as CSV for a spreadsheet.
 */
final class ClassResultsDialog {
    private final Localizer localizer;
    private final JDialog dialog;
    private final JTable table = new JTable();
    private final WrappingLabel damaged = new WrappingLabel("classResultsDamaged", 60);
    private final WrappingLabel status = new WrappingLabel("classResultsStatus", 60);
    /** What a cell's four figures are, as the command line says under its table. */
    private final WrappingLabel key = new WrappingLabel("classResultsKey", 60);
    private ClassResults results = new ClassResults(List.of(), List.of());

    ClassResultsDialog(Window owner, Localizer localizer) {
        this.localizer = localizer;
        dialog = new JDialog(owner, "", JDialog.DEFAULT_MODALITY_TYPE);
        dialog.setName("classResultsDialog");
        table.setName("classResultsTable");
        table.setAutoResizeMode(JTable.AUTO_RESIZE_OFF);
        table.setFillsViewportHeight(true);
        Action csv = Actions.create(localizer, "window.homework.saveCsv", this::saveCsv);
        Action close = Actions.create(localizer, "window.homework.close", dialog::dispose);
        JPanel content = new JPanel(new MigLayout("insets dialog, wrap 1", "[grow, fill]", "[grow, fill][][][][]"));
        content.add(new JScrollPane(table), "w 400:800:n, h 120:300:n");
        content.add(key);
        content.add(damaged, "hidemode 3");
        content.add(status);
        JButton csvButton = new JButton(csv);
        csvButton.setName("classResultsCsv");
        JButton closeButton = new JButton(close);
        closeButton.setName("classResultsClose");
        content.add(csvButton, "split 2, tag ok, growx 0");
        content.add(closeButton, "tag cancel, growx 0");
        dialog.setContentPane(content);
        Dialogs.closeWithEscape(dialog);
        localizer.bind(this::fill);
    }

    void show(Component parent, ClassResults read) {
        results = read;
        status.setText("");
        fill();
        dialog.pack();
        Dialogs.showCentred(dialog, parent);
    }

    private void fill() {
        dialog.setTitle(localizer.text("window.homework.resultsDialog"));
        Messages messages = Messages.of(localizer.language());
        ClassTable classTable = results.table();
        DefaultTableModel model = new DefaultTableModel(classTable.header(messages).toArray(), 0) {
            @Override
            public boolean isCellEditable(int row, int column) {
                return false;
            }
        };
        classTable.cells(messages).forEach(row -> model.addRow(row.toArray()));
        table.setModel(model);
        for (int column = 0; column < model.getColumnCount(); column++) {
            int width = table.getTableHeader().getFontMetrics(table.getTableHeader().getFont()).stringWidth(model.getColumnName(column));
            for (int row = 0; row < model.getRowCount(); row++) {
                width = Math.max(width, table.getFontMetrics(table.getFont()).stringWidth(String.valueOf(model.getValueAt(row, column))));
            }
            table.getColumnModel().getColumn(column).setPreferredWidth(width + 24);
        }
        key.setText(messages.format("homework.key"));
        damaged.setVisible(!results.damaged().isEmpty());
        damaged.setText(results.damaged().isEmpty() ? "" : localizer.text("window.homework.damaged", results.damaged().size(),
                String.join(" ", results.damaged().stream().map(p -> localizer.text(p.sentence())).toList())));
    }

    private void saveCsv() {
        HomeworkChoosers.save(dialog, localizer, "classResultsCsvChooser", "window.homework.csvFiles", "csv", "").ifPresent(file -> {
            try {
                // a byte-order mark, so that a spreadsheet reads the pupils' names as UTF-8
                Files.writeString(file, "\uFEFF" + results.table().csv(Messages.of(localizer.language())), StandardCharsets.UTF_8);
                status.setText(localizer.text("window.homework.csvSaved", file.getFileName().toString()));
            } catch (IOException e) {
                Dialogs.tell(dialog, localizer.text("app.title"), localizer.text("window.export.failed", file.toString(),
                        String.valueOf(e.getMessage())), JOptionPane.ERROR_MESSAGE);
            }
        });
    }
}
