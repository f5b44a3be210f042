package org.ludoteka.play;

import java.time.Duration;

/** A game's computer as a session asks it: the move to play in a position, chosen within a time budget. */
@FunctionalInterface
public interface ComputerPlayer<P, M> {

    /** The move (or event, or token) to play in {@code position}, which is not over and where this player acts. */
    M choose(P position, Duration budget);
}
