package org.ludoteka.games.tayu;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Rules;
import org.ludoteka.core.Side;
import org.ludoteka.games.tayu.TayuEvent.Bid;
import org.ludoteka.games.tayu.TayuEvent.Draw;
import org.ludoteka.games.tayu.TayuPosition.SeatBid;

/** The rules of Ta Yü (rules.md §3) under one choice of {@link TayuOptions}. */
public record TayuRules(TayuOptions options) implements Rules<TayuPosition, TayuEvent> {
    /** No builder can score more: 19 mouths on a coast, 3 of them marked, is 22 points, and 22 × 22. */
    public static final int MAX_BID = 22 * 22;

    /** What the player on move does next. */
    public enum Phase {
        /** Three players: bid or pass for the spoiler's role. */
        BID,
        /** The advanced game: before play each player draws one tile and keeps it face up (Y-18). */
        SETUP_DRAW,
        DRAW,
        PLACE,
        OVER
    }

    /** What can be seen of a lane's top tile, face down: the back mark, and the notches on its exposed faces when they count as seen. */
    public record Glimpse(boolean marked, Optional<Integer> notches) {
    }

    public Phase phase(TayuPosition position) {
        if (position.isBidding()) {
            return Phase.BID;
        }
        List<TayuTile> hand = position.handOnMove();
        if (hand.size() >= options.handToPlace()) {
            return hand.stream().anyMatch(tile -> fitsAnywhere(position.board(), tile)) ? Phase.PLACE : Phase.OVER;
        }
        if (position.supply().isEmpty()) {
            return Phase.OVER;
        }
        return options.advanced() && hand.isEmpty() ? Phase.SETUP_DRAW : Phase.DRAW;
    }

    /**
     * The bids and {@code pass} while bidding; the draws from the lanes with tiles left; every
     * placement of the tile (or tiles) the player on move holds. With the {@code tile} option, the
     * placements of that tile straight from the supply instead of the draws. A lost turn ({@code
     * forfeit}) is a penalty, not a move, and is not listed.
     */
    @Override
    public List<TayuEvent> legalMoves(TayuPosition position) {
        Phase phase = phase(position);
        List<TayuEvent> moves = new ArrayList<>();
        switch (phase) {
            case BID -> {
                int lowest = position.lowestBid();
                if (lowest > 0) {
                    moves.add(TayuEvent.PASS);
                }
                for (int points = 1; points < (lowest > 0 ? lowest : MAX_BID + 1); points++) {
                    moves.add(new Bid(points));
                }
            }
            case SETUP_DRAW, DRAW -> {
                if (options.tile().isPresent()) {
                    if (position.supply().without(options.tile().get()).isPresent()) {
                        moves.addAll(placements(position.board(), options.tile().get()));
                    }
                } else {
                    for (int lane = 0; lane < TayuSupply.LANES; lane++) {
                        if (position.supply().top(lane).isPresent()) {
                            moves.add(new Draw(lane));
                        }
                    }
                }
            }
            case PLACE -> {
                Set<TayuTile> kinds = position.handOnMove().stream().map(TayuTile::kind).collect(Collectors.toCollection(LinkedHashSet::new));
                kinds.forEach(kind -> moves.addAll(placements(position.board(), kind)));
            }
            default -> {
                // the game is over: nothing more is played
            }
        }
        return moves;
    }

    /** Every legal placement of a tile of this kind, in all four of its orientations. */
    public static List<TayuMove> placements(TayuBoard board, TayuTile tile) {
        List<TayuMove> moves = new ArrayList<>();
        placements(board, tile, move -> {
            moves.add(move);
            return true;
        });
        return moves;
    }

    public static boolean fitsAnywhere(TayuBoard board, TayuTile tile) {
        boolean[] fits = {false};
        placements(board, tile, move -> {
            fits[0] = true;
            return false;
        });
        return fits[0];
    }

