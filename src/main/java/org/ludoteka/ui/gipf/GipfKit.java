package org.ludoteka.ui.gipf;

import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.play.gipf.GipfTurns;
import org.ludoteka.ui.TamskChallengeDialog;
import org.ludoteka.ui.TurnGameKit;

/** GIPF in the window: the shared turn-based screen with its board, rows and decisions; a challenge's game of Tamsk in a dialog. */
public final class GipfKit extends TurnGameKit<GipfPosition, GipfMove> {

    public GipfKit() {
        super(GipfTurns.INSTANCE, GipfTurns::first,
                (localizer, session, budget) -> new GipfPart(localizer, session, TamskChallengeDialog.player(localizer, budget)),
                localizer -> new GipfLessonBoard());
    }
}
