package org.ludoteka.progress;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Optional;

/**
 * Where a puzzle the learner missed stands in the spaced review, counted in days: it comes back
 * after 1 day, then after 3, 7 and 21 days (and every 21 days after that), each return waiting
 * longer whatever its answer, until it is solved cleanly — no mistake, no hint — twice in a row,
 * when it is learnt and leaves the review. Only an attempt made on or after the day it is due
 * counts; one made earlier (chosen by theme, say) leaves the schedule as it was.
 *
 * @param returns how many times it has come back so far
 * @param solvedInRow the clean solves at its returns since the last miss
 * @param due the day it comes back
 */
public record SpacedReview(int returns, int solvedInRow, LocalDate due) {
    /** The waits, in days, before each return; the last is kept for every return after. */
    public static final List<Integer> INTERVAL_DAYS = List.of(1, 3, 7, 21);
    /** The clean solves in a row at its returns that take a puzzle out of the review. */
    public static final int SOLVES_TO_LEARN = 2;

    public SpacedReview {
        if (returns < 0 || solvedInRow < 0 || solvedInRow >= SOLVES_TO_LEARN) {
            throw new IllegalArgumentException("returns " + returns + ", solved in a row " + solvedInRow);
        }
    }

    /** A miss on {@code day} of a puzzle not under review: it comes back the next day. */
    public static SpacedReview missed(LocalDate day) {
        return new SpacedReview(0, 0, day.plusDays(INTERVAL_DAYS.get(0)));
    }

    /** True when the puzzle is to be set again on {@code day}. */
    public boolean dueOn(LocalDate day) {
        return !day.isBefore(due);
    }

    /** The review after an attempt on {@code day}; empty when that attempt made it learnt. */
    public Optional<SpacedReview> after(boolean clean, LocalDate day) {
        if (!dueOn(day)) {
            return Optional.of(this);
        }
        int solved = clean ? solvedInRow + 1 : 0;
        if (solved >= SOLVES_TO_LEARN) {
            return Optional.empty();
        }
        int next = returns + 1;
        return Optional.of(new SpacedReview(next, solved, day.plusDays(INTERVAL_DAYS.get(Math.min(next, INTERVAL_DAYS.size() - 1)))));
    }

    /** As the progress file keeps it: {@code returns,solvedInRow,due}. */
    String text() {
        return returns + "," + solvedInRow + "," + due;
    }

    /** The review {@code text} keeps; empty when it cannot be read. */
    static Optional<SpacedReview> parse(String text) {
        String[] parts = text.split(",", -1);
        if (parts.length != 3 || !parts[0].matches("[0-9]{1,4}") || !parts[1].matches("[0-9]")) {
            return Optional.empty();
        }
        try {
            return Optional.of(new SpacedReview(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]), LocalDate.parse(parts[2])));
        } catch (DateTimeParseException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
