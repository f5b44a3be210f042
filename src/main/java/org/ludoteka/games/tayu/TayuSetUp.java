package org.ludoteka.games.tayu;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.PositionDraft;
import org.ludoteka.core.Side;
import org.ludoteka.games.tayu.TayuPosition.SeatBid;

/**
 * A Ta Yü position being set up by hand: how many play, who is on move, the tiles on the board (in
 * the order they were put), the tiles each seat holds face up, and how many tiles are left in the
 * supply, which are the tiles used nowhere else, stacked as a shuffled supply is (Y-6). With three
 * players the bidding is kept as the position it started from had it. {@link #position} refuses what
 * no game of the options the set-up was made for can reach, with the reason. Immutable: each change
 * gives a new set-up.
 */
public final class TayuSetUp implements PositionDraft<TayuPosition, TayuSetUp> {
    private final int players;
    private final int turn;
    private final List<SeatBid> bids;
    private final Side start;
    private final List<TayuMove> tiles;
    private final List<List<TayuTile>> hands;
    private final int supply;
    /** The supply of the position the set-up started from, kept while it still fits what the set-up leaves. */
    private final TayuSupply kept;
    /** The most tiles a seat may hold before it places one, in the game the position is set up for: 1, or 2 in the advanced game (Y-18). */
    private final int mostInHand;

    private TayuSetUp(int players, int turn, List<SeatBid> bids, Side start, List<TayuMove> tiles, List<List<TayuTile>> hands, int supply,
                      TayuSupply kept, int mostInHand) {
        this.players = players;
        this.turn = turn;
        this.bids = List.copyOf(bids);
        this.start = start;
        this.tiles = List.copyOf(tiles);
        this.hands = hands.stream().map(List::copyOf).toList();
        this.supply = supply;
        this.kept = kept;
        this.mostInHand = mostInHand;
    }

    /**
     * The set-up of a position as it stands, for a game of {@code options} (missing ones take their
     * defaults): the advanced game lets a seat hold two tiles (Y-18), and {@link #position} checks the
     * hands so.
     */
    public static TayuSetUp of(TayuPosition position, Map<String, String> options) {
        return of(position, TayuOptions.of(TayuGame.INSTANCE.withDefaults(options)).handToPlace());
    }

    private static TayuSetUp of(TayuPosition position, int mostInHand) {
        return new TayuSetUp(position.players(), position.turn(), position.bids(), position.start(), position.board().tiles(),
                position.hands(), position.supply().size(), position.supply(), mostInHand);
    }

    public int players() {
        return players;
    }

    /** The seat on move: in Ta Yü the seats, not the roles, take turns. */
    @Override
    public int mover() {
        return turn;
    }

    /** Each seat's name, with its role when three play. */
    @Override
    public List<Message> seats() {
        TayuPosition preview = preview();
        return IntStream.range(0, players).mapToObj(seat -> TayuRules.seatAndRole(preview, seat)).toList();
    }

    public List<TayuMove> tiles() {
        return tiles;
    }

    public List<TayuTile> hand(int seat) {
        return hands.get(seat);
    }

    /** The tiles in the supply. */
    public int supply() {
        return supply;
    }

    /** The tiles of the box used neither on the board nor in a hand: the most the supply can hold. */
    public int unused() {
        return TayuTile.ALL - tiles.size() - hands.stream().mapToInt(List::size).sum();
    }

    /** The start of a game of this many players (the supply of {@code start}, seed 1). */
    @Override
    public TayuSetUp start() {
        return of(TayuPosition.seeded(players, TayuNotation.DEFAULT_SEED), mostInHand).withMover(Math.min(turn, players - 1));
    }

    /** No tile on the board or in a hand; every tile in the supply. */
    @Override
    public TayuSetUp cleared() {
        return new TayuSetUp(players, turn, bids, start, List.of(), emptyHands(players), TayuTile.ALL, kept, mostInHand);
    }

    /** {@code count} players, each seat's hand kept as far as there are seats; with three a new bidding, unless it had three already. */
    public TayuSetUp withPlayers(int count) {
        if (count < 2 || count > 4) {
            throw new IllegalArgumentException("Ta Yü is played by 2 to 4: " + count);
        }
        List<List<TayuTile>> resized = new ArrayList<>(emptyHands(count));
        for (int seat = 0; seat < Math.min(count, players); seat++) {
            resized.set(seat, hands.get(seat));
        }
        boolean sameBidding = count == players;
        return new TayuSetUp(count, Math.min(turn, count - 1), sameBidding ? bids : List.of(), sameBidding ? start : Side.NS, tiles, resized,
                supply, kept, mostInHand);
    }

