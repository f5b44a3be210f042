package org.ludoteka.ui.gipf;

import java.awt.Toolkit;
import java.awt.datatransfer.StringSelection;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ludoteka.games.gipf.GipfGame;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.swing.Action;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import org.ludoteka.ui.BoardScreenLayout;
import org.ludoteka.ai.GipfComputerPlayer;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfBoard;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfNotation;
import org.ludoteka.games.gipf.GipfHandicap;
import org.ludoteka.games.gipf.GipfPiece;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfRules;
import org.ludoteka.games.gipf.GipfVariant;
import org.ludoteka.games.gipf.Pending;
import org.ludoteka.progress.SavedGame;
import org.ludoteka.ui.ComputerThinking;
import org.ludoteka.ui.SavableGame;
import org.ludoteka.ui.Animation;
import org.ludoteka.ui.Dialogs;
import org.ludoteka.ui.Feedback;
import org.ludoteka.ui.GameMenuItem;
import org.ludoteka.ui.GameMenuTarget;
import org.ludoteka.ui.Actions;
import org.ludoteka.ui.Presentable;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.NotationField;

/**
 * A game of GIPF: the board, and beside it what the players need to know. Every push tried on the
 * board and every decision goes to the rules as a token; the verdict is shown with the engine's
 * reason in the chosen language. Rows are removed on the board; a challenge's game of Tamsk is
 * played on a Tamsk board. Two people share the screen, or one plays the computer, which thinks on
 * its own thread.
 */
public final class GipfPanel extends JPanel implements SavableGame, Presentable, GameMenuTarget, GipfBoardView.Listener {
    private final Localizer localizer;
    private final TamskChallenge challenges;
    private final ComputerThinking thinker;
    private long seed = System.nanoTime();
    private final GipfBoardView board = new GipfBoardView(this);
    private final GipfSidePanel side;
    private final Action removeAction;
    private final Action challengeAction;
    private final Action noChallengeAction;
    private final Action playTamskAction;
    private final Action forfeitAction;
    private final Action undoAction;
    private final Action redoAction;
    private final Action copyMovesAction;
    private final Action newGameAction;
    private GipfMatch match = new GipfMatch(GipfSetup.FIRST);
    private Feedback feedback = Feedback.NONE;
    /** The kind of piece the person chose to bring in, and the position he chose it in; the choice holds for that turn only. */
    private GipfPiece.Kind chosenKind;
    private GipfPosition kindChosenIn;
    /** The row removal being chosen on the board, and the position it is for. */
    private RowChoice rowChoice;
    private Animation animation;
    /** A challenge was just demanded: its game of Tamsk opens by itself once the board has caught up (not after an undo or redo). */
    private boolean tamskDue;
    private boolean active;

    /** The computer thinks at most {@code thinkBudget} a token; {@code challenges} plays a challenge's game of Tamsk. */
    public GipfPanel(Localizer localizer, Duration thinkBudget, TamskChallenge challenges) {
        super(new BoardScreenLayout("[grow, fill][]", "[grow, fill]"));
        this.localizer = localizer;
        this.challenges = challenges;
        this.thinker = new ComputerThinking(thinkBudget, "ludoteka-gipf-computer");
        setName("gipfPanel");
        removeAction = Actions.create(localizer, "window.gipf.action.remove", this::removeChosenRow);
        challengeAction = Actions.create(localizer, "window.gipf.action.challenge", () -> play(GipfMove.CHALLENGE, false));
        noChallengeAction = Actions.create(localizer, "window.gipf.action.noChallenge", () -> play(GipfMove.NO_CHALLENGE, false));
        playTamskAction = Actions.create(localizer, "window.gipf.action.playTamsk", this::playTamsk);
        forfeitAction = Actions.create(localizer, "window.gipf.action.forfeit", () -> play(GipfMove.FORFEIT, false));
        undoAction = Actions.create(localizer, "window.action.undo", this::undo);
        redoAction = Actions.create(localizer, "window.action.redo", this::redo);
        copyMovesAction = Actions.create(localizer, "window.action.copyMoves", this::copyMoves);
        newGameAction = Actions.create(localizer, "window.action.newGame", this::newGame);
        side = new GipfSidePanel(localizer, new GipfSidePanel.Buttons(removeAction, challengeAction, noChallengeAction,
                playTamskAction, forfeitAction, undoAction, redoAction, copyMovesAction, newGameAction), this::chooseKind);
        side.add(new NotationField(localizer, "gipfMoveField", "window.notation.gipf", this::typed), "span 2, gaptop para");
        BoardScreenLayout.addBoard(this, board, "grow, push");
        add(side, BoardScreenLayout.column("growy"));
        localizer.bind(this::refresh);
    }

