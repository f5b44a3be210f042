package org.ludoteka.ui;

import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.swing.Action;
import javax.swing.DefaultListModel;
import javax.swing.InputMap;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JScrollPane;
import javax.swing.JSeparator;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;
import javax.swing.SwingUtilities;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.play.Feedback;

/**
 * The one column beside every turn-based game's board. On top, never scrolled away, whose turn it
 * is and the verdict on the last try with its reason: the sentence a class must read is the last
 * thing a projector's zoom may take. Then, scrolling when the window is too short, the game, the
 * players, what to do now, the game's own middle part and its decisions. Then the turns played (the
 * first to shrink), Undo, Redo, Copy moves, Rematch and New game, all made by one button factory, so
 * that focus, Tab and Enter behave the same in every game. Its width is a number of characters of its
 * font, so the board never jumps when the sentences change. Every part is named after the game
 * ({@code gipfUndoButton}) for the tests and the screen readers.
 */
public final class GameColumn extends FixedWidthColumn {
    /** Characters per line of the wrapped sentences, which sets the column's width at any zoom. */
    public static final int COLUMNS = 38;
    /** Lines kept for the reason of a verdict, so that what is below it stays put as reasons come and go. */
    private static final int REASON_LINES = 4;
    /** Lines kept for what to do now, so that what is below it stays put as prompts come and go. */
    private static final int PROMPT_LINES = 2;

    /** What the move list asks of the screen: the position at the end of a turn, or a move on or back. */
    public interface MoveListListener {
        void turnChosen(int turn);

        void stepped(int plies);
    }

    /** The shared buttons of every turn-based game; Review shows while it can be pressed. */
    public record Buttons(Action undo, Action redo, Action copyMoves, Action rematch, Action newGame, Action review) {
    }

    private final WrappingLabel turnLabel;
    private final VerdictView verdictView;
    private final WrappingLabel outcomeLabel;
    private final WrappingLabel gameLabel;
    private final WrappingLabel playersLabel;
    private final WrappingLabel promptLabel;
    private final Map<Action, JButton> decisionButtons = new LinkedHashMap<>();
    private final DefaultListModel<String> turns = new DefaultListModel<>();
    private final JList<String> turnList = new JList<>(turns);
    private final JScrollPane turnScroll = new JScrollPane(turnList);
    private final ScrollingSentences sentences;
    /** True while the list is filled from the game, so that its selection is not taken for a click. */
    private boolean showingTurns;

