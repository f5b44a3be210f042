package org.ludoteka.ui.loa;

import java.util.Locale;
import java.util.Optional;
import org.ludoteka.progress.SavedGame;
import org.ludoteka.ai.LoaComputerPlayer.Strength;
import org.ludoteka.core.Side;

/** Who plays against the learner: another person at the same screen, or the computer with one colour. */
public record Opponent(Optional<Side> computerSide, Strength strength) {
    public static final Opponent HUMAN = new Opponent(Optional.empty(), Strength.MEDIUM);

    public static Opponent computer(Side side, Strength strength) {
        return new Opponent(Optional.of(side), strength);
    }

    /** The opponent a save file names: its seat's strength is a word of {@link Strength}'s, as {@link #seat()} writes it. */
    public static Opponent of(Optional<SavedGame.Seat> seat) {
        return seat.map(computer -> computer(computer.side(), Strength.valueOf(computer.strength().toUpperCase(Locale.ROOT))))
                .orElse(HUMAN);
    }

    /** The computer's seat as a save file writes it. */
    public Optional<SavedGame.Seat> seat() {
        return computerSide.map(side -> new SavedGame.Seat(side, strength.name().toLowerCase(Locale.ROOT)));
    }

    public boolean playsFor(Side side) {
        return computerSide.filter(side::equals).isPresent();
    }
}
