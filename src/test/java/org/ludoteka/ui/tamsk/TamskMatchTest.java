package org.ludoteka.ui.tamsk;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskNotation;

class TamskMatchTest {
    private static final TamskSetup LEVEL_2 = new TamskSetup(Map.of("level", "2"), false);
    private static final TamskSetup LEVEL_3 = new TamskSetup(Map.of("level", "3"), false);

    private static TamskEvent event(String token) {
        return TamskNotation.INSTANCE.parseMove(token);
    }

    private static String text(TamskMatch match) {
        return TamskNotation.INSTANCE.format(match.position());
    }

    @Test
    void timeReachesTheSandExceptWhileTheGameIsPaused() {
        TamskMatch match = new TamskMatch(LEVEL_2);
        match.play(event("a1-b2"));

        match.elapse(1500);
        match.pause(true);
        match.elapse(60_000);
        match.pause(false);
        match.elapse(500);

        assertThat(text(match)).contains("red=b2:178000,");
        assertThat(match.clockMillis()).isEqualTo(2000);
    }

    @Test
    void everyLegalEventIsLoggedWithWhoDidItAndWhen() {
        TamskMatch match = new TamskMatch(LEVEL_3);
        match.elapse(2500);
        match.play(event("timer"));
        match.play(event("a1-b2"));
        match.play(event("ring"));

        assertThat(match.log()).extracting(TamskMatch.LogLine::atMillis).containsOnly(2500L);
        assertThat(match.log()).extracting(TamskMatch.LogLine::what).containsExactly(
                Message.of("window.tamsk.log.played", Message.of("side.black"), Message.of("window.tamsk.logged.timer")),
                Message.of("window.tamsk.log.played", Message.of("side.red"), "a1-b2"),
                Message.of("window.tamsk.log.played", Message.of("side.red"), Message.of("window.tamsk.logged.ring")));
    }

    @Test
    void anIllegalEventChangesNothing() {
        TamskMatch match = new TamskMatch(LEVEL_2);

        MoveResult<?> result = match.play(event("d1-c1"));

        assertThat(result).isInstanceOf(MoveResult.Illegal.class);
        assertThat(match.log()).isEmpty();
        assertThat(match.inProgress()).isFalse();
        assertThat(match.lastMove()).isNull();
    }

    @Test
    void anHourglassRunningOutIsNewsAndGoesToTheLog() {
        TamskMatch match = new TamskMatch(LEVEL_2);
        match.play(event("a1-b2"));

        TamskMatch.Elapsed elapsed = match.elapse(180_000);

        assertThat(elapsed.news()).extracting(Message::key).containsExactly("tamsk.note.expired");
        assertThat(elapsed.timerRanOut()).isFalse();
        assertThat(match.log().get(1).what()).isEqualTo(Message.of("window.tamsk.log.ranOut", "b2"));
        assertThat(text(match)).contains("red=b2:x,");
    }

    @Test
    void whenTheFifteenSecondsRunOutOnAPlayerWhoHasNotStartedHisTurnsAreLostAndPassedForHim() {
        TamskMatch match = new TamskMatch(LEVEL_3);
        match.play(event("timer"));

        TamskMatch.Elapsed elapsed = match.elapse(15_000);

        assertThat(elapsed.timerRanOut()).isTrue();
        assertThat(elapsed.news()).extracting(Message::key).containsExactly("tamsk.note.notStarted");
        assertThat(match.position().turn()).isEqualTo(Side.BLACK);

        match.play(event("d1-c1"));

        assertThat(match.position().turn()).as("Red's second lost turn is passed at once").isEqualTo(Side.BLACK);
        assertThat(text(match)).doesNotContain("skips=");
        assertThat(match.log()).extracting(TamskMatch.LogLine::what)
                .contains(Message.of("window.tamsk.log.notStarted", Message.of("side.red")),
                        Message.of("window.tamsk.log.skipped", Message.of("side.red")));
    }

    @Test
    void theTimerEmptyingAfterTheMoverLetGoIsNoNews() {
        TamskMatch match = new TamskMatch(LEVEL_3);
        match.play(event("timer"));
        match.play(event("a1-b2"));

        TamskMatch.Elapsed elapsed = match.elapse(15_000);

        assertThat(elapsed.timerRanOut()).isFalse();
        assertThat(elapsed.news()).isEmpty();
    }

    @Test
    void theRingIsTheLastMoversAndTheTimerTheWaitingPlayers() {
        TamskMatch match = new TamskMatch(LEVEL_3);
        match.play(event("a1-b2"));

        assertThat(TamskMatch.actor(match.position(), TamskEvent.RING)).isEqualTo(Side.RED);
        assertThat(TamskMatch.actor(match.position(), TamskEvent.TIMER)).isEqualTo(Side.RED);
        assertThat(TamskMatch.actor(match.position(), TamskEvent.CLAIM)).isEqualTo(Side.BLACK);
        assertThat(TamskMatch.actor(match.position(), event("d1-c1"))).isEqualTo(Side.BLACK);
    }
}