    /**
     * Hands each legal placement of {@code tile} to {@code found} until it answers false. Beside a tile already
     * laid, for a tile that touches none continues no channel (Y-11): the squares away from the river are
     * passed over without looking at their edges, most of the board.
     */
    private static void placements(TayuBoard board, TayuTile tile, Predicate<TayuMove> found) {
        boolean[] besideTiles = board.isEmpty() ? null : besideTiles(board);
        for (TayuTile lying : new TayuTile[] {tile, tile.turned()}) {
            for (boolean vertical : new boolean[] {false, true}) {
                for (int anchor = 0; anchor < TayuBoard.SQUARES; anchor++) {
                    TayuMove move = new TayuMove(anchor, vertical, lying);
                    if ((besideTiles == null || touches(move, besideTiles)) && connections(board, move) >= 0 && !found.test(move)) {
                        return;
                    }
                }
            }
        }
    }

    /** Which squares have a tile laid across one of their edges. */
    private static boolean[] besideTiles(TayuBoard board) {
        boolean[] beside = new boolean[TayuBoard.SQUARES];
        for (int square = 0; square < TayuBoard.SQUARES; square++) {
            if (!board.covered(square)) {
                continue;
            }
            for (int direction = TayuBoard.NORTH; direction <= TayuBoard.WEST; direction++) {
                int[] across = TayuBoard.step(TayuBoard.file(square), TayuBoard.row(square), direction);
                if (TayuBoard.onBoard(across[0], across[1])) {
                    beside[TayuBoard.square(across[0], across[1])] = true;
                }
            }
        }
        return beside;
    }

    /** Whether one of the squares {@code move} covers has a tile beside it. */
    private static boolean touches(TayuMove move, boolean[] besideTiles) {
        for (int i = 0; i < 3; i++) {
            if (TayuBoard.onBoard(move.file(i), move.row(i)) && besideTiles[TayuBoard.square(move.file(i), move.row(i))]) {
                return true;
            }
        }
        return false;
    }

    /**
     * How many channels the tile continues where {@code move} lays it (0 for the first tile), or -1
     * when it may not lie there: off the board, over a tile, the first away from the centre, no channel
     * continued, or a mouth meeting a blank edge either way (Y-10 – Y-12, YA-1).
     */
    public static int connections(TayuBoard board, TayuMove move) {
        boolean coversCentre = false;
        for (int i = 0; i < 3; i++) {
            int file = move.file(i);
            int row = move.row(i);
            if (!TayuBoard.onBoard(file, row) || board.covered(TayuBoard.square(file, row))) {
                return -1;
            }
            coversCentre |= TayuBoard.square(file, row) == TayuBoard.CENTRE;
        }
        if (board.isEmpty()) {
            return coversCentre ? 0 : -1;
        }
        int connections = 0;
        for (int position = 0; position < TayuTile.POSITIONS; position++) {
            int neighbour = neighbour(board, move, position);
            if (neighbour < 0) {
                continue;
            }
            boolean ours = move.tile().hasMouth(position);
            boolean theirs = board.mouth(neighbour, TayuBoard.opposite(move.direction(position)));
            if (ours != theirs) {
                return -1;
            }
            connections += ours ? 1 : 0;
        }
        return connections > 0 ? connections : -1;
    }

    /** The covered square across edge {@code position} of the tile {@code move} lays, or -1 when that is off the board or free. */
    private static int neighbour(TayuBoard board, TayuMove move, int position) {
        int i = TayuMove.squareOfPosition(position);
        int[] across = TayuBoard.step(move.file(i), move.row(i), move.direction(position));
        if (!TayuBoard.onBoard(across[0], across[1])) {
            return -1;
        }
        int square = TayuBoard.square(across[0], across[1]);
        return board.covered(square) ? square : -1;
    }

    @Override
    public MoveResult<TayuPosition> apply(TayuPosition position, TayuEvent event) {
        Phase phase = phase(position);
        if (phase == Phase.OVER) {
            return MoveResult.illegal(TayuMoveError.GAME_OVER);
        }
        boolean bidding = event instanceof Bid || event instanceof TayuEvent.Pass;
        if (phase == Phase.BID && !bidding) {
            return MoveResult.illegal(TayuMoveError.BIDDING_FIRST);
        }
        if (phase != Phase.BID && bidding) {
            return MoveResult.illegal(TayuMoveError.NOT_BIDDING);
        }
        if (event instanceof Bid bid) {
            return bid(position, bid.points());
        }
        if (event instanceof TayuEvent.Pass) {
            return pass(position);
        }
        if (event instanceof Draw draw) {
            return draw(position, phase, draw.lane());
        }
        if (event instanceof TayuEvent.Forfeit) {
            return forfeit(position, phase);
        }
        return place(position, phase, (TayuMove) event);
    }

