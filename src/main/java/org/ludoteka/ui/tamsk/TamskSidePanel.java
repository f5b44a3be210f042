package org.ludoteka.ui.tamsk;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.Insets;
import java.util.List;
import javax.swing.Action;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSeparator;
import javax.swing.ListSelectionModel;
import java.util.function.IntConsumer;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.play.Feedback;
import org.ludoteka.ui.FixedWidthColumn;
import org.ludoteka.ui.GameColumn;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.ScrollingSentences;
import org.ludoteka.ui.VerdictView;
import org.ludoteka.ui.WrappingLabel;

/**
 * Beside the Tamsk board, laid out as every game's {@link org.ludoteka.ui.GameColumn}: on top, never
 * scrolled away, whose turn it is and the verdict on the last try with its reason; then, scrolling
 * when the window is too short (a projector's zoom), who plays whom, the level, each player's rings
 * and hourglasses, the 15-second timer's countdown, the warnings of sand about to run out and the
 * keys; then the log, which shrinks to its least first; then the buttons, which stay in view. Every
 * text that comes and goes keeps its room, so nothing below it jumps as the game goes on. It only
 * shows what {@link TamskPanel} tells it; it is told at every frame, so each setter is cheap when
 * nothing has changed.
 */
final class TamskSidePanel extends FixedWidthColumn {
    /** Characters per line of the wrapped sentences, which sets the panel's width at any zoom. */
    private static final int COLUMNS = 36;
    /** Lines kept for the reason under the verdict, as in every game's column; a longer one takes room from the sentences below. */
    private static final int REASON_LINES = 4;
    /** Lines of the log shown, and kept at least however short the window: the last few things that happened stay readable. */
    private static final int LOG_ROWS = 4;
    private static final int LOG_LEAST_ROWS = 3;

    /** The buttons beside the board, each showing one of the panel's actions. */
    record Buttons(Action ring, Action claim, Action pass, Action pause, Action timer, Action newGame, Action rematch, Action review) {
    }

    private final WrappingLabel playersLabel = new WrappingLabel("tamskPlayersLabel", COLUMNS).reserving(1);
    /** Two lines, whether it says "Red to move" or that the computer is thinking, so that what is below stays put. */
    private final WrappingLabel turnLabel = new WrappingLabel("tamskTurnLabel", COLUMNS).reserving(2);
    private final WrappingLabel levelLabel = new WrappingLabel("tamskLevelLabel", COLUMNS).reserving(2);
    private final JPanel endBar = new JPanel(new MigLayout("insets 0, fillx", "[sizegroup n, grow, fill][sizegroup n, grow, fill]"));
    /** A player's rings, and below them his hourglasses: two lines kept, however few he has yet. */
    private final WrappingLabel redLabel = new WrappingLabel("tamskRedLabel", COLUMNS).reserving(2);
    private final WrappingLabel blackLabel = new WrappingLabel("tamskBlackLabel", COLUMNS).reserving(2);
    private final WrappingLabel timerLabel = new WrappingLabel("tamskTimerLabel", COLUMNS).reserving(2);
    /** Two warnings at once are common (both players' hourglasses run down together), so two lines are kept. */
    private final WrappingLabel warningLabel = new WrappingLabel("tamskWarningLabel", COLUMNS).reserving(2);
    private final VerdictView verdictView;
    private final DefaultListModel<String> logLines = new DefaultListModel<>();
    private final JList<String> logList = new JList<>(logLines);
    private final WrappingLabel helpLabel = new WrappingLabel("tamskHelpLabel", COLUMNS);
    private final JButton timerButton;
    private final JButton pauseButton;
    private final Localizer localizer;
    /** What only a game being played needs (the log, Ring, Claim, Pass): hidden while a position is set up, to give the set-up the room. */
    private final List<JComponent> playOnly = new java.util.ArrayList<>();
    /** The keys line names T (the 15-second timer) only where there is one: at level 3. */
    private String helpKey = "window.tamsk.help";

