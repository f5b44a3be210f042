package org.ludoteka.play;

import java.util.List;
import java.util.regex.Pattern;

/**
 * The numbered record of a game, the same for every game: its first position on the first line,
 * then one line a turn, numbered, with the moves (or events, or tokens) of that turn in notation.
 * Copy moves gives it; {@code play GAME POSITION MOVE...} reads it back, its numbers skipped.
 *
 * <pre>
 * 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b
 * 1. c1-c3
 * 2. h2-f2
 * </pre>
 */
public final class GameRecord {
    private static final Pattern TURN_NUMBER = Pattern.compile("\\d+\\.");

    private GameRecord() {
    }

    /** One turn of the record: its number, the seat that played it, and its moves as written. */
    public record Turn(int number, int seat, List<String> moves) {
        public Turn {
            moves = List.copyOf(moves);
        }

        public String line() {
            return number + ". " + String.join(" ", moves);
        }
    }

    public static String text(String start, List<Turn> turns) {
        StringBuilder text = new StringBuilder(start);
        turns.forEach(turn -> text.append('\n').append(turn.line()));
        return text.toString();
    }

    /** Whether a word of a record is a turn's number ({@code 12.}), which a reader of moves skips. */
    public static boolean isTurnNumber(String word) {
        return TURN_NUMBER.matcher(word).matches();
    }
}