    private MoveResult<TayuPosition> bid(TayuPosition position, int points) {
        if (points < 1 || points > MAX_BID) {
            return MoveResult.illegal(TayuMoveError.BID_OUT_OF_RANGE, points, MAX_BID);
        }
        int lowest = position.lowestBid();
        if (lowest > 0 && points >= lowest) {
            return MoveResult.illegal(TayuMoveError.BID_NOT_LOWER, points, lowest);
        }
        return afterCall(position, new SeatBid(position.turn(), points), Message.of("tayu.note.bid", seat(position, position.turn()), points));
    }

    private MoveResult<TayuPosition> pass(TayuPosition position) {
        if (position.lowestBid() == 0) {
            return MoveResult.illegal(TayuMoveError.FIRST_BID_NEEDED);
        }
        return afterCall(position, new SeatBid(position.turn(), 0), Message.of("tayu.note.pass", seat(position, position.turn())));
    }

    /** The bidding goes on to the next seat still in it; once two have passed, the chosen builder starts. */
    private MoveResult<TayuPosition> afterCall(TayuPosition position, SeatBid call, Message note) {
        List<SeatBid> bids = new ArrayList<>(position.bids());
        bids.add(call);
        TayuPosition after = position.with(position.turn(), bids, position.hands(), position.board(), position.supply());
        List<Message> notes = new ArrayList<>(List.of(note));
        if (after.isBidding()) {
            int next = after.next(position.turn());
            while (after.hasPassed(next)) {
                next = after.next(next);
            }
            after = after.with(next, bids, after.hands(), after.board(), after.supply());
        } else {
            int spoiler = after.spoilerSeat().orElseThrow();
            int first = after.seatOf(after.start());
            after = after.with(first, bids, after.hands(), after.board(), after.supply());
            notes.add(Message.of("tayu.note.spoiler", seat(after, spoiler), after.lowestBid(), seat(after, after.seatOf(Side.NS)),
                    seat(after, after.seatOf(Side.WE)), seat(after, first)));
        }
        return MoveResult.legal(after, notes);
    }

    private MoveResult<TayuPosition> draw(TayuPosition position, Phase phase, int lane) {
        if (phase == Phase.PLACE) {
            return MoveResult.illegal(TayuMoveError.HOLDING, tiles(position.handOnMove()));
        }
        Optional<TayuTile> top = position.supply().top(lane);
        if (top.isEmpty()) {
            return MoveResult.illegal(TayuMoveError.LANE_EMPTY, laneName(lane));
        }
        List<TayuTile> hand = new ArrayList<>(position.handOnMove());
        hand.add(top.get().kind());
        int turn = phase == Phase.SETUP_DRAW ? position.next(position.turn()) : position.turn();
        TayuPosition after = position.with(turn, position.bids(), position.handsWith(position.turn(), hand), position.board(),
                position.supply().drawn(lane));
        List<Message> notes = new ArrayList<>();
        notes.add(Message.of(phase == Phase.SETUP_DRAW ? "tayu.note.drewToKeep" : "tayu.note.drew",
                seat(position, position.turn()), top.get().kind().digits(), laneName(lane)));
        return legal(after, notes);
    }

