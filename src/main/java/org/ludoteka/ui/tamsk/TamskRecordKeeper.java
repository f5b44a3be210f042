package org.ludoteka.ui.tamsk;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.ludoteka.core.Message;
import org.ludoteka.play.Feedback;
import org.ludoteka.play.tamsk.TamskMatch;
import org.ludoteka.play.tamsk.TamskRecord;
import org.ludoteka.progress.SavedGame;
import org.ludoteka.ui.RecordFiles;

/**
 * Tamsk's game on screen as Save game record and Open game record see it: the record of the match
 * with its times, and a record opened checked line by line before it replaces the game, which then
 * waits paused at its last event (its sand stood still in the file).
 */
final class TamskRecordKeeper implements RecordFiles.Keeper {
    private final Supplier<TamskMatch> match;
    private final Consumer<SavedGame> resume;
    private final Consumer<Feedback> tell;

    TamskRecordKeeper(Supplier<TamskMatch> match, Consumer<SavedGame> resume, Consumer<Feedback> tell) {
        this.match = match;
        this.resume = resume;
        this.tell = tell;
    }

    @Override
    public boolean inProgress() {
        return match.get().inProgress();
    }

    @Override
    public String recordFile() {
        return TamskRecord.file(match.get());
    }

    @Override
    public Runnable read(String text) {
        SavedGame game = TamskRecord.read(text);
        return () -> resume.accept(game);
    }

    @Override
    public void tell(Feedback feedback) {
        tell.accept(feedback);
    }

    @Override
    public Feedback opened(String fileName) {
        return Feedback.of(Message.of("window.record.opened.title", fileName), Feedback.Tone.NEUTRAL,
                List.of(Message.of("window.tamsk.record.opened")));
    }
}
