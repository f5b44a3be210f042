package org.ludoteka.ui.tayu;

import java.awt.Toolkit;
import java.awt.datatransfer.StringSelection;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import javax.swing.Action;
import javax.swing.JComponent;
import javax.swing.JPanel;
import org.ludoteka.ui.BoardScreenLayout;
import org.ludoteka.ai.TayuComputerPlayer;
import org.ludoteka.ai.TayuStrength;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;
import org.ludoteka.games.tayu.TayuBoard;
import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.games.tayu.TayuMove;
import org.ludoteka.games.tayu.TayuNotation;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.games.tayu.TayuRules;
import org.ludoteka.games.tayu.TayuRules.Phase;
import org.ludoteka.games.tayu.TayuTile;
import org.ludoteka.progress.SavedGame;
import org.ludoteka.ui.Actions;
import org.ludoteka.ui.ComputerThinking;
import org.ludoteka.ui.Dialogs;
import org.ludoteka.ui.Feedback;
import org.ludoteka.ui.GameMenuItem;
import org.ludoteka.ui.GameMenuTarget;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.NotationField;
import org.ludoteka.ui.Presentable;
import org.ludoteka.ui.SavableGame;

/**
 * A game of Ta Yü: the board with the supply under it, and beside it what the players need to know.
 * Every draw, placement, bid and lost turn goes to the rules as an event; a tile over the board is
 * judged by the rules before it is laid, and the verdict is shown with the engine's reason in the
 * chosen language. Any mix of people at the screen and computer seats plays; the computer thinks on
 * its own thread and plays no faster than a person can follow.
 */
public final class TayuPanel extends JPanel implements SavableGame, Presentable, GameMenuTarget, TayuBoardView.Listener {
    private final Localizer localizer;
    private final ComputerThinking thinker;
    /** The least time between two computer events, so that a table of computers can be watched. */
    private final Duration pace;
    private long computerSeed = System.nanoTime();
    private final TayuBoardView board = new TayuBoardView(this);
    private final TayuSidePanel side;
    private final Action bidAction;
    private final Action passAction;
    private final Action forfeitAction;
    private final Action undoAction;
    private final Action redoAction;
    private final Action copyMovesAction;
    private final Action newGameAction;
    private TayuMatch match = new TayuMatch(TayuSetup.first());
    private Feedback feedback = Feedback.NONE;
    private boolean active;

    /** The computer thinks at most {@code thinkBudget} an event, and plays no faster than that or 0.4 s. */
    public TayuPanel(Localizer localizer, Duration thinkBudget) {
        super(new BoardScreenLayout("[grow, fill][]", "[grow, fill]"));
        this.localizer = localizer;
        this.thinker = new ComputerThinking(thinkBudget, "ludoteka-tayu-computer");
        this.pace = thinkBudget.compareTo(Duration.ofMillis(400)) < 0 ? thinkBudget : Duration.ofMillis(400);
        setName("tayuPanel");
        bidAction = Actions.create(localizer, "window.tayu.action.bid", this::bid);
        passAction = Actions.create(localizer, "window.tayu.action.pass", () -> play(TayuEvent.PASS, false));
        forfeitAction = Actions.create(localizer, "window.tayu.action.forfeit", () -> play(TayuEvent.FORFEIT, false));
        undoAction = Actions.create(localizer, "window.action.undo", this::undo);
        redoAction = Actions.create(localizer, "window.action.redo", this::redo);
        copyMovesAction = Actions.create(localizer, "window.action.copyMoves", this::copyMoves);
        newGameAction = Actions.create(localizer, "window.action.newGame", this::newGame);
        side = new TayuSidePanel(localizer, new TayuSidePanel.Buttons(bidAction, passAction, forfeitAction, undoAction, redoAction,
                copyMovesAction, newGameAction));
        side.add(new NotationField(localizer, "tayuMoveField", "window.notation.tayu", this::typed), "span 2, gaptop para");
        BoardScreenLayout.addBoard(this, board, "grow, push");
        add(side, BoardScreenLayout.column("growy, w pref!")); // the column keeps its characters' width; the board takes what is left
        localizer.bind(this::refresh);
    }

    /** In presentation mode the clicker steps through the game: on is a turn played again, back a turn taken back. */
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

    @Override
    public Map<GameMenuItem, Action> gameMenuActions() {
        return Map.of(GameMenuItem.NEW_GAME, newGameAction, GameMenuItem.COPY_MOVES, copyMovesAction,
                GameMenuItem.UNDO, undoAction, GameMenuItem.REDO, redoAction);
    }