    /** In presentation mode the teacher steps through the game with the clicker: on is a turn played again, back a turn taken back. */
    @Override
    public boolean goOn() {
        return Actions.runIfEnabled(redoAction);
    }

    @Override
    public boolean goBack() {
        return Actions.runIfEnabled(undoAction);
    }

    @Override
    public Optional<JComponent> sideColumn() {
        return Optional.of(side);
    }

    /** Shown or hidden by the window; its buttons work only while it is shown. */
    public void setActive(boolean shown) {
        active = shown;
        refresh();
    }

    /** The Game menu starts a new game, copies the moves and undoes and redoes as the buttons do; GIPF has no pasted or set-up positions yet. */
    @Override
    public Map<GameMenuItem, Action> gameMenuActions() {
        return Map.of(GameMenuItem.NEW_GAME, newGameAction, GameMenuItem.COPY_MOVES, copyMovesAction,
                GameMenuItem.UNDO, undoAction, GameMenuItem.REDO, redoAction);
    }

    /** Something has been played and the game has not ended. */
    @Override
    public boolean inProgress() {
        return match.inProgress();
    }

    /** The game as the save file holds every game. */
    @Override
    public SavedGame saved() {
        return match.toSaved();
    }

    /** Plays on from a saved game; {@link org.ludoteka.core.InputError} names a bad token in it. */
    @Override
    public void resume(SavedGame saved) {
        begin(GipfMatch.resume(saved));
    }

    /** The window closes: no more thinking. */
    public void stop() {
        thinker.shutDown();
        stopAnimation();
    }

    public GipfPosition position() {
        return match.position();
    }

    boolean computerThinking() {
        return thinker.isThinking();
    }

    /** Whether a push or its rows are being played out on the board. */
    boolean animating() {
        return animation != null && animation.running();
    }

    /** The rule options a new game starts with, from the settings; a game not under way takes them at once. */
    public void useRuleOptions(Map<String, String> options) {
        GipfSetup setup = match.setup();
        if (!match.inProgress() && !GipfGame.INSTANCE.withDefaults(options).equals(setup.options())) {
            begin(new GipfSetup(setup.variant(), options, setup.computer(), setup.strength()));
        }
    }

    void begin(GipfSetup setup) {
        begin(new GipfMatch(setup));
    }

    private void begin(GipfMatch newMatch) {
        thinker.forget();
        stopAnimation();
        match = newMatch;
        feedback = Feedback.NONE;
        chosenKind = null;
        rowChoice = null;
        tamskDue = false;
        refresh();
    }

    @Override
    public void tried(int from, int to) {
        if (animating()) {
            return;
        }
        if (match.computerToAct()) {
            pressedWhileWatching();
            return;
        }
        GipfPosition now = match.position();
        GipfPiece.Kind kind = now.pending() == Pending.EXTRA ? GipfPiece.Kind.BASIC : kind(now);
        GipfMove.Push push = new GipfMove.Push(kind, from, to);
        if (from == to) {
            MoveResult<GipfPosition> refused = match.rules().apply(now, push);
            if (refused instanceof MoveResult.Illegal<GipfPosition> illegal) {
                feedback = Feedback.of(Message.of("window.verdict.illegal", GipfBoard.name(from)), Feedback.Tone.WRONG,
                        List.of(illegal.message()));
                refresh();
                return;
            }
        }
        play(push, false);
    }

