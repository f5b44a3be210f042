package org.ludoteka.ui.puzzle;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.FontMetrics;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSeparator;
import javax.swing.JTable;
import javax.swing.SwingUtilities;
import javax.swing.table.DefaultTableModel;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.core.Message;
import org.ludoteka.games.Games;
import org.ludoteka.i18n.Messages;
import org.ludoteka.progress.PuzzleProgress;
import org.ludoteka.progress.TrainerOptions;
import org.ludoteka.puzzle.Difficulty;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleDashboard;
import org.ludoteka.ui.Dialogs;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.WrappingLabel;

/**
 * The dashboard of one game's puzzles: the attempts solved and failed by theme and by difficulty, the
 * rating over time as a small chart, the weakest themes with a button that trains them, and how the
 * trainer works (spaced repetition, the acceptance rule of "win in N"). The figures are
 * {@link PuzzleDashboard}'s; like the history, it stays open beside the trainer and follows it.
 */
final class PuzzleDashboardDialog {
    private final Localizer localizer;
    private final Supplier<PuzzleProgress> progress;
    private final Supplier<String> game;
    private final Supplier<List<Puzzle>> puzzles;
    private final Consumer<List<String>> trainWeakSpots;
    private final Consumer<TrainerOptions> optionsChosen;
    private JDialog dialog;
    private final JLabel summary = new JLabel();
    private final JLabel chartTitle = new JLabel();
    private final RatingChart chart = new RatingChart();
    private final JLabel themesTitle = new JLabel();
    private final JLabel bandsTitle = new JLabel();
    private final DefaultTableModel themes = readOnly();
    private final DefaultTableModel bands = readOnly();
    private final JTable themesTable = table(themes, "puzzleDashboardThemes");
    private final JTable bandsTable = table(bands, "puzzleDashboardBands");
    private final WrappingLabel weakSpots = new WrappingLabel("puzzleWeakSpots", 40);
    private final JButton train = new JButton();
    private final JLabel optionsTitle = new JLabel();
    private final JCheckBox spaced = new JCheckBox();
    private final WrappingLabel reviews = new WrappingLabel("puzzleReviews", 40);
    private final JLabel acceptanceLabel = new JLabel();
    private final JComboBox<Boolean> acceptance = new JComboBox<>(new Boolean[] {false, true});
    private final JButton close = new JButton();
    private PuzzleDashboard shown;
    /** True while the controls are set from the progress, so that setting them is not taken for the learner's choice. */
    private boolean setting;

