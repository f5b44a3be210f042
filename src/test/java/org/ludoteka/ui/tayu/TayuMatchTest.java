package org.ludoteka.ui.tayu;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.ludoteka.ai.TayuComputerPlayer;
import org.ludoteka.ai.TayuStrength;
import org.ludoteka.core.InputError;
import org.ludoteka.core.MoveResult;
import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.games.tayu.TayuRules;
import org.ludoteka.progress.SavedGame;

/** A Ta Yü game in the window as a list of events: undo by whole turns of a person, and a save that brings every computer seat back. */
class TayuMatchTest {

    @Test
    void aFourPlayerGameIsSavedAndResumedWithEachComputerSeatAndItsStrength() {
        TayuSetup setup = new TayuSetup(4, true, true, 9,
                List.of(Optional.empty(), Optional.of(TayuStrength.HARD), Optional.empty(), Optional.of(TayuStrength.EASY)));
        TayuMatch match = new TayuMatch(setup);
        TayuComputerPlayer player = new TayuComputerPlayer(match.rules(), TayuStrength.MEDIUM, 3);
        for (int i = 0; i < 20; i++) {
            assertThat(match.play(player.choose(match.position()))).isInstanceOf(MoveResult.Legal.class);
        }

        SavedGame saved = SavedGame.fromText(match.toSaved().toText());
        assertThat(saved.toText()).contains("opponent computers e=hard w=easy\n").contains("option advanced=yes\n");
        TayuMatch resumed = TayuMatch.resume(saved);

        assertThat(resumed.position()).isEqualTo(match.position());
        assertThat(resumed.setup().seats()).isEqualTo(setup.seats());
        assertThat(resumed.setup().advanced()).isTrue();
        assertThat(resumed.setup().notches()).isTrue();
        assertThat(resumed.eventsText()).isEqualTo(match.eventsText());
    }

    /** Y-23 (decided 2026-11-26): the drawn start player is in the saved start text, so a resumed game goes on with the same seat. */
    @Test
    void aFourPlayerGameWhoseLotFellOnWestIsSavedAndResumedWithWestHavingBegun() {
        TayuMatch match = new TayuMatch(new TayuSetup(4, false, false, 2, List.of(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty())));
        assertThat(match.position().turn()).isEqualTo(3);
        match.play(new TayuEvent.Draw(0));

        SavedGame saved = SavedGame.fromText(match.toSaved().toText());
        assertThat(saved.start()).startsWith("tayu players=4 turn=w ");
        TayuMatch resumed = TayuMatch.resume(saved);
        assertThat(resumed.start()).isEqualTo(match.start());
        assertThat(resumed.position()).isEqualTo(match.position());
        assertThat(resumed.position().turn()).isEqualTo(3);
    }

    @Test
    void undoTakesThePersonBackToTheStartOfHisOwnTurnPastTheComputersTurn() {
        TayuMatch match = new TayuMatch(new TayuSetup(2, false, false, 1, List.of(Optional.empty(), Optional.of(TayuStrength.EASY))));
        match.play(new TayuEvent.Draw(0));
        match.play(TayuRules.placements(match.position().board(), match.position().handOnMove().get(0)).get(0));
        TayuComputerPlayer computer = new TayuComputerPlayer(match.rules(), TayuStrength.EASY, 1);
        match.play(computer.choose(match.position()));
        match.play(computer.choose(match.position()));
        assertThat(match.position().turn()).isZero();

        match.undo();

        assertThat(match.position()).isEqualTo(match.start());
        assertThat(match.canUndo()).isFalse();
        match.redo();
        assertThat(match.position().board().tiles()).hasSize(2);
    }

    @Test
    void aSaveNamingASeatTheGameDoesNotHaveIsRefused() {
        SavedGame saved = new SavedGame("tayu", Map.of("players", "2"), Optional.empty(), Map.of("n", "hard"), "start:3", List.of());

        assertThatThrownBy(() -> TayuMatch.resume(saved)).isInstanceOf(InputError.class);
    }
}
