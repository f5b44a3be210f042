package org.ludoteka.games.gipf;

import static org.ludoteka.games.gipf.GipfBoard.CENTRE;
import static org.ludoteka.games.gipf.GipfBoard.name;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Rules;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfPiece.Kind;
import org.ludoteka.games.gipf.GipfPosition.Draft;

/**
 * The rules of GIPF with the Tamsk potential (rules.md §1) under one choice of {@link GipfOptions}.
 * A token is a push or a decision; after each, the turn runs on by itself as far as the rules leave
 * no choice — the power of a potential on e5, the removal of rows, the next turn — and stops at the
 * next decision or push.
 */
public record GipfRules(GipfOptions options) implements Rules<GipfPosition, GipfMove> {
    /** Every token open now, or none when the game is over. */
    @Override
    public List<GipfMove> legalMoves(GipfPosition position) {
        if (outcome(position).isPresent()) {
            return List.of();
        }
        List<GipfMove> moves = new ArrayList<>();
        switch (position.pending()) {
            case ROWS -> position.rowsToRemove().forEach(row -> removals(position, row, moves));
            case CHALLENGE -> moves.addAll(List.of(GipfMove.CHALLENGE, GipfMove.NO_CHALLENGE));
            case TAMSK -> moves.addAll(List.of(GipfMove.LOST, GipfMove.WON));
            case EXTRA -> {
                openEntries(position).forEach(e -> moves.add(new GipfMove.Push(Kind.BASIC, e.dot(), e.spot())));
                moves.add(GipfMove.FORFEIT);
            }
            case NONE -> {
                for (Kind kind : List.of(Kind.BASIC, Kind.GIPF, Kind.LOADED)) {
                    if (whyNot(position, kind).isEmpty()) {
                        openEntries(position).forEach(e -> moves.add(new GipfMove.Push(kind, e.dot(), e.spot())));
                    }
                }
            }
        }
        return moves;
    }

    /** Counted in bulk at the last ply: every token listed is legal. */
    @Override
    public long perft(GipfPosition position, int depth) {
        if (depth <= 1) {
            return depth == 0 ? 1 : legalMoves(position).size();
        }
        long count = 0;
        for (GipfMove move : legalMoves(position)) {
            count += perft(((MoveResult.Legal<GipfPosition>) apply(position, move)).after(), depth - 1);
        }
        return count;
    }

    @Override
    public MoveResult<GipfPosition> apply(GipfPosition position, GipfMove move) {
        if (outcome(position).isPresent()) {
            return MoveResult.illegal(GipfMoveError.GAME_OVER);
        }
        if (move instanceof GipfMove.Push push) {
            return push(position, push);
        }
        if (move instanceof GipfMove.Remove remove) {
            return remove(position, remove);
        }
        if (move instanceof GipfMove.Challenge challenge) {
            return challenge(position, challenge.demanded());
        }
        if (move instanceof GipfMove.TamskResult result) {
            return tamskResult(position, result.ownerWon());
        }
        return forfeit(position);
    }

    /**
     * The end (G-24, G-25 with GA-5, GA-8): a player found without a GIPF piece while rows were removed;
     * at the start of a turn, a player without a GIPF piece, then the player on move with an empty
     * reserve or no line to push along. There are no draws.
     */
    @Override
    public Optional<Outcome> outcome(GipfPosition position) {
        if (position.loser().isPresent()) {
            return Optional.of(noGipf(position.loser().get()));
        }
        if (position.pending() != Pending.NONE || !position.pushDue()) {
            return Optional.empty();
        }
        for (Side side : List.of(position.turn(), position.opponent())) {
            if (lacksGipf(position.variant(), position.count(side, Kind.GIPF), position.inGipfPhase(side),
                    position.reserve(side))) {
                return Optional.of(noGipf(side));
            }
        }
        Side mover = position.turn();
        if (position.reserve(mover) == 0) {
            return Optional.of(Outcome.win(position.opponent(),
                    Message.of("gipf.outcome.noReserve", side(mover), side(position.opponent()))));
        }
        if (openEntries(position).isEmpty()) {
            // GA-8: only possible with potentials, which add pieces beyond the 36 a board can take
            return Optional.of(Outcome.win(position.opponent(),
                    Message.of("gipf.outcome.noPush", side(mover), side(position.opponent()))));
        }
        return Optional.empty();
    }