    /**
     * A token typed in the notation beside the board (a push such as {@code a1-b2}, a row removed
     * such as {@code xc3-c7:e5}, {@code challenge}, {@code forfeit}…): judged like one made with the
     * mouse or a button; true when it was played.
     */
    private boolean typed(String text) {
        if (animating()) {
            return false;
        }
        if (match.computerToAct()) {
            pressedWhileWatching();
            return false;
        }
        GipfMove move;
        try {
            move = GipfNotation.INSTANCE.parseMove(text);
        } catch (InputError e) {
            feedback = Feedback.unreadMove(text, e.problem());
            refresh();
            return false;
        }
        GipfPosition before = match.position();
        play(move, false);
        return !match.position().equals(before);
    }

    @Override
    public void clickedInRows(int point) {
        if (rowChoice == null || animating()) {
            return;
        }
        RowChoice.Click click = rowChoice.click(point);
        switch (click) {
            case REMOVE -> {
                play(rowChoice.move(), false);
                return;
            }
            case OUTSIDE -> feedback = Feedback.of(Message.of("window.gipf.rows.outside.title", GipfBoard.name(point)),
                    Feedback.Tone.WRONG, List.of(Message.of("window.gipf.rows.outside", GipfBoard.name(point))));
            case CROSSING -> feedback = Feedback.of(Message.of("window.gipf.rows.crossing.title", GipfBoard.name(point)),
                    Feedback.Tone.WRONG, List.of(Message.of("window.gipf.rows.crossing", GipfBoard.name(point))));
            case CHOSEN, TOGGLED -> feedback = Feedback.NONE;
        }
        refresh();
    }

    @Override
    public void pressedWhileWatching() {
        if (match.computerToAct()) {
            feedback = Feedback.of(Message.of("window.verdict.wait"), Feedback.Tone.NEUTRAL, List.of(Message.of("window.computerThinking")));
            refresh();
        }
    }

    /** A point's name, and what stands on it. */
    @Override
    public String describe(int point) {
        String name = GipfBoard.name(point);
        Optional<GipfPiece> piece = match.position().pieceAt(point);
        if (piece.isPresent()) {
            return localizer.text("window.gipf.point.piece", name, pieceName(piece.get()));
        }
        return localizer.text(GipfBoard.isDot(point) ? "window.gipf.point.dot"
                : point == GipfBoard.CENTRE ? "window.gipf.point.centre" : "window.gipf.point.spot", name);
    }

    @Override
    public void kindChosen(GipfPiece.Kind kind) {
        chooseKind(kind);
    }

    @Override
    public String describe(GipfPiece.Kind kind) {
        return localizer.text("window.gipf.kind." + kind.name().toLowerCase(Locale.ROOT) + ".tip");
    }

    private Message pieceName(GipfPiece piece) {
        return Message.of("window.gipf.piece." + piece.kind().name().toLowerCase(Locale.ROOT), Message.of(piece.side().key()));
    }

    /** Plays {@code token} and says what the rules made of it; a push is played out on the board. */
    private void play(GipfMove token, boolean byComputer) {
        if (!byComputer && !agreesToLosePotentials(token)) {
            refresh();
            return;
        }
        GipfPosition before = match.position();
        String text = GipfNotation.INSTANCE.format(before, token);
        MoveResult<GipfPosition> result = match.play(token);
        if (result instanceof MoveResult.Illegal<GipfPosition> illegal) {
            feedback = Feedback.of(Message.of("window.verdict.illegal", text), Feedback.Tone.WRONG, List.of(illegal.message()));
            refresh();
            return;
        }
        MoveResult.Legal<GipfPosition> legal = (MoveResult.Legal<GipfPosition>) result;
        Message head = byComputer ? Message.of("window.verdict.computer", text)
                : token instanceof GipfMove.Push ? Message.of("window.verdict.legal", text) : Message.of("window.gipf.done", text);
        feedback = Feedback.of(head, byComputer ? Feedback.Tone.NEUTRAL : Feedback.Tone.RIGHT, legal.notes());
        rowChoice = null;
        tamskDue = legal.after().pending() == Pending.TAMSK;
        PushMotion motion = PushMotion.of(before, token, legal.after());
        if (motion != null) {
            stopAnimation();
            animation = Animation.start(motion.millis(), fraction -> board.animate(motion, fraction), () -> {
                board.animate(null, 0);
                refresh();
            });
        }
        refresh();
    }

