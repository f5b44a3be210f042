package org.ludoteka.play;

import java.util.List;
import org.ludoteka.core.Message;
import org.ludoteka.core.Side;

/** A game of two seats named by their colours, the first to move first: its seats' words and names are its sides'. */
public abstract class TwoSides<P, M> implements TurnGame<P, M> {
    private final List<Side> sides;

    protected TwoSides(Side first, Side second) {
        this.sides = List.of(first, second);
    }

    /** The seats in order. */
    public List<Side> sides() {
        return sides;
    }

    /** The seat of {@code side}. */
    protected int seatOf(Side side) {
        return sides.indexOf(side);
    }

    @Override
    public int seatCount(P start) {
        return 2;
    }

    @Override
    public String seatWord(P start, int seat) {
        return sides.get(seat).id();
    }

    @Override
    public Message seatName(P position, int seat) {
        return Message.of(sides.get(seat).key());
    }
}
