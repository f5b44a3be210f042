package org.ludoteka.ai;

import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfBoard;
import org.ludoteka.games.gipf.GipfPiece;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfVariant;

/**
 * How good a GIPF position looks for one player, in hundredths of a piece. A player lives on his
 * reserve (G-24) and on his GIPF pieces (G-25): pieces captured are gone for good, pieces on the
 * board may still come back or be taken. Pieces near the centre reach more lines, and three in a
 * line are a row in the making.
 *
 * <p>The terms, and what was tried for HARD's {@link #PRESENT} evaluation by playing the present
 * engine (with its transposition table and history ordering) against the reference one
 * ({@code bench strength}, the standard game, 100 games at 20 ms a token):
 * <ul>
 * <li><b>material</b> (used): pieces not captured, the reserve beyond them (the reserve is the
 * clock: at 40 a piece, more as it runs low), GIPF pieces (the third more than the others, the last
 * one dearly), potentials. With all the reference's weights unchanged the search alone scored
 * 70 % and 80 % ± 9 % in two runs (the machine's load differed), and 93 % ± 5 % at 100 ms a token.
 * <li><b>centre</b> (used, doubled in {@link #PRESENT}): a piece's worth by its distance from e5,
 * 8, 5, 2 and 0 on the rim (16, 10, 4, 0 doubled); pieces at the centre take part in more lines and
 * are harder to push out. Doubled it scored 92 % ± 5 % at 20 ms, and 95 % ± 4 % at 100 ms a token
 * (the figure in README's Performance).
 * <li><b>runs</b> (used): three of one colour in a line 18, two 4.
 * <li><b>reserve at 60</b> with <b>open threes</b> at 20 (three in a line with an empty spot at an
 * end, ready to become four) (left out): 49 % ± 10 % — no better than the reference engine, so it
 * undid all the search had gained.
 * <li><b>open threes</b> alone at 10 (left out): 64 % ± 9 %, no gain over the search alone (70 %).
 * </ul>
 */
enum GipfEvaluation {
    /** The evaluation of 26 November 2026, kept for {@code bench strength} and for the MEDIUM and EASY computers. */
    REFERENCE(40, 18, 0, 100),
    /** HARD's: the reference's terms with the centre doubled (see above for what each scored). */
    PRESENT(40, 18, 0, 200);

    static final int PIECE = 100;
    /** Below this many pieces in reserve, each one missing weighs more: the end of G-24 comes into sight. */
    private static final int LOW_RESERVE = 5;
    private static final int SHORT_OF_RESERVE = 60;
    private static final int GIPF_PIECE = 150;
    /** GIPF pieces beyond the third guard little more and cost two pieces of reserve each. */
    private static final int SPARE_GIPF_PIECE = 10;
    private static final int ENOUGH_GIPF_PIECES = 3;
    private static final int LAST_GIPF_PIECE = 300;
    private static final int POTENTIAL = 25;
    private static final int LOADED_PIECE = 40;
    /** A used potential on the board: a piece more than the box gave, which cost no reserve. */
    private static final int POTENTIAL_PIECE = 60;
    private static final int TWO_IN_A_LINE = 4;
    /** The worth of a piece on a spot, by its distance from e5: the centre, the inner ring, the next, the rim. */
    private static final int[] CENTRAL = {8, 5, 2, 0};
    private static final int[] DISTANCE = new int[GipfBoard.POINTS];

    static {
        int centre = GipfBoard.CENTRE;
        for (int p = 0; p < GipfBoard.POINTS; p++) {
            DISTANCE[p] = hexDistance(p, centre);
        }
    }

    /** A piece in reserve, beyond its worth as a piece not captured. */
    private final int reserveWorth;
    /** Three of one colour in a line. */
    private final int three;
    /** Three in a line with an empty spot at an end of it: a push can make it four. */
    private final int openThree;
    /** The weight of the centre's table {@link #CENTRAL}, in hundredths. */
    private final int centre;

