package org.ludoteka.ui.tamsk;

import org.ludoteka.play.tamsk.TamskMatch;
import org.ludoteka.play.tamsk.TamskNews;
import org.ludoteka.play.tamsk.TamskSetup;
import org.ludoteka.play.tamsk.TamskOpponent;
import org.ludoteka.ui.TimeSource;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.FrameTicker;
import org.ludoteka.play.Feedback;
import org.ludoteka.ui.GameMenuItem;
import org.ludoteka.ui.RecordFiles;
import org.ludoteka.ui.GameMenuTarget;
import org.ludoteka.ui.GameScreen;
import org.ludoteka.ui.Dialogs;
import org.ludoteka.ui.NotationField;
import org.ludoteka.ui.PastePositionDialog;
import org.ludoteka.ui.PositionSetUp;
import org.ludoteka.play.SavableGame;
import org.ludoteka.ui.Sounds;
import org.ludoteka.progress.SavedGame;
import org.ludoteka.ui.Actions;
import java.awt.KeyboardFocusManager;
import org.ludoteka.ui.Presentable;
import java.awt.Toolkit;
import java.awt.event.KeyEvent;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.ludoteka.games.tamsk.TamskGame;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import javax.swing.InputMap;
import javax.swing.Action;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.text.JTextComponent;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import org.ludoteka.ui.BoardScreenLayout;
import org.ludoteka.core.Drawing;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.Hourglass;
import org.ludoteka.games.tamsk.PlayerState;
import org.ludoteka.ai.TamskStrength;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskNotation;
import org.ludoteka.games.tamsk.TamskPosition;

/**
 * A game of Tamsk in real time: the board, and beside it what the players need to know. Time comes
 * from a {@link TimeSource} and reaches the rules as elapse events, frame by frame, except while
 * the game is paused or not on screen. Every gesture, button and key becomes a Tamsk event that
 * goes to the rules; the verdict is shown with its reason in the chosen language. Two people share
 * the screen, or one plays a {@link TamskOpponent}.
 */
public final class TamskPanel extends JPanel implements GameScreen, TamskBoardView.Listener {
    /** How long the 15-second timer flashes when it has run out on a player, and how fast. */
    private static final long FLASH_MILLIS = 1600;
    private static final long BLINK_MILLIS = 200;
    /** How long news (a lost turn, the timer turned or run out, an hourglass run out) stays over the board. */
    private static final long BANNER_MILLIS = 3000;

    private final Localizer localizer;
    /** How long the computer may think about one answer, in wall-clock time. */
    private final Duration thinkBudget;
    private final TamskBoardView board = new TamskBoardView(this);
    private final TamskSidePanel side;
    private final Action ringAction;
    private final Action claimAction;
    private final Action passAction;
    private final Action pauseAction;
    private final Action timerAction;
    private final Action newGameAction;
    private final Action openRecordAction;
    private final Action saveRecordAction;
    /** The line of the log whose board is shown while looking back (the game over or paused); -1 for the game as it stands. */
    private int lookingAt = -1;
    private final Action rematchAction;
    private final Action pasteAction;
    /** Setting up a position by hand; the clock stands still meanwhile. */
    private final TamskPositionSetUp setUp;
    /** The log in words, as far as it is shown; put into words again when the language changes. */
    private final List<String> logShown = new ArrayList<>();
    private TimeSource time = new FrameTicker();
    private TamskMatch match = new TamskMatch(TamskSetup.FIRST);
    private Optional<TamskOpponent> opponent = Optional.empty();
    private Feedback feedback = Feedback.NONE;
    /** Whether this board is the one on screen; a game not on screen is paused and its actions are off. */
    private boolean active;
    private long flashLeft;
    /** The news over the board and how much longer it stays; the log lines already looked at for news. */
    private List<Message> banner = List.of();
    private long bannerLeft;
    private int logRead;
    /** News that is not in the log, to be shown with the log's at the next refresh. */
    private final List<Message> pendingNews = new ArrayList<>();
    /** Told once when a game played for someone else ends, e.g. a GIPF challenge (P-12); null for a game of its own. */
    private Consumer<Outcome> whenOver;
    private final TamskReview review;
    private boolean overTold;

