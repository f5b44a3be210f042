package org.ludoteka.games.tayu;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import org.ludoteka.core.MoveResult;

/** Shorthand for the Ta Yü tests: read positions and events, play them, and look at what the engine said. */
final class Tayu {
    static final TayuNotation NOTATION = TayuNotation.INSTANCE;

    private Tayu() {
    }

    static TayuRules rules(String... options) {
        Map<String, String> chosen = new HashMap<>();
        for (String option : options) {
            String[] parts = option.split("=");
            chosen.put(parts[0], parts[1]);
        }
        return TayuGame.INSTANCE.rules(chosen);
    }

    static TayuPosition position(String text) {
        return NOTATION.parsePosition(text);
    }

    /** Plays the space-separated events from {@code start}; each must be legal. */
    static TayuPosition play(TayuRules rules, TayuPosition start, String events) {
        TayuPosition position = start;
        for (String token : events.trim().split("\\s+")) {
            if (!token.isEmpty()) {
                position = legal(rules.apply(position, NOTATION.parseMove(token)), token).after();
            }
        }
        return position;
    }

    /** The result of the last of the events; all before it must be legal. */
    static MoveResult<TayuPosition> result(TayuRules rules, TayuPosition start, String before, String event) {
        return rules.apply(play(rules, start, before), NOTATION.parseMove(event));
    }

    static MoveResult.Legal<TayuPosition> legal(MoveResult<TayuPosition> result, String event) {
        assertThat(result).as("%s should be legal, but: %s", event, result).isInstanceOf(MoveResult.Legal.class);
        return (MoveResult.Legal<TayuPosition>) result;
    }

    static MoveResult.Illegal<TayuPosition> illegal(MoveResult<TayuPosition> result) {
        assertThat(result).isInstanceOf(MoveResult.Illegal.class);
        return (MoveResult.Illegal<TayuPosition>) result;
    }

    static String text(TayuPosition position) {
        return NOTATION.format(position);
    }
}
