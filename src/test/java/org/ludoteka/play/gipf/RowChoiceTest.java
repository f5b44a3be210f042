package org.ludoteka.play.gipf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.MoveResult;
import org.ludoteka.games.gipf.GipfBoard;
import org.ludoteka.games.gipf.GipfGame;
import org.ludoteka.games.gipf.GipfNotation;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfRules;

/** Choosing a row removal by clicks, as the board hands them on: crossing rows, the pieces that stay, and the default of GA-1. */
class RowChoiceTest {
    private static final GipfRules RULES = GipfGame.INSTANCE.rules(Map.of("potentials", "3"));

    private static GipfPosition position(String text) {
        return GipfNotation.INSTANCE.parsePosition(text);
    }

    private static int p(String name) {
        return GipfBoard.point(name);
    }

    @Test
    void aSingleRowIsChosenAtOnceWithTheRemoversOwnGipfPieceKeptAndTheOpponentsLetGo() {
        // White's row e2-e6 with its own GIPF piece on e3 and Black's GIPF piece on e6 as its extension
        GipfPosition rows = position("gipf game=standard turn=white white=Gb5,e2,Ge3,e4,e5,Gh5 black=Gb2,Ge6,Ge8,Gh2"
                + " reserve=9,10 pending=rows@white");
        RowChoice choice = new RowChoice(rows, RULES);

        assertThat(choice.chosen().segment().toString()).isEqualTo("e2-e6");
        assertThat(choice.kept()).containsExactly(p("e3"));
        assertThat(choice.asksWhatStays()).isTrue();

        assertThat(choice.click(p("e6"))).isEqualTo(RowChoice.Click.TOGGLED);
        assertThat(choice.kept()).containsExactlyInAnyOrder(p("e3"), p("e6"));
        assertThat(choice.click(p("e3"))).isEqualTo(RowChoice.Click.TOGGLED);
        assertThat(choice.click(p("a1"))).isEqualTo(RowChoice.Click.OUTSIDE);
        assertThat(choice.click(p("e4"))).isEqualTo(RowChoice.Click.REMOVE);
        assertThat(GipfNotation.INSTANCE.format(rows, choice.move())).isEqualTo("xe2-e6:e6");
        assertThat(RULES.apply(rows, choice.move())).isInstanceOf(MoveResult.Legal.class);
    }

    @Test
    void crossingRowsAreChosenOnASpotOnlyOneOfThemHas() {
        // Black's rows c3-c6 (up the column) and b2-e5 cross on c3; c3-c6 holds no piece that may stay, so a click on it removes it at once
        GipfPosition crossing = position("gipf game=standard turn=black white=Gb5,Ge2,Gh5 black=Gb2,c3,c4,c5,c6,d4,e5,Ge8,Gh2"
                + " reserve=12,6 pending=rows@black");
        RowChoice choice = new RowChoice(crossing, RULES);
        assertThat(choice.rows()).hasSize(2);
        assertThat(choice.chosen()).isNull();

        assertThat(choice.click(p("c3"))).isEqualTo(RowChoice.Click.CROSSING);
        assertThat(choice.chosen()).isNull();
        assertThat(choice.click(p("c6"))).isEqualTo(RowChoice.Click.REMOVE);
        assertThat(GipfNotation.INSTANCE.format(crossing, choice.move())).isEqualTo("xc3-c6");
    }

    @Test
    void aRowOfGipfAndLoadedPiecesOnlyStartsBrokenByLettingItsLoadedPiecesGo() {
        // P-7: keeping every piece of White's row would leave it whole; its loaded piece goes at first
        GipfPosition loaded = position("gipf game=tournament turn=white white=Ge2,Ge3,Te4,Ge5 black=Gb2 reserve=11,16"
                + " potentials=2,3 pending=rows@white");
        RowChoice choice = new RowChoice(loaded, RULES);

        assertThat(choice.kept()).containsExactlyInAnyOrder(p("e2"), p("e3"), p("e5"));
        assertThat(RULES.apply(loaded, choice.move())).isInstanceOf(MoveResult.Legal.class);
        choice.click(p("e4"));
        assertThat(RULES.apply(loaded, choice.move())).isInstanceOf(MoveResult.Illegal.class);
    }
}
