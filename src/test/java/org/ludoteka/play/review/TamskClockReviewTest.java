package org.ludoteka.play.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskNotation;
import org.ludoteka.i18n.Language;
import org.ludoteka.i18n.Messages;
import org.ludoteka.play.tamsk.TamskMatch;
import org.ludoteka.play.tamsk.TamskSetup;
import org.ludoteka.progress.SavedGame;

/**
 * Issue #23: the moments of a Tamsk game at levels 2 and 3 where the clock decided, read from
 * concrete records (Red moves first from the start: a1, g1, d7 against d1, g4, a4).
 */
class TamskClockReviewTest {
    private static final Map<String, String> LEVEL_2 = Map.of("level", "2");
    private static final Map<String, String> LEVEL_3 = Map.of("level", "3");

    private static List<ClockMark> review(Map<String, String> options, String... events) {
        return ClockReviews.of("tamsk", options, "start", List.of(events));
    }

    /** T-23, T-25: Black turns the timer and Red has not picked up an hourglass when it runs out: two turns lost. */
    @Test
    void aTurnNotBegunWithinTheFifteenSecondsIsMarked() {
        assertThat(review(LEVEL_3, "timer", "+16.5s")).singleElement().satisfies(mark -> {
            assertThat(mark.kind()).isEqualTo(ClockMark.Kind.NO_MOVE);
            assertThat(mark.side()).isEqualTo("red");
            assertThat(mark.event()).isEqualTo(1);
            assertThat(mark.clock()).as("the moment the 15 s ran out").isEqualTo("0:15");
        });
    }

    /** T-24: Red holds the hourglass from a1 when the 15 s run out; he finishes with his ring, and loses his next turn. */
    @Test
    void aMoveFinishedTooLateIsMarked() {
        assertThat(review(LEVEL_3, "timer", "a1^", "+15.5s", "a1-b2+")).singleElement().satisfies(mark -> {
            assertThat(mark.kind()).isEqualTo(ClockMark.Kind.LATE_MOVE);
            assertThat(mark.cell()).isEqualTo("a1");
            assertThat(mark.event()).isEqualTo(2);
        });
    }

    /** T-16, T-19, T-9: the hourglass moved to b2 gets 3:00 and runs out untouched while six cells around it are free. */
    @Test
    void anHourglassThatRanOutWhileItCouldStillMoveIsMarked() {
        assertThat(review(LEVEL_2, "a1-b2+", "+181s")).singleElement().satisfies(mark -> {
            assertThat(mark.kind()).isEqualTo(ClockMark.Kind.RAN_OUT);
            assertThat(mark.side()).isEqualTo("red");
            assertThat(mark.cell()).isEqualTo("b2");
            assertThat(mark.better()).containsExactly("a1", "a2", "b1", "b3", "c2", "c3");
            assertThat(mark.clock()).as("the moment it ran out, not the end of the time that passed").isEqualTo("3:00");
        });
    }

    /** T-17, T-10, TA-5: a ring not dropped at once is forgotten; claimed by the opponent, the mark says so. */
    @Test
    void aForgottenRingIsMarkedClaimedOrNot() {
        assertThat(review(LEVEL_2, "a1-b2", "+3s", "d1-d2+", "+1s")).singleElement().satisfies(mark -> {
            assertThat(mark.kind()).isEqualTo(ClockMark.Kind.FORGOTTEN_RING);
            assertThat(mark.cell()).isEqualTo("a1-b2");
            assertThat(mark.better()).containsExactly("a1-b2+");
            assertThat(mark.event()).isZero();
        });
        assertThat(review(LEVEL_2, "a1-b2", "+3s", "claim", "d1-d2+")).singleElement()
                .satisfies(mark -> assertThat(mark.kind()).isEqualTo(ClockMark.Kind.RING_CLAIMED));
        assertThat(review(LEVEL_2, "a1-b2", "+1s", "ring", "+1s", "d1-d2+")).as("the ring dropped within the grace").isEmpty();
    }

    /** A game played in time has no mark; nor has any game at level 1, which has no clock (its turning points are the solver's). */
    @Test
    void aGamePlayedInTimeHasNoMark() {
        assertThat(review(LEVEL_2, "a1-b2+", "+2s", "d1-d2+", "+2s", "g1-f2+", "+2s", "g4-f4+", "+2s")).isEmpty();
        assertThat(review(LEVEL_3, "timer", "a1-b2+", "+2s", "d1-d2+", "+14s")).isEmpty();
        assertThat(review(Map.of(), "a1-b2", "d1-d2", "g1-f2")).isEmpty();
        assertThat(ClockReviews.reviews("loa")).isFalse();
        assertThat(ClockReviews.of("loa", Map.of(), "start", List.of("b1-b3"))).isEmpty();
    }

    /** The record as the window keeps it (lost turns passed by themselves, time to the millisecond) reads the same. */
    @Test
    void aRecordAsTheWindowKeepsItIsReviewed() {
        TamskMatch match = new TamskMatch(new TamskSetup(LEVEL_3, false));
        match.play(TamskEvent.TIMER);
        match.elapse(15_200); // Red has not begun: this turn and the next are lost (T-25)
        match.play(TamskNotation.INSTANCE.parseMove("d1-d2+"));
        SavedGame saved = match.toSaved();

        List<ClockMark> marks = ClockReviews.of("tamsk", saved.options(), saved.start(), saved.moves());

        assertThat(marks).extracting(ClockMark::kind).containsExactly(ClockMark.Kind.NO_MOVE);
        for (Language language : Language.values()) {
            assertThat(Messages.of(language).format(marks.get(0).said())).as(language.code()).doesNotContain("{").contains("0:15");
        }
    }
}
