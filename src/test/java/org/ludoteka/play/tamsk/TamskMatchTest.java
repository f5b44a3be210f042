package org.ludoteka.play.tamsk;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ludoteka.ai.TamskStrength;
import org.ludoteka.progress.SavedGame;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.TamskPosition;
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

        match.play(event("d1-c1+")); // with its ring: no forgotten ring for Red to claim on his lost turn (TA-5)

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

    /** Lets {@code millis} pass in frames of 16 ms, as the window's clock does. */
    private static void run(TamskMatch match, long millis) {
        for (long left = millis; left > 0; left -= 16) {
            match.elapse(Math.min(16, left));
        }
    }

    private static TamskMatch savedAndResumed(TamskMatch match) {
        return TamskMatch.resume(SavedGame.fromText(match.toSaved().toText()));
    }

    @Test
    void aSavedGameComesBackWithItsSandTimeLogAndLastMoveAndPaused() {
        TamskMatch match = new TamskMatch(new TamskSetup(Map.of("level", "2"), false, Optional.of(Side.BLACK), TamskStrength.HARD));
        match.play(event("a1-b2+"));
        run(match, 181_000); // the hourglass on b2 runs out
        match.play(event("a4-a3"));
        run(match, 2_345);

        TamskMatch resumed = savedAndResumed(match);

        assertThat(text(resumed)).isEqualTo(text(match)).contains("b2:x");
        assertThat(resumed.clockMillis()).isEqualTo(match.clockMillis());
        assertThat(resumed.log()).isEqualTo(match.log());
        assertThat(resumed.lastMove()).isEqualTo(event("a4-a3"));
        assertThat(resumed.setup()).isEqualTo(match.setup());
        assertThat(resumed.isPaused()).isTrue();
        assertThat(match.toSaved().moves()).containsExactly("a1-b2+", "+180.000s", "+1.000s", "a4-a3", "+2.345s");
    }

    /** TA-8: the save keeps when each hourglass ran out, played or given in the start, since the tie-break needs it. */
    @Test
    void theMomentsHourglassesRanOutSurviveTheSaveTA8() {
        TamskPosition start = TamskNotation.INSTANCE.parsePosition("tamsk level=2 turn=red red=a1:x,g1:5000,d7:9000"
                + " black=d1:x,g4:x,a4:7000 rings=- holders=32,32 ranout=a1:4000,g4:1500");
        TamskMatch match = new TamskMatch(LEVEL_2, start);
        run(match, 6_000); // g1 runs out at 5 s; d1, run out as the start was described, 6 s ago now

        TamskMatch resumed = savedAndResumed(match);

        assertThat(text(match)).endsWith(" ranout=a1:10000,g1:1000,d1:6000,g4:7500");
        assertThat(text(resumed)).isEqualTo(text(match));
    }

    /**
     * TA-5 (decided 2026-11-26): Black forgot his ring, so Red's lost turn waits for Red, who may
     * still claim it; the claim made, the lost turn is passed at once, and the save replays it all.
     */
    @Test
    void aLostTurnWaitsWhileAForgottenRingMayBeClaimedAndPassesOnceItIsTA5() {
        TamskMatch match = new TamskMatch(LEVEL_3);
        match.play(event("timer"));
        match.elapse(15_000); // Red did not start: this turn and the next are lost (T-25)
        match.play(event("d1-c1"));

        assertThat(match.position().turn()).isEqualTo(Side.RED);
        assertThat(match.waitsForClaimOnLostTurn()).isTrue();
        match.elapse(2_500);
        assertThat(match.position().turn()).as("the lost turn still waits for the claim").isEqualTo(Side.RED);

        assertThat(match.play(event("claim"))).isInstanceOf(MoveResult.Legal.class);

        assertThat(match.position().turn()).isEqualTo(Side.BLACK);
        assertThat(text(match)).contains("rings=c1:1 holders=31,32").doesNotContain("skips=");
        TamskMatch resumed = savedAndResumed(match);
        assertThat(match.toSaved().moves()).containsExactly("timer", "+15.000s", "d1-c1", "+2.500s", "claim", "pass");
        assertThat(text(resumed)).isEqualTo(text(match));
    }

    @Test
    void aLostTurnPassedByTheMatchIsSavedAndPassedOnceAgainOnResuming() {
        TamskMatch match = new TamskMatch(LEVEL_3);
        match.play(event("timer"));
        run(match, 15_500); // Red did not move in the 15 seconds: his next turn is lost
        match.play(event("a4-a3+")); // with its ring: nothing for Red to claim, so his lost turn is passed at once

        List<String> saved = match.toSaved().moves();
        TamskMatch resumed = savedAndResumed(match);

        assertThat(saved).containsExactly("timer", "+15.008s", "+0.492s", "a4-a3+", "pass");
        assertThat(text(resumed)).isEqualTo(text(match));
        assertThat(resumed.log()).isEqualTo(match.log());
        assertThat(resumed.toSaved()).isEqualTo(match.toSaved());
    }

    @Test
    void theFreeStartIsKeptByTheSave() {
        TamskMatch match = new TamskMatch(new TamskSetup(Map.of("level", "1"), true));
        match.play(event("@d4"));

        TamskMatch resumed = savedAndResumed(match);

        assertThat(resumed.setup().freeStart()).isTrue();
        assertThat(text(resumed)).isEqualTo(text(match));
    }
}
