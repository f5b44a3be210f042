package org.ludoteka.games.loa;

import java.util.Objects;
import org.ludoteka.core.Side;

/**
 * A Lines of Action position: one bit a square for each colour (a1 = bit 0, h8 = bit 63), the side
 * to move, and the position before it. The chain of earlier positions is what the repetition rule
 * reads (LA-3); a position read from text has none. Equality is the board and the side to move
 * alone, which is what "the same position" means for repetition.
 */
public record LoaPosition(long black, long white, Side toMove, LoaPosition previous) {

    public static final LoaPosition START = new LoaPosition(
            0x7E0000000000007EL, 0x0081818181818100L, Side.BLACK, null);

    /** Scrambled Eggs (L-9): the edge squares alternate, White on a2, going round the board. */
    public static final LoaPosition SCRAMBLED = new LoaPosition(
            squares("a3 a5 a7 c8 e8 g8 h6 h4 h2 f1 d1 b1"),
            squares("a2 a4 a6 b8 d8 f8 h7 h5 h3 g1 e1 c1"), Side.BLACK, null);

    public LoaPosition {
        if (toMove != Side.BLACK && toMove != Side.WHITE) {
            throw new IllegalArgumentException("Lines of Action is played by Black and White, not " + toMove);
        }
        if ((black & white) != 0) {
            throw new IllegalArgumentException("a square holds two pieces");
        }
    }

    public long pieces(Side side) {
        return side == Side.BLACK ? black : white;
    }

    /** The colour on {@code square}, or null when it is empty. */
    public Side at(int square) {
        long bit = 1L << square;
        return (black & bit) != 0 ? Side.BLACK : (white & bit) != 0 ? Side.WHITE : null;
    }

    public Side opponent() {
        return other(toMove);
    }

    /** The other player: white for black, black for white. */
    public static Side other(Side side) {
        return side == Side.BLACK ? Side.WHITE : Side.BLACK;
    }

    /** The position after a move: the new board, the opponent to move, this position remembered. */
    LoaPosition next(long newBlack, long newWhite) {
        return new LoaPosition(newBlack, newWhite, opponent(), this);
    }

    /** How many times this position has stood on the board so far, this time included. */
    public int occurrences() {
        int count = 0;
        int pieces = Long.bitCount(black | white);
        for (LoaPosition p = this; p != null; p = p.previous) {
            if (Long.bitCount(p.black | p.white) != pieces) {
                break; // captures cannot be undone, so nothing earlier can repeat this board
            }
            if (p.equals(this)) {
                count++;
            }
        }
        return count;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof LoaPosition p && p.black == black && p.white == white && p.toMove == toMove;
    }

    @Override
    public int hashCode() {
        return Objects.hash(black, white, toMove);
    }

    @Override
    public String toString() {
        return LoaNotation.INSTANCE.format(this);
    }

    static int square(String name) {
        return (name.charAt(1) - '1') * 8 + (name.charAt(0) - 'a');
    }

    private static long squares(String names) {
        long bits = 0;
        for (String name : names.split(" ")) {
            bits |= 1L << square(name);
        }
        return bits;
    }
}
