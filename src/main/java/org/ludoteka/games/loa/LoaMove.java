package org.ludoteka.games.loa;

/** A Lines of Action move from one square to another (squares 0..63, a1 = 0, h8 = 63), or the pass. */
public record LoaMove(int from, int to) {
    /** Played only when the side to move has no legal move (rules.md LA-2). */
    public static final LoaMove PASS = new LoaMove(-1, -1);

    public boolean isPass() {
        return from < 0;
    }
}