    /** P-4: a basic piece brought in while potentials remain loses them, so the player is asked first; no is the default. */
    private boolean agreesToLosePotentials(GipfMove token) {
        int lost = match.rules().potentialsLostBy(match.position(), token);
        return lost == 0 || Dialogs.confirm(this, localizer.text("app.title"), localizer.text("window.gipf.losePotentials.question", lost),
                localizer.text("window.gipf.losePotentials.yes"), localizer.text("window.gipf.losePotentials.no"));
    }

    private void stopAnimation() {
        if (animating()) {
            animation.stop();
        }
        board.animate(null, 0);
    }

    private void removeChosenRow() {
        if (rowChoice != null && rowChoice.chosen() != null) {
            play(rowChoice.move(), false);
        }
    }

    private void chooseKind(GipfPiece.Kind kind) {
        chosenKind = kind;
        kindChosenIn = match.position();
        refresh();
    }

    /** The kind of piece to bring in: the one chosen this turn, else the one a player brings in next (G-8, P-4). */
    private GipfPiece.Kind kind(GipfPosition now) {
        List<GipfPiece.Kind> open = openKinds();
        if (chosenKind != null && now.equals(kindChosenIn) && open.contains(chosenKind)) {
            return chosenKind;
        }
        return GipfKinds.natural(now, open);
    }

    /** The kinds of piece the player on move may bring in now. */
    private List<GipfPiece.Kind> openKinds() {
        return match.position().pending() == Pending.NONE ? GipfKinds.open(match.legalMoves()) : List.of();
    }

    /** The kinds of piece the game has: GIPF pieces are brought in only in the tournament game, loaded ones only with potentials. */
    private List<GipfPiece.Kind> gameKinds() {
        List<GipfPiece.Kind> kinds = new ArrayList<>(List.of(GipfPiece.Kind.BASIC));
        GipfPosition start = match.setup().start();
        if (start.potentials(Side.WHITE) + start.potentials(Side.BLACK) > 0) {
            kinds.add(GipfPiece.Kind.LOADED);
        }
        if (start.variant() == GipfVariant.TOURNAMENT) {
            kinds.add(GipfPiece.Kind.GIPF);
        }
        return kinds;
    }

    /** Shows the game as it stands, and lets the computer think or the game of Tamsk be played when their turn has come. */
    private void refresh() {
        GipfPosition now = match.position();
        Optional<Outcome> outcome = match.outcome();
        boolean computerActs = match.computerToAct();
        boolean personRemoves = !computerActs && outcome.isEmpty() && now.pending() == Pending.ROWS;
        if (!personRemoves) {
            rowChoice = null;
        } else if (rowChoice == null) {
            rowChoice = new RowChoice(now, match.rules());
        }
        GipfBoardView.Mode mode = animating() || computerActs ? GipfBoardView.Mode.WATCH
                : personRemoves ? GipfBoardView.Mode.ROWS : GipfBoardView.Mode.PLAY;
        boolean pushing = outcome.isEmpty() && !computerActs && (now.pending() == Pending.NONE || now.pending() == Pending.EXTRA);
        GipfPiece entering = now.pending() == Pending.EXTRA ? GipfPiece.of(now.turn(), GipfPiece.Kind.POTENTIAL)
                : GipfPiece.of(now.turn(), kind(now));
        board.display(now, pushing ? GipfRules.openEntries(now) : List.of(), match.lastPush().orElse(null), mode, entering);
        board.showRows(rowChoice != null ? new GipfBoardView.Rows(rowChoice.rows(), rowChoice.chosen(), rowChoice.kept())
                : new GipfBoardView.Rows(now.rowsToRemove(), null, Set.of()));
        board.glowCentre(outcome.isEmpty() && now.pending() != Pending.NONE && now.pending() != Pending.ROWS);
        side.showGame(turnText(now, outcome), gameText(), outcome.map(o -> localizer.text(o.reason())).orElse(""),
                playerText(now, Side.WHITE), playerText(now, Side.BLACK));
        side.showKinds(pushing && now.pending() == Pending.NONE ? gameKinds() : List.of(), openKinds(), kind(now));
        board.showKinds(pushing ? openKinds() : List.of(), kind(now));
        showPrompt(now, outcome, computerActs);
        side.showVerdict(feedback);
        side.showTurns(match.turns().stream().map(turn -> localizer.text("window.gipf.turnLine", turn.number(),
                Message.of(turn.mover().key()), String.join(" ", turn.tokens()))).toList());
        boolean person = active && !computerActs && outcome.isEmpty();
        removeAction.setEnabled(person && rowChoice != null && rowChoice.chosen() != null);
        challengeAction.setEnabled(person && now.pending() == Pending.CHALLENGE);
        noChallengeAction.setEnabled(person && now.pending() == Pending.CHALLENGE);
        playTamskAction.setEnabled(active && outcome.isEmpty() && now.pending() == Pending.TAMSK);
        forfeitAction.setEnabled(person && now.pending() == Pending.EXTRA);
        undoAction.setEnabled(active && match.canUndo());
        redoAction.setEnabled(active && match.canRedo());
        copyMovesAction.setEnabled(active && !match.turns().isEmpty());
        newGameAction.setEnabled(active);
        if (animating()) {
            return;
        }
        if (computerActs && !thinker.isThinking()) {
            GipfMatch asked = match;
            GipfComputerPlayer player = new GipfComputerPlayer(match.setup().rules().options(), match.setup().strength(), seed++);
            thinker.ask(budget -> player.choose(now, budget), token -> computerPlayed(asked, token));
        }
        if (tamskDue && active) {
            tamskDue = false;
            SwingUtilities.invokeLater(this::playTamsk);
        }
    }