    /** {@code notationField}: where a move is typed, beside New game so that the column fits a projector's screen at 200 %. */
    TamskSidePanel(Localizer localizer, Buttons buttons, JComponent notationField, JComponent setUpBar, Action editPosition) {
        // the sentences take whatever room is left and scroll in it, so that the log and the buttons, anchored below, never
        // move as texts come and go, nor when a long reason makes the verdict taller; only then does the log shrink, to its least
        super(new MigLayout("insets 0 8 0 0, wrap 2, fill", "[sizegroup b, grow, fill][sizegroup b, grow, fill]",
                "[][][grow, shrinkprio 200][][shrinkprio 50][]"), COLUMNS);
        this.localizer = localizer;
        setName("tamskSidePanel");
        playersLabel.putClientProperty("FlatLaf.styleClass", "small");
        turnLabel.putClientProperty("FlatLaf.styleClass", "h3");
        timerLabel.putClientProperty("FlatLaf.styleClass", "h4");
        warningLabel.putClientProperty("FlatLaf.styleClass", "h4");
        verdictView = new VerdictView(localizer, "tamskVerdictLabel", "tamskReasonLabel", COLUMNS, REASON_LINES);
        logList.setName("tamskLogList");
        logList.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        logList.setVisibleRowCount(LOG_ROWS);
        logList.setFocusable(false);
        JLabel logTitle = new JLabel();
        localizer.bindText(logTitle, "window.tamsk.log");
        helpLabel.putClientProperty("FlatLaf.styleClass", "small");
        localizer.bind(() -> helpLabel.setText(localizer.text(helpKey)));

        add(turnLabel, "span 2");
        add(verdictView, "span 2, gaptop rel");
        ScrollingSentences sentences = new ScrollingSentences();
        sentences.add(playersLabel, "span 2");
        sentences.add(levelLabel, "span 2");
        sentences.add(redLabel, "span 2, gaptop para");
        sentences.add(blackLabel, "span 2");
        sentences.add(timerLabel, "span 2, hidemode 3, gaptop para");
        sentences.add(warningLabel, "span 2, hidemode 3");
        endBar.add(GameColumn.button(buttons.rematch(), "tamskRematchButton"), "wmin 0");
        endBar.add(GameColumn.button(buttons.newGame(), "tamskEndNewGameButton"), "wmin 0");
        endBar.add(GameColumn.button(buttons.review(), "tamskReviewButton"), "newline, span 2, wmin 0");
        endBar.setVisible(false);
        sentences.add(endBar, "span 2, hidemode 3, gaptop para"); // it takes room only once the game is over, when nothing is pressed for time
        sentences.add(setUpBar, "span 2, hidemode 3, gaptop para");
        JButton edit = GameColumn.button(editPosition, "editPositionButton");
        edit.setVisible(editPosition.isEnabled());
        editPosition.addPropertyChangeListener(e -> edit.setVisible(editPosition.isEnabled())); // shown while a game is played
        sentences.add(edit, "span 2, hidemode 3, gaptop para, wmin 0");
        sentences.add(helpLabel, "span 2, gaptop para");
        add(sentences.inScrollPane(), "span 2, grow, hmin 24lp, gaptop para");
        add(logTitle, "span 2, gaptop para, hidemode 3");
        playOnly.add(logTitle);
        // as many rows as the font makes them high, even while the log is empty; a long line scrolls sideways, uncut
        JScrollPane logScroll = new JScrollPane(logList) {
            @Override
            public Dimension getPreferredSize() {
                return new Dimension(super.getPreferredSize().width, rowsHigh(LOG_ROWS));
            }

            @Override
            public Dimension getMinimumSize() {
                return new Dimension(0, rowsHigh(LOG_LEAST_ROWS));
            }

            private int rowsHigh(int rows) {
                Insets insets = getInsets();
                int row = logList.getCellRenderer().getListCellRendererComponent(logList, "0:00.0", 0, false, false)
                        .getPreferredSize().height;
                int bar = getHorizontalScrollBar().isVisible() ? getHorizontalScrollBar().getPreferredSize().height : 0;
                return rows * row + bar + insets.top + insets.bottom;
            }
        };
        logScroll.setName("tamskLogScroll");
        add(logScroll, "span 2, growx, wmin 0, hidemode 3");
        playOnly.add(logScroll);
        for (JButton button : List.of(GameColumn.button(buttons.ring(), "tamskRingButton"), GameColumn.button(buttons.claim(), "tamskClaimButton"))) {
            add(button, "span 2, wmin 0, hidemode 3");
            playOnly.add(button);
        }
        JButton passButton = GameColumn.button(buttons.pass(), "tamskPassButton");
        add(passButton, "wmin 0, hidemode 3");
        playOnly.add(passButton);
        pauseButton = GameColumn.button(buttons.pause(), "tamskPauseButton");
        add(pauseButton, "hidemode 3, wmin 0");
        timerButton = GameColumn.button(buttons.timer(), "tamskTimerButton");
        add(timerButton, "newline, span 2, hidemode 3, wmin 0");
        add(new JSeparator(), "newline, span 2, gaptop rel");
        add(GameColumn.button(buttons.newGame(), "tamskNewGameButton"), "wmin 0");
        add(notationField, "wmin 0");
    }

