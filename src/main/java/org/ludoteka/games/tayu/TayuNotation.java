package org.ludoteka.games.tayu;

import static java.util.Map.entry;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.PositionFields;
import org.ludoteka.core.Notation;
import org.ludoteka.core.Side;
import org.ludoteka.core.Words;
import org.ludoteka.games.tayu.TayuEvent.Bid;
import org.ludoteka.games.tayu.TayuEvent.Draw;
import org.ludoteka.games.tayu.TayuPosition.SeatBid;

/**
 * The Ta Yü notation: squares {@code a1}–{@code s19}, placements {@code <anchor><h|v><three mouth
 * digits>} (DESIGN.md §3), the event tokens {@code draw-a}, {@code draw-b}, {@code bid20}, {@code pass}
 * and {@code forfeit}, and the position text {@code tayu players=… turn=… [bids=… start=…] hands=…
 * board=… a=… b=…} the README describes. Named starts: {@code start} (seed 1) and {@code start:<seed>}.
 *
 * @param players       how many play in the named starts
 * @param playersChosen the number was chosen explicitly, so a position text for another number is a mistake
 */
public record TayuNotation(int players, boolean playersChosen) implements Notation<TayuPosition, TayuEvent> {
    public static final TayuNotation INSTANCE = new TayuNotation(2, false);
    /** The seats of the four-player game, clockwise from North; the start player among them is drawn (Y-23). */
    public static final List<String> FOUR_SEATS = List.of("n", "e", "s", "w");
    public static final long DEFAULT_SEED = 1;

    private static final List<String> KEYS = List.of("players", "turn", "bids", "start", "hands", "board", "a", "b");
    private static final Pattern PLACEMENT = Pattern.compile("([a-z][0-9]{1,2})([hv])([0-9]{3})");
    private static final Pattern BID = Pattern.compile("bid([0-9]{1,4})");
    private static final Pattern SEEDED = Pattern.compile("start:([0-9]{1,18})");
    private static final Pattern SEAT_BID = Pattern.compile("(p[123]):([0-9]{1,4}|pass)");
    private static final int MAX_STACKS = TayuSupply.PAIRS;
    /** The events written as a word (a draw from either lane, dropping out of the bidding, a turn given up), then bids; the rest are placements. */
    private static final Words<TayuEvent> EVENTS = Words.of(entry("draw-a", new Draw(0)), entry("draw-b", new Draw(1)),
            entry("pass", TayuEvent.PASS), entry("forfeit", TayuEvent.FORFEIT)).or(BID, m -> new Bid(Integer.parseInt(m.group(1))));

    @Override
    public TayuPosition parsePosition(String text) {
        String trimmed = text.strip();
        if (trimmed.equals("start")) {
            return TayuPosition.seeded(players, DEFAULT_SEED);
        }
        Matcher seeded = SEEDED.matcher(trimmed);
        if (seeded.matches()) {
            return TayuPosition.seeded(players, Long.parseLong(seeded.group(1)));
        }
        TayuPosition position = new PositionReader(text).read(trimmed);
        if (playersChosen && position.players() != players) {
            throw new InputError("tayu.input.playersMismatch", position.players(), players);
        }
        return position;
    }

    @Override
    public List<String> namedStarts() {
        return List.of("start", "start:SEED");
    }

    @Override
    public String format(TayuPosition p) {
        StringBuilder text = new StringBuilder("tayu players=").append(p.players())
                .append(" turn=").append(seatId(p.players(), p.turn()));
        if (p.players() == 3) {
            text.append(" bids=").append(p.bids().isEmpty() ? "-" : p.bids().stream()
                    .map(b -> seatId(3, b.seat()) + ":" + (b.isPass() ? "pass" : b.points())).collect(Collectors.joining(",")));
            text.append(" start=").append(p.start().id());
        }
        text.append(" hands=").append(p.hands().stream()
                .map(hand -> hand.isEmpty() ? "-" : hand.stream().map(TayuTile::digits).collect(Collectors.joining("+")))
                .collect(Collectors.joining(",")));
        text.append(" board=").append(p.board().isEmpty() ? "-"
                : p.board().tiles().stream().map(TayuNotation::placement).collect(Collectors.joining(",")));
        text.append(" a=").append(lane(p.supply().laneA()));
        text.append(" b=").append(lane(p.supply().laneB()));
        return text.toString();
    }

    @Override
    public TayuEvent parseMove(String text) {
        String trimmed = text.strip();
        return EVENTS.read(trimmed).orElseGet(() -> placement(trimmed, text));
    }

