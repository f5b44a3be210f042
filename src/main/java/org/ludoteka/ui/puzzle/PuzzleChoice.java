package org.ludoteka.ui.puzzle;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.ludoteka.core.Message;
import org.ludoteka.progress.PuzzleProgress;
import org.ludoteka.puzzle.Difficulty;
import org.ludoteka.puzzle.Goal;
import org.ludoteka.puzzle.PersonalPuzzles;
import org.ludoteka.puzzle.Puzzle;

/**
 * How the next puzzle is chosen: "next for me" (a failed puzzle whose review has come back first,
 * else the untried puzzle nearest the learner's rating), a goal, a theme, or a band of difficulty (the
 * untried ones first, the easiest first); or a streak, puzzles of rising difficulty until the first
 * mistake.
 */
sealed interface PuzzleChoice {
    record NextForMe() implements PuzzleChoice {
        @Override
        public boolean holds(Puzzle puzzle) {
            return true;
        }

        @Override
        public Message words() {
            return Message.of("window.puzzles.nextForMe");
        }
    }

    /** The learner's own puzzles, made by the review of his games (issue #23). */
    record FromMyGames() implements PuzzleChoice {
        @Override
        public boolean holds(Puzzle puzzle) {
            return PersonalPuzzles.isPersonal(puzzle);
        }

        @Override
        public Message words() {
            return Message.of("window.puzzles.fromMyGames");
        }
    }

    record Theme(String name) implements PuzzleChoice {
        @Override
        public boolean holds(Puzzle puzzle) {
            return puzzle.themes().contains(name);
        }

        @Override
        public Message words() {
            return Message.of("window.puzzles.theme", Message.of("puzzle.theme." + name));
        }
    }

    /** "Train my weak spots": puzzles of any of the weakest themes the dashboard found (at most three). */
    record WeakSpots(List<String> themes) implements PuzzleChoice {
        public WeakSpots {
            themes = List.copyOf(themes);
            if (themes.isEmpty() || themes.size() > 3) {
                throw new IllegalArgumentException("one to three weak themes, not " + themes);
            }
        }

        @Override
        public boolean holds(Puzzle puzzle) {
            return puzzle.themes().stream().anyMatch(themes::contains);
        }

        @Override
        public Message words() {
            Object[] names = {"", "", ""};
            for (int i = 0; i < themes.size(); i++) {
                names[i] = Message.of("puzzle.theme." + themes.get(i));
            }
            return Message.of("window.puzzles.weakSpots", themes.size(), names[0], names[1], names[2]);
        }
    }

    /** Puzzles of one goal: {@code win-in-2}, {@code save}, {@code reach}, {@code block}. */
    record Kind(String name) implements PuzzleChoice {
        @Override
        public boolean holds(Puzzle puzzle) {
            return of(puzzle).equals(name);
        }

        @Override
        public Message words() {
            return Message.of(key(), moves());
        }

        /** The bundle key of the kind's name in the choice list: one for every win in N (N its argument), one for each other goal. */
        String key() {
            return name.startsWith(WIN_IN) ? "window.puzzles.kind.winIn" : "window.puzzles.kind." + name;
        }

        /** The N of a win in N; 0 for the other kinds. */
        int moves() {
            return name.startsWith(WIN_IN) ? Integer.parseInt(name.substring(WIN_IN.length())) : 0;
        }

        private static final String WIN_IN = "win-in-";

        /** The kind of {@code puzzle}'s goal: a win in N is its own kind for each N, the other goals whatever their cell. */
        static String of(Puzzle puzzle) {
            return puzzle.goal() instanceof Goal.WinIn ? puzzle.goal().text() : puzzle.goal().text().replaceFirst("-.*", "");
        }
    }

    /** A band of difficulty, the same bands the dashboard counts by. */
    record Band(Difficulty difficulty) implements PuzzleChoice {
        @Override
        public boolean holds(Puzzle puzzle) {
            return difficulty.holds(puzzle);
        }

        @Override
        public Message words() {
            return Message.of("window.puzzles.band." + difficulty.name().toLowerCase(Locale.ROOT));
        }
    }

    /** Puzzles of rising rating, one after another, until the first mistake; no hints. */
    record Streak() implements PuzzleChoice {
        @Override
        public boolean holds(Puzzle puzzle) {
            return true;
        }

        @Override
        public Message words() {
            return Message.of("window.puzzles.streakChoice");
        }
    }

    /** True when {@code puzzle} is of this kind. */
    boolean holds(Puzzle puzzle);

    /** The choice's name in the list, in the bundles' words. */
    Message words();

    /** The choices the list offers for {@code puzzles}: next for me, a streak, the learner's own puzzles if he has any, each goal, each theme and each band. */
    static List<PuzzleChoice> offered(List<Puzzle> puzzles) {
        List<PuzzleChoice> choices = new ArrayList<>(List.of(new NextForMe(), new Streak()));
        if (puzzles.stream().anyMatch(PersonalPuzzles::isPersonal)) {
            choices.add(new FromMyGames());
        }
        puzzles.stream().map(Kind::of).distinct().sorted().forEach(kind -> choices.add(new Kind(kind)));
        puzzles.stream().flatMap(p -> p.themes().stream()).filter(theme -> !theme.equals(PersonalPuzzles.THEME)).distinct().sorted()
                .forEach(theme -> choices.add(new Theme(theme)));
        for (Difficulty difficulty : Difficulty.values()) {
            choices.add(new Band(difficulty));
        }
        return choices;
    }

    /** The puzzle to set after {@code last} (none at first) among {@code puzzles} of {@code game}; never {@code last} again while there is another. */
    static Optional<Puzzle> next(PuzzleChoice choice, List<Puzzle> puzzles, String game, PuzzleProgress progress, Optional<String> last) {
        List<Puzzle> matching = puzzles.stream().filter(choice::holds).toList();
        List<Puzzle> offered = matching.size() > 1 ? matching.stream().filter(p -> !last.equals(Optional.of(p.id()))).toList() : matching;
        Optional<Puzzle> again = progress.dueAgain(game).stream()
                .flatMap(id -> offered.stream().filter(p -> p.id().equals(id))).findFirst();
        if (again.isPresent()) {
            return again;
        }
        Set<String> tried = progress.tried(game);
        List<Puzzle> fresh = offered.stream().filter(p -> !tried.contains(p.id())).toList();
        if (fresh.isEmpty()) {
            List<String> recent = progress.attempts(game).stream().map(PuzzleProgress.Attempt::puzzle).toList();
            return offered.stream().min(Comparator.comparingInt(p -> recent.lastIndexOf(p.id())));
        }
        double rating = progress.rating(game).rating();
        return fresh.stream().min(choice instanceof NextForMe
                ? Comparator.comparingDouble(p -> Math.abs(p.rating() - rating))
                : Comparator.comparingInt(Puzzle::rating));
    }

    /** The next puzzle of a streak that has gone through {@code done}: the easiest one left, so each is at least as hard as the last. */
    static Optional<Puzzle> nextInStreak(List<Puzzle> puzzles, Set<String> done) {
        return puzzles.stream().filter(p -> !done.contains(p.id()))
                .min(Comparator.comparingInt(Puzzle::rating).thenComparing(Puzzle::id));
    }
}