    public TamskPanel(Localizer localizer, Duration thinkBudget) {
        super(new BoardScreenLayout("[grow, fill][]", "[grow, fill]"));
        this.localizer = localizer;
        this.thinkBudget = thinkBudget;
        setName("tamskPanel");
        ringAction = Actions.create(localizer, "window.tamsk.action.ring", () -> tried(TamskEvent.RING));
        claimAction = Actions.create(localizer, "window.tamsk.action.claim", () -> tried(TamskEvent.CLAIM));
        passAction = Actions.create(localizer, "window.tamsk.action.pass", () -> tried(TamskEvent.PASS));
        pauseAction = Actions.create(localizer, "window.tamsk.action.pause", this::togglePause);
        timerAction = Actions.create(localizer, "window.tamsk.action.timer", () -> tried(TamskEvent.TIMER));
        newGameAction = Actions.create(localizer, "window.action.newGame", this::newGame);
        TamskRecordKeeper records = new TamskRecordKeeper(() -> match, this::resume, told -> {
            feedback = told;
            refresh();
        });
        openRecordAction = Actions.create(localizer, "window.action.openRecord", () -> withSandStill(() -> RecordFiles.open(this, localizer, records)));
        saveRecordAction = Actions.create(localizer, "window.action.saveRecord", () -> withSandStill(() -> RecordFiles.save(this, localizer, records)));
        rematchAction = Actions.create(localizer, "window.action.rematch", () -> begin(match.setup()));
        review = new TamskReview(localizer, () -> match, this::refresh);
        pasteAction = Actions.create(localizer, "window.action.pastePosition", this::pastePosition);
        setUp = new TamskPositionSetUp(localizer, new SetUpHost());
        side = new TamskSidePanel(localizer, new TamskSidePanel.Buttons(ringAction, claimAction, passAction, pauseAction,
                timerAction, newGameAction, rematchAction, review.action()),
                new NotationField(localizer, "tamskMoveField", "window.notation.tamsk", this::typed),
                setUp.setUp().bar(), setUp.setUp().editAction());
        board.setFocusable(true);
        BoardScreenLayout.addBoard(this, board, "grow, push");
        // never squeezed in width: in a narrow window the board gives way, down to its least size; in a short one the column's
        // sentences scroll, so that the verdict and the buttons stay in view
        add(side, BoardScreenLayout.column("growy, wmin pref"));
        bindKey(KeyEvent.VK_R, () -> tried(TamskEvent.RING));
        bindKey(KeyEvent.VK_C, () -> tried(TamskEvent.CLAIM));
        bindKey(KeyEvent.VK_T, () -> tried(TamskEvent.TIMER));
        bindKey(KeyEvent.VK_P, this::togglePause);
        bindKey(KeyEvent.VK_SPACE, this::togglePause);
        side.onLogChosen(this::lookBack);
        // ← and → step through the log as through the other games' turns; the log itself takes no focus, so
        // that the game's letters (R, C, P) never become its type-ahead, and a text field keeps its own arrows
        InputMap keys = getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW);
        keys.put(KeyStroke.getKeyStroke("LEFT"), "logBack");
        keys.put(KeyStroke.getKeyStroke("RIGHT"), "logOn");
        getActionMap().put("logBack", Actions.plain(() -> side.stepLog(-1)));
        getActionMap().put("logOn", Actions.plain(() -> side.stepLog(1)));
        localizer.onSwitch(language -> {
            logShown.clear();
            side.clearLog();
        });
        localizer.bind(this::refresh);
    }

    /** A game in real time has no steps: the space bar keeps pausing it, even in presentation mode. */
    @Override
    public boolean goOn() {
        return false;
    }

    @Override
    public boolean goBack() {
        return false;
    }

    @Override
    public Optional<JComponent> sideColumn() {
        return Optional.of(side);
    }

    /** The Game menu starts a new game and reviews one that is over; a Tamsk game runs in real time, so it has no undo. */
    @Override
    public Map<GameMenuItem, Action> gameMenuActions() {
        return Map.of(GameMenuItem.NEW_GAME, newGameAction, GameMenuItem.PASTE_POSITION, pasteAction,
                GameMenuItem.EDIT_POSITION, setUp.setUp().editAction(), GameMenuItem.OPEN_RECORD, openRecordAction,
                GameMenuItem.SAVE_RECORD, saveRecordAction, GameMenuItem.REVIEW, review.action());
    }

    /** Shown or hidden by the window; a game in progress is paused when it leaves the screen, so no sand runs unseen. */
    @Override
    public JComponent component() {
        return this;
    }

    @Override
    public boolean playsOn() {
        return true;
    }

    @Override
    public void setActive(boolean shown) {
        active = shown;
        if (!shown && match.inProgress() && match.setup().level() >= 2 && !match.isPaused()) {
            match.pause(true);
            feedback = pausedFeedback();
        }
        refresh();
        keepTime();
        if (shown) {
            SwingUtilities.invokeLater(board::requestFocusInWindow); // keys go to the game, not to the list of games
        }
    }

    /** Takes time from {@code source} from now on, e.g. a clock a test advances by hand. */
    public void timeFrom(TimeSource source) {
        time.stop();
        time = source;
        keepTime();
    }

    /** The rule options a new game starts with, from the settings; a game not under way takes them at once. */
    @Override
    public void useRuleOptions(Map<String, String> options) {
        TamskSetup setup = match.setup();
        if (!match.inProgress() && whenOver == null && !TamskGame.INSTANCE.withDefaults(options).equals(setup.options())) {
            begin(new TamskSetup(options, setup.freeStart(), setup.computer(), setup.strength()));
        }
    }

    /** Starts a new game under {@code setup}, against the computer it names or between two people at the screen. */
    public void begin(TamskSetup setup) {
        begin(setup, setup.opponent(thinkBudget));
    }

    /**
     * Plays one game under {@code setup} for another game that waits for its result, e.g. a GIPF
     * challenge: no New game or rematch is offered meanwhile, and {@code over} is told the outcome once.
     */
    public void playFor(TamskSetup setup, Consumer<Outcome> over) {
        begin(setup);
        whenOver = over;
        refresh();
    }

    /** Starts a new game under {@code setup} against {@code computer}, e.g. a test's. */
    public void begin(TamskSetup setup, Optional<TamskOpponent> computer) {
        begin(new TamskMatch(setup), computer);
    }

    @Override
    public boolean inProgress() {
        return match.inProgress();
    }

    @Override
    public SavedGame saved() {
        return match.toSaved();
    }

    /**
     * Plays on from a saved game, paused: the sand stood still while the window was closed, and it
     * runs again when the player says so. {@link org.ludoteka.core.InputError} names a bad event in it.
     */
    @Override
    public void resume(SavedGame saved) {
        TamskMatch resumed = TamskMatch.resume(saved);
        begin(resumed, resumed.setup().opponent(thinkBudget));
        // a headline as short as any other, the explanation below it where sentences wrap
        feedback = Feedback.of(Message.of("window.tamsk.paused.title"), Feedback.Tone.NEUTRAL, List.of(Message.of("window.tamsk.resumed")));
        refresh();
    }

    /**
     * A game from {@code position} (e.g. a puzzle's, at its level) against the computer, which takes
     * the side not on move; false when the player keeps the game in progress instead.
     */
    @Override
    public boolean playOn(String position, Map<String, String> options) {
        if (match.inProgress() && !Dialogs.agreeToAbandon(this, localizer)) {
            return false;
        }
        TamskPosition from = TamskGame.INSTANCE.notation(options).parsePosition(position);
        TamskSetup setup = new TamskSetup(options, false, Optional.of(from.opponent()), TamskStrength.MEDIUM);
        begin(new TamskMatch(setup, from), setup.opponent(thinkBudget));
        return true;
    }

    private void begin(TamskMatch newMatch, Optional<TamskOpponent> computer) {
        lookingAt = -1;
        whenOver = null;
        overTold = false;
        opponent.ifPresent(TamskOpponent::stop);
        match = newMatch;
        opponent = computer;
        feedback = Feedback.NONE;
        flashLeft = 0;
        banner = List.of();
        bannerLeft = 0;
        logRead = 0;
        pendingNews.clear();
        logShown.clear();
        side.clearLog();
        refresh();
        keepTime();
    }

    @Override
    public void keepMistakesIn(org.ludoteka.puzzle.PersonalPuzzles puzzles) {
        review.keepMistakesIn(puzzles);
    }

    public TamskPosition position() {
        return match.position();
    }

    /** The window closes: no more time, no more thinking. */
    @Override
    public void stop() {
        time.stop();
        opponent.ifPresent(TamskOpponent::stop);
    }

    @Override
    public void removeNotify() {
        time.stop();
        super.removeNotify();
    }

    @Override
    public void tried(TamskEvent event) {
        if (setUp.setUp().editing()) {
            return; // nothing is played while a position is set up, not even by a key
        }
        if (match.isPaused()) {
            pressedWhileWatching();
            return;
        }
        TamskPosition before = match.position();
        if (isTheComputers(event)) {
            feedback = Feedback.of(Message.of("window.verdict.wait"), Feedback.Tone.NEUTRAL,
                    List.of(Message.of(before.level() == 3 ? "window.tamsk.computerMoves.timer" : "window.tamsk.computerMoves")));
        } else {
            feedback = feedbackOn(before, event, match.play(event), false);
        }
        refresh();
        keepTime();
    }

    /**
     * An event typed in the notation beside the board (a move, {@code ring}, {@code claim},
     * {@code timer}…): judged like one made on the board; true when it was played. Time is the
     * clock's own: {@code +12.5s} is not typed.
     */
    private boolean typed(String text) {
        if (setUp.setUp().editing()) {
            return false;
        }
        TamskEvent event;
        try {
            event = TamskNotation.INSTANCE.parseMove(text);
        } catch (InputError e) {
            feedback = Feedback.unreadMove(text, e.problem());
            refresh();
            return false;
        }
        if (event instanceof TamskEvent.Elapse) {
            feedback = Feedback.unreadMove(text, Message.of("window.notation.noTime"));
            refresh();
            return false;
        }
        int logged = match.log().size();
        tried(event);
        return match.log().size() > logged;
    }

    /** What the column says while the sand stands still: how to go on. */
    private static Feedback pausedFeedback() {
        return Feedback.of(Message.of("window.tamsk.paused.title"), Feedback.Tone.NEUTRAL, List.of(Message.of("window.tamsk.paused")));
    }

    /** A press on an empty cell or an opponent's hourglass, with nothing chosen: no move was tried, so no verdict. */
    @Override
    public void choseNoPiece() {
        feedback = Feedback.of(Message.of("window.tamsk.verdict.chooseHourglass", Message.of(match.position().turn().key())),
                Feedback.Tone.NEUTRAL, List.of());
        refresh();
    }

    /** While a position is set up, a click on a cell puts or takes off what the palette says. */
    @Override
    public void pressedWhileWatching(int cell) {
        if (setUp.setUp().editing()) {
            setUp.clicked(cell);
        } else {
            pressedWhileWatching();
        }
    }

    @Override
    public void pressedWhileWatching() {
        if (match.isPaused()) {
            feedback = pausedFeedback();
            refresh();
        }
    }

    /** The tooltip of a cell: its rings, and the hourglass on it with its sand. */
    @Override
    public String describe(int cell) {
        TamskPosition now = match.position();
        String rings = localizer.text("window.tamsk.cell.rings", TamskBoard.name(cell), now.rings().on(cell), TamskBoard.capacity(cell));
        Optional<Hourglass> hourglass = now.hourglassAt(cell);
        if (hourglass.isEmpty()) {
            return rings;
        }
        Message colour = Message.of("tamsk.colour." + now.ownerAt(cell).orElseThrow().id());
        Hourglass glass = hourglass.get();
        String state = glass.isExpired() ? localizer.text("window.tamsk.cell.lost", colour)
                : glass.isRunning() ? localizer.text("window.tamsk.cell.running", colour, sand(glass.upperMillis()))
                : localizer.text("window.tamsk.cell.rest", colour);
        return localizer.text("window.tamsk.cell.both", rings, state);
    }

    private void tick(long millis) {
        TamskMatch.Elapsed elapsed = match.elapse(millis);
        if (!elapsed.news().isEmpty()) {
            feedback = Feedback.of(Message.of("window.tamsk.verdict.time"), Feedback.Tone.NEUTRAL, elapsed.news());
        }
        if (elapsed.timerRanOut()) {
            flashLeft = FLASH_MILLIS;
            pendingNews.add(Message.of("window.tamsk.banner.timerRanOut"));
            beep();
        } else {
            flashLeft = Math.max(0, flashLeft - millis);
        }
        bannerLeft = Math.max(0, bannerLeft - millis);
        letTheComputerPlay();
        refresh();
        keepTime();
    }

    /**
     * Time runs while the game is on screen and has sand to run (or a computer to ask), and while the
     * timer flashes or news stands over the board.
     */
    private void keepTime() {
        boolean running = match.outcome().isEmpty() && !match.isPaused()
                && (match.setup().level() >= 2 || opponent.isPresent());
        if (active && (running || flashLeft > 0 || bannerLeft > 0)) {
            time.start(this::tick);
        } else {
            time.stop();
        }
    }

    private void letTheComputerPlay() {
        if (opponent.isEmpty() || match.isPaused() || match.outcome().isPresent()) {
            return;
        }
        TamskPosition before = match.position();
        opponent.get().eventNow(before, match.clockMillis()).ifPresent(event -> {
            MoveResult<TamskPosition> result = match.play(event);
            if (result instanceof MoveResult.Legal) {
                feedback = feedbackOn(before, event, result, true);
                if (event == TamskEvent.CLAIM) {
                    pendingNews.add(TamskNews.claimed(before, opponent.get().side()));
                }
            }
        });
    }

    private void togglePause() {
        if (!active || match.outcome().isPresent() || match.setup().level() < 2 || setUp.setUp().editing()) {
            return;
        }
        match.pause(!match.isPaused());
        feedback = match.isPaused() ? pausedFeedback() : Feedback.NONE;
        refresh();
        keepTime();
    }

    /**
     * Shows the board as it stood after line {@code index} of the log — once the game is over or
     * paused, so that looking back never costs time; the last line, or none, shows the game as it
     * stands, from where play goes on.
     */
    private void lookBack(int index) {
        boolean wasReviewed = review.shown().isPresent();
        if (review.choose(index - match.log().size())) {
            lookingAt = -1; // a line of the review, after the game's own: its board is the review's
            refresh();
            return;
        }
        boolean last = index < 0 || index >= match.log().size() - 1;
        if (!last && !match.mayLookBack()) {
            side.clearLogChoice();
            feedback = Feedback.of(Message.of("window.tamsk.lookBack.running"), Feedback.Tone.NEUTRAL, List.of());
        } else if (last) {
            side.clearLogChoice(); // the last line is the game as it stands: nothing is looked back at
            if (lookingAt < 0 && !wasReviewed) {
                return;
            }
            lookingAt = -1;
            feedback = Feedback.NONE;
        } else {
            lookingAt = index;
            TamskMatch.LogLine line = match.log().get(index);
            feedback = Feedback.of(Message.of("window.tamsk.lookBack.title", clock(line.atMillis()), line.what()), Feedback.Tone.NEUTRAL,
                    List.of(Message.of("window.tamsk.lookBack")));
        }
        refresh();
    }

    /** The sand stands still while a file is chosen; the game goes on as it was unless a record replaced it. */
    private void withSandStill(Runnable choosing) {
        TamskMatch before = match;
        boolean wasPaused = before.isPaused();
        before.pause(true);
        choosing.run();
        if (match == before) {
            before.pause(wasPaused);
            refresh();
            keepTime();
        }
    }

    /** The sand stands still while the dialog is open; cancelled, the game goes on as it was. */
    private void newGame() {
        boolean wasPaused = match.isPaused();
        match.pause(true);
        Optional<TamskSetup> chosen = TamskNewGameDialog.ask(this, localizer, match.setup())
                .filter(setup -> !match.inProgress() || Dialogs.agreeToAbandon(this, localizer));
        if (chosen.isPresent()) {
            begin(chosen.get());
        } else {
            match.pause(wasPaused);
            refresh();
            keepTime();
        }
    }

    /**
     * The head line and reason for an event: board events are named by their notation, like a
     * Lines of Action move; the ring, a claim, the timer and a pass by words.
     */
    private static Feedback feedbackOn(TamskPosition before, TamskEvent event, MoveResult<TamskPosition> result,
                                       boolean byComputer) {
        String token = TamskNotation.INSTANCE.format(before, event);
        boolean onBoard = event instanceof TamskEvent.Move || event instanceof TamskEvent.PickUp || event instanceof TamskEvent.Place
                || event instanceof TamskEvent.PickUpToPlace;
        if (result instanceof MoveResult.Illegal<TamskPosition> illegal) {
            Message head = onBoard ? Message.of("window.verdict.illegal", tryText(event, token))
                    : Message.of("window.tamsk.refused", Message.of("window.tamsk.event." + token));
            return Feedback.of(head, Feedback.Tone.WRONG, List.of(illegal.message()));
        }
        List<Message> notes = ((MoveResult.Legal<TamskPosition>) result).notes();
        Message head = !onBoard ? Message.of("window.tamsk.done." + token)
                : Message.of(byComputer ? "window.verdict.computer" : "window.verdict.legal", token);
        return Feedback.of(head, byComputer ? Feedback.Tone.NEUTRAL : Feedback.Tone.RIGHT, notes);
    }

    /** A press on a cell where nothing could be moved is named by the cell alone. */
    static String tryText(TamskEvent event, String token) {
        return event instanceof TamskEvent.Move move && move.from() == move.to() ? TamskBoard.name(move.from()) : token;
    }

    /** Shows the game as it stands; called at every frame while sand runs. */
    private void refresh() {
        setUp.setUp().show(active && whenOver == null);
        pasteAction.setEnabled(active && whenOver == null);
        if (setUp.setUp().editing()) {
            showSetUp();
            return;
        }
        side.showSettingUp(false);
        TamskPosition now = match.position();
        Optional<Outcome> outcome = match.outcome();
        boolean paused = match.isPaused();
        if (lookingAt >= 0 && (!match.mayLookBack() || lookingAt >= match.log().size())) {
            lookingAt = -1; // the sand runs again: the board is the game's as it stands
            side.clearLogChoice();
        }
        review.update(match, active);
        Optional<TamskReview.Shown> reviewed = review.shown();
        board.drawing().showGiven(reviewed.map(TamskReview.Shown::drawing).orElse(Drawing.EMPTY));
        if (reviewed.isPresent()) {
            board.display(reviewed.get().position(), List.of(), null, TamskBoardView.Mode.WATCH);
        } else if (lookingAt >= 0) {
            TamskMatch.Moment then = match.momentAfter(lookingAt);
            board.display(then.position(), List.of(), then.lastMove(), TamskBoardView.Mode.WATCH);
        } else {
            board.display(now, match.legalMoves(), match.lastMove(), !active ? TamskBoardView.Mode.WATCH
                    : outcome.isPresent() ? TamskBoardView.Mode.OVER : paused ? TamskBoardView.Mode.PAUSED : TamskBoardView.Mode.PLAY);
        }
        board.flashTimer(flashing());
        readNews();
        board.banner(paused ? localizer.text("window.tamsk.banner.paused")
                : bannerLeft > 0 ? String.join("  ·  ", banner.stream().map(localizer::text).toList()) : "");
        side.showGame(playersText(), turnText(now, outcome), levelText(), outcome.isPresent(),
                playerText(now, Side.RED), playerText(now, Side.BLACK));
        side.showTimer(now.level() == 3 ? timerText(now) : "", now.timer().against().isPresent() || flashing());
        side.showPauseButton(now.level() >= 2);
        side.showWarning(warningText(now), now.level() >= 2);
        side.showVerdict(review.feedback().orElse(withOutcome(feedback, outcome)));
        for (int i = logShown.size(); i < match.log().size(); i++) {
            TamskMatch.LogLine line = match.log().get(i);
            logShown.add(localizer.text("window.tamsk.log.line", clock(line.atMillis()), localizer.text(line.what())));
        }
        List<Message> reviewLines = review.lines(); // the turning points a review found and their lines, after the game's own lines
        for (int i = logShown.size() - match.log().size(); i < reviewLines.size(); i++) {
            logShown.add(localizer.text(reviewLines.get(i)));
        }
        side.showLog(logShown);
        ringAction.setEnabled(offered(TamskEvent.RING));
        claimAction.setEnabled(offered(TamskEvent.CLAIM));
        passAction.setEnabled(offered(TamskEvent.PASS));
        timerAction.setEnabled(offered(TamskEvent.TIMER));
        timerAction.putValue(Action.NAME, localizer.text("window.tamsk.action.timer", Message.of(now.opponent().key())));
        pauseAction.setEnabled(active && outcome.isEmpty() && now.level() >= 2);
        pauseAction.putValue(Action.NAME, localizer.text(paused ? "window.tamsk.action.resume" : "window.tamsk.action.pause"));
        newGameAction.setEnabled(active && whenOver == null);
        if (whenOver != null && outcome.isPresent() && !overTold) {
            overTold = true;
            Consumer<Outcome> told = whenOver;
            SwingUtilities.invokeLater(() -> told.accept(outcome.get()));
        }
        rematchAction.setEnabled(active && outcome.isPresent() && whenOver == null);
    }

    /** While a position is set up: the draft on the board, which only clicks change; nothing is played. */
    private void showSetUp() {
        TamskPosition shown = setUp.setUp().preview();
        board.display(shown, List.of(), null, TamskBoardView.Mode.WATCH);
        board.banner("");
        side.showGame(playersText(), localizer.text("window.edit.title"), localizer.text("window.setUp.tamsk.hint"), false,
                playerText(shown, Side.RED), playerText(shown, Side.BLACK));
        side.showTimer("", false);
        side.showPauseButton(false);
        side.showSettingUp(true);
        side.showVerdict(feedback);
        for (Action action : List.of(ringAction, claimAction, passAction, timerAction, pauseAction, rematchAction)) {
            action.setEnabled(false);
        }
    }

    /** Plays on from a position pasted as text, at its own level, the seats kept; the clock stands still while the dialog is open. */
    private void pastePosition() {
        boolean wasPaused = match.isPaused();
        match.pause(true);
        Optional<TamskPosition> pasted = PastePositionDialog.ask(this, localizer, Message.of("game.tamsk"),
                TamskNotation.INSTANCE.format(match.position()), TamskNotation.atAnyLevel(match.setup().level())::parsePosition);
        if (pasted.isEmpty() || !playFrom(pasted.get())) {
            match.pause(wasPaused);
            refresh();
            keepTime();
        }
    }

    /** A game from {@code from}, at its level, with the seats as they are; false when the person keeps the game in progress. */
    private boolean playFrom(TamskPosition from) {
        if (match.inProgress() && !Dialogs.agreeToAbandon(this, localizer)) {
            return false;
        }
        TamskSetup now = match.setup();
        Map<String, String> options = new java.util.HashMap<>(now.options());
        options.put("level", String.valueOf(from.level()));
        TamskSetup setup = new TamskSetup(options, false, now.computer(), now.strength());
        begin(new TamskMatch(setup, from), setup.opponent(thinkBudget));
        return true;
    }

    /** The set-up shows itself on this screen; the clock of the game stands still while it lasts. */
    private final class SetUpHost implements PositionSetUp.Host<TamskPosition> {
        private TamskMatch pausedMatch;
        private boolean pausedBeforeSetUp;

        @Override
        public TamskPosition shown() {
            return match.position();
        }

        @Override
        public void tell(Feedback said) {
            feedback = said;
            refresh();
        }

        @Override
        public boolean playFrom(TamskPosition position) {
            return TamskPanel.this.playFrom(position);
        }

        @Override
        public String text(TamskPosition position) {
            return TamskNotation.INSTANCE.format(position);
        }

        @Override
        public void settingUp(boolean on) {
            if (on) {
                pausedMatch = match;
                pausedBeforeSetUp = match.isPaused();
                match.pause(true);
            } else if (match == pausedMatch) {
                match.pause(pausedBeforeSetUp);
            }
            keepTime();
        }
    }

    /** What was said about the last event, and at the end how the game ended, said once whatever said it first. */
    private static Feedback withOutcome(Feedback said, Optional<Outcome> outcome) {
        if (outcome.isEmpty() || said.details().contains(outcome.get().reason())) {
            return said;
        }
        List<Message> details = new ArrayList<>(said.details());
        details.add(outcome.get().reason());
        return new Feedback(said.verdict(), said.tone(), details);
    }

    /**
     * Looks at the lines added to the log for news the players might miss while watching the board:
     * a lost turn, a player late or who did not start, hourglasses run out, the 15-second timer turned or run
     * out, the computer's claim; {@link TamskNews} words them for the banner.
     */
    private void readNews() {
        List<Message> news = new ArrayList<>(pendingNews);
        pendingNews.clear();
        for (; logRead < match.log().size(); logRead++) {
            Message what = match.log().get(logRead).what();
            switch (what.key()) {
                case "window.tamsk.log.skipped", "window.tamsk.log.late", "window.tamsk.log.notStarted", "window.tamsk.log.ranOut" ->
                        news.add(what);
                case "window.tamsk.log.played" -> {
                    if (what.args().get(1) instanceof Message event && event.key().equals("window.tamsk.logged.timer")) {
                        news.add(Message.of("window.tamsk.banner.timer", what.args().get(0)));
                    }
                }
                default -> { }
            }
        }
        if (!news.isEmpty()) {
            banner = TamskNews.banner(news);
            bannerLeft = BANNER_MILLIS;
        }
    }

    /** Who plays whom: two people at the screen, or the person and the computer, with its strength and colour. */
    private String playersText() {
        return match.setup().computer()
                .map(computerSide -> localizer.text("window.players.computer",
                        Message.of((computerSide == Side.RED ? Side.BLACK : Side.RED).key()), Message.of(computerSide.key()),
                        Message.of("window.players.strength." + match.setup().strength().name().toLowerCase(Locale.ROOT))))
                .orElse(localizer.text("window.players.people", Message.of(Side.RED.key()), Message.of(Side.BLACK.key())));
    }

    /** A button plays its event only when the rules would take it now, from the person at the screen. */
    private boolean offered(TamskEvent event) {
        return active && !match.isPaused() && match.outcome().isEmpty() && !isTheComputers(event) && match.allows(event);
    }

    /** Whether {@code event} would be the computer's to play: the person may not play it for it. */
    private boolean isTheComputers(TamskEvent event) {
        return opponent.map(computer -> computer.side() == TamskMatch.actor(match.position(), event)).orElse(false);
    }

    private boolean flashing() {
        return flashLeft > 0 && (flashLeft / BLINK_MILLIS) % 2 == 1;
    }

    private String turnText(TamskPosition now, Optional<Outcome> outcome) {
        if (outcome.isPresent()) {
            return outcome.get().winner()
                    .map(winner -> localizer.text("window.over.win", Message.of(winner.key())))
                    .orElse(localizer.text("window.over.draw"));
        }
        Message side = Message.of(now.turn().key());
        if (opponent.map(computer -> computer.side() == now.turn()).orElse(false)) {
            return localizer.text("window.turn.computer", side);
        }
        if (now.isPlacing()) {
            return localizer.text("window.tamsk.turn.placing", side);
        }
        if (match.waitsForClaimOnLostTurn()) {
            return localizer.text("window.tamsk.turn.lostClaim", side);
        }
        return now.hand() == TamskBoard.NONE ? localizer.text("window.turn", side)
                : localizer.text("window.tamsk.turn.holding", side, TamskBoard.name(now.hand()));
    }

    private String levelText() {
        Message level = Message.of("tamsk.option.level." + match.setup().level());
        return localizer.text(match.setup().freeStart() ? "window.tamsk.levelFree" : "window.tamsk.level", level);
    }

    /** A player's rings, and at levels 2–3 the sand in each of his hourglasses. */
    private String playerText(TamskPosition now, Side player) {
        PlayerState state = now.player(player);
        String rings = localizer.text("window.tamsk.player", Message.of(player.key()), state.holder());
        List<String> glasses = new ArrayList<>();
        if (now.level() >= 2) {
            for (Hourglass glass : state.hourglasses()) {
                String cell = TamskBoard.name(glass.cell());
                glasses.add(glass.isExpired() ? localizer.text("window.tamsk.glass.lost", cell)
                        : glass.isAtRest() ? localizer.text("window.tamsk.glass.rest", cell)
                        : cell + " " + sand(glass.upperMillis()));
            }
        }
        if (state.toPlace() > 0) {
            glasses.add(localizer.text("window.tamsk.glass.toPlace", state.toPlace()));
        }
        return glasses.isEmpty() ? rings : rings + "\n" + String.join(", ", glasses);
    }

    private String timerText(TamskPosition now) {
        long seconds = wholeSeconds(now.timer().upperMillis());
        if (flashLeft > 0) {
            return localizer.text("window.tamsk.timer.ranOut");
        }
        if (now.timer().isEmpty()) {
            return localizer.text("window.tamsk.timer.ready");
        }
        return now.timer().against()
                .map(late -> localizer.text("window.tamsk.timer.against", seconds, Message.of(late.key())))
                .orElse(localizer.text("window.tamsk.timer.running", seconds));
    }

    /** One line for each running hourglass with less than {@link TamskBoardView#WARNING_MILLIS} left, the most urgent first. */
    private String warningText(TamskPosition now) {
        List<String> lines = new ArrayList<>();
        for (Side player : List.of(Side.RED, Side.BLACK)) {
            now.player(player).hourglasses().stream()
                    .filter(glass -> glass.isRunning() && glass.upperMillis() < TamskBoardView.WARNING_MILLIS)
                    .sorted(Comparator.comparingLong(Hourglass::upperMillis))
                    .forEach(glass -> lines.add(localizer.text("window.tamsk.warning", Message.of("tamsk.colour." + player.id()),
                            TamskBoard.name(glass.cell()), wholeSeconds(glass.upperMillis()))));
        }
        return String.join("\n", lines);
    }

    /** The game's clock for the log: minutes, and seconds to a tenth, in the reader's decimal notation. */
    private static Message clock(long millis) {
        return Message.of("window.tamsk.clock", millis / 60_000, (millis % 60_000) / 100 / 10.0);
    }

    /** Sand as a clock face shows it, m:ss, counting a started second as whole so that 0:00 means run out. */
    private static String sand(long millis) {
        long seconds = wholeSeconds(millis);
        return String.format("%d:%02d", seconds / 60, seconds % 60);
    }

    private static long wholeSeconds(long millis) {
        return (millis + 999) / 1000;
    }

    /**
     * A key of the game, wherever the focus is in the window, except in a text field (the move typed
     * in notation spells {@code ring} and {@code timer}); it does nothing while another screen is shown.
     */
    private void bindKey(int keyCode, Runnable task) {
        String name = "tamsk." + KeyEvent.getKeyText(keyCode);
        getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(KeyStroke.getKeyStroke(keyCode, 0), name);
        getActionMap().put(name, Actions.plain(() -> {
            if (active && !(KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner() instanceof JTextComponent)) {
                task.run();
            }
        }));
    }

    /** The timer's sound, unless the settings silence it; the flash still tells. */
    private static void beep() {
        Sounds.beep();
    }
}
