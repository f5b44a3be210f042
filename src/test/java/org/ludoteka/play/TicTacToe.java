package org.ludoteka.play;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.ludoteka.core.Game;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Notation;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.RuleOption;
import org.ludoteka.core.Rules;
import org.ludoteka.core.Side;

/**
 * A fifth game as a contributor adds one (README, "Adding a game"): tic-tac-toe, with its engine,
 * notation and the {@link TurnGame} that seats it at the session. Nothing outside this file names it.
 * A position is nine cells, {@code x}, {@code o} or {@code .}, then the side to move; a move is a
 * cell's index 0 to 8.
 */
final class TicTacToe implements Game<String, Integer>, Rules<String, Integer>, Notation<String, Integer>, TurnGame<String, Integer> {
    static final TicTacToe INSTANCE = new TicTacToe();
    static final String START = "......... x";
    private static final int[][] LINES = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};

    @Override
    public String id() {
        return "tictactoe";
    }

    @Override
    public List<RuleOption> options() {
        return List.of();
    }

    @Override
    public Notation<String, Integer> notation(Map<String, String> chosen) {
        return this;
    }

    @Override
    public Rules<String, Integer> rules(Map<String, String> chosen) {
        return this;
    }

    @Override
    public List<Integer> legalMoves(String position) {
        List<Integer> moves = new ArrayList<>();
        for (int cell = 0; cell < 9 && outcome(position).isEmpty(); cell++) {
            if (position.charAt(cell) == '.') {
                moves.add(cell);
            }
        }
        return moves;
    }

    @Override
    public MoveResult<String> apply(String position, Integer move) {
        if (outcome(position).isPresent()) {
            return MoveResult.illegal(() -> "test.over");
        }
        if (position.charAt(move) != '.') {
            return MoveResult.illegal(() -> "test.taken", move);
        }
        char mover = position.charAt(10);
        String cells = position.substring(0, move) + mover + position.substring(move + 1, 9);
        return MoveResult.legal(cells + " " + (mover == 'x' ? 'o' : 'x'), List.of());
    }

    @Override
    public Optional<Outcome> outcome(String position) {
        for (int[] line : LINES) {
            char first = position.charAt(line[0]);
            if (first != '.' && first == position.charAt(line[1]) && first == position.charAt(line[2])) {
                return Optional.of(Outcome.win(first == 'x' ? Side.BLACK : Side.WHITE, Message.of("test.line")));
            }
        }
        return position.substring(0, 9).contains(".") ? Optional.empty() : Optional.of(Outcome.draw(Message.of("test.full")));
    }

    @Override
    public String parsePosition(String text) {
        if (text.equals("start")) {
            return START;
        }
        if (!text.matches("[xo.]{9} [xo]")) {
            throw new InputError("input.badPosition", text);
        }
        return text;
    }

    @Override
    public String format(String position) {
        return position;
    }

    @Override
    public Integer parseMove(String text) {
        if (!text.matches("[0-8]")) {
            throw new InputError("input.badMove", text);
        }
        return Integer.parseInt(text);
    }

    @Override
    public String format(String before, Integer move) {
        return Integer.toString(move);
    }

    @Override
    public boolean isPlace(String name) {
        return name.matches("[0-8]");
    }

    @Override
    public Game<String, Integer> game() {
        return this;
    }

    @Override
    public int seatCount(String start) {
        return 2;
    }

    @Override
    public OptionalInt actor(String position) {
        return OptionalInt.of(position.charAt(10) == 'x' ? 0 : 1);
    }

    @Override
    public String seatWord(String start, int seat) {
        return seat == 0 ? "black" : "white";
    }

    @Override
    public Message seatName(String position, int seat) {
        return Message.of(seat == 0 ? Side.BLACK.key() : Side.WHITE.key());
    }

    /** The computer takes the first free cell: enough to show that the session asks it when its seat acts. */
    @Override
    public ComputerPlayer<String, Integer> computer(Map<String, String> options, Strength strength, long seed) {
        return (position, budget) -> legalMoves(position).get(0);
    }
}
