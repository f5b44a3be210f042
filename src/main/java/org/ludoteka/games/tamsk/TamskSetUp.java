package org.ludoteka.games.tamsk;

import static org.ludoteka.games.tamsk.TamskBoard.NONE;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.PositionDraft;
import org.ludoteka.core.Side;

/**
 * A Tamsk position being set up by hand: the level, each player's hourglasses with the sand in them
 * (at rest, running with so many seconds, or run out), the rings on each cell and in each holder, and
 * who is to move. It starts a turn afresh: nothing is held, claimed or timed. {@link #position()}
 * refuses what no game can reach, with the reason. Immutable: each change gives a new set-up.
 */
public final class TamskSetUp implements PositionDraft.OfSides<TamskPosition, TamskSetUp> {
    private static final List<Side> SIDES = List.of(Side.RED, Side.BLACK);
    private static final int ALL_RINGS = 2 * PlayerState.FULL_HOLDER;

    private final int level;
    private final Side turn;
    private final List<Hourglass> red;
    private final List<Hourglass> black;
    private final int[] rings;
    private final int[] holders;

    private TamskSetUp(int level, Side turn, List<Hourglass> red, List<Hourglass> black, int[] rings, int[] holders) {
        this.level = level;
        this.turn = turn;
        this.red = List.copyOf(red);
        this.black = List.copyOf(black);
        this.rings = rings;
        this.holders = holders;
    }

    /** The set-up of a position as it stands: its hourglasses, rings and holders; what is held, claimed or timed is left out. */
    public static TamskSetUp of(TamskPosition position) {
        int[] rings = new int[TamskBoard.CELLS];
        for (int cell = 0; cell < TamskBoard.CELLS; cell++) {
            rings[cell] = position.rings().on(cell);
        }
        return new TamskSetUp(position.level(), position.turn(), position.red().hourglasses(), position.black().hourglasses(), rings,
                new int[] {position.red().holder(), position.black().holder()});
    }

    public int level() {
        return level;
    }

    @Override
    public Side turn() {
        return turn;
    }

    public List<Hourglass> hourglasses(Side side) {
        return side == Side.RED ? red : black;
    }

    public Optional<Hourglass> hourglassAt(int cell) {
        return hourglasses(Side.RED).stream().filter(h -> h.cell() == cell).findFirst()
                .or(() -> hourglasses(Side.BLACK).stream().filter(h -> h.cell() == cell).findFirst());
    }

    /** Whose hourglass stands on {@code cell}, if one does. */
    public Optional<Side> ownerAt(int cell) {
        return red.stream().anyMatch(h -> h.cell() == cell) ? Optional.of(Side.RED)
                : black.stream().anyMatch(h -> h.cell() == cell) ? Optional.of(Side.BLACK) : Optional.empty();
    }

    public int ringsOn(int cell) {
        return rings[cell];
    }

    public int holder(Side side) {
        return holders[side == Side.RED ? 0 : 1];
    }

    /** The set start of this level (T-5). */
    @Override
    public TamskSetUp start() {
        return of(TamskPosition.start(level)).withTurn(turn);
    }

    /** No hourglass and no ring on the board: every ring in the holders. */
    @Override
    public TamskSetUp cleared() {
        return new TamskSetUp(level, turn, List.of(), List.of(), new int[TamskBoard.CELLS],
                new int[] {PlayerState.FULL_HOLDER, PlayerState.FULL_HOLDER});
    }

    public TamskSetUp withLevel(int newLevel) {
        if (newLevel < 1 || newLevel > 3) {
            throw new IllegalArgumentException("Tamsk has levels 1 to 3: " + newLevel);
        }
        return new TamskSetUp(newLevel, turn, red, black, rings, holders);
    }

    /** Red, then Black: the seats of a game of Tamsk. */
    @Override
    public List<Side> sides() {
        return SIDES;
    }

    @Override
    public TamskSetUp withTurn(Side newTurn) {
        if (newTurn != Side.RED && newTurn != Side.BLACK) {
            throw new IllegalArgumentException("Red or Black moves: " + newTurn);
        }
        return new TamskSetUp(level, newTurn, red, black, rings, holders);
    }