    /** A placement such as {@code j10h025}; {@link InputError} for anything else, or an anchor off the board. */
    public static TayuMove parsePlacement(String text) {
        return placement(text.strip(), text);
    }

    private static TayuMove placement(String trimmed, String text) {
        Matcher matcher = PLACEMENT.matcher(trimmed);
        if (!matcher.matches()) {
            throw new InputError("tayu.input.event", text);
        }
        TayuTile tile = TayuTile.parse(matcher.group(3));
        if (tile == null) {
            throw new InputError("tayu.input.mouths", text, matcher.group(3));
        }
        return new TayuMove(square(matcher.group(1)), matcher.group(2).equals("v"), tile);
    }

    @Override
    public String format(TayuPosition before, TayuEvent event) {
        if (event instanceof TayuMove move) {
            return placement(move);
        }
        if (event instanceof Bid bid) {
            return "bid" + bid.points();
        }
        return EVENTS.word(event);
    }

    public static String placement(TayuMove move) {
        return TayuBoard.name(move.anchor()) + (move.vertical() ? "v" : "h") + move.tile().digits();
    }

    /**
     * A tile a lesson shows enlarged with its 8 exits numbered: its three mouths' digits, after
     * {@code h} (lying eastwards, as when none is written) or {@code v} (northwards): {@code h025},
     * {@code v146}. Its anchor means nothing here.
     */
    public static Optional<TayuMove> closeUp(String piece) {
        String text = piece.strip();
        boolean vertical = text.startsWith("v");
        String digits = text.startsWith("h") || vertical ? text.substring(1) : text;
        TayuTile tile = TayuTile.parse(digits);
        return tile == null ? Optional.empty() : Optional.of(new TayuMove(0, vertical, tile));
    }

    @Override
    public boolean isCloseUp(String piece) {
        return closeUp(piece).isPresent();
    }

    @Override
    public boolean isPlace(String name) {
        return TayuBoard.parseSquare(name) >= 0;
    }

    /** A square's index from its name; {@link InputError} for a square off the board. */
    public static int square(String name) {
        int square = TayuBoard.parseSquare(name);
        if (square < 0) {
            throw new InputError("tayu.input.square", name);
        }
        return square;
    }

    /** The word the position text uses for a seat: {@code ns}/{@code we}, {@code p1}–{@code p3}, {@code n e s w}. */
    public static String seatId(int players, int seat) {
        return switch (players) {
            case 2 -> seat == 0 ? "ns" : "we";
            case 4 -> FOUR_SEATS.get(seat);
            default -> "p" + (seat + 1);
        };
    }

    private static String lane(List<List<TayuTile>> stacks) {
        if (stacks.isEmpty()) {
            return "-";
        }
        return stacks.stream().map(stack -> stack.stream().map(TayuTile::digits).collect(Collectors.joining(",")))
                .collect(Collectors.joining("/"));
    }

    /** Reads one position text, naming in every error the text and what is wrong with it. */
    private record PositionReader(String text) {
        TayuPosition read(String trimmed) {
            Map<String, String> fields = PositionFields.read("tayu", text, KEYS, 0);
            String playersText = required(fields, "players");
            if (!playersText.matches("[234]")) {
                throw bad("tayu.input.badValue", "players", playersText);
            }
            int players = Integer.parseInt(playersText);
            int turn = seat(players, required(fields, "turn"), "turn");
            List<SeatBid> bids = List.of();
            Side start = Side.NS;
            if (players == 3) {
                bids = bids(required(fields, "bids"));
                String startText = required(fields, "start");
                if (!startText.matches("ns|we")) {
                    throw bad("tayu.input.badValue", "start", startText);
                }
                start = startText.equals("ns") ? Side.NS : Side.WE;
            } else if (fields.containsKey("bids") || fields.containsKey("start")) {
                throw bad("tayu.input.threePlayersOnly");
            }
            List<List<TayuTile>> hands = hands(required(fields, "hands"), players);
            TayuBoard board = board(required(fields, "board"));
            TayuSupply supply = new TayuSupply(lane(required(fields, "a"), "a"), lane(required(fields, "b"), "b"));
            TayuPosition position = new TayuPosition(players, turn, bids, start, hands, board, supply);
            checkTiles(position);
            return position;
        }

        private String required(Map<String, String> fields, String key) {
            String value = fields.get(key);
            if (value == null) {
                throw bad("tayu.input.missing", key);
            }
            return value;
        }

