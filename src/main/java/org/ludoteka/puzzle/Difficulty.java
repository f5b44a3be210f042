package org.ludoteka.puzzle;

/** The bands of difficulty, by puzzle rating: the trainer's choice list and its dashboard count by the same bands. */
public enum Difficulty {
    EASY(0, 1200), MEDIUM(1200, 1600), HARD(1600, Integer.MAX_VALUE);

    private final int from;
    private final int below;

    Difficulty(int from, int below) {
        this.from = from;
        this.below = below;
    }

    public boolean holds(Puzzle puzzle) {
        return puzzle.rating() >= from && puzzle.rating() < below;
    }

    public static Difficulty of(Puzzle puzzle) {
        for (Difficulty band : values()) {
            if (band.holds(puzzle)) {
                return band;
            }
        }
        throw new IllegalArgumentException("a puzzle rated " + puzzle.rating());
    }
}
