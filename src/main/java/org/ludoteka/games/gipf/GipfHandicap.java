package org.ludoteka.games.gipf;

import java.util.List;
import org.ludoteka.core.Side;

/**
 * The handicap of the basic game (rules.md G-6): the weaker player gets 1 to 3 of the 3 pieces the
 * box keeps beside the 15 each plays with, in his reserve. Written {@code white+2} in the option and
 * in the position text; {@code 0} is no handicap.
 *
 * @param side   the player who gets the extra pieces
 * @param pieces how many: 0 (no handicap) to 3
 */
public record GipfHandicap(Side side, int pieces) {
    public static final GipfHandicap NONE = new GipfHandicap(Side.WHITE, 0);
    /** The most extra pieces the box holds: 18 − 15. */
    public static final int MOST = 3;

    public GipfHandicap {
        if (pieces < 0 || pieces > MOST) {
            throw new IllegalArgumentException("a handicap is 0 to 3 pieces: " + pieces);
        }
        if (pieces == 0) {
            side = Side.WHITE;
        }
    }

    /** The option's values, the default (none) first. */
    static List<String> ids() {
        return List.of("0", "white+1", "white+2", "white+3", "black+1", "black+2", "black+3");
    }

    /** From an id of {@link #ids()}. */
    static GipfHandicap of(String id) {
        if (id.equals("0")) {
            return NONE;
        }
        String[] parts = id.split("\\+");
        return new GipfHandicap(parts[0].equals("white") ? Side.WHITE : Side.BLACK, Integer.parseInt(parts[1]));
    }

    /** The extra pieces {@code player} gets: {@link #pieces()} for the weaker player, 0 for the other. */
    public int extra(Side player) {
        return player == side ? pieces : 0;
    }

    public boolean none() {
        return pieces == 0;
    }

    public String id() {
        return none() ? "0" : side.id() + "+" + pieces;
    }
}
