package org.ludoteka.ui.loa;

import org.ludoteka.ui.ComputerThinking;
import org.ludoteka.ui.SavableGame;
import org.ludoteka.ui.GameMenuItem;
import org.ludoteka.ui.GameMenuTarget;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.NotationField;
import org.ludoteka.ui.Dialogs;
import org.ludoteka.ui.Actions;
import org.ludoteka.ui.Presentable;
import java.awt.Toolkit;
import java.awt.datatransfer.StringSelection;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ludoteka.games.loa.LoaGame;
import java.util.Locale;
import java.util.Optional;
import javax.swing.Action;
import javax.swing.JComponent;
import javax.swing.JPanel;
import org.ludoteka.ui.BoardScreenLayout;
import org.ludoteka.ai.LoaComputerPlayer;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;
import org.ludoteka.games.loa.LoaBoard;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.progress.SavedGame;

/**
 * A game of Lines of Action: the board, and beside it what the learner needs to know. Every try
 * on the board goes to the rules, and the verdict is shown with its reason in the chosen language.
 * The sentences on screen are kept as {@link Message}s and put into words again when the language
 * changes.
 */
public final class LoaPanel extends JPanel implements SavableGame, Presentable, GameMenuTarget, LoaBoardView.Listener {
    private final Localizer localizer;
    private final ComputerThinking computer;
    private long seed = System.nanoTime();
    private final LoaBoardView board = new LoaBoardView(this);
    private final LoaActions actions;
    private final LoaSidePanel side;
    private LoaMatch match = new LoaMatch(LoaSetup.STANDARD);

    private Message verdict;
    private LoaSidePanel.Tone tone = LoaSidePanel.Tone.NEUTRAL;
    private List<Message> explanation = List.of();

    /** Whether this board is the one on screen; its actions are off while another game is shown. */
    private boolean active = true;

    /** While a position is being set up: the pieces placed so far; null when not editing. */
    private LoaPosition edited;

    public LoaPanel(Localizer localizer, ComputerThinking computer) {
        super(new BoardScreenLayout("[grow, fill][]", "[grow, fill]"));
        this.localizer = localizer;
        this.computer = computer;
        setName("loaPanel");
        actions = new LoaActions(
                action("window.action.newGame", this::newGame),
                action("window.action.rematch", this::rematch),
                action("window.action.pastePosition", this::pastePosition),
                action("window.action.editPosition", this::startEditing),
                action("window.action.copyMoves", this::copyMoves),
                action("window.action.undo", this::undo),
                action("window.action.redo", this::redo),
                action("window.action.pass", () -> tried(LoaMove.PASS)),
                action("window.action.clearBoard", () -> setUp(new LoaPosition(0, 0, Side.BLACK, null))),
                action("window.action.startPosition", () -> setUp(LoaPosition.START)),
                action("window.action.playFromHere", this::playFromHere),
                action("window.action.cancelEdit", this::stopEditing));
        side = new LoaSidePanel(localizer, actions);
        side.add(new NotationField(localizer, "loaMoveField", "window.notation.loa", this::typed), "span 2"); // no paragraph gap: the window fits a projector at 200 %
        BoardScreenLayout.addBoard(this, board, "grow, push");
        add(side, BoardScreenLayout.column("growy"));
        localizer.bind(this::refresh);
    }

    /** Shown or hidden by the window; a game left for another screen is kept as it is, and the computer thinks only while it is shown. */
    public void setActive(boolean shown) {
        active = shown;
        if (!shown) {
            computer.forget();
        }
        refresh();
    }

    /** In presentation mode the teacher steps through the game with the clicker: on is a move played again, back a move taken back. */
    @Override
    public boolean goOn() {
        return Actions.runIfEnabled(actions.redo());
    }

    @Override
    public boolean goBack() {
        return Actions.runIfEnabled(actions.undo());
    }

    @Override
    public Optional<JComponent> sideColumn() {
        return Optional.of(side);
    }

