package org.ludoteka.progress;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ludoteka.core.Game;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Notation;
import org.ludoteka.core.Rules;
import org.ludoteka.core.Side;
import org.ludoteka.games.Games;

/**
 * A game in progress as the save file holds it, for every game alike: the game's id, its rule
 * options, who the computer plays (if anyone), the start position and the moves or events played,
 * all in the game's notation (DESIGN.md §3). Positions are not stored but replayed through the
 * rules on load, so a file that an editor or a bug has damaged cannot put an impossible position
 * on the board. Nothing here knows any game's classes: the catalogue's engines read the texts.
 *
 * <pre>
 * ludoteka-game 1
 * game loa
 * option simultaneous=draw
 * opponent computer white medium
 * start 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b
 * moves c1-c3 h2-f2
 * </pre>
 *
 * A game of more than two seats, where the computer may play several of them, names each computer
 * seat by the game's own seat word and its strength: {@code opponent computers n=hard s=easy}.
 */
public record SavedGame(String game, Map<String, String> options, Optional<Seat> computer, Map<String, String> computers,
                        String start, List<String> moves) {
    private static final String HEADER = "ludoteka-game 1";
    private static final String SEAT_WORD = "[a-z0-9]+";

    /** The computer's colour (a side's id: {@code black}, {@code red}…) and its strength, a word of the game's own. */
    public record Seat(Side side, String strength) {
    }

    /** The positions from the start to the last move, and the moves between them, read by the game's own engine. */
    public record Replay<P, M>(List<P> positions, List<M> moves) {
        public Replay {
            positions = List.copyOf(positions);
            moves = List.copyOf(moves);
        }
    }

    public SavedGame {
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
        computers = Collections.unmodifiableMap(new LinkedHashMap<>(computers));
        moves = List.copyOf(moves);
    }

    /** A game of two sides, where the computer plays one of them or none. */
    public SavedGame(String game, Map<String, String> options, Optional<Seat> computer, String start, List<String> moves) {
        this(game, options, computer, Map.of(), start, moves);
    }

    /** Replays the moves with {@code engine} (the engine of {@link #game()}); {@link InputError} names a bad one. */
    public <P, M> Replay<P, M> replay(Game<P, M> engine) {
        if (!engine.id().equals(game)) {
            throw new IllegalArgumentException("a " + game + " game cannot be replayed by " + engine.id());
        }
        Notation<P, M> notation = engine.notation(options);
        Rules<P, M> rules = engine.rules(options);
        List<P> positions = new ArrayList<>(List.of(notation.parsePosition(start)));
        List<M> played = new ArrayList<>();
        for (String written : moves) {
            P before = positions.get(positions.size() - 1);
            M move = notation.parseMove(written);
            if (!(rules.apply(before, move) instanceof MoveResult.Legal<P> legal)) {
                throw new InputError("window.save.illegalMove", positions.size(), written);
            }
            positions.add(legal.after());
            played.add(move);
        }
        return new Replay<>(positions, played);
    }

    public String toText() {
        StringBuilder text = new StringBuilder(HEADER).append("\ngame ").append(game).append('\n');
        options.forEach((name, value) -> text.append("option ").append(name).append('=').append(value).append('\n'));
        String opponent = computer.map(seat -> "computer " + seat.side().id() + " " + seat.strength()).orElse("human");
        if (!computers.isEmpty()) {
            StringBuilder seats = new StringBuilder("computers");
            computers.forEach((seat, strength) -> seats.append(' ').append(seat).append('=').append(strength));
            opponent = seats.toString();
        }
        text.append("opponent ").append(opponent).append('\n');
        text.append("start ").append(start).append('\n');
        return text.append("moves ").append(String.join(" ", moves)).append('\n').toString();
    }

    /** Reads and replays a saved game; {@link InputError} says what is wrong with a damaged one. */
    public static SavedGame fromText(String text) {
        List<String> lines = text.lines().map(String::strip).filter(line -> !line.isEmpty()).toList();
        if (lines.isEmpty() || !lines.get(0).equals(HEADER)) {
            throw new InputError("window.save.notASave");
        }
        Map<String, String> options = new LinkedHashMap<>();
        Map<String, String> fields = new LinkedHashMap<>();
        read(lines, options, fields);
        Game<?, ?> engine = Games.byId(fields.getOrDefault("game", "")).flatMap(Games.Entry::engine)
                .orElseThrow(() -> new InputError("window.save.notASave"));
        List<String> moves = List.of(required(fields, "moves").split("\\s+")).stream().filter(move -> !move.isEmpty()).toList();
        String opponent = required(fields, "opponent");
        boolean seats = opponent.startsWith("computers ");
        SavedGame game = new SavedGame(engine.id(), engine.withDefaults(options), seats ? Optional.empty() : computer(opponent),
                seats ? computers(opponent) : Map.of(), required(fields, "start"), moves);
        game.replay(engine);
        return game;
    }

    /**
     * What the user must be told about a save {@link #fromText} has read: a rule option it names that this version no
     * longer has, and that the game is now played by today's rule (see {@link org.ludoteka.core.RetiredOption}).
     */
    public static List<Message> retiredNotices(String text) {
        Map<String, String> options = new LinkedHashMap<>();
        Map<String, String> fields = new LinkedHashMap<>();
        read(text.lines().map(String::strip).filter(line -> !line.isEmpty()).toList(), options, fields);
        return Games.byId(fields.getOrDefault("game", "")).flatMap(Games.Entry::engine)
                .map(engine -> engine.retiredNotices(options)).orElse(List.of());
    }

    /** The option lines into {@code options}, the other lines (after the header) into {@code fields}. */
    private static void read(List<String> lines, Map<String, String> options, Map<String, String> fields) {
        for (String line : lines.subList(Math.min(1, lines.size()), lines.size())) {
            String[] keyAndValue = line.split(" ", 2);
            String value = keyAndValue.length > 1 ? keyAndValue[1].strip() : "";
            if (keyAndValue[0].equals("option")) {
                String[] nameAndValue = value.split("=", 2);
                options.put(nameAndValue[0], nameAndValue.length > 1 ? nameAndValue[1] : "");
            } else {
                fields.put(keyAndValue[0], value);
            }
        }
    }

    private static Optional<Seat> computer(String text) {
        if (text.equals("human")) {
            return Optional.empty();
        }
        String[] words = text.split(" ");
        if (words.length == 3 && words[0].equals("computer") && words[2].matches("[a-z]+")) {
            for (Side side : Side.values()) {
                if (side.id().equals(words[1])) {
                    return Optional.of(new Seat(side, words[2]));
                }
            }
        }
        throw new InputError("window.save.badField", "opponent", text);
    }

    /** {@code computers n=hard s=easy}: each computer seat, by the game's seat word, and its strength. */
    private static Map<String, String> computers(String text) {
        Map<String, String> seats = new LinkedHashMap<>();
        for (String seat : text.substring("computers ".length()).strip().split("\\s+")) {
            if (!seat.matches(SEAT_WORD + "=[a-z]+")) {
                throw new InputError("window.save.badField", "opponent", text);
            }
            String[] seatAndStrength = seat.split("=");
            seats.put(seatAndStrength[0], seatAndStrength[1]);
        }
        return seats;
    }

    private static String required(Map<String, String> fields, String name) {
        String value = fields.get(name);
        if (value == null) {
            throw new InputError("window.save.missingField", name);
        }
        return value;
    }
}