    /** Shown or hidden by the window; its buttons work only while it is shown. */
    public void setActive(boolean shown) {
        active = shown;
        refresh();
    }

    @Override
    public boolean inProgress() {
        return match.inProgress();
    }

    @Override
    public SavedGame saved() {
        return match.toSaved();
    }

    /** Plays on from a saved game; {@link org.ludoteka.core.InputError} names a bad event or seat in it. */
    @Override
    public void resume(SavedGame saved) {
        begin(TayuMatch.resume(saved));
    }

    /** The window closes: no more thinking. */
    public void stop() {
        thinker.shutDown();
    }

    TayuPosition position() {
        return match.position();
    }

    boolean computerThinking() {
        return thinker.isThinking();
    }

    void begin(TayuSetup setup) {
        begin(new TayuMatch(setup));
    }

    private void begin(TayuMatch newMatch) {
        thinker.forget();
        match = newMatch;
        feedback = Feedback.NONE;
        refresh();
    }

    @Override
    public void drew(int lane) {
        if (match.computerToAct()) {
            pressedWhileWatching();
            return;
        }
        play(new TayuEvent.Draw(lane), false);
    }

    @Override
    public void placed(TayuMove move) {
        if (match.computerToAct()) {
            pressedWhileWatching();
            return;
        }
        play(move, false);
    }

    /** The rules' word on the tile where it would lie: fits (and how many channels it continues), or the reason it may not lie there. */
    @Override
    public TayuBoardView.Preview preview(TayuMove move) {
        return preview(localizer, match.rules(), match.position(), move);
    }

    static TayuBoardView.Preview preview(Localizer localizer, TayuRules rules, TayuPosition position, TayuMove move) {
        MoveResult<TayuPosition> result = rules.apply(position, move);
        if (result instanceof MoveResult.Illegal<TayuPosition> illegal) {
            return new TayuBoardView.Preview(false, localizer.text(illegal.message()));
        }
        String written = TayuNotation.placement(move);
        int connections = TayuRules.connections(position.board(), move);
        return new TayuBoardView.Preview(true, position.board().isEmpty() ? localizer.text("window.tayu.preview.first", written)
                : localizer.text("window.tayu.preview.fits", written, connections));
    }

    @Override
    public void pressedWhileWatching() {
        if (match.computerToAct()) {
            feedback = Feedback.of(Message.of("window.verdict.wait"), Feedback.Tone.NEUTRAL, List.of(Message.of("window.computerThinking")));
            refresh();
        }
    }

    /**
     * An event typed in the notation beside the board (a tile laid such as {@code j10h025},
     * {@code draw-a}, {@code bid20}, {@code pass}…): judged like one made with the mouse or a button;
     * true when it was played.
     */
    private boolean typed(String text) {
        if (match.computerToAct()) {
            pressedWhileWatching();
            return false;
        }
        TayuEvent event;
        try {
            event = TayuNotation.INSTANCE.parseMove(text);
        } catch (InputError e) {
            feedback = Feedback.unreadMove(text, e.problem());
            refresh();
            return false;
        }
        TayuPosition before = match.position();
        play(event, false);
        return !match.position().equals(before);
    }

    private void bid() {
        play(new TayuEvent.Bid(side.bid()), false);
    }

    /** Plays {@code event} and says what the rules made of it. */
    private void play(TayuEvent event, boolean byComputer) {
        TayuPosition before = match.position();
        String text = TayuNotation.INSTANCE.format(before, event);
        MoveResult<TayuPosition> result = match.play(event);
        if (result instanceof MoveResult.Illegal<TayuPosition> illegal) {
            feedback = Feedback.of(Message.of("window.verdict.illegal", text), Feedback.Tone.WRONG, List.of(illegal.message()));
            refresh();
            return;
        }
        MoveResult.Legal<TayuPosition> legal = (MoveResult.Legal<TayuPosition>) result;
        Message head = byComputer ? Message.of("window.verdict.computer", text) : Message.of("window.verdict.legal", text);
        // why the game ended is said once, under the result above the verdict
        Optional<Message> end = match.outcome().map(Outcome::reason);
        List<Message> notes = legal.notes().stream().filter(note -> end.filter(note::equals).isEmpty()).toList();
        feedback = Feedback.of(head, byComputer ? Feedback.Tone.NEUTRAL : Feedback.Tone.RIGHT, notes);
        refresh();
    }

