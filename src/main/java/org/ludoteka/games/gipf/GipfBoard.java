package org.ludoteka.games.gipf;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The geometry of the GIPF board (rules.md G-1 … G-4): 61 points in columns a–i of 5, 6, 7, 8, 9, 8,
 * 7, 6, 5, row 1 at the bottom; the outer ring are the 24 dots, the 37 inner points the spots.
 * Points are numbered column by column, bottom up, so that sorting by number sorts the way the
 * notation reads (a1, a2, …, i5).
 *
 * <p>Inside, a point is placed on axial coordinates (x, s): x = column − e, and s = row, raised by x
 * right of the centre column. The three directions of the lines are then (0, 1), (1, 0) and (1, 1):
 * that is the column rule of DESIGN.md §3 (a1 touches b1 and b2; from e rightwards row n touches n − 1
 * and n of the next column).
 */
public final class GipfBoard {
    public static final int POINTS = 61;
    public static final int NONE = -1;
    private static final int COLUMNS = 9;
    private static final int[][] DIRECTIONS = {{0, 1}, {1, 0}, {1, 1}};

    private static final String[] NAMES = new String[POINTS];
    private static final boolean[] DOT = new boolean[POINTS];
    private static final int[][] AT = new int[COLUMNS][2 * COLUMNS];
    /** The 21 lines, each the spots from one dot to the other, in the order the points are numbered. */
    private static final List<int[]> LINES = new ArrayList<>();
    /** The 42 entries, sorted by dot then spot. */
    private static final List<Entry> ENTRIES = new ArrayList<>();
    public static final int CENTRE;

    /**
     * One way to bring a piece in (G-10): put on {@code dot}, pushed onto {@code spot}; {@code path} is
     * the spots of the line from {@code spot} on, away from the dot, and {@code line} its index.
     */
    public record Entry(int dot, int spot, int[] path, int line) {
    }

    static {
        for (int[] column : AT) {
            Arrays.fill(column, NONE);
        }
        int index = 0;
        for (int c = 0; c < COLUMNS; c++) {
            int x = c - 4;
            int size = COLUMNS - Math.abs(x);
            for (int row = 1; row <= size; row++) {
                NAMES[index] = "" + (char) ('a' + c) + row;
                DOT[index] = c == 0 || c == COLUMNS - 1 || row == 1 || row == size;
                AT[c][row + Math.max(0, x)] = index;
                index++;
            }
        }
        CENTRE = point("e5");
        for (int[] d : DIRECTIONS) {
            for (int p = 0; p < POINTS; p++) {
                if (step(p, -d[0], -d[1]) != NONE) {
                    continue; // not the first point of its line
                }
                List<Integer> points = new ArrayList<>();
                for (int q = p; q != NONE; q = step(q, d[0], d[1])) {
                    points.add(q);
                }
                if (points.size() < 3 || DOT[points.get(1)]) {
                    continue; // a line along the rim, dots only
                }
                int[] spots = points.subList(1, points.size() - 1).stream().mapToInt(Integer::intValue).toArray();
                int line = LINES.size();
                LINES.add(spots);
                int[] backwards = new int[spots.length];
                for (int i = 0; i < spots.length; i++) {
                    backwards[i] = spots[spots.length - 1 - i];
                }
                ENTRIES.add(new Entry(points.get(0), spots[0], spots, line));
                ENTRIES.add(new Entry(points.get(points.size() - 1), backwards[0], backwards, line));
            }
        }
        ENTRIES.sort((a, b) -> a.dot != b.dot ? Integer.compare(a.dot, b.dot) : Integer.compare(a.spot, b.spot));
    }

    private GipfBoard() {
    }

    private static int step(int point, int dx, int ds) {
        int c = column(point) + dx;
        int s = row(point) + Math.max(0, column(point) - 4) + ds;
        if (c < 0 || c >= COLUMNS || s < 0 || s >= 2 * COLUMNS) {
            return NONE;
        }
        return AT[c][s];
    }

    private static int column(int point) {
        return NAMES[point].charAt(0) - 'a';
    }

    private static int row(int point) {
        return Integer.parseInt(NAMES[point].substring(1));
    }

    /** The point's name, e.g. {@code e5}. */
    public static String name(int point) {
        return NAMES[point];
    }

    /** The point named {@code name}, or {@link #NONE} when the board has no such point. */
    public static int point(String name) {
        for (int p = 0; p < POINTS; p++) {
            if (NAMES[p].equals(name)) {
                return p;
            }
        }
        return NONE;
    }

    public static boolean isDot(int point) {
        return DOT[point];
    }

    public static List<Entry> entries() {
        return ENTRIES;
    }

    /** The entry from {@code dot} onto {@code spot}, if the two are a dot and the spot next to it along a line. */
    public static Entry entry(int dot, int spot) {
        for (Entry entry : ENTRIES) {
            if (entry.dot == dot && entry.spot == spot) {
                return entry;
            }
        }
        return null;
    }

    public static int lineCount() {
        return LINES.size();
    }

    /** The spots of line {@code line}, in the order the points are numbered. */
    public static int[] line(int line) {
        return LINES.get(line);
    }
}
