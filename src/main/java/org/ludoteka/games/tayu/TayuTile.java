package org.ludoteka.games.tayu;

import java.util.ArrayList;
import java.util.List;

/**
 * A tile's three mouths among its 8 edge positions (DESIGN.md §3: 0 the anchor end, 1–3 one long
 * side, 4 the far end, 5–7 the other long side, clockwise), as a mask of 8 bits. Turning the tile by
 * 180° adds 4 to every position; the 28 kinds of the set (Y-4) are the 56 choices of three positions
 * up to that turn. A kind is written by its smaller digit string of the two turns, e.g. {@code 025}.
 */
public record TayuTile(int mouths) {
    public static final int POSITIONS = 8;
    public static final int COPIES = 4;
    /** Every kind, in the order of their digit strings. */
    public static final List<TayuTile> KINDS = kinds();
    public static final int ALL = KINDS.size() * COPIES;

    public TayuTile {
        if (mouths < 0 || mouths > 0xFF || Integer.bitCount(mouths) != 3) {
            throw new IllegalArgumentException("a tile has three mouths among 8 positions: " + Integer.toBinaryString(mouths));
        }
    }

    /** The tile written by three distinct digits 0–7 in any order; null when the text is not that. */
    public static TayuTile parse(String digits) {
        if (digits.length() != 3) {
            return null;
        }
        int mask = 0;
        for (char c : digits.toCharArray()) {
            if (c < '0' || c > '7') {
                return null;
            }
            mask |= 1 << (c - '0');
        }
        return Integer.bitCount(mask) == 3 ? new TayuTile(mask) : null;
    }

    public boolean hasMouth(int position) {
        return (mouths & (1 << position)) != 0;
    }

    /** The same tile turned by 180°. */
    public TayuTile turned() {
        return new TayuTile(((mouths << 4) | (mouths >>> 4)) & 0xFF);
    }

    /** The kind this tile is, in whichever of its two turns it lies. */
    public TayuTile kind() {
        TayuTile turned = turned();
        return digits().compareTo(turned.digits()) <= 0 ? this : turned;
    }

    /**
     * On how many of the tile's four sides — the two ends and the two long sides — its mouths lie:
     * the rulebook's "directions" (seed 003: 12 kinds with three, 15 with two, 1 with one). A tile
     * with mouths on three sides carries the mark on its back (Y-5).
     */
    public int sides() {
        int sides = 0;
        for (int side : new int[] {0b1, 0b1110, 0b10000, 0b11100000}) {
            if ((mouths & side) != 0) {
                sides++;
            }
        }
        return sides;
    }

    public boolean isMarked() {
        return sides() == 3;
    }

    /** The mouths as digits in ascending order, as the notation writes them. */
    public String digits() {
        StringBuilder text = new StringBuilder();
        for (int position = 0; position < POSITIONS; position++) {
            if (hasMouth(position)) {
                text.append(position);
            }
        }
        return text.toString();
    }

    @Override
    public String toString() {
        return digits();
    }

    private static List<TayuTile> kinds() {
        List<TayuTile> kinds = new ArrayList<>();
        for (int mask = 0; mask <= 0xFF; mask++) {
            if (Integer.bitCount(mask) == 3 && new TayuTile(mask).kind().mouths() == mask) {
                kinds.add(new TayuTile(mask));
            }
        }
        kinds.sort((a, b) -> a.digits().compareTo(b.digits()));
        return List.copyOf(kinds);
    }
}
