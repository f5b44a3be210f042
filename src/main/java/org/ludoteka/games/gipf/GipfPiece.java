package org.ludoteka.games.gipf;

import org.ludoteka.core.Side;

/**
 * What can stand on a spot (rules.md G-5, P-1, P-11): a basic piece, a GIPF piece (two basic pieces
 * stacked, one piece on the board), a loaded piece (a basic piece carrying a Tamsk potential), or a
 * potential brought in by its extra move, which plays on as a plain single piece but can never go to
 * a reserve. The letter is the one the position text writes before the spot: none, G, T, P.
 */
public enum GipfPiece {
    WHITE_BASIC(Side.WHITE, Kind.BASIC), WHITE_GIPF(Side.WHITE, Kind.GIPF),
    WHITE_LOADED(Side.WHITE, Kind.LOADED), WHITE_POTENTIAL(Side.WHITE, Kind.POTENTIAL),
    BLACK_BASIC(Side.BLACK, Kind.BASIC), BLACK_GIPF(Side.BLACK, Kind.GIPF),
    BLACK_LOADED(Side.BLACK, Kind.LOADED), BLACK_POTENTIAL(Side.BLACK, Kind.POTENTIAL);

    /** The kinds of piece, with the letter the notation writes for each. */
    public enum Kind {
        BASIC(""), GIPF("G"), LOADED("T"), POTENTIAL("P");

        private final String letter;

        Kind(String letter) {
            this.letter = letter;
        }

        public String letter() {
            return letter;
        }

        /** How many basic pieces of the box it is made of: a used potential is none of them. */
        public int basicPieces() {
            return this == GIPF ? 2 : this == POTENTIAL ? 0 : 1;
        }

        /** The remover of a row may leave it on its spot (G-22, P-6). */
        public boolean keepable() {
            return this == GIPF || this == LOADED;
        }
    }

    private static final GipfPiece[] VALUES = values();

    private final Side side;
    private final Kind kind;

    GipfPiece(Side side, Kind kind) {
        this.side = side;
        this.kind = kind;
    }

    public Side side() {
        return side;
    }

    public Kind kind() {
        return kind;
    }

    public static GipfPiece of(Side side, Kind kind) {
        return VALUES[(side == Side.WHITE ? 0 : 4) + kind.ordinal()];
    }

    /** The byte a board stores for this piece; 0 is an empty point. */
    byte code() {
        return (byte) (ordinal() + 1);
    }

    /** The piece a board's byte stands for, or null for 0. */
    static GipfPiece ofCode(byte code) {
        return code == 0 ? null : VALUES[code - 1];
    }
}
