package org.ludoteka.progress;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The learner's puzzles, remembered between runs: a Glicko-2 rating for each game (by its id),
 * every attempt in the order made, and the best streak of each game. A puzzle failed, or solved
 * only with a hint, comes back on a simple spaced schedule ({@link #REVIEW_AFTER}) until it has
 * been solved cleanly twice; with {@link TrainerOptions#spacedRepetition} on, after days instead
 * ({@link SpacedReview}, one for each puzzle missed, by {@code game/puzzle}, kept whether the option is
 * on or not, so that turning it on finds the misses already scheduled). The trainer's options are kept here too.
 */
public record PuzzleProgress(Map<String, Glicko2> ratings, List<Attempt> attempts, Map<String, Integer> bestStreaks,
                             Map<String, SpacedReview> reviews, TrainerOptions options) {
    public static final PuzzleProgress NONE = new PuzzleProgress(Map.of(), List.of(), Map.of());
    /**
     * How many other puzzles of the game come between an attempt and the next review, by how many
     * clean solves followed the last failure: back after 3, once solved after 10 more, then learnt.
     */
    public static final List<Integer> REVIEW_AFTER = List.of(3, 10);
    private static final String RATING = "rating.";
    private static final String ATTEMPT = "attempt.";
    private static final String STREAK = "streak.";
    private static final String REVIEW = "review.";
    private static final String SPACED = "option.spacedRepetition";
    private static final String ACCEPTANCE = "option.acceptance";

    /**
     * One attempt: the game, the puzzle, whether it was solved without a mistake, the hints taken,
     * when (unknown for attempts kept before dates were), and how much it moved the rating.
     */
    public record Attempt(String game, String puzzle, boolean solved, int hints, Optional<LocalDateTime> at, double ratingChange) {
        /** An attempt made {@code at}, before its rating change is known. */
        public static Attempt of(String game, String puzzle, boolean solved, int hints, LocalDateTime at) {
            return new Attempt(game, puzzle, solved, hints, Optional.of(at.withSecond(0).withNano(0)), 0);
        }

        /** Solved with no mistake and no hint: the only answer that counts as knowing the puzzle. */
        public boolean clean() {
            return solved && hints == 0;
        }
    }

    public PuzzleProgress {
        ratings = Map.copyOf(ratings);
        attempts = List.copyOf(attempts);
        bestStreaks = Map.copyOf(bestStreaks);
        reviews = Map.copyOf(reviews);
    }

    /** Progress with no puzzle under spaced review and the trainer's default options. */
    public PuzzleProgress(Map<String, Glicko2> ratings, List<Attempt> attempts, Map<String, Integer> bestStreaks) {
        this(ratings, attempts, bestStreaks, Map.of(), TrainerOptions.DEFAULT);
    }

    public PuzzleProgress withOptions(TrainerOptions chosen) {
        return new PuzzleProgress(ratings, attempts, bestStreaks, reviews, chosen);
    }

    /** Where the puzzle {@code puzzle} of {@code game} stands in the spaced review; empty when it is not under review. */
    public Optional<SpacedReview> review(String game, String puzzle) {
        return Optional.ofNullable(reviews.get(game + "/" + puzzle));
    }

    public Glicko2 rating(String game) {
        return ratings.getOrDefault(game, Glicko2.NEW);
    }

    /** What a solve is worth with {@code hints} hints: each of the three steps of the ladder costs a third of the win. */
    public static double score(boolean solved, int hints) {
        return solved ? Math.max(0, 1 - hints / 3.0) : 0;
    }

    /** The attempt recorded with the change it made, and the rating moved: a hint costs part of the win, a mistake is a loss. */
    public PuzzleProgress attempted(Attempt attempt, int puzzleRating) {
        Glicko2 before = rating(attempt.game());
        Glicko2 after = before.afterPuzzle(puzzleRating, score(attempt.solved(), attempt.hints()));
        Map<String, Glicko2> moved = new TreeMap<>(ratings);
        moved.put(attempt.game(), after);
        List<Attempt> all = new ArrayList<>(attempts);
        all.add(new Attempt(attempt.game(), attempt.puzzle(), attempt.solved(), attempt.hints(), attempt.at(), after.rating() - before.rating()));
        return new PuzzleProgress(moved, all, bestStreaks, reviewed(attempt), options);
    }

    /** The spaced reviews after {@code attempt}: a miss is scheduled, an attempt when due moves its review on; an undated one changes nothing. */
    private Map<String, SpacedReview> reviewed(Attempt attempt) {
        if (attempt.at().isEmpty()) {
            return reviews;
        }
        LocalDate day = attempt.at().get().toLocalDate();
        String key = attempt.game() + "/" + attempt.puzzle();
        Map<String, SpacedReview> changed = new TreeMap<>(reviews);
        SpacedReview review = reviews.get(key);
        if (review == null) {
            if (!attempt.clean()) {
                changed.put(key, SpacedReview.missed(day));
            }
        } else {
            review.after(attempt.clean(), day).ifPresentOrElse(next -> changed.put(key, next), () -> changed.remove(key));
        }
        return changed;
    }

    public List<Attempt> attempts(String game) {
        return attempts.stream().filter(a -> a.game().equals(game)).toList();
    }

    /** The ids of the puzzles of {@code game} ever tried. */
    public Set<String> tried(String game) {
        Set<String> ids = new TreeSet<>();
        attempts(game).forEach(a -> ids.add(a.puzzle()));
        return ids;
    }

    public int bestStreak(String game) {
        return bestStreaks.getOrDefault(game, 0);
    }

    /** A streak of {@code length} puzzles of {@code game} ended: kept if it is the best so far. */
    public PuzzleProgress streakEnded(String game, int length) {
        if (length <= bestStreak(game)) {
            return this;
        }
        Map<String, Integer> best = new TreeMap<>(bestStreaks);
        best.put(game, length);
        return new PuzzleProgress(ratings, attempts, best, reviews, options);
    }

    /**
     * The puzzles of {@code game} whose review has come: failed or hinted, not yet solved cleanly
     * {@link #REVIEW_AFTER}{@code .size()} times since, with enough other puzzles tried since their
     * last attempt. The longest waiting first.
     */
    public List<String> dueAgain(String game) {
        return dueAgain(game, LocalDate.now());
    }

    /**
     * The puzzles of {@code game} to set again on {@code today}, the longest waiting first: by days
     * ({@link SpacedReview}) when the learner turned spaced repetition on, else after a few other puzzles.
     */
    public List<String> dueAgain(String game, LocalDate today) {
        if (!options.spacedRepetition()) {
            return dueAfterOthers(game);
        }
        String prefix = game + "/";
        return reviews.entrySet().stream()
                .filter(e -> e.getKey().startsWith(prefix) && e.getValue().dueOn(today))
                .sorted(Comparator.comparing((Map.Entry<String, SpacedReview> e) -> e.getValue().due()).thenComparing(Map.Entry::getKey))
                .map(e -> e.getKey().substring(prefix.length()))
                .toList();
    }

    /** The puzzles of {@code game} under spaced review, due or not. */
    public Map<String, SpacedReview> reviews(String game) {
        Map<String, SpacedReview> mine = new TreeMap<>();
        reviews.forEach((key, review) -> {
            if (key.startsWith(game + "/")) {
                mine.put(key.substring(game.length() + 1), review);
            }
        });
        return mine;
    }

    private List<String> dueAfterOthers(String game) {
        List<Attempt> mine = attempts(game);
        record Due(String puzzle, int waited) {
        }
        List<Due> due = new ArrayList<>();
        for (String puzzle : tried(game)) {
            int last = -1;
            int cleanSince = 0;
            boolean missed = false;
            for (int i = 0; i < mine.size(); i++) {
                Attempt attempt = mine.get(i);
                if (attempt.puzzle().equals(puzzle)) {
                    last = i;
                    if (attempt.clean()) {
                        cleanSince++;
                    } else {
                        missed = true;
                        cleanSince = 0;
                    }
                }
            }
            int since = mine.size() - last - 1;
            if (missed && cleanSince < REVIEW_AFTER.size() && since >= REVIEW_AFTER.get(cleanSince)) {
                due.add(new Due(puzzle, since));
            }
        }
        return due.stream().sorted(Comparator.comparingInt(Due::waited).reversed()).map(Due::puzzle).toList();
    }

    Properties toProperties() {
        Properties properties = new Properties();
        ratings.forEach((game, r) -> properties.setProperty(RATING + game, r.rating() + "," + r.deviation() + "," + r.volatility()));
        bestStreaks.forEach((game, best) -> properties.setProperty(STREAK + game, String.valueOf(best)));
        for (int i = 0; i < attempts.size(); i++) {
            Attempt a = attempts.get(i);
            properties.setProperty(ATTEMPT + String.format("%06d", i), a.game() + "," + a.puzzle() + "," + (a.solved() ? "solved" : "failed")
                    + "," + a.hints() + "," + a.at().map(LocalDateTime::toString).orElse("") + "," + a.ratingChange());
        }
        reviews.forEach((key, review) -> properties.setProperty(REVIEW + key.replace('/', '.'), review.text()));
        properties.setProperty(SPACED, Boolean.toString(options.spacedRepetition()));
        properties.setProperty(ACCEPTANCE, options.shortestWinOnly() ? "shortest" : "any");
        return properties;
    }

    /** Entries that cannot be read are left out one by one, and their keys go to {@code unread}: a damaged file costs a mark, never the program. */
    static PuzzleProgress fromProperties(Properties properties, Set<String> unread) {
        Map<String, Glicko2> ratings = new TreeMap<>();
        Map<String, Integer> streaks = new TreeMap<>();
        TreeMap<Integer, Attempt> attempts = new TreeMap<>();
        Map<String, SpacedReview> reviews = new TreeMap<>();
        TrainerOptions options = TrainerOptions.DEFAULT;
        for (String key : properties.stringPropertyNames()) {
            String[] parts = properties.getProperty(key).split(",", -1);
            try {
                if (key.startsWith(RATING) && parts.length == 3 && plausible(parts)) {
                    ratings.put(key.substring(RATING.length()),
                            new Glicko2(Double.parseDouble(parts[0]), Double.parseDouble(parts[1]), Double.parseDouble(parts[2])));
                } else if (key.startsWith(STREAK) && parts.length == 1 && parts[0].matches("[0-9]{1,6}")) {
                    streaks.put(key.substring(STREAK.length()), Integer.parseInt(parts[0]));
                } else if (key.startsWith(ATTEMPT) && (parts.length == 4 || parts.length == 6)
                        && (parts[2].equals("solved") || parts[2].equals("failed")) && parts[3].matches("[0-9]{1,2}")) {
                    // the first files kept no date and no change: four parts
                    Optional<LocalDateTime> at = parts.length == 6 && !parts[4].isEmpty() ? Optional.of(LocalDateTime.parse(parts[4])) : Optional.empty();
                    double change = parts.length == 6 ? Double.parseDouble(parts[5]) : 0;
                    if (!Double.isFinite(change)) {
                        throw new NumberFormatException(parts[5]);
                    }
                    attempts.put(Integer.parseInt(key.substring(ATTEMPT.length())),
                            new Attempt(parts[0], parts[1], parts[2].equals("solved"), Integer.parseInt(parts[3]), at, change));
                } else if (key.startsWith(REVIEW) && key.indexOf('.', REVIEW.length()) > REVIEW.length()
                        && SpacedReview.parse(properties.getProperty(key)).isPresent()) {
                    // review.<game>.<puzzle>: a game's id has no dot, a puzzle's may
                    String rest = key.substring(REVIEW.length());
                    int dot = rest.indexOf('.');
                    reviews.put(rest.substring(0, dot) + "/" + rest.substring(dot + 1), SpacedReview.parse(properties.getProperty(key)).get());
                } else if (key.equals(SPACED) && List.of("true", "false").contains(properties.getProperty(key))) {
                    options = options.withSpacedRepetition(Boolean.parseBoolean(properties.getProperty(key)));
                } else if (key.equals(ACCEPTANCE) && List.of("shortest", "any").contains(properties.getProperty(key))) {
                    options = options.withShortestWinOnly(properties.getProperty(key).equals("shortest"));
                } else {
                    unread.add(key);
                }
            } catch (NumberFormatException | DateTimeParseException e) {
                unread.add(key); // this one entry is lost; the rest still counts
            }
        }
        return new PuzzleProgress(ratings, new ArrayList<>(attempts.values()), streaks, reviews, options);
    }

    /** A rating a Glicko-2 update could have made: finite, its deviation and volatility above zero (NaN, say, is not). */
    private static boolean plausible(String[] parts) {
        double rating = Double.parseDouble(parts[0]);
        double deviation = Double.parseDouble(parts[1]);
        double volatility = Double.parseDouble(parts[2]);
        return Double.isFinite(rating) && deviation > 0 && deviation < Double.POSITIVE_INFINITY
                && volatility > 0 && volatility < Double.POSITIVE_INFINITY;
    }
}
