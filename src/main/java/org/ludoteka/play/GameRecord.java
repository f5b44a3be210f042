package org.ludoteka.play;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
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

    /** One turn of the record: its number, the seat that played it, its moves as written, and as the window says them. */
    public record Turn(int number, int seat, List<String> moves, List<Message> said) {
        public Turn {
            moves = List.copyOf(moves);
            said = List.copyOf(said);
        }

        public String line() {
            return number + ". " + String.join(" ", moves);
        }
    }

    /** The most a record file may hold: a game of thousands of moves is far less. */
    public static final int MOST_CHARACTERS = 1_000_000;
    private static final String HEADER = "# ludoteka ";

    /** What a record file says: its game's rule options, its first position and its moves, each with the line it stands on. */
    public record Read(Map<String, String> options, String start, List<String> moves, List<Integer> lines) {
    }

    /**
     * The text of a record file: a first line naming the game and its options as the command line
     * writes them ({@code # ludoteka gipf --option potentials=3}), then the record.
     */
    public static String file(String gameId, Map<String, String> options, String record) {
        StringBuilder header = new StringBuilder(HEADER).append(gameId);
        options.forEach((name, value) -> header.append(" --option ").append(name).append('=').append(value));
        return header + "\n" + record + "\n";
    }

    /**
     * Reads a record of {@code gameId} (a file from anywhere: an editor, another machine): its options
     * from the header if it has one, its first position and its moves, numbers skipped. Whether the
     * moves are legal is the engine's to say, move by move; here only the shape is checked, each
     * problem an {@link InputError} naming the line.
     */
    public static Read read(String gameId, String text) {
        if (text.length() > MOST_CHARACTERS) {
            throw new InputError("window.record.tooLarge", MOST_CHARACTERS);
        }
        List<String> lines = text.lines().toList();
        Map<String, String> options = new LinkedHashMap<>();
        String start = null;
        List<String> moves = new ArrayList<>();
        List<Integer> movesLines = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty()) {
                continue;
            }
            if (line.startsWith("#")) {
                if (start == null && line.startsWith(HEADER)) {
                    readHeader(gameId, line.substring(HEADER.length()), i + 1, options);
                }
                continue;
            }
            if (start == null) {
                start = line;
                continue;
            }
            for (String word : line.split("\\s+")) {
                if (!isTurnNumber(word)) {
                    moves.add(word);
                    movesLines.add(i + 1);
                }
            }
        }
        if (start == null) {
            throw new InputError("window.record.empty");
        }
        return new Read(options, start, moves, movesLines);
    }

    private static void readHeader(String gameId, String header, int line, Map<String, String> options) {
        String[] words = header.split("\\s+");
        if (!words[0].equals(gameId)) {
            throw new InputError("window.record.otherGame", line, words[0]);
        }
        for (int i = 1; i < words.length; i++) {
            String[] nameAndValue = i + 1 < words.length && words[i].equals("--option") ? words[++i].split("=", 2) : new String[0];
            if (nameAndValue.length != 2) {
                throw new InputError("window.record.badHeader", line);
            }
            options.put(nameAndValue[0], nameAndValue[1]);
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
