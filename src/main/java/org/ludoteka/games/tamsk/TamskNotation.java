package org.ludoteka.games.tamsk;

import static java.util.Map.entry;
import static org.ludoteka.games.tamsk.TamskBoard.NONE;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.PositionFields;
import org.ludoteka.core.Notation;
import org.ludoteka.core.Side;
import org.ludoteka.core.Words;
import org.ludoteka.games.tamsk.TamskEvent.Elapse;
import org.ludoteka.games.tamsk.TamskEvent.Move;
import org.ludoteka.games.tamsk.TamskEvent.PickUp;
import org.ludoteka.games.tamsk.TamskEvent.Place;

/**
 * The Tamsk notation of DESIGN.md §3. A position is {@code tamsk} and {@code key=value} fields in a
 * fixed order, the optional ones only where they differ from their defaults; events are the tokens
 * {@code a1-b2}, {@code a1-b2+}, {@code ring}, {@code claim}, {@code pass}, {@code a1^}, {@code timer},
 * {@code @^} (level 3, free start: an hourglass to place picked up), {@code @b2} and {@code +12.5s};
 * {@code hand=@} is a placement held, and {@code ranout=<cell>:<ms>,…} says how long before the
 * moment described each run-out hourglass ran out (TA-8; one it does not name, as in every older
 * text, ran out at that moment). Four fields are ours, for what the rules need and §3 does not
 * name: {@code early=<cell>} (T-26: the hourglass the other player picked up while the late mover
 * finishes), {@code letgo=<ms>} (time since the last mover let go, for the ring grace), {@code
 * opening=<red>,<black>} (first turns left; by default one per hourglass at rest) and {@code
 * overfull=<cell>} (strict mode: the full cell an hourglass was moved onto).
 *
 * @param startLevel  the level of the named starts {@code start} and {@code free}
 * @param levelChosen the level was chosen explicitly, so a position text at another level is a mistake
 */
public record TamskNotation(int startLevel, boolean levelChosen) implements Notation<TamskPosition, TamskEvent> {
    /** Named starts at level 1, and any level a position text gives. */
    public static final TamskNotation INSTANCE = new TamskNotation(1, false);

    private static final List<String> KEYS = List.of(
            "level", "turn", "red", "black", "rings", "holders", "claim", "skips", "timer", "hand", "early", "letgo", "opening", "overfull", "ranout");
    private static final int REQUIRED_KEYS = 6;
    /** The ring grace and the first three turns come with the sand of level 2; skips, the timer and the hand with level 3. */
    private static final Map<String, Integer> FIRST_LEVEL_OF_FIELD = Map.of("ranout", 2, "letgo", 2, "opening", 2, "skips", 3, "timer", 3, "hand", 3, "early", 3);
    /** {@code hand=@}: the hourglass in hand is one still to be placed (free start, level 3). */
    private static final String HAND_PLACING = "@";
    private static final int ALL_RINGS = 2 * PlayerState.FULL_HOLDER;
    private static final Pattern MOVE = Pattern.compile("([a-z][0-9]+)-([a-z][0-9]+)(\\+?)");
    private static final Pattern PICK_UP = Pattern.compile("([a-z][0-9]+)\\^");
    private static final Pattern PLACE = Pattern.compile("@([a-z][0-9]+)");
    private static final Pattern ELAPSE = Pattern.compile("\\+([0-9]{1,6}(?:\\.[0-9]{1,3})?)s");
    private static final Words<IntFunction<TamskPosition>> STARTS = Words.of(entry("start", TamskPosition::start),
            entry("free", TamskPosition::free));
    /** The events written as a word, then moves, pickings up, placements and the time let pass. */
    private static final Words<TamskEvent> EVENTS = Words.of(entry("ring", TamskEvent.RING), entry("claim", TamskEvent.CLAIM),
                    entry("pass", TamskEvent.PASS), entry("timer", TamskEvent.TIMER), entry("@^", TamskEvent.PICK_UP_TO_PLACE))
            .or(MOVE, m -> new Move(cell(m.group(1)), cell(m.group(2)), !m.group(3).isEmpty()))
            .or(PICK_UP, m -> new PickUp(cell(m.group(1))))
            .or(PLACE, m -> new Place(cell(m.group(1))))
            .or(ELAPSE, m -> new Elapse(new BigDecimal(m.group(1)).movePointRight(3).longValueExact()));
    private static final Pattern GLASS = Pattern.compile("([a-z][0-9]+)(?::(x|[0-9]{1,6}))?");
    /** One entry of {@code ranout=}: a run-out hourglass's cell and how many ms ago it ran out (TA-8). */
    private static final Pattern RAN_OUT = Pattern.compile("([a-z][0-9]+):([0-9]{1,12})");
    private static final Pattern RING_COUNT = Pattern.compile("([a-z][0-9]+):([0-9])");
    private static final Pattern PAIR = Pattern.compile("([0-9]{1,2}),([0-9]{1,2})");
    private static final Pattern TIMER = Pattern.compile("([0-9]{1,5})(?:@(red|black))?");