        private int seat(int players, String id, String key) {
            for (int seat = 0; seat < players; seat++) {
                if (seatId(players, seat).equals(id)) {
                    return seat;
                }
            }
            throw bad("tayu.input.badValue", key, id);
        }

        /** The bids in order; each lower than the last, and none by a seat that has passed. */
        private List<SeatBid> bids(String value) {
            List<SeatBid> bids = new ArrayList<>();
            if (value.equals("-")) {
                return bids;
            }
            int lowest = TayuRules.MAX_BID + 1;
            for (String item : value.split(",", -1)) {
                Matcher matcher = SEAT_BID.matcher(item);
                if (!matcher.matches()) {
                    throw bad("tayu.input.badValue", "bids", item);
                }
                int seat = seat(3, matcher.group(1), "bids");
                int points = matcher.group(2).equals("pass") ? 0 : Integer.parseInt(matcher.group(2));
                boolean passedBefore = bids.stream().anyMatch(b -> b.seat() == seat && b.isPass());
                if (passedBefore || (points > 0 && points >= lowest) || (points == 0 && bids.isEmpty())) {
                    throw bad("tayu.input.badValue", "bids", item);
                }
                lowest = points > 0 ? points : lowest;
                bids.add(new SeatBid(seat, points));
            }
            return bids;
        }

        private List<List<TayuTile>> hands(String value, int players) {
            String[] items = value.split(",", -1);
            if (items.length != players) {
                throw bad("tayu.input.handCount", items.length, players);
            }
            List<List<TayuTile>> hands = new ArrayList<>();
            for (String item : items) {
                List<TayuTile> hand = new ArrayList<>();
                if (!item.equals("-")) {
                    for (String digits : item.split("\\+", -1)) {
                        hand.add(tile(digits, "hands").kind());
                    }
                }
                if (hand.size() > 2) {
                    throw bad("tayu.input.badValue", "hands", item);
                }
                hands.add(hand);
            }
            return hands;
        }

        /** The tiles on the board in the order laid: each on three free squares of the board, nothing more checked. */
        private TayuBoard board(String value) {
            TayuBoard board = TayuBoard.EMPTY;
            if (value.equals("-")) {
                return board;
            }
            for (String item : value.split(",", -1)) {
                TayuMove move;
                try {
                    move = placement(item, item);
                } catch (InputError e) {
                    throw bad("tayu.input.badValue", "board", item);
                }
                for (int i = 0; i < 3; i++) {
                    if (!TayuBoard.onBoard(move.file(i), move.row(i)) || board.covered(TayuBoard.square(move.file(i), move.row(i)))) {
                        throw bad("tayu.input.overlap", item);
                    }
                }
                board = board.with(move);
            }
            return board;
        }

        private List<List<TayuTile>> lane(String value, String key) {
            List<List<TayuTile>> stacks = new ArrayList<>();
            if (value.equals("-")) {
                return stacks;
            }
            for (String stackText : value.split("/", -1)) {
                List<TayuTile> stack = new ArrayList<>();
                for (String digits : stackText.split(",", -1)) {
                    stack.add(tile(digits, key));
                }
                if (stack.size() > TayuSupply.STACK) {
                    throw bad("tayu.input.stackHeight", key, stack.size(), TayuSupply.STACK);
                }
                stacks.add(stack);
            }
            if (stacks.size() > MAX_STACKS) {
                throw bad("tayu.input.stackCount", key, stacks.size(), MAX_STACKS);
            }
            return stacks;
        }

        /** No kind more than four times over the board, the supply and the hands (Y-4); fewer is a game with tiles left out. */
        private void checkTiles(TayuPosition position) {
            Map<TayuTile, Integer> counts = new LinkedHashMap<>();
            position.board().tiles().forEach(move -> counts.merge(move.tile().kind(), 1, Integer::sum));
            position.supply().tiles().forEach(tile -> counts.merge(tile.kind(), 1, Integer::sum));
            position.hands().forEach(hand -> hand.forEach(tile -> counts.merge(tile.kind(), 1, Integer::sum)));
            counts.forEach((kind, count) -> {
                if (count > TayuTile.COPIES) {
                    throw bad("tayu.input.tooMany", kind.digits(), count, TayuTile.COPIES);
                }
            });
        }

        private TayuTile tile(String digits, String key) {
            TayuTile tile = TayuTile.parse(digits);
            if (tile == null) {
                throw bad("tayu.input.badValue", key, digits);
            }
            return tile;
        }

        private InputError bad(String key, Object... args) {
            return new InputError("tayu.input.position", text, Message.of(key, args));
        }
    }
}