    /** The entries whose line is not full (G-12). */
    public static List<GipfBoard.Entry> openEntries(GipfPosition position) {
        List<GipfBoard.Entry> open = new ArrayList<>();
        for (GipfBoard.Entry entry : GipfBoard.entries()) {
            if (firstEmpty(position.boardBytes(), entry.path()) >= 0) {
                open.add(entry);
            }
        }
        return open;
    }

    private MoveResult<GipfPosition> push(GipfPosition position, GipfMove.Push push) {
        Pending pending = position.pending();
        if (pending == Pending.ROWS || pending == Pending.CHALLENGE || pending == Pending.TAMSK) {
            return MoveResult.illegal(GipfMoveError.DECISION_PENDING, awaited(position));
        }
        if (!GipfBoard.isDot(push.dot())) {
            return MoveResult.illegal(GipfMoveError.NOT_A_DOT, name(push.dot()));
        }
        GipfBoard.Entry entry = GipfBoard.entry(push.dot(), push.spot());
        if (entry == null) {
            return MoveResult.illegal(GipfMoveError.NOT_NEXT_SPOT, name(push.dot()), name(push.spot()));
        }
        Side mover = position.turn();
        if (pending == Pending.EXTRA) {
            if (push.kind() != Kind.BASIC) {
                return MoveResult.illegal(GipfMoveError.EXTRA_IS_POTENTIAL, push.kind().letter() + name(push.dot()) + "-" + name(push.spot()));
            }
        } else {
            Optional<MoveResult<GipfPosition>> refused = whyNot(position, push.kind());
            if (refused.isPresent()) {
                return refused.get();
            }
        }
        byte[] board = position.boardBytes();
        int empty = firstEmpty(board, entry.path());
        if (empty < 0) {
            int[] path = entry.path();
            return MoveResult.illegal(GipfMoveError.FULL_LINE, name(entry.dot()), name(entry.spot()), name(path[path.length - 1]));
        }
        List<Message> notes = new ArrayList<>();
        Draft draft = position.draft();
        if (pending == Pending.EXTRA) {
            draft.put(CENTRE, GipfPiece.of(mover, Kind.BASIC)); // the potential is lifted off its base (P-8)
            slide(draft, entry.path(), empty, GipfPiece.of(mover, Kind.POTENTIAL));
            draft.pending = Pending.NONE;
            notes.add(Message.of("gipf.note.extraMove", side(mover), name(entry.dot()), name(entry.spot())));
        } else {
            slide(draft, entry.path(), empty, GipfPiece.of(mover, push.kind()));
            enter(draft, mover, push.kind(), notes);
            notes.add(0, Message.of("gipf.note.pushed." + push.kind().name().toLowerCase(Locale.ROOT),
                    side(mover), name(entry.dot()), name(entry.spot())));
            draft.pushDue = false;
        }
        if (empty > 0) {
            notes.add(1, Message.of("gipf.note.shifted", empty, name(entry.path()[empty])));
        }
        settle(draft, notes);
        return MoveResult.legal(draft.done(), notes);
    }

    /**
     * P-4 (decided 2026-11-26): how many potentials {@code move} would lose — all those its mover still holds, when it
     * brings in a plain basic piece as his regular push and the rules allow it; 0 for any other token (the extra
     * move brings in the potential itself). The window asks before such a push; the push's notes then name the loss.
     */
    public int potentialsLostBy(GipfPosition position, GipfMove move) {
        if (!(move instanceof GipfMove.Push push) || push.kind() != Kind.BASIC || position.pending() != Pending.NONE
                || !(apply(position, move) instanceof MoveResult.Legal)) {
            return 0;
        }
        return position.potentials(position.turn());
    }

    /**
     * P-10: the rows of either player on the board now, but those kept whole (GA-4). Between the regular
     * move and the extra move of one turn (the interim position) they wait: none is removed until both
     * moves are done.
     */
    public static List<GipfRow> rowsOnBoard(GipfPosition position) {
        List<GipfRow> rows = new ArrayList<>(GipfRow.find(position.boardBytes(), Side.WHITE, position.standing()));
        rows.addAll(GipfRow.find(position.boardBytes(), Side.BLACK, position.standing()));
        return rows;
    }

