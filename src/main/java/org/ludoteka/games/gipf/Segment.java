package org.ludoteka.games.gipf;

/**
 * A stretch of one line between two spots, {@code first} numbered before {@code last}: a row with its
 * extensions (G-15), written {@code c3-c7} (from its first to its last spot).
 */
public record Segment(int first, int last) {
    public Segment {
        if (first >= last) {
            throw new IllegalArgumentException("a segment runs from a lower point number to a higher one");
        }
    }

    @Override
    public String toString() {
        return GipfBoard.name(first) + "-" + GipfBoard.name(last);
    }
}
