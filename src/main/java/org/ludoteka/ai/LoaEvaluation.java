package org.ludoteka.ai;

import org.ludoteka.games.loa.LoaBoard;

/**
 * How the Lines of Action computer judges a position it does not search further, from the side to
 * move's view (positive is good for {@code own}). The literature's terms (Winands, "Informed Search
 * in Complex Games", 2004, and his MIA programs), and what was chosen of them here, by playing the
 * present engine against the reference one ({@code bench strength}, 100 games each, three moves
 * deep unless said otherwise):
 * <ul>
 * <li><b>concentration</b> (used, the main term): the pieces' distance to their own centre of mass
 * beyond the tightest packing; pieces close together are close to connecting.
 * <li><b>centralisation</b> (used): how far that centre of mass is from the board's centre; a
 * central group is harder to block and reaches more. Doubling its weight changed nothing.
 * <li><b>mobility</b> (used, 3 a move): the moves each side has. Alone it scored 58 % three moves
 * deep; at 6 or 10 a move it drowned the concentration and lost (45 %, 32 %).
 * <li><b>quads</b> (left out): the Euler number counted on 2×2 windows, a smooth measure of how
 * connected the pieces are; at 25 a unit it scored 41.5 % — concentration already says most of it.
 * <li><b>connectedness</b> (left out): the number of groups; 49.5 % alone, within the noise of nothing.
 * <li><b>walls</b> (left out): the opponent's pieces hemming one's edge pieces in; mobility sees
 * most of what a wall does.
 * </ul>
 * With the search's transposition table and history ordering, the present engine scored 67 % at
 * 100 ms a move against the reference (README, Performance).
 */
enum LoaEvaluation {
    /** The engine of 26 November 2026: concentration and centralisation only. */
    REFERENCE(0),
    PRESENT(3);

    private static final int CONCENTRATION = 100;
    private static final int CENTRALISATION = 10;

    private final int mobility;

    LoaEvaluation(int mobility) {
        this.mobility = mobility;
    }

    int score(long own, long enemy) {
        int score = penalty(enemy) - penalty(own);
        if (mobility != 0) {
            score += mobility * (LoaBoard.count(own, enemy) - LoaBoard.count(enemy, own));
        }
        return score;
    }

    /** How far {@code pieces} are from one central group, in hundredths of a square: lower is better. */
    private static int penalty(long pieces) {
        int n = Long.bitCount(pieces);
        int sumFile = 0;
        int sumRank = 0;
        for (long rest = pieces; rest != 0; rest &= rest - 1) {
            int square = Long.numberOfTrailingZeros(rest);
            sumFile += square % 8;
            sumRank += square / 8;
        }
        int centreFile = Math.round((float) sumFile / n);
        int centreRank = Math.round((float) sumRank / n);
        int spread = 0;
        for (long rest = pieces; rest != 0; rest &= rest - 1) {
            int square = Long.numberOfTrailingZeros(rest);
            spread += Math.max(Math.abs(square % 8 - centreFile), Math.abs(square / 8 - centreRank));
        }
        int offCentre = Math.abs(2 * centreFile - 7) + Math.abs(2 * centreRank - 7);
        return CONCENTRATION * spread / n + CENTRALISATION * offCentre;
    }
}
