package org.ludoteka.ui.tamsk;

import org.ludoteka.ui.Actions;
import org.ludoteka.ui.WrappingLabel;
import org.ludoteka.ui.VerdictView;
import org.ludoteka.ui.Localizer;
import org.ludoteka.play.Feedback;
import com.formdev.flatlaf.util.UIScale;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.util.List;
import javax.swing.Action;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSeparator;
import javax.swing.JViewport;
import javax.swing.Scrollable;
import javax.swing.ListSelectionModel;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;

/**
 * Beside the Tamsk board: whose turn it is, the level, each player's rings and hourglasses, the
 * 15-second timer's countdown, a warning when sand is about to run out, the verdict on the last
 * try and why, the log, and the buttons. It only shows what {@link TamskPanel} tells it; it is
 * told at every frame, so each setter is cheap when nothing has changed.
 */
final class TamskSidePanel extends JPanel implements Scrollable {
    /** Characters per line of the wrapped sentences, which sets the panel's width at any zoom. */
    private static final int COLUMNS = 36;
    /** Lines kept for the reason under the verdict, so that the log and the buttons below stay put. */
    private static final int REASON_LINES = 3;

    /** The buttons beside the board, each showing one of the panel's actions. */
    record Buttons(Action ring, Action claim, Action pass, Action pause, Action timer, Action newGame, Action rematch) {
    }

    private final WrappingLabel playersLabel = new WrappingLabel("tamskPlayersLabel", COLUMNS).reserving(1);
    /** Two lines, whether it says "Red to move" or that the computer is thinking, so that what is below stays put. */
    private final WrappingLabel turnLabel = new WrappingLabel("tamskTurnLabel", COLUMNS).reserving(2);
    private final WrappingLabel levelLabel = new WrappingLabel("tamskLevelLabel", COLUMNS);
    private final JPanel endBar = new JPanel(new MigLayout("insets 0, fillx", "[sizegroup n, grow, fill][sizegroup n, grow, fill]"));
    private final WrappingLabel redLabel = new WrappingLabel("tamskRedLabel", COLUMNS);
    private final WrappingLabel blackLabel = new WrappingLabel("tamskBlackLabel", COLUMNS);
    private final WrappingLabel timerLabel = new WrappingLabel("tamskTimerLabel", COLUMNS);
    private final WrappingLabel warningLabel = new WrappingLabel("tamskWarningLabel", COLUMNS).reserving(1);
    private final VerdictView verdictView;
    private final DefaultListModel<String> logLines = new DefaultListModel<>();
    private final JList<String> logList = new JList<>(logLines);
    private final WrappingLabel helpLabel = new WrappingLabel("tamskHelpLabel", COLUMNS);
    private final JButton timerButton;
    private final JButton pauseButton;
    private final Localizer localizer;
    /** The keys line names T (the 15-second timer) only where there is one: at level 3. */
    private String helpKey = "window.tamsk.help";

