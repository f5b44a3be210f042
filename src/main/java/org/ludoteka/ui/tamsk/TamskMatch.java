package org.ludoteka.ui.tamsk;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskNotation;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tamsk.TamskRules;

/**
 * One Tamsk game in the window: its setup, the position as of now, the game's own clock and the
 * log of what happened. Time reaches the position only through {@link #elapse}, and not at all
 * while the game is paused. A turn lost as a penalty (T-24, T-25, T-27) is passed at once, since
 * there is nothing to decide. No Swing here.
 */
public final class TamskMatch {
    /** One line of the log: when, by the game's clock, and what. */
    record LogLine(long atMillis, Message what) {
    }

    /** What time did: the news worth telling (hourglasses run out, penalties), and whether the 15 s ran out on someone. */
    record Elapsed(List<Message> news, boolean timerRanOut) {
        static final Elapsed NOTHING = new Elapsed(List.of(), false);
    }

    private final TamskSetup setup;
    private final TamskRules rules;
    private final List<LogLine> log = new ArrayList<>();
    private TamskPosition position;
    private TamskEvent.Move lastMove;
    private long clockMillis;
    private boolean paused;

    public TamskMatch(TamskSetup setup) {
        this(setup, setup.start());
    }

    /** A game under {@code setup} that begins from {@code start}, e.g. a puzzle's position. */
    TamskMatch(TamskSetup setup, TamskPosition start) {
        this.setup = setup;
        this.rules = setup.rules();
        this.position = start;
    }

    TamskSetup setup() {
        return setup;
    }

    TamskRules rules() {
        return rules;
    }

    TamskPosition position() {
        return position;
    }

    /** The last hourglass move, for the board to mark; null before the first. */
    TamskEvent.Move lastMove() {
        return lastMove;
    }

    /** The log so far, which only ever grows. */
    List<LogLine> log() {
        return Collections.unmodifiableList(log);
    }

    /** The time the game has run, pauses left out. */
    long clockMillis() {
        return clockMillis;
    }

    boolean isPaused() {
        return paused;
    }

    /** Something has been played and the game has not ended. */
    boolean inProgress() {
        return !log.isEmpty() && outcome().isEmpty();
    }

    Optional<Outcome> outcome() {
        return rules.outcome(position);
    }

    List<TamskEvent> legalMoves() {
        return rules.legalMoves(position);
    }

    /** Whether {@code event} would be accepted now, e.g. to enable the button that plays it. */
    boolean allows(TamskEvent event) {
        return rules.apply(position, event) instanceof MoveResult.Legal;
    }

    void pause(boolean pause) {
        paused = pause && outcome().isEmpty();
    }

    /** Plays {@code event} if the rules allow it; a lost turn that follows is passed, and its note added. */
    MoveResult<TamskPosition> play(TamskEvent event) {
        TamskPosition before = position;
        MoveResult<TamskPosition> result = rules.apply(before, event);
        if (!(result instanceof MoveResult.Legal<TamskPosition> legal)) {
            return result;
        }
        position = legal.after();
        if (event instanceof TamskEvent.Move move) {
            lastMove = move;
        }
        log.add(new LogLine(clockMillis, Message.of("window.tamsk.log.played", Message.of(actor(before, event).key()),
                logged(before, event))));
        List<Message> notes = new ArrayList<>(legal.notes());
        notes.addAll(passLostTurns());
        return MoveResult.legal(position, notes);
    }

    /** Who does {@code event}: the ring is the last mover's, the 15-second timer the waiting player's, all else the mover's. */
    public static Side actor(TamskPosition position, TamskEvent event) {
        return event == TamskEvent.RING || event == TamskEvent.TIMER ? position.opponent() : position.turn();
    }

    /** Lets {@code millis} pass, unless the game is paused or over. */
    Elapsed elapse(long millis) {
        if (paused || outcome().isPresent()) {
            return Elapsed.NOTHING;
        }
        TamskPosition before = position;
        MoveResult.Legal<TamskPosition> legal = (MoveResult.Legal<TamskPosition>) rules.apply(before, new TamskEvent.Elapse(millis));
        position = legal.after();
        clockMillis += millis;
        List<Message> news = new ArrayList<>();
        for (Message note : legal.notes()) {
            if (!note.key().equals("tamsk.note.elapsed")) {
                news.add(note);
                log.add(new LogLine(clockMillis, logged(note)));
            }
        }
        boolean timerRanOut = before.timer().against().isPresent() && position.timer().isEmpty();
        news.addAll(passLostTurns());
        return news.isEmpty() && !timerRanOut ? Elapsed.NOTHING : new Elapsed(news, timerRanOut);
    }

    private List<Message> passLostTurns() {
        List<Message> notes = new ArrayList<>();
        while (position.isSkipping() && outcome().isEmpty()) {
            MoveResult.Legal<TamskPosition> pass = (MoveResult.Legal<TamskPosition>) rules.apply(position, TamskEvent.PASS);
            position = pass.after();
            notes.addAll(pass.notes());
            pass.notes().forEach(note -> log.add(new LogLine(clockMillis, logged(note))));
        }
        return notes;
    }

    /** An event as the log names it: a move in the notation, the ring, a claim, the timer or a pass in words. */
    private static Object logged(TamskPosition before, TamskEvent event) {
        String token = TamskNotation.INSTANCE.format(before, event);
        boolean onBoard = event instanceof TamskEvent.Move || event instanceof TamskEvent.PickUp || event instanceof TamskEvent.Place;
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
