package org.ludoteka.games.gipf;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.PositionDraft;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfPiece.Kind;

/**
 * A GIPF position being set up by hand: the game (basic, standard, tournament), the pieces of every
 * kind on the spots, each player's reserve and potentials, and who is to move. Everything else
 * follows: the captured pieces are those neither on the board nor in reserve, a tournament player who
 * has brought in only GIPF pieces is still in his GIPF phase (G-8), and a row of GIPF pieces only
 * stands whole as its remover may leave it (GA-4). {@link #position()} refuses what no game can reach,
 * with the reason. Immutable: each change gives a new set-up.
 */
public final class GipfSetUp implements PositionDraft.OfSides<GipfPosition, GipfSetUp> {
    private static final List<Side> SIDES = List.of(Side.WHITE, Side.BLACK);

    private final GipfVariant variant;
    private final Side turn;
    private final GipfPiece[] board;
    private final int[] reserve;
    private final int[] potentials;
    private final int[] challenges;
    private final GipfHandicap handicap;

    private GipfSetUp(GipfVariant variant, Side turn, GipfPiece[] board, int[] reserve, int[] potentials, int[] challenges,
                      GipfHandicap handicap) {
        this.variant = variant;
        this.turn = turn;
        this.board = board;
        this.reserve = reserve;
        this.potentials = potentials;
        this.challenges = challenges;
        this.handicap = variant == GipfVariant.BASIC ? handicap : GipfHandicap.NONE;
    }

    /** The set-up of a position as it stands: its pieces, reserves, potentials, challenges and handicap. */
    public static GipfSetUp of(GipfPosition position) {
        GipfPiece[] board = new GipfPiece[GipfBoard.POINTS];
        for (int point = 0; point < GipfBoard.POINTS; point++) {
            board[point] = position.pieceAt(point).orElse(null);
        }
        return new GipfSetUp(position.variant(), position.turn(), board,
                new int[] {position.reserve(Side.WHITE), position.reserve(Side.BLACK)},
                new int[] {position.potentials(Side.WHITE), position.potentials(Side.BLACK)},
                new int[] {position.challenges(Side.WHITE), position.challenges(Side.BLACK)}, position.handicap());
    }

    public GipfVariant variant() {
        return variant;
    }

    @Override
    public Side turn() {
        return turn;
    }

    public Optional<GipfPiece> pieceAt(int point) {
        return Optional.ofNullable(board[point]);
    }

    public int reserve(Side side) {
        return reserve[GipfPosition.index(side)];
    }

    public int potentials(Side side) {
        return potentials[GipfPosition.index(side)];
    }

    /** The basic pieces {@code side} plays with in this game. */
    public int pieces(Side side) {
        return variant.pieces() + handicap.extra(side);
    }

    /** {@code piece} on {@code point} (a spot), or nothing there for null. */
    public GipfSetUp with(int point, GipfPiece piece) {
        if (GipfBoard.isDot(point)) {
            throw new IllegalArgumentException("pieces stand on spots only: " + GipfBoard.name(point));
        }
        GipfPiece[] changed = board.clone();
        changed[point] = piece;
        return new GipfSetUp(variant, turn, changed, reserve, potentials, challenges, handicap);
    }

    /** An empty board, each player's pieces all in his reserve. */
    @Override
    public GipfSetUp cleared() {
        return new GipfSetUp(variant, turn, new GipfPiece[GipfBoard.POINTS], new int[] {pieces(Side.WHITE), pieces(Side.BLACK)},
                potentials, challenges, handicap);
    }

    /** The start of the game set up, its potentials and challenges kept. */
    @Override
    public GipfSetUp start() {
        GipfSetUp start = of(GipfPosition.start(variant, 0, 0, handicap));
        return new GipfSetUp(variant, turn, start.board, start.reserve, potentials, challenges, handicap);
    }

    public GipfSetUp withVariant(GipfVariant newVariant) {
        return new GipfSetUp(newVariant, turn, board, reserve, potentials, challenges, handicap);
    }

    /** White, then Black: the seats of a game of GIPF. */
    @Override
    public List<Side> sides() {
        return SIDES;
    }

    @Override
    public GipfSetUp withTurn(Side newTurn) {
        return new GipfSetUp(variant, newTurn, board, reserve, potentials, challenges, handicap);
    }

    public GipfSetUp withReserve(Side side, int pieces) {
        int[] changed = reserve.clone();
        changed[GipfPosition.index(side)] = pieces;
        return new GipfSetUp(variant, turn, board, changed, potentials, challenges, handicap);
    }

