package org.ludoteka.puzzle;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.ai.TayuSolver;
import org.ludoteka.games.Games;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tayu.TayuPosition;

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
            case "tayu" -> Optional.of(new TayuPuzzleGame(options));
            case "gipf" -> Optional.of(new GipfPuzzleGame(options));
            default -> Optional.empty();
        };
    }

    /**
     * Ta Yü: every legal placement of the tile on move, scored; empty when {@code game} is not Ta Yü or
     * the position is not one its puzzles take (two players, the basic game, a drawn tile to place).
     */
    public static <P> Optional<List<TayuSolver.Placement>> placements(PuzzleGame<P> game, P position) {
        if (game instanceof TayuPuzzleGame tayu && tayu.handles((TayuPosition) position)) {
            return Optional.of(tayu.placements((TayuPosition) position));
        }
        return Optional.empty();
    }

    /**
     * What a puzzle counts, as {@code position} stands, for the trainer to show beside the board: for a
     * Ta Yü "score exactly N", the mover's two coasts and their product; empty for every other goal.
     */
    public static <P> Optional<Message> tally(PuzzleGame<P> game, P position, Goal goal) {
        if (game instanceof TayuPuzzleGame && goal instanceof Goal.Points points) {
            return Optional.of(TayuPuzzleGame.coastPoints((TayuPosition) position, points.points()));
        }
        return Optional.empty();
    }

    /** Ta Yü: the placements among {@code placements} that answer {@code goal}. */
    public static List<TayuSolver.Placement> answers(Goal goal, List<TayuSolver.Placement> placements) {
        return TayuPuzzleGame.answers(goal, placements);
    }

    /** Ta Yü: the scores a placement leaves, in figures: {@code 4 × 5 = 20}, and for the best lead both scores and the lead. */
    public static String figures(Goal goal, TayuSolver.Placement placement) {
        return TayuPuzzleGame.figures(goal, placement);
    }

    /**
     * GIPF: the turns that capture the most of the opponent's pieces and how many they capture; empty
     * when {@code game} is not GIPF.
     */
    public static <P> Optional<Map.Entry<Integer, List<String>>> mostCapturing(PuzzleGame<P> game, P position) {
        if (game instanceof GipfPuzzleGame gipf) {
            GipfPosition at = (GipfPosition) position;
            return Optional.of(Map.entry(gipf.mostCaptures(at), gipf.mostCapturing(at)));
        }
        return Optional.empty();
    }

    /** GIPF: the most pieces a turn captures without the power of a potential; 0 for another game. */
    public static <P> int mostCapturingWithoutPower(PuzzleGame<P> game, P position) {
        return game instanceof GipfPuzzleGame gipf ? gipf.mostCapturesWithoutPower((GipfPosition) position) : 0;
    }

    /**
     * Tamsk: the turns that wall the opponent's hourglass on the goal's cell into its count of cells at
     * most, in the order of {@link PuzzleGame#turns}; empty when {@code game} is not Tamsk;
     * {@link InputError} when no hourglass of the opponent stands on that cell.
     */
    public static <P> Optional<List<String>> blocking(PuzzleGame<P> game, P position, Goal.Block block) {
        if (game instanceof TamskPuzzleGame tamsk) {
            TamskPosition at = (TamskPosition) position;
            int cell = TamskBoard.cell(block.cell());
            if (!TamskPuzzleGame.opponentsHourglass(at, cell)) {
                throw new InputError("puzzle.notOpponentsHourglass", block.cell());
            }
            return Optional.of(tamsk.blocking(at, cell, block.cells()));
        }
        return Optional.empty();
    }

    /**
     * Tamsk: the cells the hourglass on the goal's cell can still reach, the other hourglasses making
     * way, in cell order; empty when {@code game} is not Tamsk; {@link InputError} when no hourglass
     * stands on that cell.
     */
    public static <P> Optional<List<String>> reach(PuzzleGame<P> game, P position, Goal.Reach reach) {
        if (game instanceof TamskPuzzleGame) {
            TamskPosition at = (TamskPosition) position;
            int cell = TamskBoard.cell(reach.cell());
            if (cell == TamskBoard.NONE || at.hourglassAt(cell).isEmpty()) {
                throw new InputError("puzzle.noHourglassThere", reach.cell());
            }
            return Optional.of(TamskReach.of(at, cell));
        }
        return Optional.empty();
    }

    /** GIPF: the most pieces a turn captures that does not change a row waiting in an interim position (P-10); 0 for another game. */
    public static <P> int mostCapturingWithoutInterim(PuzzleGame<P> game, P position) {
        return game instanceof GipfPuzzleGame gipf ? gipf.mostCapturesWithoutInterim((GipfPosition) position) : 0;
    }

    /** GIPF: whether {@code turn} changes a row waiting in an interim position of its own (P-10); false for another game. */
    public static <P> boolean buildsOnInterim(PuzzleGame<P> game, P position, String turn) {
        return game instanceof GipfPuzzleGame gipf && gipf.buildsOnInterim((GipfPosition) position, turn);
    }

    /** GIPF: whether {@code turn} uses the power of a potential on e5: it holds the extra move, a second push (P-8). */
    public static boolean usesPower(String turn) {
        return GipfPuzzleGame.usesPower(turn);
    }

    /** GIPF: the position after {@code tokens}, the start of a turn not finished yet; empty when they finish it or are not legal. */
    public static <P> Optional<P> partway(PuzzleGame<P> game, P position, String tokens) {
        if (game instanceof GipfPuzzleGame gipf) {
            @SuppressWarnings("unchecked") // a GIPF game's positions are GIPF positions
            Optional<P> partway = (Optional<P>) gipf.partway((GipfPosition) position, tokens);
            return partway;
        }
        return Optional.empty();
    }

    /** True when a turn of {@code game} may be several tokens, written apart by spaces (GIPF), so lists of turns are set apart by {@code |}. */
    public static boolean severalTokensATurn(PuzzleGame<?> game) {
        return game instanceof GipfPuzzleGame;
    }

    /** True when {@code id} names a game of the catalogue. */
    static boolean isKnown(String id) {
        return Games.byId(id).isPresent();
    }

    /** True when the game's puzzles may ask for {@code goal}. */
    public static boolean offers(String id, Goal goal) {
        return switch (id) {
            case "loa" -> goal instanceof Goal.WinIn || goal instanceof Goal.Save;
            case "tamsk" -> goal instanceof Goal.WinIn || goal instanceof Goal.Reach || goal instanceof Goal.Block;
            case "tayu" -> goal instanceof Goal.BestPlacement || goal instanceof Goal.Points;
            case "gipf" -> goal instanceof Goal.WinIn || goal instanceof Goal.Save || goal instanceof Goal.CaptureMost
                    || goal instanceof Goal.UsePower || goal instanceof Goal.Interim;
            default -> false;
        };
    }
}
