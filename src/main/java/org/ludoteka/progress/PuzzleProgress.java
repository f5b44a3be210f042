package org.ludoteka.progress;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The learner's puzzles, remembered between runs: a Glicko-2 rating for each game (by its id) and
 * every attempt in the order made. A puzzle failed comes back once {@link #COME_BACK_AFTER} other
 * puzzles of its game have been tried, until it is solved.
 */
public record PuzzleProgress(Map<String, Glicko2> ratings, List<Attempt> attempts) {
    public static final PuzzleProgress NONE = new PuzzleProgress(Map.of(), List.of());
    /** How many other puzzles of the game come between a failure and its second chance. */
    public static final int COME_BACK_AFTER = 3;
    private static final String RATING = "rating.";
    private static final String ATTEMPT = "attempt.";

    /** One attempt: the game, the puzzle, whether it was solved without a mistake, and the hints taken. */
    public record Attempt(String game, String puzzle, boolean solved, int hints) {
    }

    public PuzzleProgress {
        ratings = Map.copyOf(ratings);
        attempts = List.copyOf(attempts);
    }

    public Glicko2 rating(String game) {
        return ratings.getOrDefault(game, Glicko2.NEW);
    }

    /**
     * The attempt recorded and the rating moved: a hint costs part of the win (each of the three
     * steps a third), a mistake is a loss.
     */
    public PuzzleProgress attempted(Attempt attempt, int puzzleRating) {
        double score = attempt.solved() ? Math.max(0, 1 - attempt.hints() / 3.0) : 0;
        Map<String, Glicko2> moved = new TreeMap<>(ratings);
        moved.put(attempt.game(), rating(attempt.game()).afterPuzzle(puzzleRating, score));
        List<Attempt> all = new ArrayList<>(attempts);
        all.add(attempt);
        return new PuzzleProgress(moved, all);
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

    /** A puzzle of {@code game} whose last attempt failed and whose time to come back has come, the oldest first. */
    public Optional<String> dueAgain(String game) {
        List<Attempt> mine = attempts(game);
        for (int i = 0; i < mine.size(); i++) {
            Attempt attempt = mine.get(i);
            if (attempt.solved()) {
                continue;
            }
            boolean triedSince = mine.subList(i + 1, mine.size()).stream().anyMatch(a -> a.puzzle().equals(attempt.puzzle()));
            if (!triedSince && mine.size() - i - 1 >= COME_BACK_AFTER) {
                return Optional.of(attempt.puzzle());
            }
        }
        return Optional.empty();
    }

    Properties toProperties() {
        Properties properties = new Properties();
        ratings.forEach((game, r) -> properties.setProperty(RATING + game, r.rating() + "," + r.deviation() + "," + r.volatility()));
        for (int i = 0; i < attempts.size(); i++) {
            Attempt a = attempts.get(i);
            properties.setProperty(ATTEMPT + String.format("%06d", i), a.game() + "," + a.puzzle() + "," + (a.solved() ? "solved" : "failed") + "," + a.hints());
        }
        return properties;
    }

    /** Entries that cannot be read are left out one by one, and their keys go to {@code unread}: a damaged file costs a mark, never the program. */
    static PuzzleProgress fromProperties(Properties properties, Set<String> unread) {
        Map<String, Glicko2> ratings = new TreeMap<>();
        TreeMap<Integer, Attempt> attempts = new TreeMap<>();
        for (String key : properties.stringPropertyNames()) {
            String[] parts = properties.getProperty(key).split(",", -1);
            try {
                if (key.startsWith(RATING) && parts.length == 3 && plausible(parts)) {
                    ratings.put(key.substring(RATING.length()),
                            new Glicko2(Double.parseDouble(parts[0]), Double.parseDouble(parts[1]), Double.parseDouble(parts[2])));
                } else if (key.startsWith(ATTEMPT) && parts.length == 4 && (parts[2].equals("solved") || parts[2].equals("failed"))
                        && parts[3].matches("[0-9]{1,2}")) {
                    attempts.put(Integer.parseInt(key.substring(ATTEMPT.length())),
                            new Attempt(parts[0], parts[1], parts[2].equals("solved"), Integer.parseInt(parts[3])));
                } else {
                    unread.add(key);
                }
            } catch (IllegalArgumentException e) {
                unread.add(key); // this one entry is lost; the rest still counts
            }
        }
        return new PuzzleProgress(ratings, new ArrayList<>(attempts.values()));
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
