package org.ludoteka.play.tamsk;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ludoteka.core.InputError;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Notation;
import org.ludoteka.core.Rules;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskGame;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.play.GameRecord;
import org.ludoteka.progress.SavedGame;

/**
 * A Tamsk game as a record file, like the turn-based games' (a header naming the game and its
 * options, the first position, then numbered lines), that {@code play tamsk START EVENT...} reads
 * back: each line holds the time that passed ({@code +2.345s}) and the event that came after it,
 * so the game replays to the millisecond. A record from a file is untrusted: a bad one is refused
 * in one sentence naming its line and why, as for the other games.
 */
public final class TamskRecord {
    private TamskRecord() {
    }

    /** The record file of {@code match} as it stands, the time since its last event included. */
    public static String file(TamskMatch match) {
        SavedGame saved = match.toSaved();
        return GameRecord.file(TamskGame.INSTANCE.id(), saved.options(), text(saved.start(), saved.moves()));
    }

    /** The numbered record: the start, then one line per event with the time that passed before it (a last line of time alone if some passed after). */
    static String text(String start, List<String> events) {
        StringBuilder text = new StringBuilder(start);
        List<String> line = new ArrayList<>();
        int number = 0;
        for (String event : events) {
            line.add(event);
            if (!event.startsWith("+")) {
                text.append('\n').append(++number).append(". ").append(String.join(" ", line));
                line.clear();
            }
        }
        if (!line.isEmpty()) {
            text.append('\n').append(++number).append(". ").append(String.join(" ", line));
        }
        return text.toString();
    }

    /**
     * The game a record file holds, every seat a person's, checked event by event through the rules;
     * an {@link InputError} names the first bad line and why (an unknown option, an unreadable start
     * or event, an illegal one with the rules' reason).
     */
    public static SavedGame read(String text) {
        GameRecord.Read read = GameRecord.read(TamskGame.INSTANCE.id(), text);
        Map<String, String> options = TamskGame.INSTANCE.withDefaults(read.options());
        Notation<TamskPosition, TamskEvent> notation = TamskGame.INSTANCE.notation(options);
        Rules<TamskPosition, TamskEvent> rules = TamskGame.INSTANCE.rules(options);
        TamskPosition position = notation.parsePosition(read.start());
        for (int i = 0; i < read.moves().size(); i++) {
            String written = read.moves().get(i);
            int line = read.lines().get(i);
            TamskEvent event;
            try {
                event = notation.parseMove(written);
            } catch (InputError e) {
                throw new InputError("window.record.unread", line, written, e.problem());
            }
            if (!(rules.apply(position, event) instanceof MoveResult.Legal<TamskPosition> legal)) {
                MoveResult.Illegal<TamskPosition> illegal = (MoveResult.Illegal<TamskPosition>) rules.apply(position, event);
                throw new InputError("window.record.illegal", line, written, illegal.message());
            }
            position = legal.after();
        }
        return new SavedGame(TamskGame.INSTANCE.id(), options, Optional.empty(), read.start(), read.moves());
    }
}
