package org.ludoteka.play;

import java.util.Arrays;
import java.util.Locale;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;

/**
 * One strength scale for the computer in every game. Each engine has an enum of its own with the
 * same three words (how deep it looks, how much noise blurs it); a game's {@link TurnGame} maps this
 * one onto its engine's.
 */
public enum Strength {
    EASY, MEDIUM, HARD;

    /** The word save files and the command line use: {@code easy}, {@code medium}, {@code hard}. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The strength's name in the bundles, for the window's sentences. */
    public Message label() {
        return Message.of("window.players.strength." + word());
    }

    /** The strength a save file names; {@link InputError} for a word that is none. */
    public static Strength of(String word) {
        return Arrays.stream(values()).filter(strength -> strength.word().equals(word)).findFirst()
                .orElseThrow(() -> new InputError("window.save.badField", "opponent", word));
    }
}
