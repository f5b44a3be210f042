package org.ludoteka.core;

import java.util.List;

/** The one text form of a game's positions and moves (DESIGN.md §3), shared by the CLI, lessons and save files. */
public interface Notation<P, M> {

    /** A position text or a named start such as {@code start}; {@link InputError} when it is neither. */
    P parsePosition(String text);

    String format(P position);

    /**
     * The named starts {@link #parsePosition} reads, as the help lists them; a word in capitals
     * stands for a number ({@code start:SEED}).
     */
    default List<String> namedStarts() {
        return List.of("start");
    }

    /** A move as written; {@link InputError} when it is not a move of this game's shape. */
    M parseMove(String text);

    /** The move as written after {@code before}, e.g. with {@code x} for a capture. */
    String format(P before, M move);

    /**
     * The move without what it may carry along besides itself (a Tamsk ring dropped with the move),
     * so that a lesson asking only for the move takes it either way. Most games' moves carry nothing.
     */
    default M bare(M move) {
        return move;
    }

    /** True when {@code name} names a square or cell of the board, as a lesson's marks must. */
    boolean isPlace(String name);

    /**
     * True when {@code piece} names a piece this game's lesson board can show enlarged, its parts
     * numbered (a lesson step's {@code closeUp}): a Ta Yü tile such as {@code h025}. Most games have none.
     */
    default boolean isCloseUp(String piece) {
        return false;
    }
}