    @Override
    public Map<GameMenuItem, Action> gameMenuActions() {
        return actions.forMenu();
    }

    @Override
    public boolean inProgress() {
        return match.inProgress();
    }

    @Override
    public SavedGame saved() {
        return match.toSaved();
    }

    public LoaPosition position() {
        return match.position();
    }

    /** Whether the computer is choosing a move right now. */
    public boolean computerThinking() {
        return computer.isThinking();
    }

    @Override
    public void resume(SavedGame game) {
        begin(LoaMatch.resume(game));
    }

    /**
     * A game from {@code position} (e.g. a puzzle's) against the computer at its strongest, which
     * takes the side not on move; false when the player keeps the game in progress instead.
     */
    public boolean playOn(String position, Map<String, String> options) {
        if (!mayAbandon()) {
            return false;
        }
        LoaPosition from = LoaNotation.INSTANCE.parsePosition(position);
        begin(new LoaMatch(new LoaSetup(options, from, Opponent.computer(from.opponent(), LoaComputerPlayer.Strength.HARD))));
        return true;
    }

    @Override
    public void tried(LoaMove move) {
        LoaPosition before = match.position();
        MoveResult<LoaPosition> result = match.play(move);
        if (result instanceof MoveResult.Illegal<LoaPosition> illegal) {
            explain(Message.of("window.verdict.illegal", tryText(move)), LoaSidePanel.Tone.ILLEGAL, List.of(illegal.message()));
        } else {
            explain(Message.of("window.verdict.legal", LoaNotation.INSTANCE.format(before, move)), LoaSidePanel.Tone.LEGAL,
                    ((MoveResult.Legal<LoaPosition>) result).notes());
        }
        refresh();
    }

    /** A move typed in the notation beside the board: judged like one made on it; true when it was played. */
    private boolean typed(String text) {
        if (edited != null) {
            return false; // setting up a position: the board is not in play
        }
        if (match.computerToMove()) {
            pressedWhileWaiting();
            return false;
        }
        LoaMove move;
        try {
            move = LoaNotation.INSTANCE.parseMove(text);
        } catch (InputError e) {
            explain(Message.of("window.notation.unread", text), LoaSidePanel.Tone.ILLEGAL, List.of(e.problem()));
            refresh();
            return false;
        }
        LoaPosition before = match.position();
        tried(move);
        return !match.position().equals(before);
    }

    /** A press on an empty square or an opponent's piece, with nothing chosen: no move was tried, so no verdict. */
    @Override
    public void choseNoPiece() {
        explain(Message.of("window.verdict.choosePiece", Message.of(match.position().toMove().key())), LoaSidePanel.Tone.NEUTRAL,
                List.of());
        refresh();
    }

    @Override
    public void pressedWhileWaiting() {
        explain(Message.of("window.verdict.wait"), LoaSidePanel.Tone.NEUTRAL, List.of(Message.of("window.computerThinking")));
        refresh();
    }

    @Override
    public void edited(int square) {
        long bit = 1L << square;
        Side now = edited.at(square);
        long black = edited.black() & ~bit;
        long white = edited.white() & ~bit;
        if (now == null) {
            black |= bit;
        } else if (now == Side.BLACK) {
            white |= bit;
        }
        edited = new LoaPosition(black, white, side.editSide(), null);
        refresh();
    }

    private void setUp(LoaPosition position) {
        edited = new LoaPosition(position.black(), position.white(), side.editSide(), null);
        refresh();
    }

    private Action action(String key, Runnable task) {
        return Actions.create(localizer, key, task);
    }

    /** The rule options a new game starts with, from the settings; a game not under way takes them at once. */
    public void useRuleOptions(Map<String, String> options) {
        LoaSetup setup = match.setup();
        if (!match.inProgress() && !LoaGame.INSTANCE.withDefaults(options).equals(setup.options())) {
            begin(new LoaMatch(new LoaSetup(options, setup.start(), setup.opponent())));
        }
    }

