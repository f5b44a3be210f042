package org.ludoteka.play.tamsk;

import java.util.Optional;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskPosition;

/**
 * A computer player for one side of a Tamsk game in the window. Tamsk runs in real time, so the
 * window does not wait for it: at every frame it shows the player the position as of now and
 * plays whatever event it answers (a move, a pick-up, its ring, a claim, the 15-second timer
 * against the person, a pass). An opponent that needs time to think does so on a thread of its own
 * and answers nothing until it is ready; the position it then answers may be a few frames old,
 * so its event goes to the rules like any other and may be refused.
 */
public interface TamskOpponent {

    /** The side it plays; the person at the screen plays the other. */
    Side side();

    /**
     * What it does now, if anything, in {@code now} at {@code clockMillis} of the game's clock (the
     * time it has run, pauses left out); called on the event thread, so it must answer at once.
     */
    Optional<TamskEvent> eventNow(TamskPosition now, long clockMillis);

    /** The game it played is over or dropped: stop thinking. */
    void stop();
}
