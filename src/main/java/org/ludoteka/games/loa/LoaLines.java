package org.ludoteka.games.loa;

import java.util.ArrayList;
import java.util.List;

/**
 * The 46 lines of the board (8 ranks, 8 files, 15 diagonals, 15 anti-diagonals), each line's
 * contents written as one number, and how many moves those contents allow. A move only ever
 * depends on its own line: its length is the line's count of pieces, and what it may jump or land
 * on lies on that line (L-4, L-5). So the moves of a side are a sum over the lines, and a move
 * changes that sum only on the seven lines through its two squares — which is what lets perft
 * count the moves after each move without listing them.
 *
 * <p>A line's contents are a number in base 3, a digit a square in order along the line: 0 empty,
 * 1 a piece of the side whose moves are counted, 2 a piece of the other side. Each line's number
 * is kept as an index into {@link #MOVES}, where the tables of every line length lie end to end.
 */
final class LoaLines {
    static final int COUNT = 46;

    /** LINE[square * 4 + family]: the line through the square in that family (LoaBoard.RANK .. ANTI_DIAGONAL). */
    private static final int[] LINE = new int[64 * 4];
    /** WEIGHT[square * 4 + family]: the value of the square's digit on that line, 3 to the power of its place. */
    private static final int[] WEIGHT = new int[64 * 4];
    /** EMPTY[line]: the index in {@link #MOVES} of the line with nothing on it. */
    private static final int[] EMPTY = new int[COUNT];
    /** MOVES[index]: the moves along the line of that index, for the side written as 1. */
    private static final byte[] MOVES;

    static {
        List<Long> lines = new ArrayList<>();
        for (int square = 0; square < 64; square++) {
            for (int family = 0; family < 4; family++) {
                long squares = LoaBoard.line(square, family);
                if (!lines.contains(squares)) {
                    lines.add(squares);
                }
                LINE[square * 4 + family] = lines.indexOf(squares);
                // squares follow one another along every line in rising order, so a square's place is the count below it
                WEIGHT[square * 4 + family] = power3(Long.bitCount(squares & ((1L << square) - 1)));
            }
        }
        int[] tableOfLength = new int[9];
        int size = 0;
        for (int length = 1; length <= 8; length++) {
            tableOfLength[length] = size;
            size += power3(length);
        }
        MOVES = new byte[size];
        for (int length = 1; length <= 8; length++) {
            for (int contents = 0; contents < power3(length); contents++) {
                MOVES[tableOfLength[length] + contents] = (byte) movesAlong(digits(contents, length));
            }
        }
        for (int line = 0; line < COUNT; line++) {
            EMPTY[line] = tableOfLength[Long.bitCount(lines.get(line))];
        }
    }

    private LoaLines() {
    }

    /** Writes into {@code index} every line's contents, the pieces of {@code counted} as 1 and of {@code other} as 2. */
    static void index(long counted, long other, int[] index) {
        System.arraycopy(EMPTY, 0, index, 0, COUNT);
        for (long rest = counted; rest != 0; rest &= rest - 1) {
            int at = Long.numberOfTrailingZeros(rest) * 4;
            for (int family = 0; family < 4; family++) {
                index[LINE[at + family]] += WEIGHT[at + family];
            }
        }
        for (long rest = other; rest != 0; rest &= rest - 1) {
            int at = Long.numberOfTrailingZeros(rest) * 4;
            for (int family = 0; family < 4; family++) {
                index[LINE[at + family]] += 2 * WEIGHT[at + family];
            }
        }
    }

    /** The moves of the side written as 1, over all lines. */
    static int moves(int[] index) {
        int total = 0;
        for (int line = 0; line < COUNT; line++) {
            total += MOVES[index[line]];
        }
        return total;
    }

    /**
     * How many more moves (or fewer, when negative) the side written as 1 has once a piece of the
     * side written as 2 goes from {@code from} to {@code to}, taking the counted side's piece there
     * when {@code capture}. Only the lines through the two squares change.
     */
    static int change(int[] index, int from, int to, boolean capture) {
        int change = 0;
        for (int family = 0; family < 4; family++) {
            int fromLine = LINE[from * 4 + family];
            int toLine = LINE[to * 4 + family];
            int leave = -2 * WEIGHT[from * 4 + family];
            int arrive = (capture ? 1 : 2) * WEIGHT[to * 4 + family];
            if (fromLine == toLine) {
                int before = index[fromLine];
                change += MOVES[before + leave + arrive] - MOVES[before];
            } else {
                int beforeFrom = index[fromLine];
                int beforeTo = index[toLine];
                change += MOVES[beforeFrom + leave] - MOVES[beforeFrom] + MOVES[beforeTo + arrive] - MOVES[beforeTo];
            }
        }
        return change;
    }

    /** The moves of the pieces written 1 along a line holding {@code digits}, by the rules themselves. */
    private static int movesAlong(int[] digits) {
        int pieces = 0;
        for (int digit : digits) {
            pieces += digit == 0 ? 0 : 1;
        }
        int moves = 0;
        for (int from = 0; from < digits.length; from++) {
            if (digits[from] != 1) {
                continue;
            }
            for (int way = -1; way <= 1; way += 2) {
                int to = from + way * pieces;
                boolean legal = to >= 0 && to < digits.length && digits[to] != 1;
                for (int jumped = from + way; legal && jumped != to; jumped += way) {
                    legal = digits[jumped] != 2;
                }
                moves += legal ? 1 : 0;
            }
        }
        return moves;
    }

    private static int[] digits(int contents, int length) {
        int[] digits = new int[length];
        for (int place = 0; place < length; place++) {
            digits[place] = contents % 3;
            contents /= 3;
        }
        return digits;
    }

    private static int power3(int exponent) {
        int power = 1;
        for (int i = 0; i < exponent; i++) {
            power *= 3;
        }
        return power;
    }
}
