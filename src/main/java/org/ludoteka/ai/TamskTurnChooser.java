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

    /** The events of the chosen turn, in order, and its score for the player on move. */
    record Turn(List<TamskEvent> events, int score) {
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
        int[] generated = new int[TamskSearchBoard.MAX_MOVES];
        int count = root.generate(generated);
        List<Integer> legal = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            if (isLegal(position, root.events(generated[i]))) {
                legal.add(generated[i]);
            }
        }
        if (legal.isEmpty()) {
            // the search knows fewer moves than the rules (a voluntary pass, a step onto a full cell in
            // strict mode): what the rules list first is still legal, if nothing better
            return new Turn(List.of(rules.legalMoves(position).get(0)), -TamskSearch.WIN);
        }
        int[] moves = legal.stream().mapToInt(Integer::intValue).toArray();
        TamskSearch.Result result = search.search(root, moves, deadlineNanos, pace);
        return new Turn(root.events(moves[result.best()]), result.score());
    }

    private boolean isLegal(TamskPosition position, List<TamskEvent> events) {
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