    /** Shows the game as it stands, and lets the computer think when a computer seat is to act. */
    private void refresh() {
        TayuPosition now = match.position();
        Optional<Outcome> outcome = match.outcome();
        boolean computerActs = match.computerToAct();
        Phase phase = match.phase();
        TayuBoardView.Mode mode = outcome.isPresent() || computerActs ? TayuBoardView.Mode.WATCH
                : phase == Phase.DRAW || phase == Phase.SETUP_DRAW ? TayuBoardView.Mode.DRAW
                : phase == Phase.PLACE ? TayuBoardView.Mode.PLACE : TayuBoardView.Mode.WATCH;
        board.display(now, match.rules(), mode, match.lastLaid().orElse(null));
        board.setCaption(caption(now, mode, phase, outcome));
        side.showGame(turnText(now, outcome, phase), gameText(), outcome.map(o -> localizer.text(o.reason())).orElse(""),
                scoresText(now), seatsText(now));
        boolean person = active && !computerActs && outcome.isEmpty();
        side.showPrompt(promptText(now, phase, outcome, computerActs), person && phase == Phase.BID ? highestBid(now) : 0,
                person && phase == Phase.PLACE && now.players() == 4);
        side.showVerdict(feedback);
        side.showTurns(match.turns().stream().map(turn -> localizer.text("window.tayu.turnLine", turn.number(),
                TayuRules.seat(match.start(), turn.seat()), String.join(" ", turn.events()))).toList());
        bidAction.setEnabled(person && phase == Phase.BID);
        passAction.setEnabled(person && phase == Phase.BID && now.lowestBid() > 0);
        forfeitAction.setEnabled(person && phase == Phase.PLACE && now.players() == 4);
        undoAction.setEnabled(active && match.canUndo());
        redoAction.setEnabled(active && match.canRedo());
        copyMovesAction.setEnabled(active && !match.turns().isEmpty());
        newGameAction.setEnabled(active);
        if (computerActs && active && !thinker.isThinking()) {
            TayuMatch asked = match;
            TayuStrength strength = match.setup().computerAt(now.turn()).orElseThrow();
            TayuComputerPlayer player = new TayuComputerPlayer(match.rules(), strength, computerSeed++);
            long least = pace.toMillis();
            thinker.ask(budget -> paced(() -> player.choose(now), least), event -> computerPlayed(asked, event));
        }
    }

    /** The computer's event, given no sooner than {@code leastMillis} after it was asked for. */
    private static TayuEvent paced(Supplier<TayuEvent> choose, long leastMillis) {
        long start = System.nanoTime();
        TayuEvent event = choose.get();
        long left = leastMillis - (System.nanoTime() - start) / 1_000_000;
        if (left > 0) {
            try {
                Thread.sleep(left);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt(); // the question was dropped: its answer will be too
            }
        }
        return event;
    }

    private void computerPlayed(TayuMatch asked, TayuEvent event) {
        if (asked == match) {
            play(event, true);
        }
    }

    /** The highest bid the seat on move may make: below the lowest so far, or any at the opening. */
    private static int highestBid(TayuPosition now) {
        return now.lowestBid() > 0 ? now.lowestBid() - 1 : TayuRules.MAX_BID;
    }

    private Message seat(TayuPosition now, int seat) {
        return TayuRules.seatAndRole(now, seat);
    }

    private String caption(TayuPosition now, TayuBoardView.Mode mode, Phase phase, Optional<Outcome> outcome) {
        if (outcome.isPresent()) {
            return turnText(now, outcome, phase);
        }
        return switch (mode) {
            case DRAW -> localizer.text("window.tayu.caption.draw");
            case PLACE -> localizer.text("window.tayu.caption.place", tiles(now.handOnMove()));
            default -> phase == Phase.BID ? localizer.text("window.tayu.caption.bid")
                    : localizer.text("window.tayu.caption.computer", seat(now, now.turn()));
        };
    }

    private String turnText(TayuPosition now, Optional<Outcome> outcome, Phase phase) {
        if (outcome.isPresent()) {
            return outcome.get().winner()
                    .map(winner -> localizer.text("window.over.win", Message.of(winner.key())))
                    .orElse(localizer.text("window.over.draw"));
        }
        Message mover = seat(now, now.turn());
        return switch (phase) {
            case BID -> localizer.text("window.tayu.turn.bid", mover);
            case PLACE -> localizer.text("window.tayu.turn.place", mover);
            default -> localizer.text("window.tayu.turn.draw", mover);
        };
    }

