package org.ludoteka.games.loa;

import java.util.List;
import org.ludoteka.core.PositionDraft;
import org.ludoteka.core.Side;

/**
 * A Lines of Action position being set up by hand: the pieces on the board and the colour on move,
 * shown as they stand ({@code preview}). It is checked as if it were typed, so it obeys the notation's
 * limits (1 to 12 pieces a side). Immutable: each change gives a new set-up.
 */
public record LoaSetUp(LoaPosition preview) implements PositionDraft.OfSides<LoaPosition, LoaSetUp> {
    private static final List<Side> SIDES = List.of(Side.BLACK, Side.WHITE);

    public LoaSetUp {
        preview = new LoaPosition(preview.black(), preview.white(), preview.toMove(), null); // a set-up has no history
    }

    /** The set-up of a position as it stands. */
    public static LoaSetUp of(LoaPosition position) {
        return new LoaSetUp(position);
    }

    /** Black, then White: the seats of a game of Lines of Action. */
    @Override
    public List<Side> sides() {
        return SIDES;
    }

    @Override
    public Side turn() {
        return preview.toMove();
    }

    @Override
    public LoaSetUp withTurn(Side side) {
        return new LoaSetUp(new LoaPosition(preview.black(), preview.white(), side, null));
    }

    @Override
    public LoaSetUp cleared() {
        return new LoaSetUp(new LoaPosition(0, 0, turn(), null));
    }

    @Override
    public LoaSetUp start() {
        return new LoaSetUp(new LoaPosition(LoaPosition.START.black(), LoaPosition.START.white(), turn(), null));
    }

    /** The position set up, read back from its text: {@link org.ludoteka.core.InputError} with the notation's reason when it refuses it. */
    @Override
    public LoaPosition position() {
        return LoaNotation.INSTANCE.parsePosition(LoaNotation.INSTANCE.format(preview));
    }

    /** A click on {@code square} cycles it: empty, a black piece, a white one, empty again. */
    public LoaSetUp cycled(int square) {
        long bit = 1L << square;
        Side now = preview.at(square);
        long black = preview.black() & ~bit;
        long white = preview.white() & ~bit;
        if (now == null) {
            black |= bit;
        } else if (now == Side.BLACK) {
            white |= bit;
        }
        return new LoaSetUp(new LoaPosition(black, white, turn(), null));
    }
}
