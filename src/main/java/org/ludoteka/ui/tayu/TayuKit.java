package org.ludoteka.ui.tayu;

import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.play.tayu.TayuTurns;
import org.ludoteka.ui.TurnGameKit;

/** Ta Yü in the window: the shared turn-based screen with its board, bidding and seats; its rule options come from its New game. */
public final class TayuKit extends TurnGameKit<TayuPosition, TayuEvent> {

    public TayuKit() {
        super(TayuTurns.INSTANCE, TayuTurns::first, (localizer, session, budget) -> new TayuPart(localizer, session),
                TayuLessonBoard::new);
    }

    @Override
    public boolean optionsInSettings() {
        return false;
    }
}
