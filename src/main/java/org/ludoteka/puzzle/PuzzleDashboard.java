package org.ludoteka.puzzle;

import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;
import org.ludoteka.progress.Glicko2;
import org.ludoteka.progress.PuzzleProgress;

/**
 * The figures of the learner's puzzles in one game, for the trainer's dashboard: the attempts solved
 * and failed by theme and by difficulty, the rating after each attempt, and the weakest themes.
 * An attempt counts once for each theme of its puzzle; attempts at puzzles no longer shipped count in
 * the rating only. "Solved" is solved at all, with hints or not; how well is the score, where each
 * hint costs a third ({@link PuzzleProgress#score}). The rating curve ends at the game's rating.
 */
public record PuzzleDashboard(String game, Map<String, Tally> byTheme, Map<Difficulty, Tally> byDifficulty,
                              List<RatingPoint> ratings, List<String> weakSpots) {
    /** The attempts a theme needs before it can be called weak: one bad day is not a weakness. */
    public static final int WEAK_AFTER = 2;
    /** The most themes "train my weak spots" takes at once. */
    public static final int MOST_WEAK_SPOTS = 3;
    /** A theme whose score is this or better is not weak, however it ranks. */
    public static final double STRONG_SCORE = 0.8;

    /** Attempts solved and failed, and the sum of their scores. */
    public record Tally(int solved, int failed, double scores) {
        public static final Tally NONE = new Tally(0, 0, 0);

        public int attempts() {
            return solved + failed;
        }

        /** The mean score, 0 to 1; 0 with no attempt. */
        public double score() {
            return attempts() == 0 ? 0 : scores / attempts();
        }

        Tally plus(PuzzleProgress.Attempt attempt) {
            return new Tally(solved + (attempt.solved() ? 1 : 0), failed + (attempt.solved() ? 0 : 1),
                    scores + PuzzleProgress.score(attempt.solved(), attempt.hints()));
        }
    }

    /** The rating after the {@code number}-th attempt (1 the first; 0 the newcomer's rating before any), and when, if known. */
    public record RatingPoint(int number, double rating, Optional<LocalDateTime> at) {
    }

    public PuzzleDashboard {
        byTheme = Collections.unmodifiableMap(new TreeMap<>(byTheme)); // by name
        byDifficulty = Collections.unmodifiableMap(new EnumMap<>(byDifficulty)); // easy first
        ratings = List.copyOf(ratings);
        weakSpots = List.copyOf(weakSpots);
    }

    /** The figures of {@code game} from {@code progress}, its puzzles being {@code puzzles} (their themes and ratings). */
    public static PuzzleDashboard of(String game, List<Puzzle> puzzles, PuzzleProgress progress) {
        Map<String, Puzzle> byId = new TreeMap<>();
        puzzles.forEach(p -> byId.put(p.id(), p));
        Map<String, Tally> themes = new TreeMap<>();
        puzzles.forEach(p -> p.themes().forEach(theme -> themes.put(theme, Tally.NONE)));
        Map<Difficulty, Tally> bands = new EnumMap<>(Difficulty.class);
        for (Difficulty band : Difficulty.values()) {
            bands.put(band, Tally.NONE);
        }
        List<RatingPoint> ratings = new ArrayList<>();
        double rating = Glicko2.NEW.rating();
        ratings.add(new RatingPoint(0, rating, Optional.empty()));
        for (PuzzleProgress.Attempt attempt : progress.attempts(game)) {
            rating += attempt.ratingChange();
            ratings.add(new RatingPoint(ratings.size(), rating, attempt.at()));
            Puzzle puzzle = byId.get(attempt.puzzle());
            if (puzzle != null) {
                puzzle.themes().forEach(theme -> themes.merge(theme, Tally.NONE.plus(attempt), PuzzleDashboard::sum));
                bands.merge(Difficulty.of(puzzle), Tally.NONE.plus(attempt), PuzzleDashboard::sum);
            }
        }
        // attempts kept before their changes were (0 each) would leave the curve short of the rating: it ends at the rating
        double shift = progress.rating(game).rating() - rating;
        List<RatingPoint> anchored = ratings.stream().map(p -> new RatingPoint(p.number(), p.rating() + shift, p.at())).toList();
        return new PuzzleDashboard(game, themes, bands, anchored, weakest(themes));
    }

    /** The themes tried at least {@link #WEAK_AFTER} times with a score below {@link #STRONG_SCORE}, the lowest first, at most {@link #MOST_WEAK_SPOTS}. */
    static List<String> weakest(Map<String, Tally> themes) {
        Function<Map.Entry<String, Tally>, Double> score = e -> e.getValue().score();
        return themes.entrySet().stream()
                .filter(e -> e.getValue().attempts() >= WEAK_AFTER && e.getValue().score() < STRONG_SCORE)
                .sorted(Comparator.comparing(score).thenComparing(e -> -e.getValue().attempts()).thenComparing(Map.Entry::getKey))
                .limit(MOST_WEAK_SPOTS)
                .map(Map.Entry::getKey)
                .toList();
    }

    private static Tally sum(Tally a, Tally b) {
        return new Tally(a.solved + b.solved, a.failed + b.failed, a.scores + b.scores);
    }
}