    private void computerPlayed(GipfMatch asked, GipfMove token) {
        if (asked == match) {
            play(token, true);
        }
    }

    private void showPrompt(GipfPosition now, Optional<Outcome> outcome, boolean computerActs) {
        Message owner = Message.of(now.turn().key());
        Message challenger = Message.of(now.opponent().key());
        if (outcome.isPresent()) {
            side.showPrompt("", List.of());
        } else if (now.pending() == Pending.TAMSK) {
            side.showPrompt(localizer.text("window.gipf.prompt.tamsk", owner, challenger), List.of("playTamsk"));
        } else if (computerActs) {
            side.showPrompt(localizer.text("window.gipf.prompt.computer", Message.of(now.decider().key())), List.of());
        } else if (now.pending() == Pending.CHALLENGE) {
            side.showPrompt(localizer.text("window.gipf.prompt.challenge", owner, challenger,
                    match.setup().options().get("tamsklevel"), now.challenges(now.opponent())), List.of("challenge", "noChallenge"));
        } else if (now.pending() == Pending.EXTRA) {
            side.showPrompt(localizer.text("window.gipf.prompt.extra", owner), List.of("forfeit"));
        } else if (now.pending() == Pending.ROWS) {
            Message remover = Message.of(now.decider().key());
            if (rowChoice.chosen() == null) {
                side.showPrompt(localizer.text("window.gipf.prompt.chooseRow", remover), List.of());
            } else {
                side.showPrompt(localizer.text("window.gipf.prompt.keep", remover, rowChoice.chosen().segment().toString()),
                        List.of("remove"));
            }
        } else {
            side.showPrompt(localizer.text("window.gipf.prompt.push"), List.of());
        }
    }

    private String turnText(GipfPosition now, Optional<Outcome> outcome) {
        if (outcome.isPresent()) {
            return outcome.get().winner()
                    .map(winner -> localizer.text("window.over.win", Message.of(winner.key())))
                    .orElse(localizer.text("window.over.draw"));
        }
        Message decider = Message.of(now.decider().key());
        return switch (now.pending()) {
            case NONE -> localizer.text(match.computerToAct() ? "window.turn.computer" : "window.turn", decider);
            case ROWS -> localizer.text("window.gipf.turn.rows", decider);
            case CHALLENGE -> localizer.text("window.gipf.turn.challenge", decider);
            case TAMSK -> localizer.text("window.gipf.turn.tamsk");
            case EXTRA -> localizer.text("window.gipf.turn.extra", decider);
        };
    }

