package org.ludoteka.ui.puzzle;

import java.awt.Component;
import java.awt.Dimension;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Supplier;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.table.DefaultTableModel;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.games.Games;
import org.ludoteka.i18n.Messages;
import org.ludoteka.progress.PuzzleProgress;
import org.ludoteka.ui.Dialogs;
import org.ludoteka.ui.Localizer;

/**
 * The history of one game's puzzle attempts, the latest first: when, which puzzle, how it went and
 * how much it moved the rating; above it, the rating and the best streak. It stays open beside the
 * trainer and follows it: a new attempt, another game or another language shows at once.
 */
final class PuzzleHistoryDialog {
    private final Localizer localizer;
    private final Supplier<PuzzleProgress> progress;
    private final Supplier<String> game;
    private JDialog dialog;
    private final DefaultTableModel rows = new DefaultTableModel() {
        @Override
        public boolean isCellEditable(int row, int column) {
            return false;
        }
    };
    private final JLabel summary = new JLabel();
    private final JButton close = new JButton();

    PuzzleHistoryDialog(Localizer localizer, Supplier<PuzzleProgress> progress, Supplier<String> game) {
        this.localizer = localizer;
        this.progress = progress;
        this.game = game;
        summary.setName("puzzleHistorySummary");
        close.setName("puzzleHistoryClose");
        localizer.bind(this::refresh);
    }

    void show(Component parent) {
        boolean first = dialog == null;
        if (first) {
            dialog = Dialogs.kept(parent, "puzzleHistory");
            JTable table = new JTable(rows);
            table.setName("puzzleHistoryTable");
            table.setFillsViewportHeight(true);
            JScrollPane scroll = new JScrollPane(table);
            scroll.setPreferredSize(new Dimension(table.getFontMetrics(table.getFont()).charWidth('m') * 60,
                    table.getRowHeight() * 16));
            JPanel content = new JPanel(new MigLayout("insets 12, fill, wrap 1", "[grow, fill]", "[][grow, fill][]"));
            content.add(summary);
            content.add(scroll, "grow, push");
            content.add(close, "right, growx 0");
            close.addActionListener(e -> dialog.setVisible(false));
            dialog.setContentPane(content);
        }
        refresh();
        Dialogs.showKept(dialog, parent, first);
    }

    /** Says it all again: after an attempt, a change of game or of language. */
    void refresh() {
        String id = game.get();
        PuzzleProgress now = progress.get();
        String name = localizer.text(Games.byId(id).orElseThrow().nameKey());
        if (dialog != null) {
            dialog.setTitle(localizer.text("window.puzzles.history.title", name));
        }
        summary.setText(localizer.text("window.puzzles.history.summary", name, Math.round(now.rating(id).rating()),
                now.attempts(id).size(), now.bestStreak(id)));
        close.setText(localizer.text("window.puzzles.history.close"));
        Messages messages = Messages.of(localizer.language());
        List<PuzzleProgress.Attempt> attempts = new ArrayList<>(now.attempts(id));
        Collections.reverse(attempts);
        Object[][] data = attempts.stream().map(a -> new Object[] {
            a.at().map(at -> when(at, messages)).orElse("—"),
            a.puzzle(),
            result(a),
            String.format(localizer.language().locale(), "%+d", Math.round(a.ratingChange()))
        }).toArray(Object[][]::new);
        rows.setDataVector(data, new Object[] {
            localizer.text("window.puzzles.history.date"), localizer.text("window.puzzles.history.puzzle"),
            localizer.text("window.puzzles.history.result"), localizer.text("window.puzzles.history.change")});
    }

    /**
     * When an attempt was made, written as the learner's language writes dates: by the bundle's own
     * pattern of numbers, so that it does not hang on the locale data the Java runtime may lack
     * (a packaged runtime without them writes every language's dates the American way).
     */
    static String when(LocalDateTime at, Messages messages) {
        return DateTimeFormatter.ofPattern(messages.format("window.puzzles.history.when"), messages.language().locale()).format(at);
    }

    private String result(PuzzleProgress.Attempt attempt) {
        if (!attempt.solved()) {
            return localizer.text(attempt.hints() >= 3 ? "window.puzzles.history.shown" : "window.puzzles.history.failed");
        }
        return attempt.hints() == 0 ? localizer.text("window.puzzles.history.solved")
                : localizer.text("window.puzzles.history.solvedWithHints", attempt.hints());
    }
}