    TamskSidePanel(Localizer localizer, Buttons buttons) {
        super(new MigLayout("insets 0 8 0 0, wrap 2, fill", "[sizegroup b, grow, fill][sizegroup b, grow, fill]"));
        this.localizer = localizer;
        setName("tamskSidePanel");
        playersLabel.putClientProperty("FlatLaf.styleClass", "small");
        turnLabel.putClientProperty("FlatLaf.styleClass", "h3");
        timerLabel.putClientProperty("FlatLaf.styleClass", "h4");
        warningLabel.putClientProperty("FlatLaf.styleClass", "h4");
        verdictView = new VerdictView(localizer, "tamskVerdictLabel", "tamskReasonLabel", COLUMNS, REASON_LINES);
        logList.setName("tamskLogList");
        logList.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        logList.setVisibleRowCount(6);
        logList.setFocusable(false);
        JLabel logTitle = new JLabel();
        localizer.bindText(logTitle, "window.tamsk.log");
        helpLabel.putClientProperty("FlatLaf.styleClass", "small");
        localizer.bind(() -> helpLabel.setText(localizer.text(helpKey)));

        add(playersLabel, "span 2");
        add(turnLabel, "span 2");
        add(levelLabel, "span 2");
        add(redLabel, "span 2, gaptop para");
        add(blackLabel, "span 2");
        add(timerLabel, "span 2, hidemode 3, gaptop para");
        add(warningLabel, "span 2, hidemode 3");
        add(verdictView, "span 2, gaptop para");
        endBar.add(button(buttons.rematch(), "tamskRematchButton"), "wmin 0");
        endBar.add(button(buttons.newGame(), "tamskEndNewGameButton"), "wmin 0");
        endBar.setVisible(false);
        add(endBar, "span 2, hidemode 3"); // it takes room only once the game is over, when nothing is pressed for time
        add(logTitle, "span 2, gaptop para");
        JScrollPane logScroll = new JScrollPane(logList);
        logScroll.setName("tamskLogScroll");
        add(logScroll, "span 2, grow, push, hmin 48lp");
        add(button(buttons.ring(), "tamskRingButton"), "span 2, wmin 0");
        add(button(buttons.claim(), "tamskClaimButton"), "span 2, wmin 0");
        add(button(buttons.pass(), "tamskPassButton"), "wmin 0");
        pauseButton = button(buttons.pause(), "tamskPauseButton");
        add(pauseButton, "hidemode 3, wmin 0");
        timerButton = button(buttons.timer(), "tamskTimerButton");
        add(timerButton, "newline, span 2, hidemode 3, wmin 0");
        add(new JSeparator(), "newline, span 2, gaptop para");
        add(button(buttons.newGame(), "tamskNewGameButton"), "span 2, wmin 0");
        add(helpLabel, "span 2");
    }

    /**
     * As wide as its sentences' columns, whatever they say: a longer line wraps, so the board
     * beside it never changes size as the game goes on. In a window too short for it, it asks for
     * no more than its least height (a short log), and the scroll pane around it does the rest.
     */
    @Override
    public Dimension getPreferredSize() {
        Dimension preferred = naturalSize();
        if (getParent() instanceof JViewport viewport && viewport.getHeight() < preferred.height) {
            preferred.height = Math.max(viewport.getHeight(), super.getMinimumSize().height);
        }
        return preferred;
    }

    @Override
    public Dimension getMinimumSize() {
        return new Dimension(naturalSize().width, super.getMinimumSize().height);
    }

    /** The log grows into whatever height the window has to spare. */
    @Override
    public boolean getScrollableTracksViewportHeight() {
        return getParent() instanceof JViewport viewport && viewport.getHeight() >= super.getMinimumSize().height;
    }

    @Override
    public boolean getScrollableTracksViewportWidth() {
        return true;
    }

    /** Room for a scroll bar besides the column, so that the column keeps its width when the window is too short for it. */
    @Override
    public Dimension getPreferredScrollableViewportSize() {
        Dimension size = naturalSize();
        size.width += UIScale.scale(UIManager.getInt("ScrollBar.width"));
        return size;
    }

    @Override
    public int getScrollableUnitIncrement(Rectangle visible, int orientation, int direction) {
        return getFontMetrics(getFont()).getHeight();
    }

    @Override
    public int getScrollableBlockIncrement(Rectangle visible, int orientation, int direction) {
        return visible.height - getScrollableUnitIncrement(visible, orientation, direction);
    }

    private Dimension naturalSize() {
        int width = WrappingLabel.columnsWidth(this, COLUMNS) + getInsets().left + getInsets().right;
        return new Dimension(width, super.getPreferredSize().height);
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
        for (int i = logLines.size(); i < lines.size(); i++) {
            logLines.addElement(lines.get(i));
        }
        if (!lines.isEmpty()) {
            logList.ensureIndexIsVisible(lines.size() - 1);
        }
    }

    /** Empties the log, for a new game or a new language. */
    void clearLog() {
        logLines.clear();
    }

    private static Color warningColour() {
        Color colour = UIManager.getColor("Ludoteka.Verdict.illegal");
        return colour != null ? colour : UIManager.getColor("Label.foreground");
    }

    /** Reached by Tab and pressed with Enter, so that the keys of the game (Space among them) keep going to the board. */
    private static JButton button(Action action, String name) {
        JButton button = new JButton(action);
        button.setName(name);
        return Actions.pressedWithEnter(button);
    }
}
