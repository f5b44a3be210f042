package org.ludoteka.ai;

/**
 * What the Lines of Action search found of positions it has seen: a transposition table keyed by
 * both sides' pieces exactly (the side to move is the first), so two positions never share an
 * entry by mistake. An entry packs the depth searched, the score, whether the score is exact or a
 * bound, and the best move; a newer search of a position replaces the older one.
 */
final class LoaTable {
    static final long NONE = -1;
    static final int EXACT = 0;
    static final int LOWER = 1;
    static final int UPPER = 2;
    private static final int BITS = 18;
    private static final int MASK = (1 << BITS) - 1;

    private final long[] own = new long[1 << BITS];
    private final long[] enemy = new long[1 << BITS];
    private final long[] entries = new long[1 << BITS];

    LoaTable() {
        java.util.Arrays.fill(entries, NONE);
    }

    /** The entry of the position, or {@link #NONE}. */
    long find(long ownPieces, long enemyPieces) {
        int slot = slot(ownPieces, enemyPieces);
        return entries[slot] != NONE && own[slot] == ownPieces && enemy[slot] == enemyPieces ? entries[slot] : NONE;
    }

    void store(long ownPieces, long enemyPieces, int depth, int score, int bound, int move) {
        int slot = slot(ownPieces, enemyPieces);
        own[slot] = ownPieces;
        enemy[slot] = enemyPieces;
        entries[slot] = ((long) depth << 48) | ((long) bound << 44) | ((long) (move & 0xFFF) << 32) | (score & 0xFFFFFFFFL);
    }

    static int depth(long entry) {
        return (int) (entry >>> 48);
    }

    static int bound(long entry) {
        return (int) ((entry >>> 44) & 0xF);
    }

    static int move(long entry) {
        return (int) ((entry >>> 32) & 0xFFF);
    }

    static int score(long entry) {
        return (int) entry;
    }

    private static int slot(long ownPieces, long enemyPieces) {
        long h = ownPieces * 0x9E3779B97F4A7C15L ^ Long.rotateLeft(enemyPieces * 0xC2B2AE3D27D4EB4FL, 31);
        return (int) (h ^ (h >>> 29)) & MASK;
    }
}
