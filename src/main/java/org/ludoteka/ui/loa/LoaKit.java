package org.ludoteka.ui.loa;

import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.play.loa.LoaTurns;
import org.ludoteka.ui.TurnGameKit;

/** Lines of Action in the window: the shared turn-based screen with its board and set-up, and its lesson board. */
public final class LoaKit extends TurnGameKit<LoaPosition, LoaMove> {

    public LoaKit() {
        super(LoaTurns.INSTANCE, () -> LoaTurns.FIRST, (localizer, session, budget) -> new LoaPart(localizer, session),
                localizer -> new LoaLessonBoard());
    }
}
