package org.ludoteka.homework;

/**
 * How a pupil did at one puzzle of a set: solved or not (a puzzle whose answer the last hint showed is not solved, even
 * when its moves are then played), the answers tried (wrong ones and the solving one), the hints taken, and the seconds
 * spent on it while it was on the screen; {@code game} is the game's id, for the teacher's table.
 */
public record PuzzleResult(String id, String game, boolean solved, int tries, int hints, int seconds) {
    /** Bounds a results file is held to: far above any real pupil's, low enough that no file can make a table absurd. */
    public static final int MAX_TRIES = 999;
    public static final int MAX_HINTS = 99;
    public static final int MAX_SECONDS = 7 * 24 * 3600;

    /** Whether the pupil did anything at it: a puzzle never tried is left empty in the table. */
    public boolean tried() {
        return solved || tries > 0 || hints > 0;
    }
}
