package org.ludoteka.games.gipf;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.ludoteka.core.Side;

/**
 * A GIPF position: the board, each player's reserve, captured pieces, potentials not yet brought in
 * and challenges left, and where the turn stands — whose it is, whether the regular push is still
 * to come, and which decision is awaited. Immutable; its text form is in the README ("GIPF").
 */
public final class GipfPosition {
    private final GipfVariant variant;
    private final Side turn;
    private final byte[] board;
    private final GipfHandicap handicap;
    private final int[] reserve;
    private final int[] captured;
    private final int[] potentials;
    private final int[] challenges;
    private final boolean[] gipfPhase;
    private final Pending pending;
    private final boolean pushDue;
    private final Side loser;
    private final List<Segment> standing;

    GipfPosition(Draft draft) {
        this.variant = draft.variant;
        this.turn = draft.turn;
        this.board = draft.board.clone();
        this.handicap = draft.handicap;
        this.reserve = draft.reserve.clone();
        this.captured = draft.captured.clone();
        this.potentials = draft.potentials.clone();
        this.challenges = draft.challenges.clone();
        this.gipfPhase = draft.gipfPhase.clone();
        this.pending = draft.pending;
        this.pushDue = draft.pushDue;
        this.loser = draft.loser;
        this.standing = List.copyOf(draft.standing);
    }

    /**
     * The start of {@code variant} (G-6 … G-9): White b5 e2 h5, Black b2 e8 h2 (GIPF pieces in the
     * standard game, single pieces in the basic one, none in the tournament game), White to move, each
     * player with {@code potentials} Tamsk potentials and {@code challenges} challenges, and in the
     * basic game the weaker player's {@code handicap} pieces in his reserve (G-6).
     */
    public static GipfPosition start(GipfVariant variant, int potentials, int challenges, GipfHandicap handicap) {
        if (variant != GipfVariant.BASIC && !handicap.none()) {
            throw new IllegalArgumentException("a handicap is for the basic game only: " + variant);
        }
        Draft draft = new Draft(variant);
        draft.handicap = handicap;
        if (variant != GipfVariant.TOURNAMENT) {
            GipfPiece.Kind kind = variant == GipfVariant.STANDARD ? GipfPiece.Kind.GIPF : GipfPiece.Kind.BASIC;
            for (String spot : List.of("b5", "e2", "h5")) {
                draft.put(GipfBoard.point(spot), GipfPiece.of(Side.WHITE, kind));
            }
            for (String spot : List.of("b2", "e8", "h2")) {
                draft.put(GipfBoard.point(spot), GipfPiece.of(Side.BLACK, kind));
            }
        }
        for (int side = 0; side < 2; side++) {
            Side player = side == 0 ? Side.WHITE : Side.BLACK;
            int onBoard = variant == GipfVariant.TOURNAMENT ? 0 : 3 * (variant == GipfVariant.STANDARD ? 2 : 1);
            draft.reserve[side] = variant.pieces() + handicap.extra(player) - onBoard;
            draft.potentials[side] = potentials;
            draft.challenges[side] = challenges;
            draft.gipfPhase[side] = variant == GipfVariant.TOURNAMENT;
        }
        return new GipfPosition(draft);
    }

    public GipfVariant variant() {
        return variant;
    }

    /** The player whose turn it is: the mover, even while his opponent removes a row or challenges. */
    public Side turn() {
        return turn;
    }

    public Side opponent() {
        return other(turn);
    }

    public static Side other(Side side) {
        return side == Side.WHITE ? Side.BLACK : Side.WHITE;
    }

    static int index(Side side) {
        return side == Side.WHITE ? 0 : 1;
    }

    /** The piece on {@code point}, if any. */
    public Optional<GipfPiece> pieceAt(int point) {
        return Optional.ofNullable(GipfPiece.ofCode(board[point]));
    }

    public boolean isEmpty(int point) {
        return board[point] == 0;
    }

    /** The basic game's handicap: the weaker player's extra pieces (G-6); {@link GipfHandicap#NONE} in the others. */
    public GipfHandicap handicap() {
        return handicap;
    }

    /** The basic pieces {@code side} plays with: the game's 15 or 18, and a handicap's extra ones. */
    public int pieces(Side side) {
        return variant.pieces() + handicap.extra(side);
    }

    public int reserve(Side side) {
        return reserve[index(side)];
    }

    /** How many of {@code side}'s basic pieces the opponent has captured: they left the game for good (G-16). */
    public int captured(Side side) {
        return captured[index(side)];
    }

    /** {@code side}'s Tamsk potentials not brought in yet (P-4). */
    public int potentials(Side side) {
        return potentials[index(side)];
    }

