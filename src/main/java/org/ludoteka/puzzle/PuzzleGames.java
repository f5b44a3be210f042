package org.ludoteka.puzzle;

import java.util.Map;
import java.util.Optional;
import org.ludoteka.games.Games;

/** The games that have puzzles, each under a choice of rule options. */
public final class PuzzleGames {

    private PuzzleGames() {
    }

    /**
     * The game {@code id} as its puzzles see it; empty when it has no puzzles (not built, or no
     * solver yet); {@link org.ludoteka.core.InputError} for an unknown option or value.
     */
    public static Optional<PuzzleGame<?>> of(String id, Map<String, String> options) {
        return switch (id) {
            case "loa" -> Optional.of(new LoaPuzzleGame(options));
            case "tamsk" -> Optional.of(new TamskPuzzleGame(options));
            default -> Optional.empty();
        };
    }

    /** True when {@code id} names a game of the catalogue. */
    static boolean isKnown(String id) {
        return Games.byId(id).isPresent();
    }

    /** True when the game's puzzles may ask for {@code goal}. */
    static boolean offers(String id, Goal goal) {
        return switch (id) {
            case "loa" -> goal instanceof Goal.WinIn || goal instanceof Goal.Save;
            case "tamsk" -> goal instanceof Goal.WinIn || goal instanceof Goal.Reach || goal instanceof Goal.Block;
            default -> false;
        };
    }
}
