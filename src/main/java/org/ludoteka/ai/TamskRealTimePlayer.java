package org.ludoteka.ai;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.Hourglass;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskOptions;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tamsk.TamskRules;

/**
 * A Tamsk opponent for levels 2 and 3, where the hourglasses run while the players think.
 *
 * <p><b>How the window drives it.</b> Time is the window's virtual clock, never read here. Off the
 * event thread, the window asks {@link #decide(TamskPosition, Duration, Duration)} "what do you do
 * now?" with the position as of now (its sand as of this moment), how long the player on move has
 * been on move, and the wall-clock time the player may think. It answers within that time:
 * <ul>
 *   <li>{@link Decision.Play}: the events to play at once, in order. The window lets the time the
 *       player thought pass on its clock first; should that have made an event illegal (an
 *       hourglass ran out meanwhile), it asks again.</li>
 *   <li>{@link Decision.Wait}: nothing to play yet. The window asks again after the given virtual
 *       time at the latest, and at once whenever an event changes the position.</li>
 * </ul>
 * An interrupt makes it answer at once with the best it has.
 *
 * <p><b>How it plays.</b> On move, it searches the board as it will be when its move lands, with
 * the sand running on at every ply, so it turns hourglasses before they run out when they are worth
 * keeping and lets one run out when another move is worth more. It keeps to the 15 seconds a move
 * of T-20 and thinks less when an hourglass or the 15-second timer is running short. It may wait
 * on move, within those 15 seconds, when that makes one of the opponent's hourglasses run out
 * before he can turn it. In its first three turns it moves each hourglass once (T-14: the rules
 * enforce it and it plays by them). A ring the opponent forgot it claims only once his grace is
 * over (T-10, T-17): until then it may wait, as for a run-out, when the claim is worth the wait. At
 * level 3 it picks up the hourglass it will move as soon as the timer runs against it (a late move
 * then costs one turn, not two: T-24, T-25); when the opponent thinks longer than the strength's
 * patience and the timer is empty, it turns the timer on him (T-23); and a turn it has lost it passes.
 */
public final class TamskRealTimePlayer {

    /** What the player does now. */
    public sealed interface Decision {
        /** Play these events now, in order. */
        record Play(List<TamskEvent> events) implements Decision {
            public Play {
                events = List.copyOf(events);
            }
        }

        /** Nothing to play now: ask again after {@code atMost} of virtual time, or sooner if an event changes the position. */
        record Wait(Duration atMost) implements Decision {
        }
    }

    /** The 15 seconds a move of T-20, a gentlemen's agreement at level 2 that it keeps at both levels. */
    static final long MOVE_MILLIS = 15_000;
    /** The most time it allows between its answer and the window playing it. */
    static final long LATENCY_MILLIS = 300;
    /** How long the search fears the opponent may take: the 15 seconds of T-20. */
    static final int OPPONENT_SLOW_MILLIS = 15_000;
    /** How soon the search fears the opponent may answer, to save an hourglass of his. */
    static final int OPPONENT_QUICK_MILLIS = 1_500;
    private static final long LEAST_THINKING_MILLIS = 10;
    private static final Duration IDLE = Duration.ofSeconds(1);

    private final Side side;
    private final TamskStrength strength;
    private final TamskRules rules;
    private final TamskTurnChooser chooser;

    public TamskRealTimePlayer(TamskOptions options, Side side, TamskStrength strength, long seed) {
        if (options.level() == 1) {
            throw new IllegalArgumentException("level 1 has no time: use TamskComputerPlayer");
        }
        this.side = side;
        this.strength = strength;
        this.rules = new TamskRules(options);
        this.chooser = new TamskTurnChooser(rules, strength, new SplittableRandom(seed));
    }

    /**
     * What to do in {@code now}, a position of this player's game that is not over.
     *
     * @param onMoveFor      how long the player on move has been on move, in virtual time
     * @param thinkingBudget the most wall-clock time to think before answering
     */
    public Decision decide(TamskPosition now, Duration onMoveFor, Duration thinkingBudget) {
        if (now.isFinished()) {
            throw new IllegalArgumentException("the game is over: there is nothing to decide");
        }
        if (now.turn() != side) {
            return whileTheOtherMoves(now, onMoveFor.toMillis());
        }
        if (now.isSkipping()) {
            return new Decision.Play(List.of(TamskEvent.PASS));
        }
        return onMove(now, onMoveFor.toMillis(), thinkingBudget.toMillis());
    }

    /** T-23: the timer may be turned only by the player not on move, and only once its upper bulb is empty. */
    private Decision whileTheOtherMoves(TamskPosition now, long onMoveFor) {
        if (now.level() < 3 || now.isSkipping()) {
            return new Decision.Wait(IDLE);
        }
        long patienceLeft = strength.timerPatienceMillis - onMoveFor;
        if (now.timer().isEmpty() && patienceLeft <= 0) {
            return new Decision.Play(List.of(TamskEvent.TIMER));
        }
        return new Decision.Wait(Duration.ofMillis(Math.max(Math.max(patienceLeft, now.timer().upperMillis()), 1)));
    }

