package org.ludoteka.games.tamsk;

import static org.ludoteka.games.tamsk.TamskBoard.NONE;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.ludoteka.core.Side;

/**
 * A Tamsk position: everything the rules need to go on, and nothing more; its text form is DESIGN.md §3.
 *
 * @param level      1, 2 or 3: hourglasses as plain pieces, as timers, and with the 15-second timer too
 * @param turn       the player on move (or whose turn it is to skip)
 * @param claim      the cell the last mover left without a ring: he may still drop it (level 2–3: at
 *                   once), and the player on move may claim it until he starts moving (TA-5); or NONE
 * @param sinceLetGo ms since the last mover let go of the hourglass on {@code claim} (the ring grace)
 * @param timer      the 15-second timer (level 3)
 * @param hand       the cell of the hourglass the player on move has picked up (level 3), {@link #PLACING} for
 *                   one picked up to be placed in the free start, or NONE
 * @param early      the cell of the hourglass the other player has picked up while the player on move, his
 *                   15 s run out, still finishes a late move (T-26: two hands at once), or NONE
 * @param overfull   the cell an hourglass was moved onto although it was full (strict mode: its owner lost), or NONE
 */
public record TamskPosition(int level, Side turn, PlayerState red, PlayerState black, Rings rings,
                            int claim, long sinceLetGo, FifteenSecondTimer timer, int hand, int early, int overfull) {
    /** {@link #hand}: the player on move holds an hourglass he has still to place (free start, level 3; TA-6). */
    public static final int PLACING = -2;

    public TamskPosition {
        if (level < 1 || level > 3 || (turn != Side.RED && turn != Side.BLACK)) {
            throw new IllegalArgumentException("not a Tamsk level and side: " + level + " " + turn);
        }
    }

    /** The set start of T-5/T-6 at {@code level}: Red a1 g1 d7, Black d1 g4 a4, all at rest. */
    public static TamskPosition start(int level) {
        List<Hourglass> red = atRest("a1", "g1", "d7");
        List<Hourglass> black = atRest("d1", "g4", "a4");
        return new TamskPosition(level, Side.RED,
                new PlayerState(red, PlayerState.FULL_HOLDER, 0, PlayerState.openingImpliedBy(red, level)),
                new PlayerState(black, PlayerState.FULL_HOLDER, 0, PlayerState.openingImpliedBy(black, level)),
                Rings.EMPTY, NONE, 0, FifteenSecondTimer.EMPTY, NONE, NONE, NONE);
    }

    /** The free start of T-29: an empty board; each player places his hourglasses in his first three turns. */
    public static TamskPosition free(int level) {
        PlayerState empty = new PlayerState(List.of(), PlayerState.FULL_HOLDER, 0, 0);
        return new TamskPosition(level, Side.RED, empty, empty, Rings.EMPTY, NONE, 0, FifteenSecondTimer.EMPTY, NONE, NONE, NONE);
    }

    public PlayerState player(Side side) {
        return side == Side.RED ? red : black;
    }

    public Side opponent() {
        return other(turn);
    }

    /** The other player: red for black, black for red. */
    public static Side other(Side side) {
        return side == Side.RED ? Side.BLACK : Side.RED;
    }

    public Optional<Hourglass> hourglassAt(int cell) {
        return hourglasses().filter(h -> h.cell() == cell).findFirst();
    }

    /** The owner of the hourglass on {@code cell}, if one stands there. */
    public Optional<Side> ownerAt(int cell) {
        if (red.hourglasses().stream().anyMatch(h -> h.cell() == cell)) {
            return Optional.of(Side.RED);
        }
        return black.hourglasses().stream().anyMatch(h -> h.cell() == cell) ? Optional.of(Side.BLACK) : Optional.empty();
    }

    /** The cells next to the hourglass that it may really enter: vacant and not full (T-9, T-11). */
    public List<Integer> destinations(Hourglass hourglass) {
        return IntStream.of(TamskBoard.neighbours(hourglass.cell()))
                .filter(cell -> ownerAt(cell).isEmpty() && !rings.isFull(cell))
                .boxed().toList();
    }

    public boolean canMove(Hourglass hourglass) {
        return !hourglass.isExpired() && !destinations(hourglass).isEmpty();
    }

    public List<Hourglass> movable(Side side) {
        return player(side).hourglasses().stream().filter(this::canMove).toList();
    }

    /**
     * The player on move has lost this turn (T-24, T-25, T-27): all he may do is pass, after claiming a
     * forgotten ring if he likes (TA-5). A late mover who still holds his hourglass finishes that move
     * first: the turn he loses is his next one.
     */
    public boolean isSkipping() {
        return player(turn).skips() > 0 && hand == NONE;
    }

    /**
     * The 15 s have run out on the player on move while he holds an hourglass (T-24): he may still
     * finish, and the other may already start his own move (T-26).
     */
    public boolean isLate() {
        return level == 3 && hand != NONE && player(turn).skips() > 0;
    }

    /** The player on move holds an hourglass he has picked up to place it (free start, level 3). */
    public boolean isPlacing() {
        return hand == PLACING;
    }

    /**
     * The game is over (T-13, TA-9): no hourglass of either side can move and none is left to place,
     * even if sand still runs in blocked ones; or, in strict mode, someone moved onto a full cell.
     */
    public boolean isFinished() {
        return overfull != NONE || (red.toPlace() == 0 && black.toPlace() == 0
                && movable(Side.RED).isEmpty() && movable(Side.BLACK).isEmpty());
    }

    Stream<Hourglass> hourglasses() {
        return Stream.concat(red.hourglasses().stream(), black.hourglasses().stream());
    }

    TamskPosition with(Side side, PlayerState state) {
        return side == Side.RED
                ? new TamskPosition(level, turn, state, black, rings, claim, sinceLetGo, timer, hand, early, overfull)
                : new TamskPosition(level, turn, red, state, rings, claim, sinceLetGo, timer, hand, early, overfull);
    }

    TamskPosition withRings(Rings newRings) {
        return new TamskPosition(level, turn, red, black, newRings, claim, sinceLetGo, timer, hand, early, overfull);
    }

    TamskPosition withClaim(int newClaim) {
        return new TamskPosition(level, turn, red, black, rings, newClaim, 0, timer, hand, early, overfull);
    }

    TamskPosition withTimer(FifteenSecondTimer newTimer) {
        return new TamskPosition(level, turn, red, black, rings, claim, sinceLetGo, newTimer, hand, early, overfull);
    }

    TamskPosition withHand(int newHand) {
        return new TamskPosition(level, turn, red, black, rings, claim, sinceLetGo, timer, newHand, early, overfull);
    }

    TamskPosition withEarly(int newEarly) {
        return new TamskPosition(level, turn, red, black, rings, claim, sinceLetGo, timer, hand, newEarly, overfull);
    }

    TamskPosition withOverfull(int cell) {
        return new TamskPosition(level, turn, red, black, rings, claim, sinceLetGo, timer, hand, early, cell);
    }

    /** {@code side} drops one ring from his holder onto {@code cell}. */
    TamskPosition ringDropped(Side side, int cell) {
        return with(side, player(side).lessOneRing()).withRings(rings.plusOne(cell));
    }

    /**
     * The turn of the player on move is over (he let go, passed, or lost it): the other is on move,
     * holding the hourglass he picked up early if he did (T-26), the 15-second timer no longer runs
     * against him, and {@code pending} is the cell he left without a ring, if any.
     */
    TamskPosition turnEnded(int pending) {
        Side mover = turn;
        FifteenSecondTimer newTimer = timer.runsAgainst(mover) ? timer.againstNobody() : timer;
        TamskPosition ended = with(mover, player(mover).afterTurn());
        return new TamskPosition(level, other(mover), ended.red, ended.black, rings, pending, 0, newTimer, early, NONE, overfull);
    }

    /** Time passes: every running hourglass, the 15-second timer and (levels 2–3) the ring grace, by {@code millis}. */
    TamskPosition drained(long millis) {
        return new TamskPosition(level, turn, red.withHourglasses(drained(red, millis)),
                black.withHourglasses(drained(black, millis)), rings, claim,
                claim == NONE || level == 1 ? sinceLetGo : sinceLetGo + millis, timer.drained(millis), hand, early, overfull);
    }

    private static List<Hourglass> drained(PlayerState player, long millis) {
        return player.hourglasses().stream().map(h -> h.drained(millis)).toList();
    }

    private static List<Hourglass> atRest(String... cells) {
        List<Hourglass> hourglasses = new ArrayList<>();
        for (String cell : cells) {
            hourglasses.add(Hourglass.atRest(TamskBoard.cell(cell)));
        }
        return hourglasses;
    }

    @Override
    public String toString() {
        return TamskNotation.INSTANCE.format(this);
    }
}
