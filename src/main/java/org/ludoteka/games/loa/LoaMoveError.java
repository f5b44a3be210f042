package org.ludoteka.games.loa;

import org.ludoteka.core.Reason;

/** Every way a Lines of Action move can be wrong, in the order they are checked and reported. */
public enum LoaMoveError implements Reason {
    /** The game has ended. */
    GAME_OVER("loa.gameOver"),
    /** args: the square. */
    NO_PIECE("loa.noPiece"),
    /** args: the square, the side whose piece it is. */
    NOT_YOUR_PIECE("loa.notYourPiece"),
    /** args: from, to. */
    NOT_ALONG_LINE("loa.notAlongLine"),
    /** args: pieces on the line, the line (a message), squares tried. */
    WRONG_DISTANCE("loa.wrongDistance"),
    /** args: the square of the first enemy piece in the way. */
    JUMPS_ENEMY("loa.jumpsEnemy"),
    /** args: the destination. */
    LANDS_ON_OWN("loa.landsOnOwn"),
    /** A pass while a move is possible; args: the number of legal moves. */
    PASS_NOT_ALLOWED("loa.passNotAllowed");

    private final String key;

    LoaMoveError(String key) {
        this.key = key;
    }

    @Override
    public String key() {
        return key;
    }
}
