package org.ludoteka.games.tamsk;

import java.util.Arrays;

/** How many rings stand on each cell of the board; immutable. */
public final class Rings {
    public static final Rings EMPTY = new Rings(new int[TamskBoard.CELLS]);

    private final int[] counts;

    private Rings(int[] counts) {
        this.counts = counts;
    }

    /** From a count per cell; {@link IllegalArgumentException} when a cell holds more than its capacity. */
    static Rings of(int[] counts) {
        for (int cell = 0; cell < TamskBoard.CELLS; cell++) {
            if (counts[cell] < 0 || counts[cell] > TamskBoard.capacity(cell)) {
                throw new IllegalArgumentException(TamskBoard.name(cell) + " cannot hold " + counts[cell] + " rings");
            }
        }
        return new Rings(counts.clone());
    }

    public int on(int cell) {
        return counts[cell];
    }

    /** Full: no hourglass may enter it for the rest of the game (T-11). */
    public boolean isFull(int cell) {
        return counts[cell] == TamskBoard.capacity(cell);
    }

    public int total() {
        return Arrays.stream(counts).sum();
    }

    Rings plusOne(int cell) {
        int[] more = counts.clone();
        more[cell]++;
        return of(more);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Rings r && Arrays.equals(r.counts, counts);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(counts);
    }
}