    private MoveResult<TayuPosition> forfeit(TayuPosition position, Phase phase) {
        if (position.players() != 4) {
            return MoveResult.illegal(TayuMoveError.FORFEIT_FOUR_PLAYERS);
        }
        if (phase != Phase.PLACE) {
            return MoveResult.illegal(TayuMoveError.NOTHING_DRAWN);
        }
        List<TayuTile> hand = new ArrayList<>(position.handOnMove());
        TayuTile handed = hand.remove(hand.size() - 1);
        int next = position.next(position.turn());
        List<TayuTile> nextHand = new ArrayList<>(position.hand(next));
        nextHand.add(handed);
        List<List<TayuTile>> hands = new ArrayList<>(position.handsWith(position.turn(), hand));
        hands.set(next, nextHand);
        TayuPosition after = position.with(next, position.bids(), hands, position.board(), position.supply());
        return legal(after, new ArrayList<>(List.of(Message.of("tayu.note.forfeit", seat(position, position.turn()), handed.digits(),
                seat(position, next)))));
    }

    private MoveResult<TayuPosition> place(TayuPosition position, Phase phase, TayuMove move) {
        TayuTile kind = move.tile().kind();
        List<List<TayuTile>> hands = position.hands();
        TayuSupply supply = position.supply();
        if (phase == Phase.PLACE) {
            List<TayuTile> hand = new ArrayList<>(position.handOnMove());
            if (!hand.remove(kind)) {
                return MoveResult.illegal(TayuMoveError.NOT_IN_HAND, kind.digits(), tiles(position.handOnMove()));
            }
            hands = position.handsWith(position.turn(), hand);
        } else {
            Optional<TayuSupply> rest = supply.without(kind);
            if (rest.isEmpty() && position.handOnMove().contains(kind)) {
                return MoveResult.illegal(TayuMoveError.DRAW_SECOND_FIRST, kind.digits());
            }
            if (rest.isEmpty()) {
                return MoveResult.illegal(TayuMoveError.NONE_LEFT, kind.digits());
            }
            supply = rest.get();
        }
        int connections = connections(position.board(), move);
        if (connections < 0) {
            return whyNot(position.board(), move);
        }
        TayuBoard board = position.board().with(move);
        TayuPosition after = position.with(position.next(position.turn()), position.bids(), hands, board, supply);
        List<Message> notes = new ArrayList<>();
        String from = TayuBoard.name(move.file(0), move.row(0));
        String to = TayuBoard.name(move.file(2), move.row(2));
        notes.add(position.board().isEmpty()
                ? Message.of("tayu.note.first", seat(position, position.turn()), move.tile().digits(), from, to)
                : Message.of("tayu.note.placed", seat(position, position.turn()), move.tile().digits(), from, to, connections));
        int[] points = board.coastPoints();
        notes.add(Message.of("tayu.note.scores", points[TayuBoard.NORTH], points[TayuBoard.SOUTH], after.score(Side.NS),
                points[TayuBoard.WEST], points[TayuBoard.EAST], after.score(Side.WE)));
        return legal(after, notes);
    }

    /** Why the tile may not lie where {@code move} lays it on {@code board}, in the rules' words: for a set-up checked tile by tile. */
    static Message whyNotLaid(TayuBoard board, TayuMove move) {
        return ((MoveResult.Illegal<TayuPosition>) whyNot(board, move)).message();
    }