    PuzzleDashboardDialog(Localizer localizer, Supplier<PuzzleProgress> progress, Supplier<String> game, Supplier<List<Puzzle>> puzzles,
                          Consumer<List<String>> trainWeakSpots, Consumer<TrainerOptions> optionsChosen) {
        this.localizer = localizer;
        this.progress = progress;
        this.game = game;
        this.puzzles = puzzles;
        this.trainWeakSpots = trainWeakSpots;
        this.optionsChosen = optionsChosen;
        summary.setName("puzzleDashboardSummary");
        train.setName("puzzleTrainWeakSpots");
        spaced.setName("puzzleSpacedRepetition");
        acceptance.setName("puzzleAcceptance");
        close.setName("puzzleDashboardClose");
        acceptance.setRenderer(new javax.swing.DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(javax.swing.JList<?> list, Object value, int index, boolean selected, boolean focus) {
                String words = Boolean.TRUE.equals(value) ? localizer.text("window.puzzles.dashboard.acceptance.shortest")
                        : localizer.text("window.puzzles.dashboard.acceptance.any");
                return super.getListCellRendererComponent(list, words, index, selected, focus);
            }
        });
        train.addActionListener(e -> {
            if (shown != null && !shown.weakSpots().isEmpty()) {
                dialog.setVisible(false);
                trainWeakSpots.accept(shown.weakSpots());
            }
        });
        spaced.addActionListener(e -> chosen());
        acceptance.addActionListener(e -> chosen());
        localizer.bind(this::refresh);
    }

    private static DefaultTableModel readOnly() {
        return new DefaultTableModel() {
            @Override
            public boolean isCellEditable(int row, int column) {
                return false;
            }
        };
    }

    void show(Component parent) {
        boolean first = dialog == null;
        if (first) {
            dialog = Dialogs.kept(parent, "puzzleDashboard");
            JPanel content = new JPanel(new MigLayout("insets 12, wrap 2", "[grow, fill, sg tables]para[grow, fill, sg tables]"));
            content.add(summary, "span 2");
            content.add(chartTitle, "span 2, gaptop para");
            content.add(chart, "span 2, grow");
            content.add(themesTitle, "gaptop para");
            content.add(bandsTitle, "gaptop para");
            // six rows: more themes scroll in their table, so that the dialog still fits a screen at 200 %
            content.add(scroll(themesTable, 5), "grow, aligny top");
            content.add(scroll(bandsTable, 5), "grow, aligny top");
            // the weak spots and how the trainer works side by side, under the tables: the dialog fits a screen at 200 %
            JPanel weak = new JPanel(new MigLayout("insets 0, wrap 1", "[grow, fill]"));
            weak.add(weakSpots, "w 0:0:n");
            weak.add(train, "growx 0");
            content.add(weak, "gaptop para, aligny top, w 0:0:n");
            JPanel options = new JPanel(new MigLayout("insets 0, wrap 1", "[grow, fill]"));
            options.add(optionsTitle, "split 2");
            options.add(new JSeparator(), "growx");
            options.add(spaced);
            options.add(reviews, "w 0:0:n, gapleft indent");
            options.add(acceptanceLabel, "gaptop rel");
            options.add(acceptance, "split 2, growx 0");
            options.add(close, "gapleft push, growx 0"); // on the last row, beside the choice: no row of its own to push the dialog taller
            content.add(options, "gaptop para, aligny top, w 0:0:n");
            close.addActionListener(e -> dialog.setVisible(false));
            dialog.setContentPane(content);
            Dialogs.closeWithEscape(dialog);
        }
        refresh();
        Dialogs.showKept(dialog, parent, first);
    }

    private static JTable table(DefaultTableModel model, String name) {
        JTable table = new JTable(model);
        table.setName(name);
        table.setFillsViewportHeight(true);
        table.setFocusable(false);
        return table;
    }

    /** The table in a pane {@code rows} rows high, wide enough for a theme's or a band's whole name and three figures. */
    private static JScrollPane scroll(JTable table, int rows) {
        JScrollPane scroll = new JScrollPane(table);
        scroll.setPreferredSize(new Dimension(em(table) * 24, table.getRowHeight() * (rows + 1) + table.getRowHeight() / 2));
        return scroll;
    }

    private static int em(JTable table) {
        return table.getFontMetrics(table.getFont()).charWidth('m');
    }

    /** Each column as wide as its heading or its widest value, and the table's pane as wide as its columns. */
    private static void widths(JTable table) {
        FontMetrics heads = table.getTableHeader().getFontMetrics(table.getTableHeader().getFont());
        FontMetrics cells = table.getFontMetrics(table.getFont());
        int total = 0;
        for (int column = 0; column < table.getColumnCount(); column++) {
            int width = heads.stringWidth(String.valueOf(table.getColumnModel().getColumn(column).getHeaderValue()));
            for (int row = 0; row < table.getRowCount(); row++) {
                width = Math.max(width, cells.stringWidth(String.valueOf(table.getValueAt(row, column))));
            }
            width += em(table);
            table.getColumnModel().getColumn(column).setPreferredWidth(width);
            total += width;
        }
        JScrollPane pane = (JScrollPane) SwingUtilities.getAncestorOfClass(JScrollPane.class, table);
        if (pane != null) {
            pane.setPreferredSize(new Dimension(total + pane.getVerticalScrollBar().getPreferredSize().width + 4, pane.getPreferredSize().height));
        }
    }

    /** Says it all again: after an attempt, a change of game or of language. */
    void refresh() {
        String id = game.get();
        if (id == null) {
            return;
        }
        PuzzleProgress now = progress.get();
        shown = PuzzleDashboard.of(id, puzzles.get(), now);
        String name = localizer.text(Games.byId(id).orElseThrow().nameKey());
        if (dialog != null) {
            dialog.setTitle(localizer.text("window.puzzles.dashboard.title", name));
        }
        int solved = shown.byDifficulty().values().stream().mapToInt(PuzzleDashboard.Tally::solved).sum();
        int failed = shown.byDifficulty().values().stream().mapToInt(PuzzleDashboard.Tally::failed).sum();
        summary.setText(localizer.text("window.puzzles.dashboard.summary", Math.round(now.rating(id).rating()),
                Math.round(now.rating(id).deviation()), solved + failed, solved, failed));
        chartTitle.setText(localizer.text("window.puzzles.dashboard.chart"));
        List<PuzzleDashboard.RatingPoint> points = shown.ratings();
        Messages messages = Messages.of(localizer.language());
        chart.show(points.stream().map(PuzzleDashboard.RatingPoint::rating).toList(), localizer.text("window.puzzles.dashboard.chart.empty"),
                localizer.text("window.puzzles.dashboard.chart.first"),
                points.get(points.size() - 1).at().map(at -> PuzzleHistoryDialog.when(at, messages))
                        .orElse(localizer.text("window.puzzles.dashboard.chart.last", points.size() - 1)));
        themesTitle.setText(localizer.text("window.puzzles.dashboard.byTheme"));
        bandsTitle.setText(localizer.text("window.puzzles.dashboard.byDifficulty"));
        fill(themesTable, themes, shown.byTheme().entrySet().stream()
                .sorted(Map.Entry.comparingByValue((a, b) -> Integer.compare(b.attempts(), a.attempts())))
                .map(e -> row(localizer.text(Message.of("puzzle.theme." + e.getKey())), e.getValue())).toArray(Object[][]::new),
                "window.puzzles.dashboard.theme");
        fill(bandsTable, bands, shown.byDifficulty().entrySet().stream()
                .map(e -> row(localizer.text(bandKey(e.getKey())), e.getValue())).toArray(Object[][]::new),
                "window.puzzles.dashboard.difficulty");
        if (shown.weakSpots().isEmpty()) {
            weakSpots.setText(localizer.text("window.puzzles.dashboard.noWeakSpot", PuzzleDashboard.WEAK_AFTER));
        } else {
            weakSpots.setText(localizer.text(new PuzzleChoice.WeakSpots(shown.weakSpots()).words()) + " "
                    + localizer.text("window.puzzles.dashboard.weakSpots.why"));
        }
        train.setText(localizer.text("window.puzzles.dashboard.train"));
        train.setToolTipText(localizer.text("window.puzzles.dashboard.train.tip"));
        train.setEnabled(!shown.weakSpots().isEmpty());
        optionsTitle.setText(localizer.text("window.puzzles.dashboard.options"));
        spaced.setText(localizer.text("window.puzzles.dashboard.spaced"));
        spaced.setToolTipText(localizer.text("window.puzzles.dashboard.spaced.tip"));
        long due = now.withOptions(now.options().withSpacedRepetition(true)).dueAgain(id, LocalDate.now()).size();
        reviews.setText(localizer.text("window.puzzles.dashboard.spaced.how") + " "
                + localizer.text("window.puzzles.dashboard.reviews", now.reviews(id).size(), due));
        acceptanceLabel.setText(localizer.text("window.puzzles.dashboard.acceptance"));
        acceptance.setToolTipText(localizer.text("window.puzzles.dashboard.acceptance.tip"));
        close.setText(localizer.text("window.puzzles.history.close"));
        setting = true;
        spaced.setSelected(now.options().spacedRepetition());
        acceptance.setSelectedItem(now.options().shortestWinOnly());
        setting = false;
        acceptance.repaint();
    }

    private Object[] row(String name, PuzzleDashboard.Tally tally) {
        String score = tally.attempts() == 0 ? "—"
                : localizer.text("window.puzzles.dashboard.score", Math.round(100 * tally.score()));
        return new Object[] {name, tally.solved(), tally.failed(), score};
    }

    private void fill(JTable table, DefaultTableModel model, Object[][] data, String firstColumn) {
        model.setDataVector(data, new Object[] {localizer.text(firstColumn), localizer.text("window.puzzles.dashboard.solved"),
            localizer.text("window.puzzles.dashboard.failed"), localizer.text("window.puzzles.dashboard.scoreColumn")});
        widths(table); // new columns, new widths
    }

    /** The band's name as the choice list writes it. */
    private static String bandKey(Difficulty band) {
        return switch (band) {
            case EASY -> "window.puzzles.band.easy";
            case MEDIUM -> "window.puzzles.band.medium";
            case HARD -> "window.puzzles.band.hard";
        };
    }

    private void chosen() {
        if (!setting) {
            optionsChosen.accept(new TrainerOptions(spaced.isSelected(), Boolean.TRUE.equals(acceptance.getSelectedItem())));
        }
    }

    /** The ratings the chart draws, for tests. */
    List<Double> chartRatings() {
        return chart.ratings();
    }
}
