package org.ludoteka.games.tayu;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.ludoteka.core.Side;

/**
 * A Ta Yü position: the board, the supply, the face-up tiles each seat holds, the seat on move, and
 * for three players the bidding so far and which builder the lot lets start. Seats are numbered
 * clockwise from 0; what each seat builds follows from the number of players (and, for three, from
 * the bidding). Everything the rules need is here, the hidden supply included, so a position text is
 * a full record of the game; a player sees of it only what {@link TayuRules#visible} shows.
 *
 * @param bids  three players: the bids so far in order, each a seat and points (0 for a pass)
 * @param start three players: the builder who plays first once the bidding is over (Y-21)
 */
public record TayuPosition(int players, int turn, List<SeatBid> bids, Side start, List<List<TayuTile>> hands,
                           TayuBoard board, TayuSupply supply) {

    /** One call of the bidding: the seat and its bid, or 0 for a pass. */
    public record SeatBid(int seat, int points) {
        public boolean isPass() {
            return points == 0;
        }
    }

    public TayuPosition {
        if (players < 2 || players > 4 || turn < 0 || turn >= players || hands.size() != players) {
            throw new IllegalArgumentException("Ta Yü is played by 2 to 4 players, one hand each");
        }
        if (start != Side.NS && start != Side.WE) {
            throw new IllegalArgumentException("a builder starts: " + start);
        }
        bids = List.copyOf(bids);
        hands = hands.stream().map(List::copyOf).toList();
    }

    /** The position before play: an empty board, the supply, no tile held, {@code turn} on move (or bidding first). */
    public static TayuPosition start(int players, TayuSupply supply, int turn, Side start) {
        List<List<TayuTile>> hands = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            hands.add(List.of());
        }
        return new TayuPosition(players, turn, List.of(), start, hands, TayuBoard.EMPTY, supply);
    }

    /**
     * The game {@code start:<seed>} names: the supply shuffled by the seed, and the lots drawn from the
     * same seed as data — who starts (Y-8; with four players, among the four seats, Y-23), or for three
     * players who bids first (Y-20) and which builder starts (Y-21). Play then goes clockwise from him.
     */
    public static TayuPosition seeded(int players, long seed) {
        long lots = TayuSupply.mix(seed ^ 0x5DEECE66DL);
        int turn = (int) Long.remainderUnsigned(lots, players);
        Side start = players == 3 && ((lots >>> 32) & 1) != 0 ? Side.WE : Side.NS;
        return start(players, TayuSupply.shuffled(seed), turn, start);
    }

    public List<TayuTile> hand(int seat) {
        return hands.get(seat);
    }

    public List<TayuTile> handOnMove() {
        return hands.get(turn);
    }

    public int next(int seat) {
        return (seat + 1) % players;
    }

    /** Three players, while the spoiler is not chosen yet: two must have passed (Y-20). */
    public boolean isBidding() {
        return players == 3 && bids.stream().filter(SeatBid::isPass).count() < 2;
    }

    /** The lowest bid so far, 0 before the first. */
    public int lowestBid() {
        return bids.stream().filter(b -> !b.isPass()).mapToInt(SeatBid::points).min().orElse(0);
    }

    /** Three players, once the bidding is over: the seat of the spoiler, the last to bid. */
    public Optional<Integer> spoilerSeat() {
        if (players != 3 || isBidding()) {
            return Optional.empty();
        }
        return bids.stream().filter(b -> !b.isPass()).reduce((first, second) -> second).map(SeatBid::seat);
    }

    /** Whether {@code seat} has dropped out of the bidding. */
    public boolean hasPassed(int seat) {
        return bids.stream().anyMatch(b -> b.seat() == seat && b.isPass());
    }

    /**
     * What {@code seat} builds: with two players seat 0 north–south and seat 1 west–east (Y-7); with
     * four, North and South against East and West (Y-23); with three, the seat to the spoiler's left
     * builds north–south and the next one west–east. Empty during the bidding.
     */
    public Optional<Side> role(int seat) {
        if (players != 3) {
            return Optional.of(seat % 2 == 0 ? Side.NS : Side.WE);
        }
        return spoilerSeat().map(spoiler -> seat == spoiler ? Side.SPOILER : seat == (spoiler + 1) % 3 ? Side.NS : Side.WE);
    }

    /** The seat that plays {@code role} first: with three players the seat the bidding gave that role. */
    int seatOf(Side role) {
        for (int seat = 0; seat < players; seat++) {
            if (role(seat).equals(Optional.of(role))) {
                return seat;
            }
        }
        throw new IllegalStateException("no seat plays " + role);
    }

    /** The points on each coast now, indexed north, east, south, west: both scores live during the game. */
    public int[] coastPoints() {
        return board.coastPoints();
    }

    /** A builder's score (Y-17): the points on one of his coasts times those on the opposite one. */
    public int score(Side builder) {
        int[] points = coastPoints();
        return builder == Side.NS ? points[TayuBoard.NORTH] * points[TayuBoard.SOUTH]
                : points[TayuBoard.WEST] * points[TayuBoard.EAST];
    }

    /** All the tiles of the game, wherever they are: on the board, in the supply, in the hands. */
    public int tileCount() {
        return board.tiles().size() + supply.size() + hands.stream().mapToInt(List::size).sum();
    }

    TayuPosition with(int newTurn, List<SeatBid> newBids, List<List<TayuTile>> newHands, TayuBoard newBoard, TayuSupply newSupply) {
        return new TayuPosition(players, newTurn, newBids, start, newHands, newBoard, newSupply);
    }

    List<List<TayuTile>> handsWith(int seat, List<TayuTile> hand) {
        List<List<TayuTile>> all = new ArrayList<>(hands);
        all.set(seat, hand);
        return all;
    }

    @Override
    public String toString() {
        return TayuNotation.INSTANCE.format(this);
    }
}