    /** The game and the options that shape it. */
    private String gameText() {
        GipfSetup setup = match.setup();
        List<String> parts = new ArrayList<>(List.of(localizer.text("window.gipf.game." + setup.variant().id())));
        GipfHandicap handicap = setup.start().handicap();
        if (!handicap.none()) {
            parts.add(localizer.text("window.gipf.game.handicap", Message.of(handicap.side().key()), handicap.pieces()));
        }
        int potentials = Integer.parseInt(setup.options().get("potentials"));
        if (potentials > 0) {
            parts.add(localizer.text("window.gipf.game.potentials", potentials));
        }
        int challenges = Integer.parseInt(setup.options().get("challenges"));
        if (challenges > 0) {
            parts.add(localizer.text("window.gipf.game.challenges", challenges, setup.options().get("tamsklevel")));
        }
        return joined(parts);
    }

    /** Parts of a line, joined as the language punctuates a list of clauses. */
    private String joined(List<String> parts) {
        String line = parts.get(0);
        for (String part : parts.subList(1, parts.size())) {
            line = localizer.text("window.gipf.clauses", line, part);
        }
        return line;
    }

    /** A player's reserve and captures, his GIPF pieces, his potentials and his challenges, as far as the game has them. */
    private String playerText(GipfPosition now, Side player) {
        String reserve = localizer.text("window.gipf.player", Message.of(player.key()), now.reserve(player), now.captured(player),
                Message.of(GipfPosition.other(player).key()));
        List<String> details = new ArrayList<>();
        if (now.variant() != GipfVariant.BASIC) {
            details.add(localizer.text("window.gipf.player.gipf", now.count(player, GipfPiece.Kind.GIPF)));
        }
        GipfPosition start = match.setup().start();
        if (start.potentials(player) > 0 || now.count(player, GipfPiece.Kind.LOADED) > 0) {
            details.add(localizer.text("window.gipf.player.potentials", now.potentials(player), now.count(player, GipfPiece.Kind.LOADED)));
        }
        if (start.challenges(player) > 0) {
            details.add(localizer.text("window.gipf.player.challenges", now.challenges(player)));
        }
        return details.isEmpty() ? reserve : reserve + "\n" + joined(details);
    }

    /** The challenge's game of Tamsk, on a Tamsk board; its result is the token the rules wait for. */
    private void playTamsk() {
        GipfPosition now = match.position();
        if (!active || now.pending() != Pending.TAMSK || match.outcome().isPresent()) {
            return;
        }
        GipfMatch playedFor = match;
        GipfSetup setup = match.setup();
        Optional<Boolean> ownerWon = challenges.play(this, now.turn(), Integer.parseInt(setup.options().get("tamsklevel")),
                setup.computer(), setup.tamskStrength());
        if (ownerWon.isPresent() && playedFor == match && match.position().equals(now)) {
            play(ownerWon.get() ? GipfMove.WON : GipfMove.LOST, false);
        }
    }

    private void newGame() {
        GipfNewGameDialog.ask(this, localizer, match.setup())
                .filter(setup -> !match.inProgress() || Dialogs.agreeToAbandon(this, localizer))
                .ifPresent(this::begin);
    }

    /** The start position and the tokens, one line each: what {@code play gipf} takes. */
    private void copyMoves() {
        String text = GipfNotation.INSTANCE.format(match.setup().start()) + "\n" + String.join(" ", match.tokensText());
        Toolkit.getDefaultToolkit().getSystemClipboard().setContents(new StringSelection(text), null);
        feedback = Feedback.of(Message.of("window.copied"), Feedback.Tone.NEUTRAL, List.of());
        refresh();
    }

    private void undo() {
        thinker.forget();
        tamskDue = false;
        stopAnimation();
        match.undo();
        feedback = Feedback.NONE;
        rowChoice = null;
        refresh();
    }

    private void redo() {
        thinker.forget();
        tamskDue = false;
        stopAnimation();
        match.redo();
        feedback = Feedback.NONE;
        rowChoice = null;
        refresh();
    }
}
