package org.ludoteka.ui;

import java.awt.Toolkit;
import java.awt.datatransfer.StringSelection;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.IntStream;
import javax.swing.Action;
import javax.swing.JComponent;
import javax.swing.JPanel;
import org.ludoteka.core.Drawing;
import org.ludoteka.core.Message;
import org.ludoteka.core.Notation;
import org.ludoteka.core.Outcome;
import org.ludoteka.play.GameRecord;
import org.ludoteka.play.MatchSetup;
import org.ludoteka.play.Seats;
import org.ludoteka.play.Session;
import org.ludoteka.play.Strength;
import org.ludoteka.play.review.MarkWalk;
import org.ludoteka.progress.SavedGame;

/**
 * The one screen of every turn-based game (Lines of Action, GIPF, Ta Yü): the game's board, and
 * beside it the one {@link GameColumn}. It shows a {@link Session} and hands the session what the
 * person does; what only one game has comes from its {@link TurnGamePart}.
 */
public final class TurnGameScreen<P, M> extends JPanel implements GameScreen, Session.View {
    private final Localizer localizer;
    private final Session<P, M> session;
    private final TurnGamePart<P> part;
    private final GameColumn column;
    private final Action undo;
    private final Action redo;
    private final Action copyMoves;
    private final Action rematch;
    private final Action newGame;
    private final Action pastePosition;
    private final Action openRecord;
    private final Action saveRecord;
    private final GameReview review;

    /** {@code part} acts on {@code session} too; the screen shows them both from now on. */
    public TurnGameScreen(Localizer localizer, Session<P, M> session, TurnGamePart<P> part) {
        super(new BoardScreenLayout("[grow, fill][]", "[grow, fill]"));
        this.localizer = localizer;
        this.session = session;
        this.part = part;
        String id = session.game().game().id();
        setName(id + "Panel");
        undo = Actions.create(localizer, "window.action.undo", session::undo);
        redo = Actions.create(localizer, "window.action.redo", session::redo);
        copyMoves = Actions.create(localizer, "window.action.copyMoves", this::copyMoves);
        rematch = Actions.create(localizer, "window.action.rematch", () -> session.begin(session.setup()));
        newGame = Actions.create(localizer, "window.action.newGame", this::newGame);
        review = new GameReview(localizer, session, this::changed);
        pastePosition = Actions.create(localizer, "window.action.pastePosition", this::pastePosition);
        openRecord = Actions.create(localizer, "window.action.openRecord", this::openRecord);
        saveRecord = Actions.create(localizer, "window.action.saveRecord", () -> RecordFiles.save(this, localizer, session));
        NotationField field = new NotationField(localizer, id + "MoveField", "window.notation." + id,
                text -> !part.settingUp() && session.typed(text));
        column = new GameColumn(localizer, id, new GameColumn.Buttons(undo, redo, copyMoves, rematch, newGame, review.action()), part.middle(),
                part.decisions(), field, new GameColumn.MoveListListener() {
                    @Override
                    public void turnChosen(int turn) {
                        List<GameRecord.Turn> turns = session.match().history();
                        int ply = turns.subList(0, turn + 1).stream().mapToInt(played -> played.moves().size()).sum();
                        review.chosen(ply);
                        session.goTo(ply);
                    }

                    @Override
                    public void stepped(int plies) {
                        if (!review.step(plies)) {
                            session.goTo(session.match().shownPly() + plies);
                        }
                    }
                });
        BoardScreenLayout.addBoard(this, part.board(), "grow, push");
        add(column, BoardScreenLayout.column("growy"));
        part.bindKeysOn(this);
        session.show(this);
        localizer.bind(this::changed);
    }

    @Override
    public void keepMistakesIn(org.ludoteka.puzzle.PersonalPuzzles puzzles) {
        review.keepMistakesIn(puzzles);
    }

    public Session<P, M> session() {
        return session;
    }

    @Override
    public JComponent component() {
        return this;
    }

    @Override
    public void setActive(boolean shown) {
        session.setActive(shown);
    }

    @Override
    public boolean busy() {
        return part.busy() || part.settingUp(); // the computer does not play while a position is set up
    }