    private void begin(LoaMatch newMatch) {
        computer.forget();
        match = newMatch;
        edited = null;
        explain(null, LoaSidePanel.Tone.NEUTRAL, List.of());
        refresh();
    }

    private void explain(Message newVerdict, LoaSidePanel.Tone newTone, List<Message> why) {
        verdict = newVerdict;
        tone = newTone;
        explanation = why;
    }

    /** Shows the game as it stands, and lets the computer think when it is its turn. */
    private void refresh() {
        boolean editing = edited != null;
        Optional<Outcome> outcome = editing ? Optional.empty() : match.outcome();
        LoaBoardView.Mode mode = editing ? LoaBoardView.Mode.EDIT
                : outcome.isPresent() ? LoaBoardView.Mode.OVER
                : match.computerToMove() ? LoaBoardView.Mode.WAIT : LoaBoardView.Mode.PLAY;
        LoaPosition shown = editing ? edited : match.position();
        board.display(shown, editing ? null : match.lastMove().orElse(null), editing ? List.of() : match.legalMoves(), mode);
        board.light(outcome.map(ended -> winningGroups(shown, ended)).orElse(0L));
        side.showGame(playersText(), editing ? localizer.text("window.edit.title") : turnText(outcome), outcome.isPresent(),
                match.numberedMoves());
        List<Message> said = new ArrayList<>(explanation);
        outcome.map(Outcome::reason).filter(reason -> !said.contains(reason)).ifPresent(said::add);
        side.showVerdict(verdict == null ? " " : localizer.text(verdict), tone, sentences(said));
        side.showEditing(editing, editing ? edited.toMove() : match.position().toMove());
        actions.undo().setEnabled(active && !editing && match.canUndo());
        actions.redo().setEnabled(active && !editing && match.canRedo());
        actions.pass().setEnabled(active && mode == LoaBoardView.Mode.PLAY && match.legalMoves().equals(List.of(LoaMove.PASS)));
        actions.copyMoves().setEnabled(active && !match.numberedMoves().isEmpty());
        actions.editPosition().setEnabled(active && !editing);
        actions.newGame().setEnabled(active);
        actions.rematch().setEnabled(active && outcome.isPresent());
        actions.pastePosition().setEnabled(active);
        if (active && !editing && match.computerToMove() && !computer.isThinking()) {
            LoaMatch asked = match;
            LoaPosition position = match.position();
            LoaComputerPlayer player = new LoaComputerPlayer(match.setup().rules().options(), match.setup().opponent().strength(), seed++);
            computer.ask(budget -> player.choose(position, budget), move -> computerPlayed(asked, move));
        }
    }

    /** The pieces that are one group at the end: the winner's, or both sides' when they joined at once; none after a repetition. */
    private static long winningGroups(LoaPosition position, Outcome outcome) {
        long lit = 0;
        for (Side side : List.of(Side.BLACK, Side.WHITE)) {
            if (outcome.winner().map(side::equals).orElse(true) && LoaBoard.connected(position.pieces(side))) {
                lit |= position.pieces(side);
            }
        }
        return lit;
    }

    /** Who plays whom: two people at the screen, or the person and the computer, with its strength and colour. */
    private String playersText() {
        Opponent opponent = match.setup().opponent();
        return opponent.computerSide()
                .map(computerSide -> localizer.text("window.players.computer",
                        Message.of((computerSide == Side.BLACK ? Side.WHITE : Side.BLACK).key()), Message.of(computerSide.key()),
                        Message.of("window.players.strength." + opponent.strength().name().toLowerCase(Locale.ROOT))))
                .orElse(localizer.text("window.players.people", Message.of(Side.BLACK.key()), Message.of(Side.WHITE.key())));
    }

    private void computerPlayed(LoaMatch asked, LoaMove move) {
        if (asked != match || edited != null) {
            return;
        }
        LoaPosition before = match.position();
        if (match.play(move) instanceof MoveResult.Legal<LoaPosition> legal) {
            explain(Message.of("window.verdict.computer", LoaNotation.INSTANCE.format(before, move)),
                    LoaSidePanel.Tone.NEUTRAL, legal.notes());
        }
        refresh();
    }

