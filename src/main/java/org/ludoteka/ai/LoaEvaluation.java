package org.ludoteka.ai;

import org.ludoteka.games.loa.LoaBoard;

/**
 * How the Lines of Action computer judges a position it does not search further, from the side to
 * move's view (positive is good for {@code own}). The terms are the literature's (Winands, "Informed
 * Search in Complex Games", 2004; the MIA programs), each a difference between the two sides:
 * <ul>
 * <li><b>concentration</b>: the pieces' distance to their own centre of mass beyond the tightest
 * packing — pieces close together are close to connecting. The main term.
 * <li><b>centralisation</b>: how far that centre of mass is from the board's centre; a central
 * group is harder to block and reaches more.
 * <li><b>quads</b>: the Euler number of the pieces counted on 2×2 windows ("quads", Gray's formula
 * for 8-connected sets): the number of groups less the holes inside them, a cheap and smooth
 * measure of how connected the pieces are.
 * <li><b>groups</b>: the groups themselves, counted exactly: every extra group is a join still to make.
 * <li><b>mobility</b>: the moves each side has; captures and long moves are not weighed apart.
 * </ul>
 * Walls (the opponent's pieces blocking one's edge pieces) are not counted: mobility sees most of
 * what a wall does, at a fraction of the cost. The weights were set by playing the present engine
 * against the reference one ({@code bench strength}).
 */
enum LoaEvaluation {
    /** The engine of 26 November 2026: concentration and centralisation only. */
    REFERENCE(100, 10, 0, 0, 0),
    PRESENT(100, 10, 25, 30, 3), EXPERIMENT(100, 10, 0, 0, 0);

    static LoaEvaluation present() {
        String w = System.getProperty("ludoteka.loaWeights");
        if (w != null) {
            String[] p = w.split(",");
            EXPERIMENT.concentration = Integer.parseInt(p[0]);
            EXPERIMENT.centralisation = Integer.parseInt(p[1]);
            EXPERIMENT.quads = Integer.parseInt(p[2]);
            EXPERIMENT.groups = Integer.parseInt(p[3]);
            EXPERIMENT.mobility = Integer.parseInt(p[4]);
            return EXPERIMENT;
        }
        return PRESENT;
    }


    private int concentration;
    private int centralisation;
    private int quads;
    private int groups;
    private int mobility;

    LoaEvaluation(int concentration, int centralisation, int quads, int groups, int mobility) {
        this.concentration = concentration;
        this.centralisation = centralisation;
        this.quads = quads;
        this.groups = groups;
        this.mobility = mobility;
    }

    int score(long own, long enemy) {
        int score = penalty(enemy) - penalty(own);
        if (mobility != 0) {
            score += mobility * (LoaBoard.count(own, enemy) - LoaBoard.count(enemy, own));
        }
        return score;
    }

    /** What keeps {@code pieces} from being one group, in hundredths of a square and more: lower is better. */
    private int penalty(long pieces) {
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
        int penalty = concentration * spread / n + centralisation * offCentre;
        if (quads != 0) {
            penalty += quads * euler(pieces);
        }
        if (groups != 0) {
            penalty += groups * (groups(pieces) - 1);
        }
        return penalty;
    }

    private static final long NOT_FILE_H = 0x7F7F7F7F7F7F7F7FL;

    /**
     * The Euler number of {@code pieces} as an 8-connected set, by Gray's quads: (Q1 − Q3 − 2·QD) / 4,
     * where Q1 counts 2×2 windows holding one piece, Q3 three, and QD two on a diagonal. Windows
     * hanging over the edge count too, so every piece is in four.
     */
    static int euler(long pieces) {
        int q1 = 0;
        int q3 = 0;
        int qd = 0;
        for (int rank = -1; rank < 8; rank++) {
            for (int file = -1; file < 8; file++) {
                boolean a = at(pieces, file, rank);
                boolean b = at(pieces, file + 1, rank);
                boolean c = at(pieces, file, rank + 1);
                boolean d = at(pieces, file + 1, rank + 1);
                int count = (a ? 1 : 0) + (b ? 1 : 0) + (c ? 1 : 0) + (d ? 1 : 0);
                if (count == 1) {
                    q1++;
                } else if (count == 3) {
                    q3++;
                } else if (count == 2 && a == d) {
                    qd++;
                }
            }
        }
        return (q1 - q3 - 2 * qd) / 4;
    }

    private static boolean at(long pieces, int file, int rank) {
        return file >= 0 && file < 8 && rank >= 0 && rank < 8 && (pieces & (1L << (rank * 8 + file))) != 0;
    }

    /** The groups of {@code pieces}, touching by sides or corners. */
    static int groups(long pieces) {
        int count = 0;
        for (long rest = pieces; rest != 0; count++) {
            long group = rest & -rest;
            while (true) {
                long grown = neighbourhood(group) & rest;
                if (grown == group) {
                    break;
                }
                group = grown;
            }
            rest &= ~group;
        }
        return count;
    }

    private static long neighbourhood(long bits) {
        long sideways = bits | ((bits << 1) & ~0x0101010101010101L) | ((bits >>> 1) & NOT_FILE_H);
        return sideways | (sideways << 8) | (sideways >>> 8);
    }
}
