package org.ludoteka.ui.gipf;

import java.awt.Component;
import java.util.Optional;
import org.ludoteka.ai.TamskStrength;
import org.ludoteka.core.Side;

/**
 * How the game of Tamsk a GIPF challenge demands (P-12) is played: by the window, which knows the
 * Tamsk board; the GIPF screens only hand it on and take its result.
 */
@FunctionalInterface
public interface TamskChallenge {
    /**
     * Plays the game over {@code parent} at Tamsk {@code level}, the potential's {@code owner} against
     * his opponent, the computer playing GIPF's {@code computer} side (if any) at {@code strength};
     * whether the owner won, or empty when it was left undecided.
     */
    Optional<Boolean> play(Component parent, Side owner, int level, Optional<Side> computer, TamskStrength strength);
}
