package org.ludoteka.puzzle;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.stream.IntStream;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskPosition;

/**
 * Where a Tamsk hourglass can still go: the cells it could step onto, one after another, through
 * cells that are not full, if the other hourglasses made way — they move on, but a full cell stays
 * full for the rest of the game (T-11). So these are also the only cells it can still drop rings on.
 */
final class TamskReach {

    private TamskReach() {
    }

    /** The cells the hourglass on {@code cell} can still reach, its own cell left out, in cell order. */
    static List<String> of(TamskPosition position, int cell) {
        boolean[] reached = new boolean[TamskBoard.CELLS];
        reached[cell] = true;
        Deque<Integer> front = new ArrayDeque<>(List.of(cell));
        while (!front.isEmpty()) {
            for (int next : TamskBoard.neighbours(front.remove())) {
                if (!reached[next] && !position.rings().isFull(next)) {
                    reached[next] = true;
                    front.add(next);
                }
            }
        }
        return IntStream.range(0, TamskBoard.CELLS).filter(c -> reached[c] && c != cell).mapToObj(TamskBoard::name).toList();
    }
}
