package org.ludoteka.play.tamsk;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.ludoteka.ai.TamskStrength;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskGame;
import org.ludoteka.games.tamsk.TamskNotation;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tamsk.TamskRules;
import org.ludoteka.progress.SavedGame;

/**
 * One Tamsk game in the window: its setup, the position as of now, the game's own clock and the
 * log of what happened. Time reaches the position only through {@link #elapse}, and not at all
 * while the game is paused. A turn lost as a penalty (T-24, T-25, T-27) is passed at once, since
 * there is nothing to decide, unless a person may still claim a forgotten ring on it (TA-5). No Swing here.
 */
public final class TamskMatch {
    /** One line of the log: when, by the game's clock, and what. */
    public record LogLine(long atMillis, Message what) {
    }

    /** What time did: the news worth telling (hourglasses run out, penalties), and whether the 15 s ran out on someone. */
    public record Elapsed(List<Message> news, boolean timerRanOut) {
        static final Elapsed NOTHING = new Elapsed(List.of(), false);
    }

    private final TamskSetup setup;
    /** The position the game began from: the setup's start, or e.g. a puzzle's, which the save must name. */
    private final TamskPosition start;
    private final TamskRules rules;
    private final List<LogLine> log = new ArrayList<>();
    /** The board as it stood right after each line of the log, for looking back once the game is over or paused. */
    private final List<Moment> moments = new ArrayList<>();
    /**
     * Every event the position went through, in the notation, for the save file: the events played,
     * the lost turns passed, and the time between them as {@code +12.345s}, so that a replay reaches
     * the very position, sand included. Time not yet followed by an event waits in {@link #unrecordedMillis}.
     */
    private final List<String> record = new ArrayList<>();
    private long unrecordedMillis;
    private TamskPosition position;
    private TamskEvent.Move lastMove;
    private long clockMillis;
    private boolean paused;

    public TamskMatch(TamskSetup setup) {
        this(setup, setup.start());
    }

    /** A game under {@code setup} that begins from {@code start}, e.g. a puzzle's position. */
    public TamskMatch(TamskSetup setup, TamskPosition start) {
        this.setup = setup;
        this.rules = setup.rules();
        this.start = start;
        this.position = start;
    }

    public TamskSetup setup() {
        return setup;
    }

    public TamskRules rules() {
        return rules;
    }

    public TamskPosition position() {
        return position;
    }

    /** The last hourglass move, for the board to mark; null before the first. */
    public TamskEvent.Move lastMove() {
        return lastMove;
    }

    /** The log so far, which only ever grows. */
    public List<LogLine> log() {
        return Collections.unmodifiableList(log);
    }

    /** The board right after a line of the log: the position, and the last hourglass move to mark (or null). */
    public record Moment(TamskPosition position, TamskEvent.Move lastMove) {
    }

    /** The board as it stood right after line {@code index} of the log. */
    public Moment momentAfter(int index) {
        return moments.get(index);
    }

    /**
     * Whether the player may look back through the log: only while no sand runs, once the game is
     * over or paused, so that looking back never costs time; playing on starts from the last line.
     */
    public boolean mayLookBack() {
        return outcome().isPresent() || paused;
    }

    private void addLog(LogLine line) {
        log.add(line);
        moments.add(new Moment(position, lastMove));
    }

    /** The time the game has run, pauses left out. */
    public long clockMillis() {
        return clockMillis;
    }

    public boolean isPaused() {
        return paused;
    }

    /**
     * The game of a save file, replayed through the rules (time, events and lost turns as they came)
     * and paused: its sand stood still while the window was closed.
     */
    public static TamskMatch resume(SavedGame saved) {
        SavedGame.Replay<TamskPosition, TamskEvent> replay = saved.replay(TamskGame.INSTANCE);
        TamskPosition start = replay.positions().get(0);
        TamskStrength strength = saved.computer().map(seat -> TamskStrength.valueOf(seat.strength().toUpperCase(Locale.ROOT)))
                .orElse(TamskStrength.MEDIUM);
        boolean freeStart = start.equals(TamskPosition.free(start.level()));
        TamskMatch match = new TamskMatch(new TamskSetup(saved.options(), freeStart, saved.computer().map(SavedGame.Seat::side), strength),
                start);
        List<TamskEvent> events = replay.moves();
        for (int i = 0; i < events.size(); i++) {
            if (i < match.record.size()) {
                continue; // a lost turn the match passed by itself, as it did in the game
            }
            if (events.get(i) instanceof TamskEvent.Elapse elapse) {
                match.elapse(elapse.millis());
                match.flushTime();
            } else {
                match.play(events.get(i));
            }
        }
        match.pause(true);
        return match;
    }

    /** The game as the save file keeps it: the start, and every event with the time between them up to now. */
    public SavedGame toSaved() {
        Optional<SavedGame.Seat> seat = setup.computer()
                .map(side -> new SavedGame.Seat(side, setup.strength().name().toLowerCase(Locale.ROOT)));
        List<String> events = new ArrayList<>(record);
        if (unrecordedMillis > 0) {
            events.add(elapsed(unrecordedMillis));
        }
        return new SavedGame(TamskGame.INSTANCE.id(), setup.options(), seat, TamskNotation.INSTANCE.format(start), events);
    }

    /** Something has been played and the game has not ended. */
    public boolean inProgress() {
        return !log.isEmpty() && outcome().isEmpty();
    }

    public Optional<Outcome> outcome() {
        return rules.outcome(position);
    }

    public List<TamskEvent> legalMoves() {
        return rules.legalMoves(position);
    }

    /** Whether {@code event} would be accepted now, e.g. to enable the button that plays it. */
    public boolean allows(TamskEvent event) {
        return rules.apply(position, event) instanceof MoveResult.Legal;
    }

