package org.ludoteka.ui.gipf;

import org.ludoteka.ui.Actions;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import javax.swing.Action;
import javax.swing.ButtonGroup;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import javax.swing.JScrollPane;
import javax.swing.JSeparator;
import javax.swing.ListSelectionModel;
import javax.swing.SwingUtilities;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.games.gipf.GipfPiece;
import org.ludoteka.ui.Feedback;
import org.ludoteka.ui.FixedWidthColumn;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.ScrollingSentences;
import org.ludoteka.ui.VerdictView;
import org.ludoteka.ui.WrappingLabel;

/**
 * Beside the GIPF board: whose turn it is and what he is to do, the game and its options, each
 * player's reserve, captures, GIPF pieces, potentials and challenges, the piece to bring in, the
 * buttons of the decisions the rules leave, the verdict on the last try and why, the turns played,
 * and the buttons. It only shows what {@link GipfPanel} tells it. Its width is fixed by its wrapping
 * sentences, so the board never jumps when they change. In a short window (a projector's zoom) the
 * sentences scroll, and the turns and the buttons under them stay in view.
 */
final class GipfSidePanel extends FixedWidthColumn {
    /** Characters per line of the wrapped sentences, which sets the panel's width at any zoom. */
    private static final int COLUMNS = 36;
    /** Lines kept for the reason of a verdict, so that what is below it stays put as reasons come and go. */
    private static final int REASON_LINES = 3;
    /** Lines kept for what to do now: the longest prompts (a row with a choice, a challenge) take four or five. */
    private static final int PROMPT_LINES = 4;

    /** The panel's actions, each shown by one button. */
    record Buttons(Action remove, Action challenge, Action noChallenge, Action playTamsk, Action forfeit,
                   Action undo, Action redo, Action copyMoves, Action newGame) {
    }

    private final WrappingLabel turnLabel = new WrappingLabel("gipfTurnLabel", COLUMNS);
    private final WrappingLabel gameLabel = new WrappingLabel("gipfGameLabel", COLUMNS);
    private final WrappingLabel outcomeLabel = new WrappingLabel("gipfOutcomeLabel", COLUMNS);
    private final WrappingLabel whiteLabel = new WrappingLabel("gipfWhiteLabel", COLUMNS);
    private final WrappingLabel blackLabel = new WrappingLabel("gipfBlackLabel", COLUMNS);
    private final JLabel kindTitle = new JLabel();
    private final Map<GipfPiece.Kind, JRadioButton> kindButtons = new EnumMap<>(GipfPiece.Kind.class);
    /** What to do now: room is kept for the longest prompt's lines, so the window is tall enough for a decision too. */
    private final WrappingLabel promptLabel = new WrappingLabel("gipfPromptLabel", COLUMNS).reserving(PROMPT_LINES);
    private final Map<String, JButton> decisionButtons = new LinkedHashMap<>();
    private final VerdictView verdictView;
    private final DefaultListModel<String> turns = new DefaultListModel<>();
    private final JList<String> turnList = new JList<>(turns);
    private final JScrollPane turnScroll = new JScrollPane(turnList);
    /** The sentences and the decisions, above the turns: they scroll when the window is too short for them all. */
    private final ScrollingSentences sentences = new ScrollingSentences();