    @Override
    public TayuSetUp withMover(int seat) {
        if (seat < 0 || seat >= players) {
            throw new IllegalArgumentException("no seat " + seat + " among " + players);
        }
        return new TayuSetUp(players, seat, bids, start, tiles, hands, supply, kept, mostInHand);
    }

    /** How many tiles the supply holds, up to the unused ones. */
    public TayuSetUp withSupply(int count) {
        if (count < 0 || count > TayuTile.ALL) {
            throw new IllegalArgumentException("the supply holds 0 to 112 tiles: " + count);
        }
        return new TayuSetUp(players, turn, bids, start, tiles, hands, count, kept, mostInHand);
    }

    /** The tile on the board covering {@code square}, if any. */
    public Optional<TayuMove> tileAt(int square) {
        return tiles.stream().filter(move -> covers(move, square)).findFirst();
    }

    /**
     * {@code move}'s tile on the board, put last; {@link InputError} with the rules' reason when it
     * would lie off the board or over another tile (Y-10). Whether it could have been laid there in a
     * game is for {@link #position} to say.
     */
    public TayuSetUp with(TayuMove move) {
        TayuBoard board = board();
        for (int i = 0; i < 3; i++) {
            if (!TayuBoard.onBoard(move.file(i), move.row(i)) || board.covered(TayuBoard.square(move.file(i), move.row(i)))) {
                throw new InputError(TayuRules.whyNotLaid(board, move).key(), TayuRules.whyNotLaid(board, move).args().toArray());
            }
        }
        List<TayuMove> more = new ArrayList<>(tiles);
        more.add(move);
        int left = Math.min(supply, TayuTile.ALL - more.size() - hands.stream().mapToInt(List::size).sum());
        return new TayuSetUp(players, turn, bids, start, more, hands, left, kept, mostInHand);
    }

    /** No tile on {@code square}. */
    public TayuSetUp without(int square) {
        return new TayuSetUp(players, turn, bids, start, tiles.stream().filter(move -> !covers(move, square)).toList(), hands, supply, kept,
                mostInHand);
    }

    /**
     * The hands as the position text writes them, seat by seat, separated by commas, each a hand's
     * tiles joined by {@code +} or {@code -} for none ({@code 025+136,-}); {@link InputError} for a text
     * that is not that for this many players.
     */
    public TayuSetUp withHands(String text) {
        String[] parts = text.strip().split(",", -1);
        if (parts.length != players) {
            throw new InputError("tayu.setUp.handsText", text.strip(), players);
        }
        List<List<TayuTile>> read = new ArrayList<>();
        for (String part : parts) {
            List<TayuTile> hand = new ArrayList<>();
            if (!part.strip().equals("-")) {
                for (String digits : part.strip().split("\\+", -1)) {
                    TayuTile tile = TayuTile.parse(digits.strip());
                    if (tile == null) {
                        throw new InputError("tayu.setUp.handsText", text.strip(), players);
                    }
                    hand.add(tile);
                }
            }
            read.add(hand);
        }
        int left = Math.min(supply, TayuTile.ALL - tiles.size() - read.stream().mapToInt(List::size).sum());
        return new TayuSetUp(players, turn, bids, start, tiles, read, Math.max(0, left), kept, mostInHand);
    }

    /** The hands as {@link #withHands} reads them. */
    public String handsText() {
        return String.join(",", hands.stream()
                .map(hand -> hand.isEmpty() ? "-" : String.join("+", hand.stream().map(TayuTile::digits).toList())).toList());
    }

    /** The position as set up, unchecked: what the board shows while it is being set up. */
    @Override
    public TayuPosition preview() {
        return new TayuPosition(players, turn, bids, start, hands, board(), supplyOf(Math.min(supply, Math.max(0, unused()))));
    }