    /**
     * P-10: true when {@code push} changes a row that stands on the board before it — it moves a piece
     * onto a spot of the row's stretch, or onto the spot just beyond either end, lengthening it. Made in
     * an interim position, such a push works on a row that would be gone had rows been removed between
     * the two moves of the turn. False for a push whose line is full.
     */
    public static boolean changesWaitingRow(GipfPosition position, GipfMove.Push push) {
        GipfBoard.Entry entry = GipfBoard.entry(push.dot(), push.spot());
        int empty = entry == null ? -1 : firstEmpty(position.boardBytes(), entry.path());
        if (empty < 0) {
            return false;
        }
        for (GipfRow row : rowsOnBoard(position)) {
            int[] line = GipfBoard.line(row.line());
            for (int i = 0; i <= empty; i++) {
                int spot = entry.path()[i];
                if (row.contains(spot) || row.from() > 0 && line[row.from() - 1] == spot
                        || row.to() < line.length - 1 && line[row.to() + 1] == spot) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The checks a regular push of {@code kind} must pass before its line is looked at, in the order of {@link GipfMoveError}. */
    private static Optional<MoveResult<GipfPosition>> whyNot(GipfPosition position, Kind kind) {
        Side mover = position.turn();
        if (kind == Kind.GIPF && position.variant() != GipfVariant.TOURNAMENT) {
            return Optional.of(MoveResult.illegal(GipfMoveError.GIPF_ONLY_IN_TOURNAMENT));
        }
        if (kind == Kind.GIPF && !position.inGipfPhase(mover)) {
            return Optional.of(MoveResult.illegal(GipfMoveError.GIPF_PHASE_OVER, side(mover)));
        }
        if (kind != Kind.GIPF && position.inGipfPhase(mover) && position.count(mover, Kind.GIPF) == 0) {
            return Optional.of(MoveResult.illegal(GipfMoveError.GIPF_FIRST, side(mover)));
        }
        if (kind == Kind.LOADED && position.potentials(mover) == 0) {
            return Optional.of(MoveResult.illegal(GipfMoveError.NO_POTENTIAL, side(mover)));
        }
        if (position.reserve(mover) < kind.basicPieces()) {
            return Optional.of(MoveResult.illegal(GipfMoveError.RESERVE_SHORT, side(mover), position.reserve(mover)));
        }
        return Optional.empty();
    }

    /** What bringing in a piece of {@code kind} takes from the mover's reserve and potentials, and which phases it ends (G-8, P-4). */
    private static void enter(Draft draft, Side mover, Kind kind, List<Message> notes) {
        int me = GipfPosition.index(mover);
        draft.reserve[me] -= kind.basicPieces();
        if (kind == Kind.LOADED) {
            draft.potentials[me]--;
        }
        if (kind != Kind.GIPF && draft.gipfPhase[me]) {
            draft.gipfPhase[me] = false;
            notes.add(Message.of("gipf.note.gipfPhaseOver", side(mover)));
        }
        if (kind == Kind.BASIC && draft.potentials[me] > 0) {
            notes.add(Message.of("gipf.note.potentialsLost", side(mover), draft.potentials[me]));
            draft.potentials[me] = 0;
        }
    }

    /** The pieces on {@code path} up to the empty spot at {@code empty} move one spot on, and {@code piece} takes the first (G-11). */
    private static void slide(Draft draft, int[] path, int empty, GipfPiece piece) {
        for (int i = empty; i > 0; i--) {
            draft.board[path[i]] = draft.board[path[i - 1]];
        }
        draft.put(path[0], piece);
    }

    private static int firstEmpty(byte[] board, int[] path) {
        for (int i = 0; i < path.length; i++) {
            if (board[path[i]] == 0) {
                return i;
            }
        }
        return -1;
    }

    private MoveResult<GipfPosition> remove(GipfPosition position, GipfMove.Remove remove) {
        if (position.pending() != Pending.ROWS) {
            return MoveResult.illegal(GipfMoveError.NO_ROW_TO_REMOVE, awaited(position));
        }
        List<GipfRow> rows = position.rowsToRemove();
        GipfRow row = rows.stream().filter(r -> r.segment().equals(remove.segment())).findFirst().orElse(null);
        if (row == null) {
            return MoveResult.illegal(GipfMoveError.NOT_A_ROW, remove.segment().toString(),
                    rows.stream().map(r -> r.segment().toString()).collect(Collectors.joining(", ")));
        }
        for (int spot : remove.kept()) {
            if (!row.contains(spot) || !position.pieceAt(spot).orElseThrow().kind().keepable()) {
                return MoveResult.illegal(GipfMoveError.CANNOT_KEEP, name(spot));
            }
        }
        Draft draft = position.draft();
        List<Message> notes = new ArrayList<>();
        takeRow(draft, row, remove.kept(), notes);
        if (!GipfRow.find(draft.board, row.side(), draft.standing).stream()
                .filter(r -> r.line() == row.line()).allMatch(r -> fromKeptGipfPieces(draft, r))) {
            return MoveResult.illegal(GipfMoveError.MUST_BREAK, row.segment().toString());
        }
        draft.pending = Pending.NONE;
        checkGipfPieces(draft, notes);
        settle(draft, notes);
        return MoveResult.legal(draft.done(), notes);
    }

    /** The row the remover kept is of GIPF pieces only: it may stand (GA-4), unlike one with a loaded piece in it (P-7). */
    private static boolean fromKeptGipfPieces(Draft draft, GipfRow row) {
        for (int spot : row.spots()) {
            if (draft.at(spot).kind() == Kind.LOADED) {
                return false;
            }
        }
        draft.standing.add(row.segment());
        return true;
    }

    private MoveResult<GipfPosition> challenge(GipfPosition position, boolean demanded) {
        if (position.pending() != Pending.CHALLENGE) {
            return MoveResult.illegal(GipfMoveError.NO_CHALLENGE, awaited(position));
        }
        Draft draft = position.draft();
        Side challenger = position.opponent();
        List<Message> notes = new ArrayList<>();
        if (demanded) {
            draft.challenges[GipfPosition.index(challenger)]--;
            draft.pending = Pending.TAMSK;
            notes.add(Message.of("gipf.note.challenged", side(challenger), options.tamskLevel(), side(position.turn()),
                    draft.challenges[GipfPosition.index(challenger)]));
        } else {
            draft.pending = Pending.EXTRA;
            notes.add(Message.of("gipf.note.notChallenged", side(challenger), side(position.turn())));
        }
        return MoveResult.legal(draft.done(), notes);
    }

    private MoveResult<GipfPosition> tamskResult(GipfPosition position, boolean ownerWon) {
        if (position.pending() != Pending.TAMSK) {
            return MoveResult.illegal(GipfMoveError.NO_TAMSK_GAME, awaited(position));
        }
        Draft draft = position.draft();
        List<Message> notes = new ArrayList<>();
        if (ownerWon) {
            draft.pending = Pending.EXTRA;
            notes.add(Message.of("gipf.note.tamskWon", side(position.turn())));
            return MoveResult.legal(draft.done(), notes);
        }
        notes.add(Message.of("gipf.note.tamskLost", side(position.turn()), side(position.opponent())));
        return potentialGone(draft, notes);
    }

    private MoveResult<GipfPosition> forfeit(GipfPosition position) {
        if (position.pending() != Pending.EXTRA) {
            return MoveResult.illegal(GipfMoveError.NO_EXTRA_MOVE, awaited(position));
        }
        List<Message> notes = new ArrayList<>(List.of(Message.of("gipf.note.forfeited", side(position.turn()))));
        return potentialGone(position.draft(), notes);
    }

    /** The potential on e5 leaves the game unused; its base stays as a basic piece (P-8, P-12). */
    private MoveResult<GipfPosition> potentialGone(Draft draft, List<Message> notes) {
        draft.put(CENTRE, GipfPiece.of(draft.turn, Kind.BASIC));
        draft.pending = Pending.NONE;
        settle(draft, notes);
        return MoveResult.legal(draft.done(), notes);
    }

    /**
     * Runs the turn on as far as the rules leave no choice: the power of the mover's loaded piece on
     * e5 (P-8, P-9: at once if he pushed it there himself, before his push if the opponent did); once the regular push is made and no power waits, the rows, the mover's first
     * (G-17, G-19), each free one with nothing to keep removed at once (G-18), GA-5 checked after
     * each; then the next turn, whose owed power comes before its push. Stops at a decision, a
     * push, or the end of the game.
     */
    private void settle(Draft draft, List<Message> notes) {
        while (draft.loser == null && draft.pending == Pending.NONE) {
            pruneStanding(draft);
            Side mover = draft.turn;
            Side opponent = GipfPosition.other(mover);
            if (draft.at(CENTRE) == GipfPiece.of(mover, Kind.LOADED) ) {
                if (draft.challenges[GipfPosition.index(opponent)] > 0) {
                    draft.pending = Pending.CHALLENGE;
                    notes.add(Message.of("gipf.note.mayChallenge", side(mover), side(opponent), options.tamskLevel()));
                } else {
                    draft.pending = Pending.EXTRA;
                    notes.add(Message.of("gipf.note.power", side(mover)));
                }
                return;
            }
            if (draft.pushDue) {
                return;
            }
            Side remover = !GipfRow.find(draft.board, mover, draft.standing).isEmpty() ? mover
                    : !GipfRow.find(draft.board, opponent, draft.standing).isEmpty() ? opponent : null;
            if (remover == null) {
                endTurn(draft);
                continue;
            }
            List<GipfRow> rows = GipfRow.find(draft.board, remover, draft.standing);
            GipfRow forced = rows.stream().filter(r -> isForced(draft, r, rows)).findFirst().orElse(null);
            if (forced == null) {
                draft.pending = Pending.ROWS;
                notes.add(Message.of(rows.size() == 1 ? "gipf.note.chooseKept" : "gipf.note.chooseRow", side(remover),
                        rows.stream().map(r -> r.segment().toString()).collect(Collectors.joining(", "))));
                return;
            }
            takeRow(draft, forced, List.of(), notes);
            checkGipfPieces(draft, notes);
        }
    }

    /** A row that crosses no other and holds no piece its remover may keep goes without a decision (G-18, G-21). */
    private static boolean isForced(Draft draft, GipfRow row, List<GipfRow> rows) {
        for (int spot : row.spots()) {
            if (draft.at(spot).kind().keepable()) {
                return false;
            }
        }
        return rows.stream().noneMatch(other -> other != row && other.crosses(row));
    }

    private static void endTurn(Draft draft) {
        draft.turn = GipfPosition.other(draft.turn);
        draft.pushDue = true;
    }

    /** A row kept whole stands only while it is unchanged: the same stretch, of GIPF pieces only (GA-4). */
    private static void pruneStanding(Draft draft) {
        if (draft.standing.isEmpty()) {
            return;
        }
        List<Segment> still = new ArrayList<>();
        for (Side side : List.of(Side.WHITE, Side.BLACK)) {
            for (GipfRow row : GipfRow.find(draft.board, side, List.of())) {
                if (draft.standing.contains(row.segment()) && onlyGipfPieces(draft.board, row)) {
                    still.add(row.segment());
                }
            }
        }
        draft.standing = still;
    }

    static boolean onlyGipfPieces(byte[] board, GipfRow row) {
        for (int spot : row.spots()) {
            if (GipfPiece.ofCode(board[spot]).kind() != Kind.GIPF) {
                return false;
            }
        }
        return true;
    }

    /**
     * The row and its extensions leave the board but for {@code kept}: the remover's own pieces go back to
     * his reserve, a GIPF piece as two (G-16); the opponent's are captured; potentials, loaded or used,
     * leave the game (P-6, P-11).
     */
    private static void takeRow(Draft draft, GipfRow row, List<Integer> kept, List<Message> notes) {
        Side remover = row.side();
        int back = 0;
        int captured = 0;
        int potentials = 0;
        for (int spot : row.spots()) {
            if (kept.contains(spot)) {
                continue;
            }
            GipfPiece piece = draft.at(spot);
            int pieces = piece.kind().basicPieces();
            if (piece.side() == remover) {
                draft.reserve[GipfPosition.index(remover)] += pieces;
                back += pieces;
            } else {
                draft.captured[GipfPosition.index(piece.side())] += pieces;
                captured += pieces;
            }
            if (piece.kind() == Kind.LOADED || piece.kind() == Kind.POTENTIAL) {
                potentials++;
            }
            draft.put(spot, null);
        }
        notes.add(Message.of("gipf.note.rowRemoved", side(remover), row.segment().toString(), back, captured,
                side(GipfPosition.other(remover))));
        if (!kept.isEmpty()) {
            notes.add(Message.of("gipf.note.kept", kept.stream().map(GipfBoard::name).collect(Collectors.joining(", ")), kept.size()));
        }
        if (potentials > 0) {
            notes.add(Message.of("gipf.note.potentialsOut", potentials));
        }
    }

    /** GA-5: after each removal, the mover first, a player without a GIPF piece loses at once (G-25). */
    private static void checkGipfPieces(Draft draft, List<Message> notes) {
        for (Side side : List.of(draft.turn, GipfPosition.other(draft.turn))) {
            int me = GipfPosition.index(side);
            int gipfPieces = 0;
            for (byte code : draft.board) {
                if (code == GipfPiece.of(side, Kind.GIPF).code()) {
                    gipfPieces++;
                }
            }
            if (lacksGipf(draft.variant, gipfPieces, draft.gipfPhase[me], draft.reserve[me])) {
                draft.loser = side;
                draft.pending = Pending.NONE;
                draft.pushDue = true; // the game is over: no turn is left half played
                return;
            }
        }
    }

    /**
     * G-25: in the standard and tournament games a player with no GIPF piece on the board has lost —
     * in the tournament game once he has brought one in (still in his GIPF phase with his whole reserve, he has not).
     */
    private static boolean lacksGipf(GipfVariant variant, int gipfPieces, boolean inGipfPhase, int reserve) {
        return variant != GipfVariant.BASIC && gipfPieces == 0 && !(inGipfPhase && reserve == variant.pieces());
    }

    /** Every way to remove {@code row}: each choice of the GIPF and loaded pieces in it that stay, but those P-7 forbids. */
    private void removals(GipfPosition position, GipfRow row, List<GipfMove> moves) {
        List<Integer> keepable = new ArrayList<>();
        for (int spot : row.spots()) {
            if (position.pieceAt(spot).orElseThrow().kind().keepable()) {
                keepable.add(spot);
            }
        }
        for (int mask = 0; mask < 1 << keepable.size(); mask++) {
            List<Integer> kept = new ArrayList<>();
            for (int i = 0; i < keepable.size(); i++) {
                if ((mask & 1 << i) != 0) {
                    kept.add(keepable.get(i));
                }
            }
            GipfMove.Remove remove = new GipfMove.Remove(row.segment(), kept);
            if (kept.isEmpty() || apply(position, remove) instanceof MoveResult.Legal) {
                moves.add(remove);
            }
        }
    }

    private static Outcome noGipf(Side loser) {
        return Outcome.win(GipfPosition.other(loser), Message.of("gipf.outcome.noGipf", side(loser), side(GipfPosition.other(loser))));
    }

    /** What the position waits for, as a sentence for the reasons that say a token comes at the wrong time. */
    static Message awaited(GipfPosition position) {
        Side decider = position.decider();
        return switch (position.pending()) {
            case ROWS -> Message.of("gipf.awaiting.rows", side(decider),
                    position.rowsToRemove().stream().map(r -> r.segment().toString()).collect(Collectors.joining(", ")));
            case CHALLENGE -> Message.of("gipf.awaiting.challenge", side(decider));
            case TAMSK -> Message.of("gipf.awaiting.tamsk", side(decider));
            case EXTRA -> Message.of("gipf.awaiting.extra", side(decider));
            case NONE -> Message.of("gipf.awaiting.push", side(decider));
        };
    }

    static Message side(Side side) {
        return Message.of(side.key());
    }
}