    /**
     * {@code hourglass} of {@code side} stands on its cell instead of whatever stood there; {@link
     * InputError} when {@code side} has his three hourglasses on the board already (T-1).
     */
    public TamskSetUp with(Side side, Hourglass hourglass) {
        TamskSetUp without = without(hourglass.cell());
        List<Hourglass> own = new ArrayList<>(without.hourglasses(side));
        if (own.size() == PlayerState.HOURGLASSES) {
            throw new InputError("tamsk.setUp.threeHourglasses", Message.of(side.key()));
        }
        own.add(hourglass);
        return side == Side.RED ? new TamskSetUp(level, turn, own, without.black, rings, holders)
                : new TamskSetUp(level, turn, without.red, own, rings, holders);
    }

    /** No hourglass on {@code cell}. */
    public TamskSetUp without(int cell) {
        return new TamskSetUp(level, turn, red.stream().filter(h -> h.cell() != cell).toList(),
                black.stream().filter(h -> h.cell() != cell).toList(), rings, holders);
    }

    /** {@code count} rings on {@code cell}, from none to the cell's capacity (T-11). */
    public TamskSetUp withRings(int cell, int count) {
        if (count < 0 || count > TamskBoard.capacity(cell)) {
            throw new IllegalArgumentException(TamskBoard.name(cell) + " holds 0 to " + TamskBoard.capacity(cell) + " rings");
        }
        int[] changed = rings.clone();
        changed[cell] = count;
        return new TamskSetUp(level, turn, red, black, changed, holders);
    }

    /** {@code count} rings in {@code side}'s holder, 0 to 32. */
    public TamskSetUp withHolder(Side side, int count) {
        if (count < 0 || count > PlayerState.FULL_HOLDER) {
            throw new IllegalArgumentException("a holder has 0 to 32 rings: " + count);
        }
        int[] changed = holders.clone();
        changed[side == Side.RED ? 0 : 1] = count;
        return new TamskSetUp(level, turn, red, black, rings, changed);
    }

    /** The rings on the board. */
    public int ringsOnBoard() {
        int total = 0;
        for (int count : rings) {
            total += count;
        }
        return total;
    }

    /** The position as set up, unchecked: what the board shows while it is being set up. */
    @Override
    public TamskPosition preview() {
        return new TamskPosition(level, turn,
                new PlayerState(red, holders[0], 0, PlayerState.openingImpliedBy(red, level)),
                new PlayerState(black, holders[1], 0, PlayerState.openingImpliedBy(black, level)),
                Rings.of(rings), NONE, 0, FifteenSecondTimer.EMPTY, NONE, NONE, NONE);
    }

    /**
     * The position set up, checked: {@link InputError} with the first reason, in this order, why no
     * game can reach it — sand in an hourglass at level 1, where hourglasses are plain pieces (level 1, T-8),
     * rings that do not make 64 in all (T-1, T-5), or no hourglass left to move or place, so that the game
     * would be over (T-13) — and then anything the position text itself refuses.
     */
    @Override
    public TamskPosition position() {
        if (level == 1) {
            for (Hourglass hourglass : hourglassesInOrder()) {
                if (!hourglass.isAtRest()) {
                    throw new InputError("tamsk.setUp.sandAtLevel1", TamskBoard.name(hourglass.cell()));
                }
            }
        }
        if (ringsOnBoard() + holders[0] + holders[1] != ALL_RINGS) {
            throw new InputError("tamsk.setUp.ringTotal", ringsOnBoard(), holders[0], holders[1], ALL_RINGS);
        }
        TamskPosition position = preview();
        if (position.isFinished()) {
            throw new InputError("tamsk.setUp.over");
        }
        return TamskNotation.INSTANCE.parsePosition(TamskNotation.INSTANCE.format(position));
    }

    private List<Hourglass> hourglassesInOrder() {
        List<Hourglass> all = new ArrayList<>(red);
        all.addAll(black);
        all.sort((a, b) -> Integer.compare(a.cell(), b.cell()));
        return all;
    }
}