    /** Who plays whom in a game of two seats: two people at the screen, or the person and the computer, with its strength. */
    public static <P> String whoPlays(Localizer localizer, Session<P, ?> session) {
        Seats seats = session.setup().seats();
        P start = session.match().start();
        Optional<Integer> computer = seats.onlyComputer();
        if (computer.isPresent()) {
            int seat = computer.get();
            return localizer.text("window.players.computer", session.game().seatName(start, 1 - seat),
                    session.game().seatName(start, seat), seats.at(seat).orElseThrow().label());
        }
        return localizer.text("window.players.people", session.game().seatName(start, 0), session.game().seatName(start, 1));
    }

    /** Shows the game as it stands: the board and the middle part, the column's sentences, and which buttons work. */
    @Override
    public void changed() {
        boolean active = session.active();
        review.update();
        part.show(active);
        Optional<P> walked = showWalked();
        Optional<Outcome> outcome = session.outcome();
        List<GameRecord.Turn> history = session.match().history();
        int shownPly = session.match().shownPly();
        column.showTurn(walked.map(this::toMove).orElseGet(this::turnText), review.feedback().orElseGet(session::feedback),
                outcome.map(ended -> localizer.text(ended.reason())).orElse(""));
        // a review's walk shows its own counts with its board, and asks nothing of the person: the board only shows
        column.showSentences(part.gameText(), part.playerLines(walked.orElse(session.position())), walked.isPresent() ? "" : part.prompt());
        column.showTurns(IntStream.range(0, history.size()).mapToObj(turn -> turnLine(history.get(turn))
                + review.markOf(turn, history).map(mark -> " — " + localizer.text(mark.briefly())).orElse("")).toList(), turnShown(history, shownPly));
        boolean playing = active && !part.settingUp();
        undo.setEnabled(playing && session.canUndo());
        redo.setEnabled(playing && session.canRedo());
        copyMoves.setEnabled(playing && shownPly > 0);
        rematch.setEnabled(playing && outcome.isPresent());
        newGame.setEnabled(active);
        openRecord.setEnabled(active && !part.settingUp());
        pastePosition.setEnabled(active);
        saveRecord.setEnabled(playing && shownPly > 0);
    }

    /** A review's step, when one is walked, over the game's own position: its position and what it draws (issue #23). */
    private Optional<P> showWalked() {
        Optional<MarkWalk.Step> walked = review.walked();
        Optional<P> position = walked.map(step -> session.match().notation().parsePosition(step.position()));
        position.ifPresent(part::showPosition);
        part.board().drawing().showGiven(walked.map(MarkWalk.Step::drawing).orElse(Drawing.EMPTY));
        return position;
    }

    /** Who is to move in a position of a review's walk, or who has won where its line wins. */
    private String toMove(P position) {
        Optional<Outcome> over = session.match().rules().outcome(position);
        if (over.isPresent()) {
            return over.get().winner().map(winner -> localizer.text("window.over.win", Message.of(winner.key())))
                    .orElse(localizer.text("window.over.draw"));
        }
        return session.game().actor(position).stream()
                .mapToObj(seat -> localizer.text("window.turn", session.game().seatName(position, seat))).findFirst().orElse("");
    }

    /** The turn the position shown ends (or stands in): the one holding its last move; -1 at the start. */
    private static int turnShown(List<GameRecord.Turn> history, int shownPly) {
        int played = 0;
        for (int turn = 0; turn < history.size(); turn++) {
            played += history.get(turn).moves().size();
            if (played >= shownPly) {
                return shownPly == 0 ? -1 : turn;
            }
        }
        return history.size() - 1;
    }

    /**
     * The turn line: that a position is being set up by hand, how the game ended, or whose turn it is — in the game's
     * own words where it has them ({@link TurnGamePart#turnText}), else the shared ones, the computer's or a person's.
     */
    private String turnText() {
        if (part.settingUp()) {
            return localizer.text("window.edit.title");
        }
        Optional<Outcome> outcome = session.outcome();
        if (outcome.isPresent()) {
            return outcome.get().winner().map(winner -> localizer.text("window.over.win", Message.of(winner.key())))
                    .orElse(localizer.text("window.over.draw"));
        }
        Optional<String> own = part.turnText();
        if (own.isPresent()) {
            return own.get();
        }
        OptionalInt actor = session.match().actor();
        if (actor.isEmpty()) {
            return "";
        }
        Message seat = session.game().seatName(session.position(), actor.getAsInt());
        return localizer.text(session.computerToAct() ? "window.turn.computer" : "window.turn", seat);
    }

