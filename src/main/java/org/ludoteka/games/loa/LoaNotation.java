package org.ludoteka.games.loa;

import static java.util.Map.entry;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.Notation;
import org.ludoteka.core.Side;
import org.ludoteka.core.Words;

/**
 * The Lines of Action notation of DESIGN.md §3: ranks 8 to 1 separated by {@code /}, {@code b},
 * {@code w} or a run of empty squares, then the side to move; moves {@code b1-b3}, {@code b1xd3}, {@code pass}.
 */
public final class LoaNotation implements Notation<LoaPosition, LoaMove> {
    public static final LoaNotation INSTANCE = new LoaNotation();
    private static final Pattern MOVE = Pattern.compile("([a-z][0-9]{1,2})[-x]([a-z][0-9]{1,2})");
    private static final int MAX_PIECES = 12;
    private static final Words<LoaPosition> STARTS = Words.of(entry("start", LoaPosition.START), entry("scrambled", LoaPosition.SCRAMBLED));

    private LoaNotation() {
    }

    @Override
    public LoaPosition parsePosition(String text) {
        String trimmed = text.strip();
        return STARTS.read(trimmed).orElseGet(() -> board(text, trimmed));
    }

    private static LoaPosition board(String text, String trimmed) {
        String[] parts = trimmed.split("\\s+");
        if (parts.length != 2) {
            throw bad(text, Message.of("loa.input.shape"));
        }
        String[] ranks = parts[0].split("/", -1);
        if (ranks.length != 8) {
            throw bad(text, Message.of("loa.input.rankCount", ranks.length));
        }
        long black = 0;
        long white = 0;
        for (int row = 0; row < 8; row++) {
            int rank = 7 - row;
            int file = 0;
            for (char c : ranks[row].toCharArray()) {
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else if (c == 'b' || c == 'w') {
                    if (file < 8) {
                        long bit = 1L << (rank * 8 + file);
                        if (c == 'b') {
                            black |= bit;
                        } else {
                            white |= bit;
                        }
                    }
                    file++;
                } else {
                    throw bad(text, Message.of("loa.input.character", String.valueOf(c)));
                }
            }
            if (file != 8) {
                throw bad(text, Message.of("loa.input.rankWidth", rank + 1, file));
            }
        }
        Side toMove = switch (parts[1]) {
            case "b" -> Side.BLACK;
            case "w" -> Side.WHITE;
            default -> throw bad(text, Message.of("loa.input.sideToMove", parts[1]));
        };
        for (Side side : new Side[] {Side.BLACK, Side.WHITE}) {
            int pieces = Long.bitCount(side == Side.BLACK ? black : white);
            if (pieces == 0 || pieces > MAX_PIECES) {
                throw bad(text, Message.of("loa.input.pieceCount", Message.of(side.key()), pieces));
            }
        }
        return new LoaPosition(black, white, toMove, null);
    }

    @Override
    public List<String> namedStarts() {
        return STARTS.words();
    }

    @Override
    public String format(LoaPosition position) {
        StringBuilder text = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                Side side = position.at(rank * 8 + file);
                if (side == null) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    text.append(empty);
                    empty = 0;
                }
                text.append(side == Side.BLACK ? 'b' : 'w');
            }
            if (empty > 0) {
                text.append(empty);
            }
            if (rank > 0) {
                text.append('/');
            }
        }
        return text.append(' ').append(position.toMove() == Side.BLACK ? 'b' : 'w').toString();
    }

    @Override
    public LoaMove parseMove(String text) {
        String trimmed = text.strip();
        if (trimmed.equals("pass")) {
            return LoaMove.PASS;
        }
        Matcher matcher = MOVE.matcher(trimmed);
        if (!matcher.matches()) {
            throw new InputError("loa.input.move", text);
        }
        return new LoaMove(square(matcher.group(1)), square(matcher.group(2)));
    }

    @Override
    public String format(LoaPosition before, LoaMove move) {
        if (move.isPass()) {
            return "pass";
        }
        boolean capture = before.at(move.to()) != null && before.at(move.to()) != before.at(move.from());
        return squareName(move.from()) + (capture ? "x" : "-") + squareName(move.to());
    }

    @Override
    public boolean isPlace(String name) {
        return name.matches("[a-h][1-8]");
    }

    /** A square's index from its name; {@link InputError} for a square off the board. */
    public static int square(String name) {
        if (!INSTANCE.isPlace(name)) {
            throw new InputError("loa.input.square", name);
        }
        return LoaPosition.square(name);
    }

    public static String squareName(int square) {
        return "" + (char) ('a' + square % 8) + (char) ('1' + square / 8);
    }

    private static InputError bad(String text, Message detail) {
        return new InputError("loa.input.position", text, detail);
    }
}