    private String promptText(TayuPosition now, Phase phase, Optional<Outcome> outcome, boolean computerActs) {
        if (outcome.isPresent()) {
            return "";
        }
        if (computerActs) {
            return localizer.text("window.tayu.prompt.computer", seat(now, now.turn()));
        }
        return switch (phase) {
            case BID -> now.lowestBid() == 0 ? localizer.text("window.tayu.prompt.openBid", seat(now, now.turn()))
                    : localizer.text("window.tayu.prompt.bid", seat(now, now.turn()), now.lowestBid());
            case SETUP_DRAW -> localizer.text("window.tayu.prompt.setupDraw");
            case PLACE -> localizer.text(now.handOnMove().size() > 1 ? "window.tayu.prompt.placeOne" : "window.tayu.prompt.place",
                    tiles(now.handOnMove()));
            default -> localizer.text("window.tayu.prompt.draw");
        };
    }

    private static String tiles(List<TayuTile> tiles) {
        return String.join(", ", tiles.stream().map(TayuTile::digits).toList());
    }

    /** The table, the advanced game, the notches and the seed. */
    private String gameText() {
        TayuSetup setup = match.setup();
        List<String> parts = new ArrayList<>(List.of(localizer.text("window.tayu.game." + setup.players())));
        if (setup.advanced()) {
            parts.add(localizer.text("window.tayu.game.advanced"));
        }
        if (setup.notches()) {
            parts.add(localizer.text("window.tayu.game.notches"));
        }
        if (setup.seed() >= 0) {
            parts.add(localizer.text("window.tayu.game.seed", Long.toString(setup.seed())));
        }
        String line = parts.get(0);
        for (String part : parts.subList(1, parts.size())) {
            line = localizer.text("window.gipf.clauses", line, part);
        }
        return line;
    }

    /** Each coast's points, the two products and, with three players, the bid the builders must reach. */
    private String scoresText(TayuPosition now) {
        int[] points = now.coastPoints();
        List<String> lines = new ArrayList<>();
        lines.add(localizer.text("window.tayu.scores.coasts", points[TayuBoard.NORTH], points[TayuBoard.SOUTH],
                points[TayuBoard.WEST], points[TayuBoard.EAST]));
        lines.add(localizer.text("window.tayu.scores.product", Message.of(Side.NS.key()), points[TayuBoard.NORTH],
                points[TayuBoard.SOUTH], now.score(Side.NS)));
        lines.add(localizer.text("window.tayu.scores.product", Message.of(Side.WE.key()), points[TayuBoard.WEST],
                points[TayuBoard.EAST], now.score(Side.WE)));
        if (now.players() == 3 && now.lowestBid() > 0) {
            lines.add(now.spoilerSeat().map(spoiler -> localizer.text("window.tayu.scores.spoiler", seat(now, spoiler), now.lowestBid()))
                    .orElse(localizer.text("window.tayu.scores.bidding", now.lowestBid())));
        }
        lines.add(localizer.text("window.tayu.scores.supply", now.supply().size()));
        return String.join("\n", lines);
    }

    /** Who sits at each seat, what he builds, and the tiles he holds face up. */
    private String seatsText(TayuPosition now) {
        List<String> lines = new ArrayList<>();
        for (int seat = 0; seat < now.players(); seat++) {
            Message who = match.setup().computerAt(seat)
                    .map(strength -> Message.of("window.tayu.who.computer", Message.of("window.tayu.strength." + strength.name().toLowerCase(Locale.ROOT))))
                    .orElse(Message.of("window.tayu.who.person"));
            Message name = TayuRules.seatWithTeam(now, seat);
            String line = localizer.text("window.tayu.seatLine", name, who);
            if (!now.hand(seat).isEmpty()) {
                line = localizer.text("window.tayu.holds", line, tiles(now.hand(seat)));
            }
            lines.add(line);
        }
        return String.join("\n", lines);
    }

    private void newGame() {
        TayuNewGameDialog.ask(this, localizer, match.setup())
                .filter(setup -> !match.inProgress() || Dialogs.agreeToAbandon(this, localizer))
                .ifPresent(this::begin);
    }

    /** The start position and the events, one line each: what {@code play tayu} takes. */
    private void copyMoves() {
        String text = TayuNotation.INSTANCE.format(match.start()) + "\n" + String.join(" ", match.eventsText());
        Toolkit.getDefaultToolkit().getSystemClipboard().setContents(new StringSelection(text), null);
        feedback = Feedback.of(Message.of("window.copied"), Feedback.Tone.NEUTRAL, List.of());
        refresh();
    }

    private void undo() {
        thinker.forget();
        match.undo();
        feedback = Feedback.NONE;
        refresh();
    }

    private void redo() {
        thinker.forget();
        match.redo();
        feedback = Feedback.NONE;
        refresh();
    }
}
