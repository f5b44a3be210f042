package org.ludoteka.progress;

import java.util.Optional;
import org.ludoteka.ai.LoaComputerPlayer.Strength;
import org.ludoteka.core.Side;

/** Who plays against the learner: another person at the same screen, or the computer with one colour. */
public record Opponent(Optional<Side> computerSide, Strength strength) {
    public static final Opponent HUMAN = new Opponent(Optional.empty(), Strength.MEDIUM);

    public static Opponent computer(Side side, Strength strength) {
        return new Opponent(Optional.of(side), strength);
    }

    public boolean playsFor(Side side) {
        return computerSide.filter(side::equals).isPresent();
    }
}