    /** For a position pasted or typed in the window: the named starts at {@code level}, a position text at its own level. */
    public static TamskNotation atAnyLevel(int level) {
        return new TamskNotation(level, false);
    }

    @Override
    public TamskPosition parsePosition(String text) {
        String trimmed = text.strip();
        Optional<IntFunction<TamskPosition>> named = STARTS.read(trimmed);
        if (named.isPresent()) {
            return named.get().apply(startLevel);
        }
        TamskPosition position = new PositionReader(text).read(trimmed);
        if (levelChosen && position.level() != startLevel) {
            throw new InputError("tamsk.input.levelMismatch", position.level(), startLevel);
        }
        return position;
    }

    @Override
    public List<String> namedStarts() {
        return STARTS.words();
    }

    @Override
    public String format(TamskPosition p) {
        StringBuilder text = new StringBuilder("tamsk level=").append(p.level())
                .append(" turn=").append(p.turn().id())
                .append(" red=").append(glasses(p.red()))
                .append(" black=").append(glasses(p.black()))
                .append(" rings=").append(rings(p.rings()))
                .append(" holders=").append(p.red().holder()).append(',').append(p.black().holder());
        if (p.claim() != NONE) {
            text.append(" claim=").append(TamskBoard.name(p.claim()));
        }
        if (p.red().skips() + p.black().skips() > 0) {
            text.append(" skips=").append(p.red().skips()).append(',').append(p.black().skips());
        }
        if (!p.timer().isEmpty()) {
            text.append(" timer=").append(p.timer().upperMillis()).append(p.timer().against().map(s -> "@" + s.id()).orElse(""));
        }
        if (p.hand() != NONE) {
            text.append(" hand=").append(p.isPlacing() ? HAND_PLACING : TamskBoard.name(p.hand()));
        }
        if (p.early() != NONE) {
            text.append(" early=").append(TamskBoard.name(p.early()));
        }
        if (p.sinceLetGo() > 0) {
            text.append(" letgo=").append(p.sinceLetGo());
        }
        if (p.red().opening() != PlayerState.openingImpliedBy(p.red().hourglasses(), p.level())
                || p.black().opening() != PlayerState.openingImpliedBy(p.black().hourglasses(), p.level())) {
            text.append(" opening=").append(p.red().opening()).append(',').append(p.black().opening());
        }
        if (p.overfull() != NONE) {
            text.append(" overfull=").append(TamskBoard.name(p.overfull()));
        }
        String ranOut = ranOut(p);
        if (!ranOut.isEmpty()) {
            text.append(" ranout=").append(ranOut);
        }
        return text.toString();
    }

    @Override
    public TamskEvent parseMove(String text) {
        return EVENTS.read(text.strip()).orElseThrow(() -> new InputError("tamsk.input.event", text));
    }

