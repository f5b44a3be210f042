package org.ludoteka.play.review;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ludoteka.play.GameRecord;

/**
 * The games played against a clock, whose reviews also say where time decided (issue #23): a turn
 * lost to a timer, a piece lost to its sand, a chance let go for want of time; the one registry of
 * them, as {@link org.ludoteka.puzzle.PuzzleGames} is of the solvers.
 */
public final class ClockReviews {

    /** The moments of one game where the clock decided, read from its record. */
    interface ClockReview {
        List<ClockMark> of(Map<String, String> options, String start, List<String> events);
    }

    private ClockReviews() {
    }

    private static Optional<ClockReview> of(String gameId) {
        return switch (gameId) {
            case "tamsk" -> Optional.of(TamskClockReview.INSTANCE);
            default -> Optional.empty();
        };
    }

    /** True when {@code gameId}'s games are played against a clock whose moments a review says. */
    public static boolean reviews(String gameId) {
        return of(gameId).isPresent();
    }

    /**
     * The moments where the clock decided in the game of {@code gameId} under {@code options} from
     * {@code start} through {@code moves} (a record's turn numbers skipped); none for a game without
     * a clock. {@link org.ludoteka.core.InputError} when an event cannot be read or is illegal.
     */
    public static List<ClockMark> of(String gameId, Map<String, String> options, String start, List<String> moves) {
        return of(gameId).map(review -> review.of(options, start, moves.stream().filter(m -> !GameRecord.isTurnNumber(m)).toList()))
                .orElse(List.of());
    }
}
