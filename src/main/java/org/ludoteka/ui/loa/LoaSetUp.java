package org.ludoteka.ui.loa;

import java.util.List;
import org.ludoteka.core.Message;
import org.ludoteka.core.Side;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.ui.PositionSetUp;

/** Lines of Action's set-up: the draft is a position; it is checked as if it were typed, so it obeys the notation's limits (1 to 12 pieces a side). */
final class LoaSetUp implements PositionSetUp.Draft<LoaPosition, LoaPosition> {
    private static final List<Side> SEATS = List.of(Side.BLACK, Side.WHITE);

    @Override
    public LoaPosition of(LoaPosition position) {
        return new LoaPosition(position.black(), position.white(), position.toMove(), null);
    }

    @Override
    public LoaPosition cleared(LoaPosition draft) {
        return new LoaPosition(0, 0, draft.toMove(), null);
    }

    @Override
    public LoaPosition start(LoaPosition draft) {
        return new LoaPosition(LoaPosition.START.black(), LoaPosition.START.white(), draft.toMove(), null);
    }

    @Override
    public LoaPosition preview(LoaPosition draft) {
        return draft;
    }

    @Override
    public LoaPosition checked(LoaPosition draft) {
        return LoaNotation.INSTANCE.parsePosition(LoaNotation.INSTANCE.format(draft));
    }

    @Override
    public int mover(LoaPosition draft) {
        return SEATS.indexOf(draft.toMove());
    }

    @Override
    public LoaPosition withMover(LoaPosition draft, int seat) {
        return new LoaPosition(draft.black(), draft.white(), SEATS.get(seat), null);
    }

    @Override
    public List<Message> seats(LoaPosition draft) {
        return SEATS.stream().map(side -> Message.of(side.key())).toList();
    }
}
