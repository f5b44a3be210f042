package org.ludoteka.games.loa;

import org.ludoteka.core.Reason;

/** Every way a Lines of Action move can be wrong, in the order they are checked and reported. */
public enum LoaMoveError implements Reason {
    /** The game has ended. */
    GAME_OVER,
    /** args: the square. */
    NO_PIECE,
    /** args: the square, the side whose piece it is. */
    NOT_YOUR_PIECE,
    /** args: from, to. */
    NOT_ALONG_LINE,
    /** args: pieces on the line, the line (a message), squares tried. */
    WRONG_DISTANCE,
    /** args: the square of the first enemy piece in the way. */
    JUMPS_ENEMY,
    /** args: the destination. */
    LANDS_ON_OWN,
    /** A pass while a move is possible; args: the number of legal moves. */
    PASS_NOT_ALLOWED;

    @Override
    public String key() {
        return Reason.keyOf("loa", this);
    }
}