    /** How many more times {@code side} may challenge a Tamsk potential (P-13). */
    public int challenges(Side side) {
        return challenges[index(side)];
    }

    /** Tournament game: {@code side} may still bring in GIPF pieces, having brought in nothing else yet (G-8). */
    public boolean inGipfPhase(Side side) {
        return gipfPhase[index(side)];
    }

    public Pending pending() {
        return pending;
    }

    /** The regular push of this turn is still to come (while a power is settled first, P-9). */
    public boolean pushDue() {
        return pushDue;
    }

    /** The player found without a GIPF piece while rows were removed: he has lost (G-25, GA-5). */
    public Optional<Side> loser() {
        return Optional.ofNullable(loser);
    }

    /** Rows of GIPF pieces only that their remover kept whole: not offered again while they stand unchanged (GA-4). */
    public List<Segment> standing() {
        return standing;
    }

    /** How many pieces of {@code kind} and {@code side} stand on the board. */
    public int count(Side side, GipfPiece.Kind kind) {
        byte code = GipfPiece.of(side, kind).code();
        int count = 0;
        for (byte b : board) {
            if (b == code) {
                count++;
            }
        }
        return count;
    }

    /** The basic pieces of {@code side} on the board, a GIPF piece counting two and a used potential none. */
    public int basicPiecesOnBoard(Side side) {
        int count = 0;
        for (GipfPiece.Kind kind : GipfPiece.Kind.values()) {
            count += count(side, kind) * kind.basicPieces();
        }
        return count;
    }

    /**
     * The player whose token comes next: the mover, or while rows are removed the remover (the mover
     * first, G-19), or while a potential may be challenged its owner's opponent.
     */
    public Side decider() {
        return switch (pending) {
            case ROWS -> GipfRow.find(board, turn, standing).isEmpty() ? opponent() : turn;
            case CHALLENGE -> opponent();
            default -> turn;
        };
    }

    /** The rows the decider may remove now, while {@link Pending#ROWS} is awaited; none otherwise. */
    public List<GipfRow> rowsToRemove() {
        return pending == Pending.ROWS ? GipfRow.find(board, decider(), standing) : List.of();
    }

    byte[] boardBytes() {
        return board;
    }

    Draft draft() {
        return new Draft(this);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof GipfPosition p && variant == p.variant && turn == p.turn && Arrays.equals(board, p.board)
                && handicap.equals(p.handicap)
                && Arrays.equals(reserve, p.reserve) && Arrays.equals(captured, p.captured)
                && Arrays.equals(potentials, p.potentials) && Arrays.equals(challenges, p.challenges)
                && Arrays.equals(gipfPhase, p.gipfPhase) && pending == p.pending && pushDue == p.pushDue
                && loser == p.loser && standing.equals(p.standing);
    }

    @Override
    public int hashCode() {
        return Objects.hash(variant, turn, Arrays.hashCode(board), Arrays.hashCode(reserve), Arrays.hashCode(captured),
                pending, pushDue, loser);
    }

    @Override
    public String toString() {
        return GipfNotation.INSTANCE.format(this);
    }

    /** A position being worked on by the rules or the notation: mutable, never handed out. */
    static final class Draft {
        GipfVariant variant;
        Side turn = Side.WHITE;
        byte[] board = new byte[GipfBoard.POINTS];
        GipfHandicap handicap = GipfHandicap.NONE;
        int[] reserve = new int[2];
        int[] captured = new int[2];
        int[] potentials = new int[2];
        int[] challenges = new int[2];
        boolean[] gipfPhase = new boolean[2];
        Pending pending = Pending.NONE;
        boolean pushDue = true;
        Side loser;
        List<Segment> standing = new ArrayList<>();

        Draft(GipfVariant variant) {
            this.variant = variant;
        }

        Draft(GipfPosition p) {
            variant = p.variant;
            turn = p.turn;
            board = p.board.clone();
            handicap = p.handicap;
            reserve = p.reserve.clone();
            captured = p.captured.clone();
            potentials = p.potentials.clone();
            challenges = p.challenges.clone();
            gipfPhase = p.gipfPhase.clone();
            pending = p.pending;
            pushDue = p.pushDue;
            loser = p.loser;
            standing = new ArrayList<>(p.standing);
        }

        GipfPiece at(int point) {
            return GipfPiece.ofCode(board[point]);
        }

        void put(int point, GipfPiece piece) {
            board[point] = piece == null ? 0 : piece.code();
        }

        GipfPosition done() {
            return new GipfPosition(this);
        }
    }
}