    GipfEvaluation(int reserveWorth, int three, int openThree, int centre) {
        this.reserveWorth = reserveWorth;
        this.three = three;
        this.openThree = openThree;
        this.centre = centre;
    }

    /** The position as {@code side} sees it by the reference evaluation: positive is good for him. */
    static int evaluate(GipfPosition position, Side side) {
        return REFERENCE.score(position, side);
    }

    /** The position as {@code side} sees it: positive is good for him. */
    int score(GipfPosition position, Side side) {
        return material(position, side) - material(position, GipfPosition.other(side)) + shape(position, side);
    }

    private int material(GipfPosition position, Side side) {
        int alive = position.pieces(side) - position.captured(side);
        int reserve = position.reserve(side);
        int score = alive * PIECE + reserve * reserveWorth - Math.max(0, LOW_RESERVE - reserve) * SHORT_OF_RESERVE;
        if (position.variant() != GipfVariant.BASIC) {
            int gipfPieces = position.count(side, GipfPiece.Kind.GIPF);
            score += Math.min(gipfPieces, ENOUGH_GIPF_PIECES) * GIPF_PIECE
                    + Math.max(0, gipfPieces - ENOUGH_GIPF_PIECES) * SPARE_GIPF_PIECE
                    - (gipfPieces == 1 ? LAST_GIPF_PIECE : 0);
        }
        score += position.potentials(side) * POTENTIAL + position.count(side, GipfPiece.Kind.LOADED) * LOADED_PIECE
                + position.count(side, GipfPiece.Kind.POTENTIAL) * POTENTIAL_PIECE;
        return score;
    }

    /** Control of the centre and runs of two and three, for {@code side} against the other. */
    private int shape(GipfPosition position, Side side) {
        int score = 0;
        for (int p = 0; p < GipfBoard.POINTS; p++) {
            if (!GipfBoard.isDot(p) && !position.isEmpty(p)) {
                int worth = CENTRAL[Math.min(DISTANCE[p], CENTRAL.length - 1)] * centre / 100;
                score += position.pieceAt(p).orElseThrow().side() == side ? worth : -worth;
            }
        }
        for (int line = 0; line < GipfBoard.lineCount(); line++) {
            int[] spots = GipfBoard.line(line);
            int run = 0;
            Side runSide = null;
            for (int i = 0; i <= spots.length; i++) {
                Side here = i < spots.length ? position.pieceAt(spots[i]).map(GipfPiece::side).orElse(null) : null;
                if (here != null && here == runSide) {
                    run++;
                    continue;
                }
                int worth = run >= 3 ? three + (openThree != 0 && open(position, spots, i - run, i) ? openThree : 0)
                        : run == 2 ? TWO_IN_A_LINE : 0;
                score += runSide == side ? worth : -worth;
                runSide = here;
                run = here == null ? 0 : 1;
            }
        }
        return score;
    }

    /** Whether a spot next to the run {@code spots[from..to)} is empty, so that a push can lengthen it. */
    private static boolean open(GipfPosition position, int[] spots, int from, int to) {
        return from > 0 && position.isEmpty(spots[from - 1]) || to < spots.length && position.isEmpty(spots[to]);
    }

    private static int hexDistance(int a, int b) {
        int[] pa = axial(a);
        int[] pb = axial(b);
        int dx = pa[0] - pb[0];
        int ds = pa[1] - pb[1];
        return (Math.abs(dx) + Math.abs(ds) + Math.abs(dx - ds)) / 2;
    }

    /** The axial coordinates of GipfBoard: x = column − e, s = row raised by x right of e. */
    private static int[] axial(int point) {
        String name = GipfBoard.name(point);
        int x = name.charAt(0) - 'e';
        int row = Integer.parseInt(name.substring(1));
        return new int[] {x, row + Math.max(0, x)};
    }
}