    /** Who plays whom, whose turn it is (or how the game ended), the level; {@code over}: Rematch and New game are offered. */
    void showGame(String players, String turn, String level, boolean over, String red, String black) {
        playersLabel.setText(players);
        turnLabel.setText(turn);
        levelLabel.setText(level);
        endBar.setVisible(over);
        redLabel.setText(red);
        blackLabel.setText(black);
    }

    /** The 15-second timer's line and button, and its key in the keys line, at level 3 only (an empty {@code timer}: hidden). */
    void showTimer(String timer, boolean urgent) {
        String key = timer.isEmpty() ? "window.tamsk.help" : "window.tamsk.help.timer";
        if (!key.equals(helpKey)) {
            helpKey = key;
            helpLabel.setText(localizer.text(helpKey));
        }
        timerLabel.setText(timer);
        timerLabel.setVisible(!timer.isEmpty());
        timerButton.setVisible(!timer.isEmpty());
        timerLabel.setForeground(urgent ? warningColour() : UIManager.getColor("Label.foreground"));
    }

    /** While a position is set up the log and the game's buttons give their room to the set-up; then they come back. */
    void showSettingUp(boolean settingUp) {
        for (JComponent component : playOnly) {
            if (component.isVisible() == settingUp) {
                component.setVisible(!settingUp);
            }
        }
    }

    void showPauseButton(boolean shown) {
        pauseButton.setVisible(shown);
    }

    /**
     * The warnings of sand about to run out; at levels 2 and 3 ({@code kept}) their line keeps its
     * room while there is none, so that what is below stays put.
     */
    void showWarning(String warning, boolean kept) {
        warningLabel.setText(warning);
        warningLabel.setVisible(kept);
        warningLabel.setForeground(warningColour());
    }

    void showVerdict(Feedback verdict) {
        verdictView.show(verdict);
    }

    /**
     * The log as it stands: lines are only ever added, so only those not shown yet are. The last
     * line is kept in view also when the lines above the log take more room.
     */
    void showLog(List<String> lines) {
        boolean grown = lines.size() > logLines.size();
        for (int i = logLines.size(); i < lines.size(); i++) {
            logLines.addElement(lines.get(i));
        }
        if (!lines.isEmpty() && (grown || logList.isSelectionEmpty())) { // a line chosen to look back at stays in view
            logList.ensureIndexIsVisible(lines.size() - 1);
        }
    }

    /** Hands the line of the log the player clicks, to look back at the board then, to {@code chosen}; -1 when none is chosen. */
    void onLogChosen(IntConsumer chosen) {
        logList.addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting()) {
                chosen.accept(logList.getSelectedIndex());
            }
        });
    }

    /**
     * Steps the choice in the log by {@code delta} lines, from the last line when none is chosen, as
     * ← and → step through the turns of the other games; the choice then looks back as a click does.
     */
    void stepLog(int delta) {
        int size = logList.getModel().getSize();
        if (size == 0) {
            return;
        }
        int from = logList.getSelectedIndex() >= 0 ? logList.getSelectedIndex() : size - 1;
        int to = Math.max(0, Math.min(size - 1, from + delta));
        logList.setSelectedIndex(to);
        logList.ensureIndexIsVisible(to);
    }

    void clearLogChoice() {
        logList.clearSelection();
    }

    /** Empties the log, for a new game or a new language. */
    void clearLog() {
        logLines.clear();
    }

    private static Color warningColour() {
        Color colour = UIManager.getColor("Ludoteka.Verdict.illegal");
        return colour != null ? colour : UIManager.getColor("Label.foreground");
    }
}
