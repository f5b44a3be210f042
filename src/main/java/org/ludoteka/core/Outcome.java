package org.ludoteka.core;

import java.util.Optional;

/** How a game ended: a winner, or a draw when {@code winner} is empty, and the sentence that says why. */
public record Outcome(Optional<Side> winner, Message reason) {

    public static Outcome win(Side winner, Message reason) {
        return new Outcome(Optional.of(winner), reason);
    }

    public static Outcome draw(Message reason) {
        return new Outcome(Optional.empty(), reason);
    }

    public boolean isDraw() {
        return winner.isEmpty();
    }
}
