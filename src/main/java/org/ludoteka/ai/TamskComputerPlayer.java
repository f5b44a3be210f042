package org.ludoteka.ai;

import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskOptions;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tamsk.TamskRules;

/**
 * A Tamsk opponent for level 1, where hourglasses are plain pieces and nobody is in a hurry. It
 * plays whole turns: a move that drops a ring, placed where its hourglasses keep room to drop the
 * rest and the opponent's run short of it, perhaps after claiming a ring the opponent forgot.
 *
 * <p>It blocks while it thinks, so the window calls it off the event thread; an interrupt makes it
 * answer at once with the best turn found so far. HARD looks deeper and deeper within the budget,
 * but begins no new depth once a fifth of it is spent, and stops as soon as the game is decided;
 * MEDIUM looks three moves ahead; EASY one, through a noisy judgement.
 */
public final class TamskComputerPlayer {
    private final TamskTurnChooser chooser;

    public TamskComputerPlayer(TamskOptions options, TamskStrength strength, long seed) {
        if (options.level() != 1) {
            throw new IllegalArgumentException("levels 2 and 3 run in real time: use TamskRealTimePlayer");
        }
        this.chooser = new TamskTurnChooser(new TamskRules(options), strength, new SplittableRandom(seed));
    }

    /**
     * The events of the turn of the player on move in {@code position}, to be played in order: a
     * move such as {@code a1-b2+}, or a pass when nothing can move, perhaps preceded by a claim;
     * in the free start a placement and its ring. The game must not be over.
     */
    public List<TamskEvent> chooseTurn(TamskPosition position, Duration budget) {
        if (position.isFinished()) {
            throw new IllegalArgumentException("the game is over: there is no turn to choose");
        }
        if (position.level() != 1) {
            throw new IllegalArgumentException("not a level-1 position: " + position);
        }
        long deadline = System.nanoTime() + budget.toNanos();
        return chooser.choose(position, TamskSearchBoard.of(position), deadline, TamskPace.TIMELESS).events();
    }
}
