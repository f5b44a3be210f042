package org.ludoteka.ai;

import java.util.HashMap;
import java.util.Map;
import org.ludoteka.core.MoveResult;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskNotation;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tamsk.TamskRules;

/** Shorthand for the Tamsk opponent tests: positions in the notation, and events played through the rules. */
final class TamskPositions {

    private TamskPositions() {
    }

    static TamskPosition position(String text) {
        return TamskNotation.INSTANCE.parsePosition(text);
    }

    /**
     * The {@code rings=} value of an endgame: every cell full, except the given cells, which hold
     * the given number of rings ({@code "f2", 1, "e4", 2}).
     */
    static String fullBut(Object... cellsAndRings) {
        Map<String, Integer> except = new HashMap<>();
        for (int i = 0; i < cellsAndRings.length; i += 2) {
            except.put((String) cellsAndRings[i], (Integer) cellsAndRings[i + 1]);
        }
        StringBuilder rings = new StringBuilder();
        for (int cell = 0; cell < TamskBoard.CELLS; cell++) {
            int count = except.getOrDefault(TamskBoard.name(cell), TamskBoard.capacity(cell));
            if (count > 0) {
                rings.append(rings.length() > 0 ? "," : "").append(TamskBoard.name(cell)).append(':').append(count);
            }
        }
        return rings.toString();
    }

    static String text(TamskPosition before, TamskEvent event) {
        return TamskNotation.INSTANCE.format(before, event);
    }

    /** The position after {@code event}, which must be legal. */
    static TamskPosition after(TamskRules rules, TamskPosition position, TamskEvent event) {
        MoveResult<TamskPosition> result = rules.apply(position, event);
        if (!(result instanceof MoveResult.Legal<TamskPosition> legal)) {
            throw new AssertionError(text(position, event) + " is illegal at " + position + ": " + result);
        }
        return legal.after();
    }
}