    /**
     * {@code id}: the game's id, which names the parts; {@code middle}: the game's own part;
     * {@code decisions}: its decision buttons, each shown while enabled; {@code below}: what stands
     * under the buttons (the notation field).
     */
    public GameColumn(Localizer localizer, String id, Buttons buttons, JComponent middle, List<Action> decisions, JComponent below,
                      MoveListListener moveList) {
        // the verdict keeps its height; short of room, the turns shrink to their least first, then the sentences scroll
        super(new MigLayout("insets 0 8 0 0, wrap 2, fill", "[sizegroup b, grow, fill][sizegroup b, grow, fill]",
                "[][][shrinkprio 50][][grow, shrinkprio 200][][][][][]"), COLUMNS);
        setName(id + "SidePanel");
        turnLabel = new WrappingLabel(id + "TurnLabel", COLUMNS).reserving(2); // "… to move: the computer is thinking…"
        turnLabel.putClientProperty("FlatLaf.styleClass", "h3");
        verdictView = new VerdictView(localizer, id + "VerdictLabel", id + "ReasonLabel", COLUMNS, REASON_LINES);
        outcomeLabel = new WrappingLabel(id + "OutcomeLabel", COLUMNS);
        gameLabel = new WrappingLabel(id + "GameLabel", COLUMNS).reserving(2);
        gameLabel.putClientProperty("FlatLaf.styleClass", "small");
        playersLabel = new WrappingLabel(id + "PlayersLabel", COLUMNS);
        promptLabel = new WrappingLabel(id + "PromptLabel", COLUMNS).reserving(PROMPT_LINES);
        turnList.setName(id + "MoveList");
        turnList.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        turnList.setVisibleRowCount(6);
        // a click on a turn, or the arrows in the list, show the position there: the list is a way back in time
        turnList.addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting() && !showingTurns && turnList.getSelectedIndex() >= 0) {
                moveList.turnChosen(turnList.getSelectedIndex());
            }
        });
        // a click on the turn already chosen chooses it again (a review's walk starts afresh there): no selection changes
        turnList.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                int index = turnList.locationToIndex(e.getPoint());
                boolean onIt = index >= 0 && turnList.getCellBounds(index, index).contains(e.getPoint());
                if (!showingTurns && onIt && index == turnList.getSelectedIndex()) {
                    moveList.turnChosen(index);
                }
            }
        });
        InputMap keys = turnList.getInputMap(JComponent.WHEN_FOCUSED);
        keys.put(KeyStroke.getKeyStroke("LEFT"), "moveBack");
        keys.put(KeyStroke.getKeyStroke("RIGHT"), "moveOn");
        turnList.getActionMap().put("moveBack", Actions.plain(() -> moveList.stepped(-1)));
        turnList.getActionMap().put("moveOn", Actions.plain(() -> moveList.stepped(1)));
        JLabel movesTitle = new JLabel();
        localizer.bindText(movesTitle, "window.moves");

        add(turnLabel, "span 2");
        add(verdictView, "span 2, gaptop rel");
        sentences = new ScrollingSentences();
        // the players' counts first, then what to do now and its buttons, then the game and its options; at a
        // projector's zoom they scroll, and a decision's button, when one is due, is scrolled into view
        sentences.add(outcomeLabel, "span 2, hidemode 3");
        sentences.add(playersLabel, "span 2");
        sentences.add(promptLabel, "span 2, gaptop para");
        sentences.add(middle, "span 2, hidemode 3");
        for (Action decision : decisions) {
            JButton button = button(decision, (String) decision.getValue(Action.ACTION_COMMAND_KEY));
            decisionButtons.put(decision, button);
            sentences.add(button, "span 2, hidemode 3, wmin 0");
        }
        sentences.add(gameLabel, "span 2, gaptop para");
        add(sentences.inScrollPane(), "span 2, growx, hmin 24lp, gaptop para");
        add(movesTitle, "span 2, gaptop para");
        turnScroll.setName(id + "MovesScroll");
        add(turnScroll, "span 2, grow, push, hmin 48lp, wmin 0");
        add(button(buttons.undo(), id + "UndoButton"), "wmin 0");
        add(button(buttons.redo(), id + "RedoButton"), "wmin 0");
        add(button(buttons.copyMoves(), id + "CopyMovesButton"), "wmin 0");
        JButton rematch = button(buttons.rematch(), id + "RematchButton");
        rematch.setVisible(buttons.rematch().isEnabled());
        // offered once a game has ended, beside New game: the same game again from its start
        buttons.rematch().addPropertyChangeListener(e -> rematch.setVisible(buttons.rematch().isEnabled()));
        add(rematch, "wmin 0");
        JButton review = button(buttons.review(), id + "ReviewButton");
        review.setVisible(buttons.review().isEnabled());
        buttons.review().addPropertyChangeListener(e -> review.setVisible(buttons.review().isEnabled()));
        add(review, "span 2, hidemode 3, wmin 0");
        add(new JSeparator(), "span 2, gaptop para");
        add(button(buttons.newGame(), id + "NewGameButton"), "span 2, wmin 0");
        add(below, "span 2");
    }

    /** Whose turn it is (or how the game ended), the verdict on the last try, and the reason the game ended. */
    public void showTurn(String turn, Feedback feedback, String outcome) {
        turnLabel.setText(turn);
        verdictView.show(feedback);
        outcomeLabel.setText(outcome);
        outcomeLabel.setVisible(!outcome.isEmpty());
    }

    /** The game and its options, each player's line, and what to do now; each decision button shows while it can be pressed. */
    public void showSentences(String game, List<String> players, String prompt) {
        gameLabel.setText(game);
        playersLabel.setText(String.join("\n", players));
        promptLabel.setText(prompt);
        List<JButton> appearing = new ArrayList<>();
        decisionButtons.forEach((action, button) -> {
            if (action.isEnabled() && !button.isVisible()) {
                appearing.add(button);
            }
            button.setVisible(action.isEnabled());
        });
        revalidate();
        repaint();
        if (!appearing.isEmpty()) {
            sentences.showOnceLaidOut(appearing.get(appearing.size() - 1)); // a decision just due stands in view
        }
    }

    /** Every turn of the game, the one shown selected (none at the start, the last at the end). */
    public void showTurns(List<String> lines, int shown) {
        showingTurns = true;
        try {
            if (!Collections.list(turns.elements()).equals(lines)) {
                turns.clear();
                turns.addAll(new ArrayList<>(lines));
                if (shown == lines.size() - 1) {
                    // the last turn in view by the list's own scroll bar: ensureIndexIsVisible would also scroll the column around it
                    SwingUtilities.invokeLater(() -> turnScroll.getVerticalScrollBar().setValue(turnScroll.getVerticalScrollBar().getMaximum()));
                }
            }
            if (shown < 0) {
                turnList.clearSelection();
            } else if (turnList.getSelectedIndex() != shown) {
                turnList.setSelectedIndex(shown);
            }
        } finally {
            showingTurns = false;
        }
    }

    /** Every button of every game's column: reached by Tab, pressed by Enter, narrower than its text if the column must be. */
    public static JButton button(Action action, String name) {
        JButton button = new JButton(action);
        button.setName(name);
        return Actions.pressedWithEnter(button);
    }

    /** A decision's action, named for its button: {@code gipfRemoveButton}. */
    public static Action decision(Action action, String buttonName) {
        action.putValue(Action.ACTION_COMMAND_KEY, buttonName);
        return action;
    }
}
