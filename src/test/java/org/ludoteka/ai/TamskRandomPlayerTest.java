package org.ludoteka.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludoteka.ai.TamskPositions.after;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskOptions;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tamsk.TamskRules;

class TamskRandomPlayerTest {
    private static final TamskRules RULES = new TamskRules(TamskOptions.DEFAULT);

    @Test
    void itPlaysEveryKindOfEventOpenToItAndOnlyLegalOnes() {
        TamskRandomPlayer red = new TamskRandomPlayer(RULES, 1);
        TamskRandomPlayer black = new TamskRandomPlayer(RULES, 2);
        List<TamskEvent> played = new ArrayList<>();
        TamskPosition position = TamskPosition.start(1);
        for (int turn = 0; turn < 200 && !position.isFinished(); turn++) {
            for (TamskEvent event : (turn % 2 == 0 ? red : black).chooseTurn(position)) {
                position = after(RULES, position, event);
                played.add(event);
            }
        }

        assertThat(played).contains(TamskEvent.CLAIM);
        assertThat(played).anyMatch(event -> event instanceof TamskEvent.Move move && move.ring());
        assertThat(played).anyMatch(event -> event instanceof TamskEvent.Move move && !move.ring());
    }

    @Test
    void aClaimIsFollowedByTheRestOfTheTurn() {
        TamskPosition forgotten = after(RULES, TamskPosition.start(1), new TamskEvent.Move(0, 5, false)); // a1-b2, no ring
        TamskRandomPlayer black = new TamskRandomPlayer(RULES, 3);
        for (int attempt = 0; attempt < 20; attempt++) {
            List<TamskEvent> turn = black.chooseTurn(forgotten);
            if (turn.get(0) == TamskEvent.CLAIM) {
                assertThat(turn).hasSize(2);
                assertThat(after(RULES, after(RULES, forgotten, turn.get(0)), turn.get(1)).turn()).isNotEqualTo(forgotten.turn());
                return;
            }
        }
        throw new AssertionError("no claim in 20 turns with a claim open among 19 choices");
    }
}
