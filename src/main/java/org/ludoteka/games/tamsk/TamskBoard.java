package org.ludoteka.games.tamsk;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

/**
 * The Tamsk board of rules.md T-2…T-4 and DESIGN.md §3: a hexagon of 37 cells in columns a–g of
 * 4, 5, 6, 7, 6, 5 and 4 cells, row 1 at the bottom. Cells are numbered 0..36 column by column
 * (a1 = 0, a4 = 3, b1 = 4, …, g4 = 36), which is also the order the notation lists them in.
 */
public final class TamskBoard {
    public static final int CELLS = 37;
    /** The index of "no cell" in positions: no claim, no hourglass in hand. */
    public static final int NONE = -1;

    private static final int[] HEIGHT = {4, 5, 6, 7, 6, 5, 4};
    private static final int CENTRE_COLUMN = 3;
    private static final int[] FIRST_OF_COLUMN = new int[HEIGHT.length];
    private static final int[][] NEIGHBOURS = new int[CELLS][];
    private static final int[] CAPACITY = new int[CELLS];
    private static final String[] NAMES = new String[CELLS];

    static {
        int cell = 0;
        for (int column = 0; column < HEIGHT.length; column++) {
            FIRST_OF_COLUMN[column] = cell;
            for (int row = 1; row <= HEIGHT[column]; row++) {
                NAMES[cell++] = "" + (char) ('a' + column) + row;
            }
        }
        for (int column = 0; column < HEIGHT.length; column++) {
            for (int row = 1; row <= HEIGHT[column]; row++) {
                NEIGHBOURS[index(column, row)] = neighboursOf(column, row);
            }
        }
        capacitiesByDistanceFromTheCentre();
    }

    private TamskBoard() {
    }

    /** The cell's index from its name, or {@link #NONE} when no cell has that name. */
    public static int cell(String name) {
        if (name.length() != 2) {
            return NONE;
        }
        int column = name.charAt(0) - 'a';
        int row = name.charAt(1) - '0';
        return column >= 0 && column < HEIGHT.length && row >= 1 && row <= HEIGHT[column] ? index(column, row) : NONE;
    }

    public static String name(int cell) {
        return NAMES[cell];
    }

    /** The cells touching {@code cell}: 6 inside the board, 4 on an edge, 3 on a corner (T-2). */
    public static int[] neighbours(int cell) {
        return NEIGHBOURS[cell].clone();
    }

    public static boolean adjacent(int from, int to) {
        for (int neighbour : NEIGHBOURS[from]) {
            if (neighbour == to) {
                return true;
            }
        }
        return false;
    }

    /** How many rings the cell holds when full: 1 on the edge, 2 and 3 on the next rings, 4 in the centre (T-3). */
    public static int capacity(int cell) {
        return CAPACITY[cell];
    }

    private static int index(int column, int row) {
        return FIRST_OF_COLUMN[column] + row - 1;
    }

    /**
     * DESIGN.md §3: within a column, rows n±1; from a column left of the centre, cell n touches n and
     * n+1 of the column to its right; from the centre column rightwards, n−1 and n. The left-hand
     * neighbours are the same relation read backwards.
     */
    private static int[] neighboursOf(int column, int row) {
        List<int[]> candidates = new ArrayList<>(List.of(new int[] {column, row - 1}, new int[] {column, row + 1}));
        int rightShift = column < CENTRE_COLUMN ? 0 : -1;
        candidates.add(new int[] {column + 1, row + rightShift});
        candidates.add(new int[] {column + 1, row + rightShift + 1});
        int leftShift = column - 1 < CENTRE_COLUMN ? -1 : 0;
        candidates.add(new int[] {column - 1, row + leftShift});
        candidates.add(new int[] {column - 1, row + leftShift + 1});
        return candidates.stream()
                .filter(c -> c[0] >= 0 && c[0] < HEIGHT.length && c[1] >= 1 && c[1] <= HEIGHT[c[0]])
                .mapToInt(c -> index(c[0], c[1]))
                .sorted()
                .toArray();
    }

    /** The rings of cells are the rings of distance from d4: the centre holds 4, each ring outwards one fewer. */
    private static void capacitiesByDistanceFromTheCentre() {
        int[] distance = new int[CELLS];
        Arrays.fill(distance, -1);
        int centre = index(CENTRE_COLUMN, 4);
        distance[centre] = 0;
        Deque<Integer> queue = new ArrayDeque<>(List.of(centre));
        while (!queue.isEmpty()) {
            int cell = queue.remove();
            for (int neighbour : NEIGHBOURS[cell]) {
                if (distance[neighbour] < 0) {
                    distance[neighbour] = distance[cell] + 1;
                    queue.add(neighbour);
                }
            }
        }
        for (int cell = 0; cell < CELLS; cell++) {
            CAPACITY[cell] = 4 - distance[cell];
        }
    }
}
