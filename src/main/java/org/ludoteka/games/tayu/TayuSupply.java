package org.ludoteka.games.tayu;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The face-down supply (Y-6, Y-9): two lanes, {@code a} and {@code b}, each a row of stacks from the
 * front pair backwards, each stack listed from its top tile down. Only the top tile of each lane's
 * front stack can be drawn. A tile is kept as it lies: its edge positions 0 (the lane's outer end)
 * and 5–7 (the long side towards the players) are the faces one can see from the table.
 */
public record TayuSupply(List<List<TayuTile>> laneA, List<List<TayuTile>> laneB) {
    public static final int LANES = 2;
    public static final int PAIRS = 8;
    public static final int STACK = 7;
    public static final TayuSupply EMPTY = new TayuSupply(List.of(), List.of());
    /** The edge positions of a supply tile that face the table's side and can be seen (Y-5, YA-9). */
    public static final int EXPOSED = 0b11100001;

    public TayuSupply {
        laneA = frozen(laneA);
        laneB = frozen(laneB);
    }

    /**
     * All 112 tiles shuffled by {@code seed} and stacked in 8 pairs of stacks of 7. The seed comes in
     * as data and the shuffle is a plain function of it (a SplitMix64 sequence driving Fisher–Yates),
     * so the rules stay free of any random source: the same seed always gives the same supply.
     */
    public static TayuSupply shuffled(long seed) {
        List<TayuTile> tiles = new ArrayList<>();
        for (TayuTile kind : TayuTile.KINDS) {
            for (int copy = 0; copy < TayuTile.COPIES; copy++) {
                tiles.add(kind);
            }
        }
        long state = seed;
        for (int i = tiles.size() - 1; i >= 0; i--) {
            state += 0x9E3779B97F4A7C15L;
            long mixed = mix(state);
            int j = (int) Long.remainderUnsigned(mixed, i + 1);
            TayuTile tile = tiles.get(j);
            tiles.set(j, tiles.get(i));
            tiles.set(i, (mixed >>> 63) == 0 ? tile : tile.turned()); // which way round it lies, face down
        }
        List<List<TayuTile>> a = new ArrayList<>();
        List<List<TayuTile>> b = new ArrayList<>();
        for (int pair = 0; pair < PAIRS; pair++) {
            int first = pair * 2 * STACK;
            a.add(tiles.subList(first, first + STACK));
            b.add(tiles.subList(first + STACK, first + 2 * STACK));
        }
        return new TayuSupply(a, b);
    }

    /** The first of a SplitMix64 draw's mixing steps: spreads the seed's bits over the whole word. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    public List<List<TayuTile>> lane(int lane) {
        return lane == 0 ? laneA : laneB;
    }

    /** The top tile of the lane's front stack, if the lane has any tile left. */
    public Optional<TayuTile> top(int lane) {
        return lane(lane).isEmpty() ? Optional.empty() : Optional.of(lane(lane).get(0).get(0));
    }

    public int size() {
        return count(laneA) + count(laneB);
    }

    public boolean isEmpty() {
        return laneA.isEmpty() && laneB.isEmpty();
    }

    /** Every tile still in the supply, face down. */
    public List<TayuTile> tiles() {
        List<TayuTile> all = new ArrayList<>();
        laneA.forEach(all::addAll);
        laneB.forEach(all::addAll);
        return all;
    }

    /** The supply after the top tile of the lane's front stack is drawn; the stack behind comes forward when it empties. */
    TayuSupply drawn(int lane) {
        List<List<TayuTile>> stacks = new ArrayList<>(lane(lane));
        stacks.set(0, stacks.get(0).subList(1, stacks.get(0).size()));
        return lane == 0 ? new TayuSupply(stacks, laneB) : new TayuSupply(laneA, stacks);
    }

    /** The supply without its first tile of {@code kind}, looking from lane a's front to lane b's back; empty if none is left. */
    Optional<TayuSupply> without(TayuTile kind) {
        for (int lane = 0; lane < LANES; lane++) {
            List<List<TayuTile>> stacks = new ArrayList<>(lane(lane));
            for (int s = 0; s < stacks.size(); s++) {
                List<TayuTile> stack = new ArrayList<>(stacks.get(s));
                for (int t = 0; t < stack.size(); t++) {
                    if (stack.get(t).kind().equals(kind)) {
                        stack.remove(t);
                        stacks.set(s, stack);
                        return Optional.of(lane == 0 ? new TayuSupply(stacks, laneB) : new TayuSupply(laneA, stacks));
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static int count(List<List<TayuTile>> lane) {
        return lane.stream().mapToInt(List::size).sum();
    }

    /** Copies, and drops the stacks that are used up: the next one is then the front stack. */
    private static List<List<TayuTile>> frozen(List<List<TayuTile>> lane) {
        return lane.stream().filter(stack -> !stack.isEmpty()).map(List::copyOf).toList();
    }
}