    @Override
    public String format(TamskPosition before, TamskEvent event) {
        if (event instanceof Move move) {
            return TamskBoard.name(move.from()) + "-" + TamskBoard.name(move.to()) + (move.ring() ? "+" : "");
        }
        if (event instanceof PickUp pickUp) {
            return TamskBoard.name(pickUp.cell()) + "^";
        }
        if (event instanceof Place place) {
            return "@" + TamskBoard.name(place.cell());
        }
        if (event instanceof Elapse elapse) {
            return "+" + BigDecimal.valueOf(elapse.millis(), 3).stripTrailingZeros().toPlainString() + "s";
        }
        return EVENTS.word(event);
    }

    /** A move without the ring dropped with it. */
    @Override
    public TamskEvent bare(TamskEvent event) {
        return event instanceof Move move && move.ring() ? new Move(move.from(), move.to(), false) : event;
    }

    @Override
    public boolean isPlace(String name) {
        return TamskBoard.cell(name) != NONE;
    }

    /** A cell's index from its name; {@link InputError} for a cell off the board. */
    public static int cell(String name) {
        int cell = TamskBoard.cell(name);
        if (cell == NONE) {
            throw new InputError("tamsk.input.cell", name);
        }
        return cell;
    }

    private static String glasses(PlayerState player) {
        if (player.hourglasses().isEmpty()) {
            return "-";
        }
        return player.hourglasses().stream()
                .map(h -> TamskBoard.name(h.cell()) + (h.isAtRest() ? "" : ":" + (h.isExpired() ? "x" : h.upperMillis())))
                .collect(Collectors.joining(","));
    }

    /** TA-8: each run-out hourglass that ran out before the moment described, as {@code cell:ms ago}, Red's first; empty if none. */
    private static String ranOut(TamskPosition p) {
        return p.hourglasses().filter(h -> h.isExpired() && h.sinceRunOut() > 0)
                .map(h -> TamskBoard.name(h.cell()) + ":" + h.sinceRunOut())
                .collect(Collectors.joining(","));
    }

    private static String rings(Rings rings) {
        String listed = IntStream.range(0, TamskBoard.CELLS).filter(cell -> rings.on(cell) > 0)
                .mapToObj(cell -> TamskBoard.name(cell) + ":" + rings.on(cell))
                .collect(Collectors.joining(","));
        return listed.isEmpty() ? "-" : listed;
    }

    /** Reads one position text, naming in every error the text and what is wrong with it. */
    private record PositionReader(String text) {
        TamskPosition read(String trimmed) {
            Map<String, String> fields = PositionFields.read("tamsk", text, KEYS, REQUIRED_KEYS);
            int level = Integer.parseInt(value(fields, "level", "[123]"));
            Side turn = side(value(fields, "turn", "red|black"));
            Map<Integer, Long> ranOut = ranOut(fields);
            List<Hourglass> red = ranOutAgo(glasses(fields.get("red"), level), ranOut);
            List<Hourglass> black = ranOutAgo(glasses(fields.get("black"), level), ranOut);
            if (!ranOut.isEmpty()) {
                throw bad("tamsk.input.ranout", TamskBoard.name(ranOut.keySet().iterator().next()));
            }
            Rings rings = rings(value(fields, "rings", ".+"));
            int[] holders = pair(fields, "holders", "0,0");
            int[] skips = pair(fields, "skips", "0,0");
            int[] opening = pair(fields, "opening", PlayerState.openingImpliedBy(red, level) + "," + PlayerState.openingImpliedBy(black, level));
            checkAtLevel(fields, level);
            TamskPosition position;
            try {
                position = new TamskPosition(level, turn,
                        new PlayerState(red, holders[0], skips[0], opening[0]),
                        new PlayerState(black, holders[1], skips[1], opening[1]),
                        rings, optionalCell(fields, "claim"), millis(fields, "letgo"),
                        timer(fields), hand(fields), optionalCell(fields, "early"),
                        optionalCell(fields, "overfull"));
            } catch (IllegalArgumentException e) {
                throw bad("tamsk.input.outOfRange");
            }
            checkConsistent(position);
            return position;
        }

