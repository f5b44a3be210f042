package org.ludoteka.progress;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ludoteka.ai.LoaComputerPlayer.Strength;
import org.ludoteka.core.InputError;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Side;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.games.loa.LoaRules;

/**
 * A Lines of Action game as the save file holds it: how it was set up and the moves played, in the
 * notation of DESIGN.md §3. The positions are not stored but replayed through the rules on load,
 * so a file that an editor or a bug has damaged cannot put an impossible position on the board.
 *
 * <pre>
 * ludoteka-game 1
 * game loa
 * option simultaneous=draw
 * opponent computer white medium
 * start 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b
 * moves c1-c3 h2-f2
 * </pre>
 */
public record SavedLoaGame(LoaSetup setup, List<LoaMove> moves) {
    private static final String HEADER = "ludoteka-game 1";

    public SavedLoaGame {
        moves = List.copyOf(moves);
    }

    /** The positions from the start to the last move, each one remembering those before it. */
    public List<LoaPosition> replay() {
        LoaRules rules = setup.rules();
        List<LoaPosition> positions = new ArrayList<>(List.of(setup.start()));
        for (LoaMove move : moves) {
            LoaPosition before = positions.get(positions.size() - 1);
            if (!(rules.apply(before, move) instanceof MoveResult.Legal<LoaPosition> legal)) {
                throw new InputError("window.save.illegalMove", positions.size(), LoaNotation.INSTANCE.format(before, move));
            }
            positions.add(legal.after());
        }
        return positions;
    }

    public String toText() {
        StringBuilder text = new StringBuilder(HEADER).append("\ngame loa\n");
        setup.options().forEach((name, value) -> text.append("option ").append(name).append('=').append(value).append('\n'));
        Opponent opponent = setup.opponent();
        text.append("opponent ").append(opponent.computerSide()
                .map(side -> "computer " + side.id() + " " + opponent.strength().name().toLowerCase(Locale.ROOT))
                .orElse("human")).append('\n');
        text.append("start ").append(LoaNotation.INSTANCE.format(setup.start())).append('\n');
        List<String> written = new ArrayList<>();
        List<LoaPosition> positions = replay();
        for (int i = 0; i < moves.size(); i++) {
            written.add(LoaNotation.INSTANCE.format(positions.get(i), moves.get(i)));
        }
        return text.append("moves ").append(String.join(" ", written)).append('\n').toString();
    }

    /** Reads and replays a saved game; {@link InputError} says what is wrong with a damaged one. */
    public static SavedLoaGame fromText(String text) {
        List<String> lines = text.lines().map(String::strip).filter(line -> !line.isEmpty()).toList();
        if (lines.isEmpty() || !lines.get(0).equals(HEADER)) {
            throw new InputError("window.save.notASave");
        }
        Map<String, String> options = new LinkedHashMap<>();
        Map<String, String> fields = new LinkedHashMap<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] keyAndValue = line.split(" ", 2);
            String value = keyAndValue.length > 1 ? keyAndValue[1].strip() : "";
            if (keyAndValue[0].equals("option")) {
                String[] nameAndValue = value.split("=", 2);
                options.put(nameAndValue[0], nameAndValue.length > 1 ? nameAndValue[1] : "");
            } else {
                fields.put(keyAndValue[0], value);
            }
        }
        if (!"loa".equals(fields.get("game"))) {
            throw new InputError("window.save.notASave");
        }
        LoaPosition start = LoaNotation.INSTANCE.parsePosition(required(fields, "start"));
        List<LoaMove> moves = new ArrayList<>();
        for (String move : required(fields, "moves").split("\\s+")) {
            if (!move.isEmpty()) {
                moves.add(LoaNotation.INSTANCE.parseMove(move));
            }
        }
        SavedLoaGame game = new SavedLoaGame(new LoaSetup(options, start, opponent(required(fields, "opponent"))), moves);
        game.replay();
        return game;
    }

    private static Opponent opponent(String text) {
        if (text.equals("human")) {
            return Opponent.HUMAN;
        }
        String[] words = text.split(" ");
        if (words.length == 3 && words[0].equals("computer")) {
            for (Side side : List.of(Side.BLACK, Side.WHITE)) {
                for (Strength strength : Strength.values()) {
                    if (words[1].equals(side.id()) && words[2].equals(strength.name().toLowerCase(Locale.ROOT))) {
                        return Opponent.computer(side, strength);
                    }
                }
            }
        }
        throw new InputError("window.save.badField", "opponent", text);
    }

    private static String required(Map<String, String> fields, String name) {
        String value = fields.get(name);
        if (value == null) {
            throw new InputError("window.save.missingField", name);
        }
        return value;
    }
}
