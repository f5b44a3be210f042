package org.ludoteka.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludoteka.ai.TamskPositions.after;
import static org.ludoteka.ai.TamskPositions.position;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskOptions;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tamsk.TamskRules;

class TamskTurnChooserTest {
    private static final TamskRules LEVEL_3 = new TamskRules(new TamskOptions(3, 2000, false));
    private static final TamskPace PACE = new TamskPace(0, 500, 1500, 15_000);

    private static TamskTurnChooser.Turn choose(TamskPosition position, TamskSearchBoard root) {
        return new TamskTurnChooser(LEVEL_3, TamskStrength.HARD, new SplittableRandom(1))
                .choose(position, root, System.nanoTime() + 20_000_000, PACE);
    }

    @Test
    void holdingAnHourglassItMovesThatOne() {
        TamskPosition holding = position("tamsk level=3 turn=red red=a1:100000,g1:100000,d7:100000 "
                + "black=d1:100000,g4:100000,a4:100000 rings=- holders=32,32 hand=g1");

        ChosenMove chosen = ChosenMove.of(choose(holding, TamskSearchBoard.of(holding)));

        assertThat(chosen.from()).isEqualTo("g1");
        after(LEVEL_3, holding, chosen.event());
    }

    @Test
    void whenItsOnlyMovableHourglassWouldRunOutBeforeTheMoveLandsItStillTriesToMoveIt() {
        TamskPosition lastChance = position("tamsk level=3 turn=red red=a1:200,g1:x,d7:x "
                + "black=d1:100000,g4:100000,a4:100000 rings=- holders=32,32");

        ChosenMove chosen = ChosenMove.of(choose(lastChance, TamskSearchBoard.of(lastChance).drained(1000)));

        assertThat(chosen.from()).isEqualTo("a1");
        after(LEVEL_3, lastChance, chosen.event());
    }

    /** The one move of a chosen turn, and the cell it leaves. */
    private record ChosenMove(TamskEvent event, String from) {
        static ChosenMove of(TamskTurnChooser.Turn turn) {
            assertThat(turn.events()).singleElement().isInstanceOf(TamskEvent.Move.class);
            TamskEvent.Move move = (TamskEvent.Move) turn.events().get(0);
            return new ChosenMove(move, TamskBoard.name(move.from()));
        }
    }
}