    public GipfSetUp withPotentials(Side side, int count) {
        int[] changed = potentials.clone();
        changed[GipfPosition.index(side)] = count;
        return new GipfSetUp(variant, turn, board, reserve, changed, challenges, handicap);
    }

    /** The basic pieces of {@code side} on the board: a GIPF piece counts two, a used potential none. */
    public int onBoard(Side side) {
        int count = 0;
        for (GipfPiece piece : board) {
            if (piece != null && piece.side() == side) {
                count += piece.kind().basicPieces();
            }
        }
        return count;
    }

    /** The position as set up, unchecked: what the board shows while it is being set up. */
    @Override
    public GipfPosition preview() {
        return draft().done();
    }

    /**
     * The position set up, checked: {@link InputError} with the first reason, in this order, why no
     * game can reach it — a GIPF piece in the basic game (G-6), more pieces than a player has, a player
     * without a GIPF piece who would have lost (G-25), a row of four that would have been removed
     * (G-21), the player on move with an empty reserve, who would have lost (G-24) — and then anything
     * the position text itself refuses.
     */
    @Override
    public GipfPosition position() {
        for (int point = 0; point < GipfBoard.POINTS; point++) {
            if (board[point] != null && board[point].kind() == Kind.GIPF && variant == GipfVariant.BASIC) {
                throw refused("gipf.setUp.gipfInBasic", GipfBoard.name(point));
            }
        }
        for (Side side : List.of(Side.WHITE, Side.BLACK)) {
            if (onBoard(side) + reserve(side) > pieces(side)) {
                throw refused("gipf.setUp.tooMany", Message.of(side.key()), onBoard(side), reserve(side), pieces(side));
            }
        }
        for (Side side : List.of(Side.WHITE, Side.BLACK)) {
            if (withoutGipfPiece(side)) {
                throw refused("gipf.setUp.noGipfPiece", Message.of(side.key()));
            }
        }
        GipfPosition.Draft draft = draft();
        for (Side side : List.of(Side.WHITE, Side.BLACK)) {
            for (GipfRow row : GipfRow.find(draft.board, side, List.of())) {
                if (!GipfRules.onlyGipfPieces(draft.board, row)) {
                    throw refused("gipf.setUp.row", Message.of(side.key()), row.segment().toString());
                }
            }
        }
        if (reserve(turn) == 0) {
            throw refused("gipf.setUp.emptyReserve", Message.of(turn.key()));
        }
        GipfPosition position = draft.done();
        // what the position text refuses besides (a potential's decision, a handicap) is said in its words
        return GipfNotation.INSTANCE.parsePosition(GipfNotation.INSTANCE.format(position));
    }

    /** G-25: in the standard game, and in the tournament once he has brought in a piece, a player needs a GIPF piece. */
    private boolean withoutGipfPiece(Side side) {
        if (variant == GipfVariant.BASIC || Arrays.stream(board).anyMatch(GipfPiece.of(side, Kind.GIPF)::equals)) {
            return false;
        }
        return variant == GipfVariant.STANDARD || broughtIn(side);
    }

    /** Tournament game: {@code side} has brought in a piece (one stands on the board, or one was captured). */
    private boolean broughtIn(Side side) {
        return onBoard(side) > 0 || pieces(side) - reserve(side) - onBoard(side) > 0
                || Arrays.stream(board).anyMatch(piece -> piece != null && piece.side() == side);
    }

    private GipfPosition.Draft draft() {
        GipfPosition.Draft draft = new GipfPosition.Draft(variant);
        draft.turn = turn;
        draft.handicap = handicap;
        for (int point = 0; point < GipfBoard.POINTS; point++) {
            draft.put(point, board[point]);
        }
        List<Segment> standing = new ArrayList<>();
        for (Side side : List.of(Side.WHITE, Side.BLACK)) {
            int at = GipfPosition.index(side);
            draft.reserve[at] = reserve[at];
            draft.captured[at] = Math.max(0, pieces(side) - reserve[at] - onBoard(side));
            draft.potentials[at] = potentials[at];
            draft.challenges[at] = challenges[at];
            boolean onlyGipf = Arrays.stream(board).noneMatch(piece -> piece != null && piece.side() == side && piece.kind() != Kind.GIPF);
            draft.gipfPhase[at] = variant == GipfVariant.TOURNAMENT && onlyGipf && draft.captured[at] == 0;
            for (GipfRow row : GipfRow.find(draft.board, side, List.of())) {
                if (GipfRules.onlyGipfPieces(draft.board, row)) {
                    standing.add(row.segment());
                }
            }
        }
        draft.standing = standing;
        return draft;
    }

    private static InputError refused(String key, Object... args) {
        return new InputError(key, args);
    }
}