    private Decision onMove(TamskPosition now, long onMoveFor, long budget) {
        long thinking = thinkingMillis(now, onMoveFor, budget);
        int lag = (int) (thinking + LATENCY_MILLIS);
        TamskPace pace = new TamskPace(TamskSearchBoard.index(side), lag, OPPONENT_QUICK_MILLIS, OPPONENT_SLOW_MILLIS);
        long start = System.nanoTime();
        long deadline = start + thinking * 1_000_000;
        TamskSearchBoard board = TamskSearchBoard.of(now);
        long waitable = Math.min(MOVE_MILLIS - onMoveFor, timerLeft(now)) - lag;
        long claimWait = claimOpensWithin(now, waitable);
        long wait = Math.max(mustPickUp(now) ? 0 : opponentsNextRunOut(now, waitable), claimWait);
        if (wait > 0) {
            long halfway = start + (deadline - start) / 2;
            TamskTurnChooser.Turn moving = chooser.choose(now, board.drained(lag), halfway, pace);
            // the turns after the wait are checked against the rules as they will be then: a claim is open
            TamskPosition later = claimWait > 0 ? elapsed(now, wait) : now;
            if (later.isFinished()) {
                return played(now, moving);
            }
            TamskTurnChooser.Turn waiting = chooser.choose(later, board.drained((int) wait + lag), deadline, pace, moving.depth());
            if (waiting.depth() < moving.depth()) {
                // scores of different depths do not compare (one more ply sees one more reply), so moving
                // is weighed again as deep as waiting could look: no deeper than it already looked in time
                moving = chooser.choose(now, board.drained(lag), Long.MAX_VALUE, pace, waiting.depth());
            }
            if (waiting.score() > moving.score()) {
                return new Decision.Wait(Duration.ofMillis(wait));
            }
            return played(now, moving);
        }
        return played(now, chooser.choose(now, board.drained(lag), deadline, pace));
    }

    /**
     * How long until it may claim the ring the opponent still owes, if that comes within {@code waitable}
     * and it has a ring to claim with; 0 otherwise. Within the opponent's grace the ring is not forgotten
     * yet (T-10, T-17), so the claim waits for the grace to pass.
     */
    private long claimOpensWithin(TamskPosition now, long waitable) {
        long millis = rules.millisUntilClaimOpens(now);
        return millis <= waitable && now.player(side).holder() > 0 ? millis : 0;
    }

    private TamskPosition elapsed(TamskPosition now, long millis) {
        return ((MoveResult.Legal<TamskPosition>) rules.apply(now, new TamskEvent.Elapse(millis))).after();
    }

    /** The turn's events; while the timer runs against it, the hourglass is picked up first and let go at the next call. */
    private Decision played(TamskPosition now, TamskTurnChooser.Turn turn) {
        List<TamskEvent> events = new ArrayList<>(turn.events());
        int last = events.size() - 1;
        if (mustPickUp(now) && events.get(last) instanceof TamskEvent.Move move) {
            events.set(last, new TamskEvent.PickUp(move.from()));
        }
        return new Decision.Play(events);
    }

    /**
     * The budget, cut so that the move lands in time: before the 15-second timer runs out (a third of
     * what is left, when the hourglass must still be picked up), before the most urgent of its
     * hourglasses that can still be saved runs out, and within the 15 seconds a move.
     */
    private long thinkingMillis(TamskPosition now, long onMoveFor, long budget) {
        long thinking = Math.min(budget, MOVE_MILLIS - onMoveFor - LATENCY_MILLIS);
        if (timerAgainstMe(now)) {
            long left = now.timer().upperMillis() - LATENCY_MILLIS;
            thinking = Math.min(thinking, now.hand() == TamskBoard.NONE ? left / 3 : left);
        }
        for (Hourglass hourglass : now.movable(side)) {
            long spare = hourglass.upperMillis() - LATENCY_MILLIS;
            if (hourglass.isRunning() && spare > LEAST_THINKING_MILLIS) {
                thinking = Math.min(thinking, spare / 2);
            }
        }
        return Math.max(LEAST_THINKING_MILLIS, thinking);
    }

    /** The timer runs against it and it holds no hourglass yet: it picks one up before anything else but a claim. */
    private boolean mustPickUp(TamskPosition now) {
        return timerAgainstMe(now) && now.hand() == TamskBoard.NONE;
    }

    private boolean timerAgainstMe(TamskPosition now) {
        return now.timer().against().filter(side::equals).isPresent();
    }

    private long timerLeft(TamskPosition now) {
        return timerAgainstMe(now) ? now.timer().upperMillis() : Long.MAX_VALUE;
    }

    /**
     * How long to wait for the first of the opponent's movable hourglasses to run out, if that comes
     * within {@code waitable}; 0 if none does. While this player is on move, the opponent cannot turn it.
     */
    private long opponentsNextRunOut(TamskPosition now, long waitable) {
        return now.movable(now.opponent()).stream().filter(Hourglass::isRunning)
                .mapToLong(h -> h.upperMillis() + 1).filter(millis -> millis <= waitable).min().orElse(0);
    }
}
