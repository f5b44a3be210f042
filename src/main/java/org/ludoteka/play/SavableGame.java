package org.ludoteka.play;

import org.ludoteka.progress.SavedGame;

/** A game's screen whose game in progress is saved when the window closes and offered again at the next start. */
public interface SavableGame {

    boolean inProgress();

    /** The game in progress as the save file keeps it. */
    SavedGame saved();

    /** Goes on with a game the save file kept (the engine has checked it as it was read). */
    void resume(SavedGame game);
}
