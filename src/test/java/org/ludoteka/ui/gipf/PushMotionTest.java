package org.ludoteka.ui.gipf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.MoveResult;
import org.ludoteka.games.gipf.GipfBoard;
import org.ludoteka.games.gipf.GipfGame;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfNotation;
import org.ludoteka.games.gipf.GipfPiece;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfRules;

/** How a push is played out on screen: which pieces slide where, and which fade when the rules take a row off at once. */
class PushMotionTest {
    private static final GipfRules RULES = GipfGame.INSTANCE.rules(Map.of());

    private static PushMotion motion(String position, String token) {
        GipfPosition before = GipfNotation.INSTANCE.parsePosition(position);
        GipfMove move = GipfNotation.INSTANCE.parseMove(token);
        GipfPosition after = ((MoveResult.Legal<GipfPosition>) RULES.apply(before, move)).after();
        return PushMotion.of(before, move, after);
    }

    private static int p(String name) {
        return GipfBoard.point(name);
    }

    @Test
    void theNewPieceSlidesFromItsDotAndTheLineMovesOneSpotUpToTheFirstEmptyOne() {
        PushMotion motion = motion("start", "e1-e2");

        assertThat(motion.sliding()).containsExactly(
                new PushMotion.Slide(GipfPiece.WHITE_BASIC, p("e1"), p("e2")),
                new PushMotion.Slide(GipfPiece.WHITE_GIPF, p("e2"), p("e3")));
        assertThat(motion.standing()[p("e2")]).isNull();
        assertThat(motion.standing()[p("b5")]).isEqualTo(GipfPiece.WHITE_GIPF);
        assertThat(motion.pushed()[p("e3")]).isEqualTo(GipfPiece.WHITE_GIPF);
        assertThat(motion.vanishing()).isEmpty();
        assertThat(motion.millis()).isEqualTo(PushMotion.SLIDE_MILLIS);
    }

    @Test
    void aRowTakenOffWithoutADecisionFadesAfterThePush() {
        // White's basic pieces e3 e4 e5 and the new one make a row with nothing to keep: it goes at once (G-18, G-21)
        PushMotion motion = motion("gipf game=standard turn=white white=Gb5,e2,e3,e4,Gh5,Gc6 black=Gb2,Ge8,Gh2 reserve=9,12",
                "e1-e2");

        assertThat(motion.pushed()[p("e5")]).isEqualTo(GipfPiece.WHITE_BASIC);
        assertThat(motion.vanishing().keySet()).containsExactlyInAnyOrder(p("e2"), p("e3"), p("e4"), p("e5"));
        assertThat(motion.millis()).isEqualTo(PushMotion.SLIDE_MILLIS + PushMotion.FADE_MILLIS);
    }

    @Test
    void aRowRemovedByADecisionFadesWithoutSlidingAndTheKeptPieceStays() {
        PushMotion motion = motion("gipf game=standard turn=white white=Gb5,e2,Ge3,e4,e5,Gh5 black=Gb2,Ge8,Gh2 reserve=9,12"
                + " pending=rows@white", "xe2-e5:e3");

        assertThat(motion.sliding()).isEmpty();
        assertThat(motion.vanishing().keySet()).containsExactlyInAnyOrder(p("e2"), p("e4"), p("e5"));
        assertThat(motion.millis()).isEqualTo(PushMotion.FADE_MILLIS);
        assertThat(motion.slideShare()).isZero();
    }

    @Test
    void aDecisionThatTakesNothingOffIsNotPlayedOut() {
        assertThat(motion("gipf game=standard turn=white white=Gb5,Ge2,Gh5,Te5 black=Gb2,Ge8,Gh2 reserve=11,12 potentials=2,3"
                + " challenges=1,1 pending=challenge@black", "challenge")).isNull();
    }
}