    GipfSidePanel(Localizer localizer, Buttons buttons, Consumer<GipfPiece.Kind> kindChosen) {
        // the sentences take their height first; short of room, the turns shrink to their least, then the sentences scroll
        super(new MigLayout("insets 0 8 0 0, wrap 2, fill", "[sizegroup b, grow, fill][sizegroup b, grow, fill]",
                "[shrinkprio 50][][grow, shrinkprio 200][][][][]"), COLUMNS);
        setName("gipfSidePanel");
        turnLabel.putClientProperty("FlatLaf.styleClass", "h3");
        verdictView = new VerdictView(localizer, "gipfVerdictLabel", "gipfReasonLabel", COLUMNS, REASON_LINES);
        turnList.setName("gipfMoveList");
        turnList.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        turnList.setVisibleRowCount(6);
        turnList.setFocusable(false);
        JLabel movesTitle = new JLabel();
        localizer.bindText(movesTitle, "window.moves");
        localizer.bindText(kindTitle, "window.gipf.kind");

        sentences.add(turnLabel, "span 2");
        sentences.add(gameLabel, "span 2");
        sentences.add(outcomeLabel, "span 2, hidemode 3");
        sentences.add(promptLabel, "span 2, gaptop para");
        sentences.add(kindTitle, "span 2, hidemode 3");
        JPanel kinds = new JPanel(new MigLayout("insets 0, gap 12lp", "[][][]"));
        ButtonGroup group = new ButtonGroup();
        for (GipfPiece.Kind kind : List.of(GipfPiece.Kind.BASIC, GipfPiece.Kind.LOADED, GipfPiece.Kind.GIPF)) {
            String key = "window.gipf.kind." + kind.name().toLowerCase(Locale.ROOT);
            JRadioButton button = new JRadioButton();
            button.setName("gipf" + kind.name().charAt(0) + kind.name().substring(1).toLowerCase(Locale.ROOT) + "Radio");
            Actions.pressedWithEnter(button);
            localizer.bindText(button, key);
            localizer.bind(() -> button.setToolTipText(localizer.text(key + ".tip")));
            button.addActionListener(e -> kindChosen.accept(kind));
            group.add(button);
            kinds.add(button, "hidemode 3");
            kindButtons.put(kind, button);
        }
        sentences.add(kinds, "span 2, hidemode 3");
        decisionButtons.put("remove", button(buttons.remove(), "gipfRemoveButton"));
        decisionButtons.put("challenge", button(buttons.challenge(), "gipfChallengeButton"));
        decisionButtons.put("noChallenge", button(buttons.noChallenge(), "gipfNoChallengeButton"));
        decisionButtons.put("playTamsk", button(buttons.playTamsk(), "gipfPlayTamskButton"));
        decisionButtons.put("forfeit", button(buttons.forfeit(), "gipfForfeitButton"));
        decisionButtons.values().forEach(b -> sentences.add(b, "span 2, hidemode 3, wmin 0"));
        sentences.add(verdictView, "span 2, gaptop para");
        sentences.add(whiteLabel, "span 2, gaptop para");
        sentences.add(blackLabel, "span 2, gaptop rel");
        add(sentences.inScrollPane(), "span 2, growx, hmin 48lp");
        add(movesTitle, "span 2, gaptop para");
        add(turnScroll, "span 2, grow, push, hmin 48lp, wmin 0");
        add(button(buttons.undo(), "gipfUndoButton"), "wmin 0");
        add(button(buttons.redo(), "gipfRedoButton"), "wmin 0");
        add(button(buttons.copyMoves(), "gipfCopyMovesButton"), "span 2, wmin 0");
        add(new JSeparator(), "span 2, gaptop para");
        add(button(buttons.newGame(), "gipfNewGameButton"), "span 2, wmin 0");
    }

    void showGame(String turn, String game, String outcome, String white, String black) {
        turnLabel.setText(turn);
        gameLabel.setText(game);
        outcomeLabel.setText(outcome);
        outcomeLabel.setVisible(!outcome.isEmpty());
        whiteLabel.setText(white);
        blackLabel.setText(black);
    }

    /** The kinds of piece this game has (none shown when it has only basic pieces), those open now, and the one chosen. */
    void showKinds(List<GipfPiece.Kind> kinds, List<GipfPiece.Kind> open, GipfPiece.Kind chosen) {
        boolean choice = kinds.size() > 1;
        kindTitle.setVisible(choice);
        kindButtons.get(GipfPiece.Kind.BASIC).getParent().setVisible(choice);
        kindButtons.forEach((kind, button) -> {
            button.setVisible(kinds.contains(kind));
            button.setEnabled(open.contains(kind));
            button.setSelected(kind == chosen);
        });
    }

    /** What the person deciding now is to do, and which decision buttons show (by name: remove, challenge, …). */
    void showPrompt(String prompt, List<String> decisions) {
        promptLabel.setText(prompt);
        decisionButtons.forEach((name, button) -> button.setVisible(decisions.contains(name)));
        sentences.revalidate();
    }

    void showVerdict(Feedback feedback) {
        verdictView.show(feedback);
    }

    void showTurns(List<String> lines) {
        if (!Collections.list(turns.elements()).equals(lines)) {
            turns.clear();
            turns.addAll(lines);
            // the last turn in view by the list's own scroll bar: ensureIndexIsVisible would also scroll the panel around it
            SwingUtilities.invokeLater(() -> turnScroll.getVerticalScrollBar().setValue(turnScroll.getVerticalScrollBar().getMaximum()));
        }
    }

    private static JButton button(Action action, String name) {
        JButton button = new JButton(action);
        button.setName(name);
        return Actions.pressedWithEnter(button);
    }
}
