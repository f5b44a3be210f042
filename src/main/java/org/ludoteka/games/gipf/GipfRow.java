package org.ludoteka.games.gipf;

import java.util.ArrayList;
import java.util.List;
import org.ludoteka.core.Side;

/**
 * A row (G-14): four or more pieces of {@code side} next to each other on line {@code line}, found
 * together with its extensions (G-15) — the stretch of the line between the empty spots or the ends
 * around it, which goes with it. {@code from} … {@code to} index that stretch in the line's spots.
 */
public record GipfRow(Side side, int line, int from, int to) {

    /** The stretch that goes with the row, from its first spot to its last. */
    public Segment segment() {
        int[] spots = GipfBoard.line(line);
        return new Segment(spots[from], spots[to]);
    }

    /** The spots of the row and its extensions, in the order they are numbered. */
    public int[] spots() {
        int[] spots = new int[to - from + 1];
        System.arraycopy(GipfBoard.line(line), from, spots, 0, spots.length);
        return spots;
    }

    public boolean contains(int point) {
        for (int spot : spots()) {
            if (spot == point) {
                return true;
            }
        }
        return false;
    }

    /** The two stretches share a spot: removing one changes the other (G-18). */
    public boolean crosses(GipfRow other) {
        for (int spot : other.spots()) {
            if (contains(spot)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Every row of {@code side} on {@code board} (bytes as {@link GipfPosition} stores them), except those
     * {@code standing} whole (GA-4), in the order of the lines.
     */
    static List<GipfRow> find(byte[] board, Side side, List<Segment> standing) {
        List<GipfRow> rows = new ArrayList<>();
        for (int line = 0; line < GipfBoard.lineCount(); line++) {
            int[] spots = GipfBoard.line(line);
            int i = 0;
            while (i < spots.length) {
                if (board[spots[i]] == 0) {
                    i++;
                    continue;
                }
                int start = i;
                int run = 0;
                int longest = 0;
                while (i < spots.length && board[spots[i]] != 0) {
                    run = GipfPiece.ofCode(board[spots[i]]).side() == side ? run + 1 : 0;
                    longest = Math.max(longest, run);
                    i++;
                }
                if (longest >= 4) {
                    GipfRow row = new GipfRow(side, line, start, i - 1);
                    if (!standing.contains(row.segment())) {
                        rows.add(row);
                    }
                }
            }
        }
        return rows;
    }
}
