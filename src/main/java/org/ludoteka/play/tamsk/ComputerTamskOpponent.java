package org.ludoteka.play.tamsk;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.ludoteka.ai.TamskComputerPlayer;
import org.ludoteka.ai.TamskRealTimePlayer;
import org.ludoteka.ai.TamskStrength;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskNotation;
import org.ludoteka.games.tamsk.TamskOptions;
import org.ludoteka.games.tamsk.TamskPosition;

/**
 * The computer as a Tamsk opponent in the window. It thinks on a thread of its own, so the frames
 * go on, and hands its events out one a frame. At level 1 it plays whole turns when it is on move
 * ({@link TamskComputerPlayer}); at levels 2–3 it is asked what it does now ({@link
 * TamskRealTimePlayer}) whenever an event has changed the game, and again when the time it chose to
 * wait has passed. An answer to a game that has changed meanwhile is dropped and the question asked
 * again; so is the rest of a turn the rules refused.
 */
public final class ComputerTamskOpponent implements TamskOpponent {

    /** What the player answered: events to play at once, or how long to wait before asking again. */
    private record Answer(List<TamskEvent> events, long waitMillis) {
    }

    private final ExecutorService thinker = Executors.newSingleThreadExecutor(task -> {
        Thread thread = new Thread(task, "ludoteka-tamsk-computer");
        thread.setDaemon(true); // closing the window must not wait for a search
        return thread;
    });
    private final Side side;
    private final Duration budget;
    private final TamskComputerPlayer turns;
    private final TamskRealTimePlayer realTime;
    private final Deque<TamskEvent> ready = new ArrayDeque<>();
    private Future<Answer> thinking;
    private String shapeSeen = "";
    /** The event handed out at the last frame, and the game it was meant for: if that game is unchanged, the rules refused it. */
    private TamskEvent handedOut;
    private String handedOutIn;
    private Side onMove;
    private long onMoveSince;
    private long askAgainAt;

    public ComputerTamskOpponent(TamskOptions options, Side side, TamskStrength strength, Duration budget) {
        this.side = side;
        this.budget = budget;
        long seed = System.nanoTime();
        turns = options.level() == 1 ? new TamskComputerPlayer(options, strength, seed) : null;
        realTime = options.level() == 1 ? null : new TamskRealTimePlayer(options, side, strength, seed);
    }

    @Override
    public Side side() {
        return side;
    }

    @Override
    public Optional<TamskEvent> eventNow(TamskPosition now, long clockMillis) {
        String shape = shape(now);
        noticeChanges(now, shape, clockMillis);
        if (thinking != null && thinking.isDone()) {
            take(answer(), clockMillis);
        }
        if (!ready.isEmpty()) {
            handedOut = ready.remove();
            handedOutIn = shape;
            return Optional.of(handedOut);
        }
        if (thinking == null && clockMillis >= askAgainAt && (realTime != null || now.turn() == side)) {
            ask(now, clockMillis);
        }
        return Optional.empty();
    }

    @Override
    public void stop() {
        forget();
        thinker.shutdownNow();
    }

    /** Whoever changed the game, a question about the old one is no longer worth an answer. */
    private void noticeChanges(TamskPosition now, String shape, long clockMillis) {
        if (now.turn() != onMove) {
            onMove = now.turn();
            onMoveSince = clockMillis;
        }
        if (handedOut != null) {
            if (shape.equals(handedOutIn)) {
                forget(); // the rules refused it: the rest of its turn is no good either
                askAgainAt = clockMillis;
            }
            handedOut = null;
        } else if (!shape.equals(shapeSeen)) {
            forget();
            askAgainAt = clockMillis;
        }
        shapeSeen = shape;
    }

    private void ask(TamskPosition now, long clockMillis) {
        Duration onMoveFor = Duration.ofMillis(clockMillis - onMoveSince);
        thinking = thinker.submit(() -> {
            if (turns != null) {
                return new Answer(turns.chooseTurn(now, budget), 0);
            }
            TamskRealTimePlayer.Decision decision = realTime.decide(now, onMoveFor, budget);
            return decision instanceof TamskRealTimePlayer.Decision.Play play ? new Answer(play.events(), 0)
                    : new Answer(List.of(), ((TamskRealTimePlayer.Decision.Wait) decision).atMost().toMillis());
        });
    }

    private void take(Answer answer, long clockMillis) {
        thinking = null;
        ready.addAll(answer.events());
        askAgainAt = clockMillis + answer.waitMillis();
    }

    private Answer answer() {
        try {
            return thinking.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while taking the computer's answer", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("the computer failed to choose", e.getCause());
        } catch (CancellationException e) {
            throw new IllegalStateException("a dropped question was answered", e);
        }
    }

    private void forget() {
        ready.clear();
        if (thinking != null) {
            thinking.cancel(true);
            thinking = null;
        }
    }

    /**
     * The game without its running sand: which hourglasses stand where (and which have run out),
     * the rings, whose turn it is, what is held, claimed or owed, and whom the 15-second timer runs
     * against. It changes only when an event happens, or an hourglass or the timer runs out.
     */
    public static String shape(TamskPosition position) {
        return TamskNotation.INSTANCE.format(position)
                .replaceAll(":\\d+", ":r").replaceAll("timer=\\d+", "timer").replaceAll(" letgo=\\d+", "");
    }
}