    /** A line of the move list: the turn's number, who played it, and its moves. */
    private String turnLine(GameRecord.Turn turn) {
        Message seat = turn.seat() < 0 ? Message.of("window.moves") : session.game().seatName(session.match().start(), turn.seat());
        return localizer.text("window.turnLine", turn.number(), seat,
                String.join(" ", turn.said().stream().map(localizer::text).toList()));
    }

    @Override
    public boolean goOn() {
        return Actions.runIfEnabled(redo);
    }

    @Override
    public boolean goBack() {
        return Actions.runIfEnabled(undo);
    }

    @Override
    public Optional<JComponent> sideColumn() {
        return Optional.of(column);
    }

    @Override
    public Map<GameMenuItem, Action> gameMenuActions() {
        Map<GameMenuItem, Action> actions = new EnumMap<>(GameMenuItem.class);
        actions.put(GameMenuItem.NEW_GAME, newGame);
        actions.put(GameMenuItem.OPEN_RECORD, openRecord);
        actions.put(GameMenuItem.PASTE_POSITION, pastePosition);
        actions.put(GameMenuItem.SAVE_RECORD, saveRecord);
        actions.put(GameMenuItem.COPY_MOVES, copyMoves);
        actions.put(GameMenuItem.REVIEW, review.action());
        actions.put(GameMenuItem.UNDO, undo);
        actions.put(GameMenuItem.REDO, redo);
        actions.putAll(part.menuActions());
        return actions;
    }

    @Override
    public boolean inProgress() {
        return session.inProgress();
    }

    @Override
    public SavedGame saved() {
        return session.saved();
    }

    @Override
    public void resume(SavedGame game) {
        session.resume(game);
    }

    @Override
    public void useRuleOptions(Map<String, String> options) {
        MatchSetup<P> now = session.setup();
        MatchSetup<P> wanted = part.withOptions(now, options);
        if (!session.inProgress() && !wanted.equals(now)) {
            session.begin(wanted);
        }
    }

    /** A game from {@code position} against the computer at its strongest, in every seat but the one on move. */
    @Override
    public boolean playOn(String position, Map<String, String> options) {
        P from = session.game().game().notation(options).parsePosition(position);
        int person = session.game().actor(from).orElse(0);
        Seats seats = Seats.people(session.game().seatCount(from));
        for (int seat = 0; seat < seats.count(); seat++) {
            if (seat != person) {
                seats = seats.with(seat, Optional.of(Strength.HARD));
            }
        }
        return beginUnlessKept(MatchSetup.of(session.game().game(), options, from, seats));
    }

    @Override
    public boolean playsOn() {
        return true;
    }

    @Override
    public void stop() {
        review.cancel();
        session.setActive(false);
        part.stop();
    }

    /** Begins {@code setup} unless a game in progress is kept instead; true when begun. */
    public boolean beginUnlessKept(MatchSetup<P> setup) {
        return Dialogs.beginUnlessKept(this, localizer, session, setup);
    }

    /** Opens a record file; a game opened so may be reviewed at once. */
    private void openRecord() {
        Object before = session.match();
        RecordFiles.open(this, localizer, session);
        if (session.match() != before) {
            review.opened();
        }
    }

    /** Plays on from a position typed or pasted in the game's notation, the game's options and seats kept. */
    private void pastePosition() {
        Notation<P, M> notation = session.match().notation();
        PastePositionDialog.ask(this, localizer, Message.of("game." + session.game().game().id()),
                notation.format(session.position()), notation::parsePosition)
                .ifPresent(position -> beginUnlessKept(session.setup().startingFrom(position)));
    }

    private void newGame() {
        part.askNewGame(this, session.setup()).ifPresent(this::beginUnlessKept);
    }

    /** The numbered record: the same text for every game, and what {@code play} reads back. */
    private void copyMoves() {
        Toolkit.getDefaultToolkit().getSystemClipboard().setContents(new StringSelection(session.copyRecord()), null);
    }
}
