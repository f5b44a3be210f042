package org.ludoteka.homework;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongSupplier;
import org.ludoteka.puzzle.Puzzle;

/**
 * A pupil's work on a set as it goes: the trainer tells it which puzzle is on the screen and each verdict, and it keeps
 * the results to hand back. The time of a puzzle runs while it is on the screen and not yet solved, over every visit.
 * No rating moves: homework is not the trainer's game of ratings, and a pupil's results are the teacher's to read.
 */
public final class HomeworkWork {
    /** Where a puzzle stands, for the list of the set's puzzles. */
    public enum State { NOT_TRIED, TRYING, SOLVED, NOT_SOLVED }

    private final HomeworkSet set;
    private final String pupil;
    private final LongSupplier millis;
    private final Map<String, Tally> tallies = new LinkedHashMap<>();
    private String current;
    private long since;

    private static final class Tally {
        final Puzzle puzzle;
        boolean solved;
        boolean shown;
        boolean failed;
        int tries;
        int hints;
        long millis;

        Tally(Puzzle puzzle) {
            this.puzzle = puzzle;
        }
    }

    /** {@code millis}: the clock the time is read from (the wall clock's milliseconds, or a test's). */
    public HomeworkWork(HomeworkSet set, String pupil, LongSupplier millis) {
        this.set = set;
        this.pupil = pupil.strip();
        this.millis = millis;
        set.puzzles().forEach(p -> tallies.put(p.id(), new Tally(p)));
    }

    public HomeworkSet set() {
        return set;
    }

    public String pupil() {
        return pupil;
    }

    public List<Puzzle> puzzles() {
        return set.puzzles();
    }

    /** {@code id} is on the screen now: the clock of the one before it stops, and its own runs unless it is solved. */
    public void opened(String id) {
        stopClock();
        current = tallies.containsKey(id) ? id : null;
        since = millis.getAsLong();
    }

    /**
     * A verdict on the puzzle {@code id}: solved or not, the hints taken so far, and whether the hints have shown the whole
     * answer. The last rung of the hints is no answer of the pupil's, so it is not a try; a puzzle solved after its
     * answer was shown is not counted solved.
     */
    public void judged(String id, boolean solved, int hints, boolean answerShown) {
        Tally tally = tallies.get(id);
        if (tally == null || tally.solved) {
            return;
        }
        tally.hints = Math.min(PuzzleResult.MAX_HINTS, Math.max(tally.hints, hints));
        if (answerShown && !solved && !tally.shown) {
            tally.shown = true;
            tally.failed = true;
            return;
        }
        tally.tries = Math.min(PuzzleResult.MAX_TRIES, tally.tries + 1);
        if (solved && !tally.shown) {
            if (id.equals(current)) {
                stopClock(); // its time ends with the solve
                current = id;
                since = millis.getAsLong();
            }
            tally.solved = true;
        } else {
            tally.failed = true;
        }
    }

    public State state(String id) {
        Tally tally = tallies.get(id);
        if (tally.solved) {
            return State.SOLVED;
        }
        if (tally.failed) {
            return State.NOT_SOLVED;
        }
        return id.equals(current) ? State.TRYING : State.NOT_TRIED;
    }

    /** The puzzle after {@code id} in the set, round to the first: Next puzzle's. */
    public Optional<Puzzle> after(Optional<String> id) {
        List<Puzzle> puzzles = set.puzzles();
        int at = id.map(i -> puzzles.indexOf(tallies.get(i) == null ? null : tallies.get(i).puzzle)).orElse(-1);
        return Optional.of(puzzles.get((at + 1) % puzzles.size()));
    }

    /** The results as they stand now, the time on the screen counted up to this moment. */
    public HomeworkResults results() {
        String on = current;
        stopClock();
        current = on;
        since = millis.getAsLong();
        return new HomeworkResults(set.title(), pupil, tallies.values().stream()
                .map(t -> new PuzzleResult(t.puzzle.id(), t.puzzle.game(), t.solved, t.tries, t.hints,
                        (int) Math.min(PuzzleResult.MAX_SECONDS, Math.round(t.millis / 1000.0))))
                .toList());
    }

    private void stopClock() {
        if (current != null) {
            Tally tally = tallies.get(current);
            if (!tally.solved) {
                tally.millis += Math.max(0, millis.getAsLong() - since);
            }
        }
        current = null;
    }
}
