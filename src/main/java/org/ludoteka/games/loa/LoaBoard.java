package org.ludoteka.games.loa;

import java.util.Arrays;

/**
 * The bitboard arithmetic behind the Lines of Action rules: precomputed lines and rays, move
 * generation, and connectivity. Squares are 0..63 with a1 = 0; a move's distance is the number of
 * pieces, of both colours, on its whole line (L-4). Public for the computer players, whose
 * searches need speed; every value here is a plain long, so nothing mutable escapes.
 */
public final class LoaBoard {
    /** The eight directions as (file step, rank step); directions 2k and 2k+1 share line k. */
    static final int[][] DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {-1, 1}, {1, -1}};
    /** No side has more than 12 pieces (L-1), and a piece has at most 8 moves. */
    public static final int MAX_MOVES = 12 * 8;
    static final int RANK = 0;
    static final int FILE = 1;
    static final int DIAGONAL = 2;
    static final int ANTI_DIAGONAL = 3;

    /** LINE[square * 4 + line]: every square of that line through the square, the square included. */
    private static final long[] LINE = new long[64 * 4];
    /** Distances 0..8 each have a slot: a full line of 8 pieces asks for a move of 8, which lands nowhere. */
    private static final int SLOTS = 9;
    /** TARGET[(square * 8 + direction) * SLOTS + distance]: where the piece lands, or -1 off the board. */
    private static final int[] TARGET = new int[64 * 8 * SLOTS];
    /** BETWEEN[same index]: the squares jumped over on the way. */
    private static final long[] BETWEEN = new long[64 * 8 * SLOTS];
    /**
     * For counting: RAYS[((square * 4 + line) * 8 + distance - 1) * 4 + 2 * way + k] holds, for a move
     * of that distance one way or the other along the line, the bit of the landing square (k = 0) and
     * the squares jumped (k = 1) — or every square when the move would leave the board, so that one
     * test against the enemy rejects it (the enemy always has a piece). Both ways sit in one cache line.
     */
    private static final long[] RAYS = new long[64 * 4 * 8 * 4];

    private static final long NOT_FILE_A = 0xFEFEFEFEFEFEFEFEL;
    private static final long NOT_FILE_H = 0x7F7F7F7F7F7F7F7FL;

    static {
        Arrays.fill(TARGET, -1);
        for (int index = 1; index < RAYS.length; index += 2) {
            RAYS[index] = -1L;
        }
        for (int square = 0; square < 64; square++) {
            for (int direction = 0; direction < 8; direction++) {
                int file = square % 8;
                int rank = square / 8;
                long between = 0;
                LINE[square * 4 + direction / 2] |= 1L << square;
                for (int distance = 1; distance < 8; distance++) {
                    int f = file + DIRECTIONS[direction][0] * distance;
                    int r = rank + DIRECTIONS[direction][1] * distance;
                    int index = (square * 8 + direction) * SLOTS + distance;
                    if (f < 0 || f > 7 || r < 0 || r > 7) {
                        break;
                    }
                    int target = r * 8 + f;
                    TARGET[index] = target;
                    BETWEEN[index] = between;
                    int ray = ((square * 4 + direction / 2) * 8 + distance - 1) * 4 + 2 * (direction % 2);
                    RAYS[ray] = 1L << target;
                    RAYS[ray + 1] = between;
                    between |= 1L << target;
                    LINE[square * 4 + direction / 2] |= 1L << target;
                }
            }
        }
    }

    private LoaBoard() {
    }

    static long line(int square, int line) {
        return LINE[square * 4 + line];
    }

    /** The direction from {@code from} to {@code to} when they share a line, else -1. */
    static int direction(int from, int to) {
        for (int direction = 0; direction < 8; direction++) {
            for (int distance = 1; distance < 8; distance++) {
                if (TARGET[(from * 8 + direction) * SLOTS + distance] == to) {
                    return direction;
                }
            }
        }
        return -1;
    }

    static int distance(int from, int to) {
        return Math.max(Math.abs(from % 8 - to % 8), Math.abs(from / 8 - to / 8));
    }

    /** The square {@code distance} steps from {@code from} in {@code direction}, or -1 off the board. */
    static int target(int from, int direction, int distance) {
        return TARGET[(from * 8 + direction) * SLOTS + distance];
    }

    static long between(int from, int direction, int distance) {
        return BETWEEN[(from * 8 + direction) * SLOTS + distance];
    }

    /** Appends every legal move of the side owning {@code own} to {@code out} as from * 64 + to; returns the count. */
    public static int generate(long own, long enemy, int[] out) {
        long occupied = own | enemy;
        int count = 0;
        for (long rest = own; rest != 0; rest &= rest - 1) {
            int from = Long.numberOfTrailingZeros(rest);
            for (int line = 0; line < 4; line++) {
                int ray = ((from * 4 + line) * 8 + Long.bitCount(occupied & LINE[from * 4 + line]) - 1) * 4;
                if (((RAYS[ray] & own) | (RAYS[ray + 1] & enemy)) == 0) {
                    out[count++] = from * 64 + Long.numberOfTrailingZeros(RAYS[ray]);
                }
                if (((RAYS[ray + 2] & own) | (RAYS[ray + 3] & enemy)) == 0) {
                    out[count++] = from * 64 + Long.numberOfTrailingZeros(RAYS[ray + 2]);
                }
            }
        }
        return count;
    }

    /**
     * The square the piece on {@code from} lands on moving in {@code direction} (0..7: each line's two
     * ways), or -1 when that move is not legal. Each legal move is the one move of its piece and
     * direction, so drawing pieces and directions at random and keeping the first legal one draws
     * moves uniformly — without listing them all, which is what random playouts need.
     */
    public static int target(long own, long enemy, int from, int direction) {
        int line = direction >> 1;
        int ray = ((from * 4 + line) * 8 + Long.bitCount((own | enemy) & LINE[from * 4 + line]) - 1) * 4 + 2 * (direction & 1);
        return ((RAYS[ray] & own) | (RAYS[ray + 1] & enemy)) == 0 ? Long.numberOfTrailingZeros(RAYS[ray]) : -1;
    }

    /** The number of legal moves, as {@link #generate} would list them, counted line by line. */
    public static int count(long own, long enemy) {
        int[] lines = new int[LoaLines.COUNT];
        LoaLines.index(own, enemy, lines);
        return LoaLines.moves(lines);
    }

    /** True when all of {@code pieces} form one group, touching by sides or corners (L-6, L-7). */
    public static boolean connected(long pieces) {
        if (pieces == 0 || !contiguous(occupiedFiles(pieces)) || !contiguous(occupiedRanks(pieces))) {
            return false; // one group covers an unbroken run of files and of ranks: a cheap early no
        }
        long group = pieces & -pieces;
        while (true) {
            long grown = neighbourhood(group) & pieces;
            if (grown == group) {
                return group == pieces;
            }
            group = grown;
        }
    }

    private static int occupiedFiles(long bits) {
        bits |= bits >>> 32;
        bits |= bits >>> 16;
        bits |= bits >>> 8;
        return (int) (bits & 0xFF);
    }

    private static int occupiedRanks(long bits) {
        bits |= bits >>> 4;
        bits |= bits >>> 2;
        bits |= bits >>> 1;
        return (int) (((bits & 0x0101010101010101L) * 0x0102040810204080L) >>> 56);
    }

    /** True when the set bits of {@code mask} are one run, such as 0b0111000. */
    private static boolean contiguous(int mask) {
        int run = mask >>> Integer.numberOfTrailingZeros(mask);
        return (run & (run + 1)) == 0;
    }

    /** The squares of {@code bits} and every square touching one of them. */
    static long neighbourhood(long bits) {
        long sideways = bits | ((bits << 1) & NOT_FILE_A) | ((bits >>> 1) & NOT_FILE_H);
        return sideways | (sideways << 8) | (sideways >>> 8);
    }
}
