package org.ludoteka.ui.puzzle;

import java.util.List;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleGame;
import org.ludoteka.puzzle.PuzzleGames;

/** A puzzle's first turns and the positions after some of them, as its game's puzzle rules give them: what tests compare the board with. */
final class PuzzleRunPositions {
    private PuzzleRunPositions() {
    }

    /** Every turn the learner may play first, each written once. */
    static List<String> turns(Puzzle puzzle) {
        return turns(game(puzzle), puzzle);
    }

    /** The position after {@code turns} from the puzzle's, in the game's notation. */
    static String after(Puzzle puzzle, String... turns) {
        return after(game(puzzle), puzzle, turns);
    }

    private static <P> List<String> turns(PuzzleGame<P> game, Puzzle puzzle) {
        return game.turns(game.position(puzzle.position()));
    }

    private static <P> String after(PuzzleGame<P> game, Puzzle puzzle, String... turns) {
        P position = game.position(puzzle.position());
        for (String turn : turns) {
            position = game.after(position, turn);
        }
        return game.format(position);
    }

    private static PuzzleGame<?> game(Puzzle puzzle) {
        return PuzzleGames.of(puzzle.game(), puzzle.options()).orElseThrow();
    }
}
