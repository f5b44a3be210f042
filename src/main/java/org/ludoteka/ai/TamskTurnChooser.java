package org.ludoteka.ai;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.ludoteka.core.MoveResult;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tamsk.TamskRules;

/**
 * Chooses the turn of the player on move: the search proposes, the rules dispose. Every move the
 * search would consider at the root is first played through {@link TamskRules#apply}, and only
 * those the rules accept are searched, so what comes out is always legal.
 */
final class TamskTurnChooser {

    /** The events of the chosen turn, in order, its score for the player on move, and how many plies deep that score looked. */
    record Turn(List<TamskEvent> events, int score, int depth) {
    }

    private final TamskRules rules;
    private final TamskSearch search;

    TamskTurnChooser(TamskRules rules, TamskStrength strength, SplittableRandom random) {
        this.rules = rules;
        this.search = new TamskSearch(strength, random);
    }

    /**
     * The best turn in {@code position} as the search sees it from {@code root} (the same position,
     * perhaps as it will be a little later), searched until {@code deadlineNanos} with the sand
     * running at {@code pace}.
     */
    Turn choose(TamskPosition position, TamskSearchBoard root, long deadlineNanos, TamskPace pace) {
        return choose(position, root, deadlineNanos, pace, Integer.MAX_VALUE);
    }

    /** The same, looking at most {@code depthCap} plies deep. */
    Turn choose(TamskPosition position, TamskSearchBoard root, long deadlineNanos, TamskPace pace, int depthCap) {
        TamskSearchBoard from = root;
        int[] moves = legalMoves(position, from);
        if (moves.length == 0) {
            // every hourglass that could move runs out before the move would land: try all the same
            from = TamskSearchBoard.of(position);
            moves = legalMoves(position, from);
        }
        if (moves.length == 0) {
            // cannot happen while the search knows every move the rules allow but the ones it never plays
            // (a voluntary pass, a step onto a full cell in strict mode); should it, an answer still has to be legal
            return new Turn(List.of(rules.legalMoves(position).get(0)), -TamskSearch.WIN, 0);
        }
        TamskSearch.Result result = search.search(from, moves, deadlineNanos, pace, depthCap);
        return new Turn(from.events(moves[result.best()]), result.score(), result.depth());
    }

    /** The moves the search would consider from {@code board} whose events the rules accept in {@code position}. */
    private int[] legalMoves(TamskPosition position, TamskSearchBoard board) {
        int[] generated = new int[TamskSearchBoard.MAX_MOVES];
        int count = board.generate(generated);
        List<Integer> legal = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            if (isLegal(position, board.events(generated[i]))) {
                legal.add(generated[i]);
            }
        }
        return legal.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * The rules accept the events in turn. A pass the search plays is the forced one of T-12: at
     * level 3 the rules would also take it as a voluntary pass, which costs the next turn too (T-27).
     */
    private boolean isLegal(TamskPosition position, List<TamskEvent> events) {
        if (events.equals(List.of(TamskEvent.PASS))) {
            return rules.legalMoves(position).contains(TamskEvent.PASS);
        }
        TamskPosition now = position;
        for (TamskEvent event : events) {
            if (!(rules.apply(now, event) instanceof MoveResult.Legal<TamskPosition> legal)) {
                return false;
            }
            now = legal.after();
        }
        return true;
    }
}