    /** The first reason, in the order of {@link TayuMoveError}, why the tile may not lie where {@code move} lays it. */
    private static MoveResult<TayuPosition> whyNot(TayuBoard board, TayuMove move) {
        for (int i = 0; i < 3; i++) {
            if (!TayuBoard.onBoard(move.file(i), move.row(i))) {
                return MoveResult.illegal(TayuMoveError.OUTSIDE_BOARD, TayuBoard.name(move.file(i), move.row(i)),
                        direction(move.vertical() ? TayuBoard.NORTH : TayuBoard.EAST));
            }
        }
        List<String> squares = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            int square = TayuBoard.square(move.file(i), move.row(i));
            if (board.covered(square)) {
                return MoveResult.illegal(TayuMoveError.ON_TILE, TayuBoard.name(square));
            }
            squares.add(TayuBoard.name(square));
        }
        if (board.isEmpty()) {
            return MoveResult.illegal(TayuMoveError.FIRST_NOT_CENTRE, squares.get(0), squares.get(1), squares.get(2),
                    TayuBoard.name(TayuBoard.CENTRE));
        }
        boolean continues = false;
        for (int position = 0; position < TayuTile.POSITIONS; position++) {
            int neighbour = neighbour(board, move, position);
            continues |= neighbour >= 0 && move.tile().hasMouth(position)
                    && board.mouth(neighbour, TayuBoard.opposite(move.direction(position)));
        }
        if (!continues) {
            return MoveResult.illegal(TayuMoveError.NO_CHANNEL);
        }
        for (int position = 0; position < TayuTile.POSITIONS; position++) {
            int neighbour = neighbour(board, move, position);
            if (neighbour >= 0 && move.tile().hasMouth(position) && !board.mouth(neighbour, TayuBoard.opposite(move.direction(position)))) {
                return MoveResult.illegal(TayuMoveError.MOUTH_AGAINST_BLANK, ownSquare(move, position), direction(move.direction(position)),
                        TayuBoard.name(neighbour));
            }
        }
        for (int position = 0; position < TayuTile.POSITIONS; position++) {
            int neighbour = neighbour(board, move, position);
            if (neighbour >= 0 && !move.tile().hasMouth(position) && board.mouth(neighbour, TayuBoard.opposite(move.direction(position)))) {
                return MoveResult.illegal(TayuMoveError.BLANK_CLOSES_CHANNEL, ownSquare(move, position), direction(move.direction(position)),
                        TayuBoard.name(neighbour));
            }
        }
        throw new IllegalStateException("a placement refused for no reason: " + move);
    }

    /** What can be seen of the top tile of the lane's front stack, or empty when the lane is used up (Y-5, YA-9). */
    public Optional<Glimpse> visible(TayuPosition position, int lane) {
        return position.supply().top(lane).map(tile -> new Glimpse(tile.isMarked(),
                options.notches() ? Optional.of(tile.mouths() & TayuSupply.EXPOSED) : Optional.empty()));
    }

    @Override
    public Optional<Outcome> outcome(TayuPosition position) {
        return phase(position) == Phase.OVER ? Optional.of(TayuResult.of(position, options)) : Optional.empty();
    }

    private MoveResult<TayuPosition> legal(TayuPosition after, List<Message> notes) {
        outcome(after).ifPresent(outcome -> notes.add(outcome.reason()));
        return MoveResult.legal(after, notes);
    }

    /** How a seat is named: by what it builds with two players, by its place at the table with four, by its number with three. */
    public static Message seat(TayuPosition position, int seat) {
        return switch (position.players()) {
            case 2 -> Message.of(position.role(seat).orElseThrow().key());
            case 4 -> Message.of("tayu.seat." + TayuNotation.FOUR_SEATS.get(seat));
            default -> Message.of("tayu.seat.player", seat + 1);
        };
    }

    /**
     * A seat as the window names it: with three players, once the bidding is over, its number and its
     * role — "Player 2 (the spoiler)" — so that the spoiler's seat is named as such wherever a seat
     * is named; otherwise as {@link #seat} names it.
     */
    public static Message seatAndRole(TayuPosition position, int seat) {
        Optional<Side> role = position.role(seat);
        if (position.players() != 3 || role.isEmpty()) {
            return seat(position, seat);
        }
        return withRole(position, seat, role.get());
    }

    /** A seat with what it builds or spoils, for the list of who sits where: with four players, its place and its team too. */
    public static Message seatWithTeam(TayuPosition position, int seat) {
        return position.players() == 4 ? withRole(position, seat, position.role(seat).orElseThrow()) : seatAndRole(position, seat);
    }

    private static Message withRole(TayuPosition position, int seat, Side role) {
        return Message.of("tayu.seat.withRole", seat(position, seat), Message.of("tayu.role." + role.id()));
    }

    static Message direction(int direction) {
        return Message.of("tayu.side." + List.of("north", "east", "south", "west").get(direction));
    }

    static String laneName(int lane) {
        return lane == 0 ? "a" : "b";
    }

    private static String ownSquare(TayuMove move, int position) {
        int i = TayuMove.squareOfPosition(position);
        return TayuBoard.name(move.file(i), move.row(i));
    }

    private static String tiles(List<TayuTile> tiles) {
        return tiles.stream().map(TayuTile::digits).collect(Collectors.joining(", "));
    }
}
