package org.ludoteka.games.tayu;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * The 19 × 19 board (Y-1) and the tiles laid on it. Each square remembers whether a tile covers it
 * and, for each of its four edges, whether a mouth lies there; the edges inside a tile never matter.
 * Immutable: laying a tile gives a new board.
 */
public final class TayuBoard {
    public static final int SIZE = 19;
    public static final int SQUARES = SIZE * SIZE;
    public static final int NORTH = 0;
    public static final int EAST = 1;
    public static final int SOUTH = 2;
    public static final int WEST = 3;
    public static final int CENTRE = square(9, 9);
    /**
     * The marked coast squares, as their place along the coast counted from 1 (YA-2: the 3rd, the
     * 10th and the 17th: c1 j1 q1, c19 j19 q19, a3 a10 a17, s3 s10 s17). Data, to be corrected here
     * alone if a board image ever shows otherwise.
     */
    public static final Set<Integer> MARKED_ALONG_COAST = Set.of(3, 10, 17);
    public static final TayuBoard EMPTY = new TayuBoard(new byte[SQUARES], List.of());

    private static final int COVERED = 1 << 4;

    private final byte[] cells;
    private final List<TayuMove> tiles;

    private TayuBoard(byte[] cells, List<TayuMove> tiles) {
        this.cells = cells;
        this.tiles = tiles;
    }

    public static int square(int file, int row) {
        return row * SIZE + file;
    }

    public static int file(int square) {
        return square % SIZE;
    }

    public static int row(int square) {
        return square / SIZE;
    }

    public static boolean onBoard(int file, int row) {
        return file >= 0 && file < SIZE && row >= 0 && row < SIZE;
    }

    /** A square's name, also for squares just off the board (t10, j20), which reasons name. */
    public static String name(int file, int row) {
        return (char) ('a' + file) + Integer.toString(row + 1);
    }

    public static String name(int square) {
        return name(file(square), row(square));
    }

    /** The square a name gives, or -1 when it names none of the board. */
    public static int parseSquare(String name) {
        if (!name.matches("[a-s](?:[1-9]|1[0-9])")) {
            return -1;
        }
        return square(name.charAt(0) - 'a', Integer.parseInt(name.substring(1)) - 1);
    }

    /** The neighbour of (file, row) in {@code direction}, as {file, row}; it may lie off the board. */
    static int[] step(int file, int row, int direction) {
        return switch (direction) {
            case NORTH -> new int[] {file, row + 1};
            case EAST -> new int[] {file + 1, row};
            case SOUTH -> new int[] {file, row - 1};
            default -> new int[] {file - 1, row};
        };
    }

    static int opposite(int direction) {
        return (direction + 2) % 4;
    }

    public boolean covered(int square) {
        return (cells[square] & COVERED) != 0;
    }

    /** Whether the edge of {@code square} facing {@code direction} holds a mouth of the tile covering it. */
    public boolean mouth(int square, int direction) {
        return (cells[square] & (1 << direction)) != 0;
    }

    /** The tiles in the order they were laid. */
    public List<TayuMove> tiles() {
        return tiles;
    }

    public boolean isEmpty() {
        return tiles.isEmpty();
    }

    /**
     * The board with {@code move} laid, which the caller has checked covers three free squares of the
     * board (the rules' {@link TayuRules#connections} says whether it may lie there). Public for the
     * computer players, which weigh many placements without playing them.
     */
    public TayuBoard with(TayuMove move) {
        byte[] next = Arrays.copyOf(cells, SQUARES);
        for (int i = 0; i < 3; i++) {
            next[square(move.file(i), move.row(i))] |= COVERED;
        }
        for (int position = 0; position < TayuTile.POSITIONS; position++) {
            if (move.tile().hasMouth(position)) {
                int i = TayuMove.squareOfPosition(position);
                next[square(move.file(i), move.row(i))] |= (byte) (1 << move.direction(position));
            }
        }
        List<TayuMove> laid = new ArrayList<>(tiles);
        laid.add(move);
        return new TayuBoard(next, List.copyOf(laid));
    }

    /**
     * The points on each coast (Y-16), indexed by direction: a mouth on the board's edge scores 1, or
     * 2 on a marked square of that coast.
     */
    public int[] coastPoints() {
        int[] points = new int[4];
        for (int along = 0; along < SIZE; along++) {
            int worth = MARKED_ALONG_COAST.contains(along + 1) ? 2 : 1;
            points[NORTH] += mouth(square(along, SIZE - 1), NORTH) ? worth : 0;
            points[SOUTH] += mouth(square(along, 0), SOUTH) ? worth : 0;
            points[WEST] += mouth(square(0, along), WEST) ? worth : 0;
            points[EAST] += mouth(square(SIZE - 1, along), EAST) ? worth : 0;
        }
        return points;
    }

    /**
     * The mouths still open: on a tile's edge facing a free square of the board, where a channel can
     * go on. Each is {@code square * 4 + direction}.
     */
    public int[] openMouths() {
        int[] open = new int[tiles.size() * 3];
        int count = 0;
        for (int square = 0; square < SQUARES; square++) {
            if ((cells[square] & 0xF) == 0) {
                continue;
            }
            for (int direction = NORTH; direction <= WEST; direction++) {
                int[] across = step(file(square), row(square), direction);
                if (mouth(square, direction) && onBoard(across[0], across[1]) && !covered(square(across[0], across[1]))) {
                    open[count++] = square * 4 + direction;
                }
            }
        }
        return Arrays.copyOf(open, count);
    }

    /** True when the square lies on a coast at one of its marked places. */
    public static boolean isMarked(int square) {
        int file = file(square);
        int row = row(square);
        boolean onNorthOrSouth = (row == 0 || row == SIZE - 1) && MARKED_ALONG_COAST.contains(file + 1);
        boolean onWestOrEast = (file == 0 || file == SIZE - 1) && MARKED_ALONG_COAST.contains(row + 1);
        return onNorthOrSouth || onWestOrEast;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof TayuBoard b && b.tiles.equals(tiles);
    }

    @Override
    public int hashCode() {
        return tiles.hashCode();
    }
}