        private String value(Map<String, String> fields, String key, String regex) {
            return PositionFields.value("tamsk", text, fields, key, regex);
        }

        private List<Hourglass> glasses(String value, int level) {
            List<Hourglass> glasses = new ArrayList<>();
            if (value.equals("-")) {
                return glasses;
            }
            for (String item : value.split(",", -1)) {
                Matcher matcher = GLASS.matcher(item);
                if (!matcher.matches()) {
                    throw bad("tamsk.input.badValue", "red/black", item);
                }
                int cell = cell(matcher.group(1));
                String sand = matcher.group(2);
                if (sand != null && level == 1) {
                    throw bad("tamsk.input.sandAtLevel1", item);
                }
                if (sand == null) {
                    glasses.add(Hourglass.atRest(cell));
                } else if (sand.equals("x")) {
                    // TA-8: when ranout= does not say otherwise (older texts never do), it ran out at the moment described
                    glasses.add(Hourglass.runOut(cell, 0));
                } else {
                    long millis = Long.parseLong(sand);
                    if (millis < 1 || millis > Hourglass.FULL_MILLIS) {
                        throw bad("tamsk.input.badValue", "red/black", item);
                    }
                    glasses.add(Hourglass.running(cell, millis));
                }
            }
            if (glasses.size() > PlayerState.HOURGLASSES) {
                throw bad("tamsk.input.badValue", "red/black", value);
            }
            return glasses;
        }

        /** {@code ranout=<cell>:<ms>,…}: how long ago each hourglass named ran out (TA-8); none by default. */
        private Map<Integer, Long> ranOut(Map<String, String> fields) {
            Map<Integer, Long> ago = new LinkedHashMap<>();
            if (!fields.containsKey("ranout")) {
                return ago;
            }
            for (String item : fields.get("ranout").split(",", -1)) {
                Matcher matcher = RAN_OUT.matcher(item);
                if (!matcher.matches() || Long.parseLong(matcher.group(2)) < 1) {
                    throw bad("tamsk.input.badValue", "ranout", item);
                }
                int cell = cell(matcher.group(1));
                if (ago.put(cell, Long.parseLong(matcher.group(2))) != null) {
                    throw bad("tamsk.input.badValue", "ranout", item);
                }
            }
            return ago;
        }

        /** The hourglasses, each run-out one that {@code ranOut} names run out that long ago; the names used are taken out of it. */
        private List<Hourglass> ranOutAgo(List<Hourglass> glasses, Map<Integer, Long> ranOut) {
            List<Hourglass> dated = new ArrayList<>();
            for (Hourglass hourglass : glasses) {
                Long ago = hourglass.isExpired() ? ranOut.remove(hourglass.cell()) : null;
                dated.add(ago == null ? hourglass : Hourglass.runOut(hourglass.cell(), ago));
            }
            return dated;
        }

        private Rings rings(String value) {
            int[] counts = new int[TamskBoard.CELLS];
            if (value.equals("-")) {
                return Rings.EMPTY;
            }
            for (String item : value.split(",", -1)) {
                Matcher matcher = RING_COUNT.matcher(item);
                if (!matcher.matches()) {
                    throw bad("tamsk.input.badValue", "rings", item);
                }
                int cell = cell(matcher.group(1));
                int count = Integer.parseInt(matcher.group(2));
                if (counts[cell] != 0 || count < 1 || count > TamskBoard.capacity(cell)) {
                    throw bad("tamsk.input.ringsOnCell", item, TamskBoard.capacity(cell));
                }
                counts[cell] = count;
            }
            return Rings.of(counts);
        }

        private int[] pair(Map<String, String> fields, String key, String absent) {
            String value = fields.getOrDefault(key, absent);
            Matcher matcher = PAIR.matcher(value);
            if (!matcher.matches()) {
                throw bad("tamsk.input.badValue", key, value);
            }
            return new int[] {Integer.parseInt(matcher.group(1)), Integer.parseInt(matcher.group(2))};
        }