    public void pause(boolean pause) {
        paused = pause && outcome().isEmpty();
    }

    /** Plays {@code event} if the rules allow it; a lost turn that follows is passed, and its note added. */
    public MoveResult<TamskPosition> play(TamskEvent event) {
        TamskPosition before = position;
        MoveResult<TamskPosition> result = rules.apply(before, event);
        if (!(result instanceof MoveResult.Legal<TamskPosition> legal)) {
            return result;
        }
        position = legal.after();
        recordEvent(TamskNotation.INSTANCE.format(before, event));
        if (event instanceof TamskEvent.Move move) {
            lastMove = move;
        }
        addLog(new LogLine(clockMillis, Message.of("window.tamsk.log.played", Message.of(actor(before, event).key()),
                logged(before, event))));
        List<Message> notes = new ArrayList<>(legal.notes());
        notes.addAll(passLostTurns());
        return MoveResult.legal(position, notes);
    }

    /**
     * Who does {@code event}: the ring is the last mover's, the 15-second timer the waiting player's,
     * and so is his own hourglass picked up and moved while the late mover finishes (T-26); all else
     * the mover's.
     */
    public static Side actor(TamskPosition position, TamskEvent event) {
        boolean early = event instanceof TamskEvent.PickUp pickUp && position.isLate()
                && position.ownerAt(pickUp.cell()).equals(Optional.of(position.opponent()))
                || event instanceof TamskEvent.Move move && move.from() == position.early();
        return early || event == TamskEvent.RING || event == TamskEvent.TIMER ? position.opponent() : position.turn();
    }

    /** Lets {@code millis} pass, unless the game is paused or over. */
    public Elapsed elapse(long millis) {
        if (paused || outcome().isPresent()) {
            return Elapsed.NOTHING;
        }
        TamskPosition before = position;
        MoveResult.Legal<TamskPosition> legal = (MoveResult.Legal<TamskPosition>) rules.apply(before, new TamskEvent.Elapse(millis));
        position = legal.after();
        clockMillis += millis;
        unrecordedMillis += millis;
        List<Message> news = new ArrayList<>();
        for (Message note : legal.notes()) {
            if (!note.key().equals("tamsk.note.elapsed")) {
                news.add(note);
                addLog(new LogLine(clockMillis, logged(note)));
            }
        }
        if (!news.isEmpty()) {
            flushTime(); // what the log tells happened at the end of this time: a replay must log it at the same moment
        }
        boolean timerRanOut = before.timer().against().isPresent() && position.timer().isEmpty();
        news.addAll(passLostTurns());
        return news.isEmpty() && !timerRanOut ? Elapsed.NOTHING : new Elapsed(news, timerRanOut);
    }

    /** Records {@code token}, after the time that passed before it. */
    private void recordEvent(String token) {
        flushTime();
        record.add(token);
    }

    private void flushTime() {
        if (unrecordedMillis > 0) {
            record.add(elapsed(unrecordedMillis));
            unrecordedMillis = 0;
        }
    }

    /** Time passing as the notation writes it, to the millisecond: {@code +12.345s}. */
    private static String elapsed(long millis) {
        return String.format(Locale.ROOT, "+%d.%03ds", millis / 1000, millis % 1000);
    }

    /**
     * A person whose lost turn comes while the last mover owes a ring may still claim it (TA-5), so
     * that turn waits for him: the claim (C) or Pass ends it, and so does the mover dropping the ring
     * in his grace. Every other lost turn is passed at once.
     */
    public boolean waitsForClaimOnLostTurn() {
        return position.isSkipping() && outcome().isEmpty() && position.claim() != TamskBoard.NONE
                && position.player(position.turn()).holder() > 0
                && setup.computer().filter(position.turn()::equals).isEmpty();
    }

    private List<Message> passLostTurns() {
        List<Message> notes = new ArrayList<>();
        while (position.isSkipping() && outcome().isEmpty() && !waitsForClaimOnLostTurn()) {
            MoveResult.Legal<TamskPosition> pass = (MoveResult.Legal<TamskPosition>) rules.apply(position, TamskEvent.PASS);
            recordEvent(TamskNotation.INSTANCE.format(position, TamskEvent.PASS));
            position = pass.after();
            notes.addAll(pass.notes());
            pass.notes().forEach(note -> addLog(new LogLine(clockMillis, logged(note))));
        }
        return notes;
    }

    /** An event as the log names it: a move in the notation, the ring, a claim, the timer or a pass in words. */
    private static Object logged(TamskPosition before, TamskEvent event) {
        String token = TamskNotation.INSTANCE.format(before, event);
        boolean onBoard = event instanceof TamskEvent.Move || event instanceof TamskEvent.PickUp || event instanceof TamskEvent.Place
                || event instanceof TamskEvent.PickUpToPlace;
        return onBoard ? token : Message.of("window.tamsk.logged." + token);
    }

    /** A note of time or a penalty in the few words a line of the log has room for. */
    private static Message logged(Message note) {
        if (note.key().startsWith("tamsk.outcome.")) {
            return Message.of("window.tamsk.log.over");
        }
        String shortKey = switch (note.key()) {
            case "tamsk.note.expired", "tamsk.note.expiredInHand" -> "window.tamsk.log.ranOut";
            case "tamsk.note.lateMove" -> "window.tamsk.log.late";
            case "tamsk.note.notStarted" -> "window.tamsk.log.notStarted";
            case "tamsk.note.skipped" -> "window.tamsk.log.skipped";
            default -> null;
        };
        return shortKey == null ? note : Message.of(shortKey, note.args().get(0));
    }
}
