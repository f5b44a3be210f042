package org.ludoteka.games.tamsk;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ludoteka.core.MoveResult;

/** Shorthand for the Tamsk tests: read positions and events, play them, and look at what the engine said. */
final class Tamsk {
    static final TamskNotation NOTATION = TamskNotation.INSTANCE;

    /**
     * Level 1, nothing can move any more: Red's a1, a2 and b1 and Black's b2, a3 and c1 are boxed in
     * by each other and by full cells; 14 rings on the board, so the holders hold 50 between them.
     */
    static final String BOXED_IN = "red=a1,a2,b1 black=b2,a3,c1 rings=a4:1,b3:2,b4:2,c2:2,c3:3,d1:1,d2:2,g4:1";

    /**
     * Red's ring holder is empty: the 32 rings fill columns d and e and part of f, away from Red's
     * hourglasses on a1, b1 and c1.
     */
    static final String RED_HOLDER_EMPTY = "tamsk level=1 turn=red red=a1,b1,c1 black=a4,b5,c6 "
            + "rings=d1:1,d2:2,d3:3,d4:4,d5:3,d6:2,d7:1,e1:1,e2:2,e3:3,e4:3,e5:2,e6:1,f1:1,f2:2,f3:1 holders=0,32";

    private Tamsk() {
    }

    static TamskRules rules(String... options) {
        Map<String, String> chosen = new HashMap<>();
        for (String option : options) {
            String[] parts = option.split("=");
            chosen.put(parts[0], parts[1]);
        }
        return TamskGame.INSTANCE.rules(chosen);
    }

    static TamskPosition position(String text) {
        return NOTATION.parsePosition(text);
    }

    static TamskPosition atLevel(int level) {
        return TamskPosition.start(level);
    }

    /** Plays the space-separated events from {@code start}; each must be legal. */
    static TamskPosition play(TamskRules rules, TamskPosition start, String events) {
        return last(rules, start, events).after();
    }

    /** The result of the last of the events; all before it must be legal. */
    static MoveResult<TamskPosition> result(TamskRules rules, TamskPosition start, String events) {
        String[] tokens = events.trim().split("\\s+");
        TamskPosition position = start;
        for (int i = 0; i < tokens.length - 1; i++) {
            position = legal(rules.apply(position, NOTATION.parseMove(tokens[i])), tokens[i]).after();
        }
        return rules.apply(position, NOTATION.parseMove(tokens[tokens.length - 1]));
    }

    static MoveResult.Legal<TamskPosition> last(TamskRules rules, TamskPosition start, String events) {
        String[] tokens = events.trim().split("\\s+");
        return legal(result(rules, start, events), tokens[tokens.length - 1]);
    }

    static MoveResult.Legal<TamskPosition> legal(MoveResult<TamskPosition> result, String event) {
        assertThat(result).as("%s should be legal, but: %s", event, result).isInstanceOf(MoveResult.Legal.class);
        return (MoveResult.Legal<TamskPosition>) result;
    }

    static MoveResult.Illegal<TamskPosition> illegal(MoveResult<TamskPosition> result) {
        assertThat(result).isInstanceOf(MoveResult.Illegal.class);
        return (MoveResult.Illegal<TamskPosition>) result;
    }

    static String text(TamskPosition position) {
        return NOTATION.format(position);
    }

    static List<String> noteKeys(MoveResult.Legal<TamskPosition> legal) {
        return legal.notes().stream().map(m -> m.key()).toList();
    }

    static Hourglass at(TamskPosition position, String cell) {
        return position.hourglassAt(TamskBoard.cell(cell)).orElseThrow();
    }
}
