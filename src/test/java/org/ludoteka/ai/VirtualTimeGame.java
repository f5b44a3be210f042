package org.ludoteka.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tamsk.TamskRules;

/**
 * A level-2 or level-3 game in virtual time between the real-time player and an opponent who
 * thinks a random while (sometimes past the 15-second timer) and then plays a random move, and who
 * at level 3 sometimes turns the timer on the computer. Every event either side plays must be legal.
 */
final class VirtualTimeGame {
    /** The virtual time between the computer's answer and the window playing it. */
    static final long ANSWER_LAG_MILLIS = 100;
    private static final long MOST_THINKING_MILLIS = 25_000;
    private static final int MAX_STEPS = 20_000;

    private final TamskRules rules;
    private final TamskRealTimePlayer computer;
    private final Side computerSide;
    private final SplittableRandom random;
    private TamskPosition position;
    private long onMoveFor;
    private long opponentActsIn;
    private final List<TamskEvent> computerEvents = new ArrayList<>();

    VirtualTimeGame(TamskRules rules, TamskRealTimePlayer computer, Side computerSide, long seed) {
        this.rules = rules;
        this.computer = computer;
        this.computerSide = computerSide;
        this.random = new SplittableRandom(seed);
    }

    /** Plays from {@code start} to the end; returns the last position. */
    TamskPosition play(TamskPosition start) {
        position = start;
        for (int step = 0; step < MAX_STEPS && !position.isFinished(); step++) {
            Side turn = position.turn();
            if (turn == computerSide) {
                maybeTurnTheTimerOnTheComputer();
            } else if (opponentActsIn < 0) {
                opponentActsIn = random.nextLong(MOST_THINKING_MILLIS);
            }
            TamskRealTimePlayer.Decision decision = computer.decide(position, Duration.ofMillis(onMoveFor), Duration.ofMillis(5));
            if (decision instanceof TamskRealTimePlayer.Decision.Play play) {
                elapse(ANSWER_LAG_MILLIS);
                play.events().forEach(event -> apply(event, "computer"));
                computerEvents.addAll(play.events());
            } else {
                long wait = ((TamskRealTimePlayer.Decision.Wait) decision).atMost().toMillis();
                assertThat(wait).as("a wait of some time, at %s", position).isPositive();
                elapse(turn == computerSide ? wait : Math.min(wait, opponentActsIn));
                if (position.turn() == turn && turn != computerSide && opponentActsIn <= 0 && !position.isFinished()) {
                    apply(randomEvent(), "opponent");
                }
            }
            if (position.turn() != turn) {
                onMoveFor = 0;
                opponentActsIn = -1;
            }
        }
        assertThat(position.isFinished()).as("the game ends within %d steps", MAX_STEPS).isTrue();
        return position;
    }

    List<TamskEvent> computerEvents() {
        return computerEvents;
    }

    private void maybeTurnTheTimerOnTheComputer() {
        if (position.level() == 3 && position.timer().isEmpty() && !position.isSkipping() && onMoveFor == 0
                && random.nextInt(3) == 0) {
            apply(TamskEvent.TIMER, "opponent");
        }
    }

    private TamskEvent randomEvent() {
        List<TamskEvent> listed = rules.legalMoves(position);
        TamskEvent event = listed.get(random.nextInt(listed.size()));
        boolean ring = position.player(position.turn()).holder() > 0 && random.nextBoolean();
        return event instanceof TamskEvent.Move move ? new TamskEvent.Move(move.from(), move.to(), ring) : event;
    }

    private void elapse(long millis) {
        Side turn = position.turn();
        apply(new TamskEvent.Elapse(millis), "time");
        if (position.turn() == turn) {
            onMoveFor += millis;
            opponentActsIn -= millis;
        }
    }

    private void apply(TamskEvent event, String who) {
        if (position.isFinished()) {
            return;
        }
        MoveResult<TamskPosition> result = rules.apply(position, event);
        assertThat(result).as("%s plays %s at %s", who, event, position).isInstanceOf(MoveResult.Legal.class);
        position = ((MoveResult.Legal<TamskPosition>) result).after();
    }
}
