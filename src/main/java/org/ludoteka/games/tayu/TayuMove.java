package org.ludoteka.games.tayu;

/**
 * A placement: the tile {@code tile}, lying as written, with its anchor end on {@code anchor} (a
 * square 0..360, {@code a1} = 0, row by row) and running east ({@code h}) or north ({@code v}) from
 * it: {@code j10h025}. Whether the three squares fit on the board is for the rules to say.
 */
public record TayuMove(int anchor, boolean vertical, TayuTile tile) implements TayuEvent {

    /** The i-th square the tile covers (0–2), as file and row; they may lie off the board. Public for the window, which draws each mouth where it lies. */
    public int file(int i) {
        return TayuBoard.file(anchor) + (vertical ? 0 : i);
    }

    public int row(int i) {
        return TayuBoard.row(anchor) + (vertical ? i : 0);
    }

    /** Which of the tile's three squares edge position {@code position} belongs to (0–2). */
    public static int squareOfPosition(int position) {
        return switch (position) {
            case 0, 1, 7 -> 0;
            case 2, 6 -> 1;
            default -> 2;
        };
    }

    /** The compass direction (north, east, south, west) edge position {@code position} faces. */
    public int direction(int position) {
        int horizontal = switch (position) {
            case 0 -> TayuBoard.WEST;
            case 1, 2, 3 -> TayuBoard.NORTH;
            case 4 -> TayuBoard.EAST;
            default -> TayuBoard.SOUTH;
        };
        // a vertical tile is the horizontal one turned a quarter anticlockwise: north becomes west, and so on
        return vertical ? (horizontal + 3) % 4 : horizontal;
    }
}