        private FifteenSecondTimer timer(Map<String, String> fields) {
            if (!fields.containsKey("timer")) {
                return FifteenSecondTimer.EMPTY;
            }
            String value = value(fields, "timer", TIMER.pattern());
            Matcher matcher = TIMER.matcher(value);
            matcher.matches();
            Optional<Side> against = Optional.ofNullable(matcher.group(2)).map(this::side);
            return new FifteenSecondTimer(Long.parseLong(matcher.group(1)), against);
        }

        private long millis(Map<String, String> fields, String key) {
            return fields.containsKey(key) ? Long.parseLong(value(fields, key, "[0-9]{1,9}")) : 0;
        }

        /** {@code hand=<cell>}, or {@code hand=@}: an hourglass picked up to be placed (free start). */
        private int hand(Map<String, String> fields) {
            return HAND_PLACING.equals(fields.get("hand")) ? TamskPosition.PLACING : optionalCell(fields, "hand");
        }

        private int optionalCell(Map<String, String> fields, String key) {
            return fields.containsKey(key) ? cell(fields.get(key)) : NONE;
        }

        private Side side(String id) {
            return id.equals("red") ? Side.RED : Side.BLACK;
        }

        private void checkAtLevel(Map<String, String> fields, int level) {
            for (String key : fields.keySet()) {
                if (level < FIRST_LEVEL_OF_FIELD.getOrDefault(key, 1)) {
                    throw bad("tamsk.input.fieldAtLevel", key, level);
                }
            }
        }

        private void checkConsistent(TamskPosition p) {
            List<Hourglass> all = p.hourglasses().toList();
            for (Hourglass hourglass : all) {
                if (all.stream().filter(h -> h.cell() == hourglass.cell()).count() > 1) {
                    throw bad("tamsk.input.sharedCell", TamskBoard.name(hourglass.cell()));
                }
            }
            int inHolders = p.red().holder() + p.black().holder();
            if (p.rings().total() + inHolders != ALL_RINGS) {
                throw bad("tamsk.input.ringTotal", p.rings().total(), inHolders);
            }
            if (p.claim() != NONE && (!p.ownerAt(p.claim()).equals(Optional.of(p.opponent())) || p.rings().isFull(p.claim()))) {
                throw bad("tamsk.input.claim", TamskBoard.name(p.claim()));
            }
            if (p.sinceLetGo() > 0 && p.claim() == NONE) {
                throw bad("tamsk.input.letgo");
            }
            if (p.isPlacing() && p.player(p.turn()).toPlace() == 0) {
                throw bad("tamsk.input.hand", HAND_PLACING);
            }
            if (p.hand() != NONE && !p.isPlacing() && (!p.ownerAt(p.hand()).equals(Optional.of(p.turn()))
                    || p.hourglassAt(p.hand()).orElseThrow().isExpired())) {
                throw bad("tamsk.input.hand", TamskBoard.name(p.hand()));
            }
            if (p.early() != NONE && (!p.ownerAt(p.early()).equals(Optional.of(p.opponent()))
                    || p.hourglassAt(p.early()).orElseThrow().isExpired() || p.player(p.turn()).skips() == 0)) {
                throw bad("tamsk.input.early", TamskBoard.name(p.early()));
            }
            if (p.timer().against().isPresent() && !p.timer().runsAgainst(p.turn())) {
                throw bad("tamsk.input.timerSide");
            }
            if (p.overfull() != NONE && (p.ownerAt(p.overfull()).isEmpty() || !p.rings().isFull(p.overfull()))) {
                throw bad("tamsk.input.overfull", TamskBoard.name(p.overfull()));
            }
        }

        private InputError bad(String key, Object... args) {
            return new InputError("tamsk.input.position", text, Message.of(key, args));
        }
    }
}
