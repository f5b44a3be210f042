package org.ludoteka.core;

import java.util.List;

/**
 * A position of one game being set up by hand ({@code P} the game's position, {@code D} the draft's
 * own type): what every game's set-up offers, so that one set-up screen serves them all. Immutable:
 * each change gives a new draft. The seats are numbered as the game numbers them (0, 1, …).
 */
public interface PositionDraft<P, D extends PositionDraft<P, D>> {

    /** The draft with an empty board. */
    D cleared();

    /** The draft with the game's start on the board. */
    D start();

    /** The position the draft describes, unchecked: what the board shows while it is set up. */
    P preview();

    /** The position the draft describes, checked by the engine; {@link InputError} with its typed reason when no game can reach it. */
    P position();

    /** The seat on move. */
    int mover();

    D withMover(int seat);

    /** The names of all the seats, in the order {@link #mover()} counts them. */
    List<Message> seats();

    /** The draft of a two-colour game, whose seats are its colours in the order {@link #sides()} gives them. */
    interface OfSides<P, D extends OfSides<P, D>> extends PositionDraft<P, D> {
        /** The game's colours, seat by seat. */
        List<Side> sides();

        /** The colour on move. */
        Side turn();

        D withTurn(Side side);

        @Override
        default int mover() {
            return sides().indexOf(turn());
        }

        @Override
        default D withMover(int seat) {
            return withTurn(sides().get(seat));
        }

        @Override
        default List<Message> seats() {
            return sides().stream().map(side -> Message.of(side.key())).toList();
        }
    }
}