    private String turnText(Optional<Outcome> outcome) {
        if (outcome.isPresent()) {
            return outcome.get().winner()
                    .map(winner -> localizer.text("window.over.win", Message.of(winner.key())))
                    .orElse(localizer.text("window.over.draw"));
        }
        Side toMove = match.position().toMove();
        String key = match.setup().opponent().playsFor(toMove) ? "window.turn.computer" : "window.turn";
        return localizer.text(key, Message.of(toMove.key()));
    }

    private String sentences(List<Message> messages) {
        List<String> words = new ArrayList<>();
        messages.forEach(message -> words.add(localizer.text(message)));
        return String.join(" ", words);
    }

    /** A try as the learner made it: a square alone when only one was clicked. */
    static String tryText(LoaMove move) {
        if (move.isPass()) {
            return "pass";
        }
        String from = LoaNotation.squareName(move.from());
        return move.from() == move.to() ? from : from + "-" + LoaNotation.squareName(move.to());
    }

    /** The same game again from its start, against the same opponent, once the last one has ended. */
    private void rematch() {
        begin(new LoaMatch(match.setup()));
    }

    private void newGame() {
        NewGameDialog.ask(this, localizer, match.setup())
                .filter(setup -> mayAbandon())
                .ifPresent(setup -> begin(new LoaMatch(setup)));
    }

    private void pastePosition() {
        PastePositionDialog.ask(this, localizer, LoaNotation.INSTANCE.format(match.position()))
                .filter(position -> mayAbandon())
                .ifPresent(position -> begin(new LoaMatch(match.setup().startingFrom(position))));
    }

    private void startEditing() {
        computer.forget();
        LoaPosition shown = match.position();
        edited = new LoaPosition(shown.black(), shown.white(), shown.toMove(), null);
        explain(null, LoaSidePanel.Tone.NEUTRAL, List.of(Message.of("window.edit.hint")));
        refresh();
    }

    private void stopEditing() {
        edited = null;
        explain(null, LoaSidePanel.Tone.NEUTRAL, List.of());
        refresh();
    }

    /** The position set up is checked as if it were typed, so it obeys the notation's limits (1 to 12 pieces a side). */
    private void playFromHere() {
        edited = new LoaPosition(edited.black(), edited.white(), side.editSide(), null);
        try {
            LoaPosition checked = LoaNotation.INSTANCE.parsePosition(LoaNotation.INSTANCE.format(edited));
            if (mayAbandon()) {
                begin(new LoaMatch(match.setup().startingFrom(checked)));
            }
        } catch (InputError e) {
            explain(Message.of("window.edit.cannotPlay"), LoaSidePanel.Tone.ILLEGAL, List.of(e.problem()));
            refresh();
        }
    }

    private void copyMoves() {
        List<String> lines = new ArrayList<>();
        if (!match.setup().start().equals(LoaPosition.START)) {
            lines.add(LoaNotation.INSTANCE.format(match.setup().start()));
        }
        lines.addAll(match.numberedMoves());
        Toolkit.getDefaultToolkit().getSystemClipboard().setContents(new StringSelection(String.join("\n", lines)), null);
        explain(Message.of("window.copied"), LoaSidePanel.Tone.NEUTRAL, List.of());
        refresh();
    }

    private void undo() {
        computer.forget();
        match.undo();
        explain(null, LoaSidePanel.Tone.NEUTRAL, List.of());
        refresh();
    }

    private void redo() {
        computer.forget();
        match.redo();
        explain(null, LoaSidePanel.Tone.NEUTRAL, List.of());
        refresh();
    }

    /** Asks before a game in progress is dropped; true when there is none or the user agrees. */
    private boolean mayAbandon() {
        if (!match.inProgress()) {
            return true;
        }
        return Dialogs.agreeToAbandon(this, localizer);
    }
}