    /**
     * The position set up, checked: {@link InputError} with the first reason, in this order, why no
     * game can reach it — a kind of tile used more than four times (Y-4), a supply bigger than the tiles
     * left, tiles on the board while three players still bid (Y-20), a tile that could not have been laid
     * where it lies in any order of the tiles (Y-11, Y-12), a seat holding more tiles than it may before
     * it places one (1, or 2 in the advanced game, Y-18) — and then anything the
     * position text itself refuses.
     */
    @Override
    public TayuPosition position() {
        Map<TayuTile, Integer> used = new HashMap<>();
        List<TayuTile> all = new ArrayList<>(tiles.stream().map(TayuMove::tile).toList());
        hands.forEach(all::addAll);
        for (TayuTile tile : all) {
            int count = used.merge(tile.kind(), 1, Integer::sum);
            if (count > TayuTile.COPIES) {
                throw new InputError("tayu.setUp.tooMany", tile.kind().digits(), count, TayuTile.COPIES);
            }
        }
        if (supply > unused()) {
            throw new InputError("tayu.setUp.supply", supply, unused());
        }
        TayuPosition preview = preview();
        if (preview.isBidding() && !tiles.isEmpty()) {
            throw new InputError("tayu.setUp.bidding");
        }
        checkLaidInSomeOrder();
        for (int seat = 0; seat < players; seat++) {
            if (hands.get(seat).size() > mostInHand) {
                throw new InputError("tayu.setUp.hand", TayuRules.seat(preview, seat), hands.get(seat).size(), mostInHand);
            }
        }
        return TayuNotation.INSTANCE.parsePosition(TayuNotation.INSTANCE.format(preview));
    }

    /**
     * Lays the tiles one by one, each time any that may lie where it is set up on the board laid so
     * far; a tile no order lets lie is refused with the rules' reason. Whether two touching tiles'
     * edges agree does not depend on which was laid first, and each tile laid only gives the others
     * more channels to continue, so the first order found is as good as any.
     */
    private void checkLaidInSomeOrder() {
        List<TayuMove> left = new ArrayList<>(tiles);
        TayuBoard board = TayuBoard.EMPTY;
        boolean laid = true;
        while (!left.isEmpty() && laid) {
            laid = false;
            for (TayuMove move : List.copyOf(left)) {
                if (TayuRules.connections(board, move) >= 0) {
                    board = board.with(move);
                    left.remove(move);
                    laid = true;
                }
            }
        }
        if (!left.isEmpty()) {
            TayuMove refused = left.get(0);
            throw new InputError("tayu.setUp.tile", TayuNotation.placement(refused), TayuRules.whyNotLaid(board, refused));
        }
    }

    private TayuBoard board() {
        TayuBoard board = TayuBoard.EMPTY;
        for (TayuMove move : tiles) {
            board = board.with(move);
        }
        return board;
    }

    /**
     * A supply of {@code count} tiles: the one kept if it is that big and shares no tile beyond the
     * four of a kind with the board and hands; else the unused tiles in the order of a shuffled box
     * (seed 1), stacked front pair first as at the start (Y-6).
     */
    private TayuSupply supplyOf(int count) {
        if (kept.size() == count && fits(kept.tiles())) {
            return kept;
        }
        List<TayuTile> unusedTiles = new ArrayList<>(TayuSupply.shuffled(TayuNotation.DEFAULT_SEED).tiles());
        List<TayuTile> used = new ArrayList<>(tiles.stream().map(TayuMove::tile).toList());
        hands.forEach(used::addAll);
        for (TayuTile tile : used) {
            for (int i = 0; i < unusedTiles.size(); i++) {
                if (unusedTiles.get(i).kind().equals(tile.kind())) {
                    unusedTiles.remove(i);
                    break;
                }
            }
        }
        List<TayuTile> chosen = unusedTiles.subList(0, Math.min(count, unusedTiles.size()));
        List<List<TayuTile>> a = new ArrayList<>();
        List<List<TayuTile>> b = new ArrayList<>();
        for (int first = 0; first < chosen.size(); first += TayuSupply.STACK) {
            List<TayuTile> stack = chosen.subList(first, Math.min(chosen.size(), first + TayuSupply.STACK));
            ((first / TayuSupply.STACK) % 2 == 0 ? a : b).add(stack);
        }
        return new TayuSupply(a, b);
    }

    /** Whether {@code supplyTiles}, with the board's and the hands', use no kind more than four times. */
    private boolean fits(List<TayuTile> supplyTiles) {
        Map<TayuTile, Integer> used = new HashMap<>();
        List<TayuTile> all = new ArrayList<>(supplyTiles);
        all.addAll(tiles.stream().map(TayuMove::tile).toList());
        hands.forEach(all::addAll);
        return all.stream().allMatch(tile -> used.merge(tile.kind(), 1, Integer::sum) <= TayuTile.COPIES);
    }

    private static boolean covers(TayuMove move, int square) {
        for (int i = 0; i < 3; i++) {
            if (TayuBoard.onBoard(move.file(i), move.row(i)) && TayuBoard.square(move.file(i), move.row(i)) == square) {
                return true;
            }
        }
        return false;
    }

    private static List<List<TayuTile>> emptyHands(int players) {
        List<List<TayuTile>> empty = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            empty.add(List.of());
        }
        return empty;
    }
}
