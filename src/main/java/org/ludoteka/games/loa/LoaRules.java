package org.ludoteka.games.loa;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Rules;
import org.ludoteka.core.Side;

/** The rules of Lines of Action (rules.md §4) under one choice of {@link LoaOptions}. */
public record LoaRules(LoaOptions options) implements Rules<LoaPosition, LoaMove> {
    /** A third repetition with history is impossible within this many plies, so a fast count may ignore it. */
    private static final int PLIES_BEFORE_A_REPETITION = 8;

    @Override
    public List<LoaMove> legalMoves(LoaPosition position) {
        if (outcome(position).isPresent()) {
            return List.of();
        }
        int[] encoded = new int[LoaBoard.MAX_MOVES];
        int count = LoaBoard.generate(position.pieces(position.toMove()), position.pieces(position.opponent()), encoded);
        if (count == 0) {
            return List.of(LoaMove.PASS);
        }
        List<LoaMove> moves = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            moves.add(new LoaMove(encoded[i] / 64, encoded[i] % 64));
        }
        return moves;
    }

    @Override
    public MoveResult<LoaPosition> apply(LoaPosition position, LoaMove move) {
        if (outcome(position).isPresent()) {
            return MoveResult.illegal(LoaMoveError.GAME_OVER);
        }
        long own = position.pieces(position.toMove());
        long enemy = position.pieces(position.opponent());
        if (move.isPass()) {
            int available = LoaBoard.count(own, enemy);
            if (available > 0) {
                return MoveResult.illegal(LoaMoveError.PASS_NOT_ALLOWED, available);
            }
            LoaPosition after = position.next(position.black(), position.white());
            return MoveResult.legal(after, withOutcome(after, List.of(Message.of("loa.note.pass", side(position.toMove())))));
        }
        int from = move.from();
        int to = move.to();
        Side piece = position.at(from);
        if (piece == null) {
            return MoveResult.illegal(LoaMoveError.NO_PIECE, LoaNotation.squareName(from));
        }
        if (piece != position.toMove()) {
            return MoveResult.illegal(LoaMoveError.NOT_YOUR_PIECE, LoaNotation.squareName(from), side(piece));
        }
        int direction = LoaBoard.direction(from, to);
        if (direction < 0) {
            return MoveResult.illegal(LoaMoveError.NOT_ALONG_LINE, LoaNotation.squareName(from), LoaNotation.squareName(to));
        }
        int line = direction / 2;
        int required = Long.bitCount((own | enemy) & LoaBoard.line(from, line));
        int tried = LoaBoard.distance(from, to);
        if (required != tried) {
            return MoveResult.illegal(LoaMoveError.WRONG_DISTANCE, required, lineName(from, line), tried);
        }
        long jumpedEnemies = LoaBoard.between(from, direction, tried) & enemy;
        if (jumpedEnemies != 0) {
            return MoveResult.illegal(LoaMoveError.JUMPS_ENEMY, LoaNotation.squareName(nearest(from, direction, jumpedEnemies)));
        }
        long toBit = 1L << to;
        if ((own & toBit) != 0) {
            return MoveResult.illegal(LoaMoveError.LANDS_ON_OWN, LoaNotation.squareName(to));
        }
        long movedOwn = own ^ (1L << from) ^ toBit;
        long leftEnemy = enemy & ~toBit;
        LoaPosition after = position.toMove() == Side.BLACK
                ? position.next(movedOwn, leftEnemy)
                : position.next(leftEnemy, movedOwn);
        List<Message> notes = new ArrayList<>();
        notes.add(Message.of("loa.note.move", required, lineName(from, line)));
        if ((enemy & toBit) != 0) {
            notes.add(Message.of("loa.note.capture", LoaNotation.squareName(to)));
        }
        return MoveResult.legal(after, withOutcome(after, notes));
    }

    /**
     * The end of the game (LA-5): connections first, both sides' at once by the chosen tradition,
     * then the third repetition. The side that just moved is the one not to move now.
     */
    @Override
    public Optional<Outcome> outcome(LoaPosition position) {
        Side mover = position.opponent();
        Side other = position.toMove();
        boolean moverConnected = LoaBoard.connected(position.pieces(mover));
        boolean otherConnected = LoaBoard.connected(position.pieces(other));
        if (moverConnected && otherConnected) {
            return Optional.of(switch (options.simultaneous()) {
                case DRAW -> Outcome.draw(Message.of("loa.outcome.simultaneousDraw"));
                case MOVER_WINS -> Outcome.win(mover, Message.of("loa.outcome.simultaneousMoverWins", side(mover)));
                case MOVER_LOSES -> Outcome.win(other, Message.of("loa.outcome.simultaneousMoverLoses", side(mover), side(other)));
            });
        }
        if (moverConnected) {
            return Optional.of(Outcome.win(mover, Message.of("loa.outcome.connected", side(mover))));
        }
        if (otherConnected) {
            return Optional.of(Outcome.win(other, Message.of("loa.outcome.connectedByOpponent", side(other),
                    Message.of("loa.pieces." + other.id()))));
        }
        if (position.occurrences() >= 3) {
            return Optional.of(Outcome.draw(Message.of("loa.outcome.repetition")));
        }
        return Optional.empty();
    }

    /** Counts with bitboards alone where history cannot matter; otherwise by the plain definition. */
    @Override
    public long perft(LoaPosition position, int depth) {
        if (position.previous() != null || depth > PLIES_BEFORE_A_REPETITION) {
            return Rules.super.perft(position, depth);
        }
        if (depth == 0) {
            return 1;
        }
        if (outcome(position).isPresent()) {
            return 0;
        }
        return perft(position.pieces(position.toMove()), position.pieces(position.opponent()), depth,
                new int[depth + 1][LoaBoard.MAX_MOVES], new int[LoaLines.COUNT]);
    }

    /**
     * The count below a position whose game goes on. A move can only connect its mover's pieces, and
     * the opponent's only by capturing one of them, so that is all that is checked after it.
     */
    private static long perft(long own, long enemy, int depth, int[][] buffers, int[] lines) {
        if (depth == 1) {
            return Math.max(1, LoaBoard.count(own, enemy)); // no move at all is the one move "pass"
        }
        int[] moves = buffers[depth];
        int count = LoaBoard.generate(own, enemy, moves);
        if (depth == 2) {
            return lastTwoPlies(own, enemy, moves, count, lines);
        }
        if (count == 0) {
            return perft(enemy, own, depth - 1, buffers, lines);
        }
        long total = 0;
        for (int i = 0; i < count; i++) {
            long fromBit = 1L << (moves[i] >>> 6);
            long toBit = 1L << (moves[i] & 63);
            long moved = own ^ fromBit ^ toBit;
            long left = enemy & ~toBit;
            if (!LoaBoard.connected(moved) && (left == enemy || !LoaBoard.connected(left))) {
                total += perft(left, moved, depth - 1, buffers, lines);
            }
        }
        return total;
    }

    /**
     * The count two plies down, where nearly all of perft's time goes: the opponent's replies to
     * each of the {@code count} moves are not listed but counted from the opponent's replies before
     * it, changed on the seven lines the move touches.
     */
    private static long lastTwoPlies(long own, long enemy, int[] moves, int count, int[] lines) {
        LoaLines.index(enemy, own, lines);
        int replies = LoaLines.moves(lines);
        if (count == 0) {
            return Math.max(1, replies); // a pass leaves the board as it was
        }
        long total = 0;
        for (int i = 0; i < count; i++) {
            int from = moves[i] >>> 6;
            int to = moves[i] & 63;
            long toBit = 1L << to;
            long moved = own ^ (1L << from) ^ toBit;
            boolean capture = (enemy & toBit) != 0;
            if (!LoaBoard.connected(moved) && !(capture && LoaBoard.connected(enemy & ~toBit))) {
                total += Math.max(1, replies + LoaLines.change(lines, from, to, capture));
            }
        }
        return total;
    }

    private List<Message> withOutcome(LoaPosition after, List<Message> notes) {
        Optional<Outcome> outcome = outcome(after);
        if (outcome.isEmpty()) {
            return notes;
        }
        List<Message> all = new ArrayList<>(notes);
        all.add(outcome.get().reason());
        return all;
    }

    private static int nearest(int from, int direction, long squares) {
        for (int distance = 1; distance < 8; distance++) {
            int square = LoaBoard.target(from, direction, distance);
            if (square >= 0 && (squares & (1L << square)) != 0) {
                return square;
            }
        }
        throw new IllegalStateException("no square of the set lies along the direction");
    }

    /** The line a piece moves along, as words: "rank 3", "the b-file", "the a1–h8 diagonal". */
    static Message lineName(int square, int line) {
        long squares = LoaBoard.line(square, line);
        String low = LoaNotation.squareName(Long.numberOfTrailingZeros(squares));
        String high = LoaNotation.squareName(63 - Long.numberOfLeadingZeros(squares));
        return switch (line) {
            case LoaBoard.RANK -> Message.of("loa.line.rank", String.valueOf(square / 8 + 1));
            case LoaBoard.FILE -> Message.of("loa.line.file", String.valueOf((char) ('a' + square % 8)));
            case LoaBoard.DIAGONAL -> Message.of("loa.line.diagonal", low, high);
            default -> Message.of("loa.line.diagonal", high, low); // named from its a-file end, like the others
        };
    }

    private static Message side(Side side) {
        return Message.of(side.key());
    }
}
