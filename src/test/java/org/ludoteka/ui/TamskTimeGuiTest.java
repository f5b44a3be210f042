package org.ludoteka.ui;

import org.ludoteka.play.tamsk.TamskSetup;
import org.ludoteka.play.tamsk.TamskOpponent;
import org.ludoteka.ui.tamsk.TamskPanel;
import org.ludoteka.play.tamsk.TamskMatch;
import org.ludoteka.ui.tamsk.TamskBoardView;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskNotation;
import org.ludoteka.games.tamsk.TamskPosition;

/** Time in the Tamsk window: the 15-second timer and its penalty, the pause, and a computer that plays in real time. */
class TamskTimeGuiTest extends TamskWindowTest {

    @BeforeEach
    void openTheBoard() {
        openTamsk();
    }

    @Test
    void theWaitingPlayerTurnsTheTimerAndAMoveFinishedLateCostsTheNextTurn() {
        newGame(3);
        window.label("tamskTimerLabel").requireText("15-second timer: empty, ready to be turned");

        window.button("tamskTimerButton").requireText("Black: turn the 15-second timer (T)").click();

        window.label("tamskVerdictLabel").requireText("15-second timer turned");
        window.label("tamskTimerLabel").requireText("15-second timer: 15 s left for Red");
        window.button("tamskTimerButton").requireDisabled();
        assertThat(banner()).isEqualTo("Black turns the 15-second timer!");

        advance(5000);

        assertThat(banner()).isEmpty();

        window.label("tamskTimerLabel").requireText("15-second timer: 10 s left for Red");

        press("a1");

        window.label("tamskTurnLabel").requireText("Red to move: the hourglass from a1 is in hand");
        assertThat(positionText()).contains("hand=a1");

        advance(10_000);

        window.label("tamskTimerLabel").requireText("15-second timer: the 15 s have run out!");
        window.label("tamskReasonLabel").requireText("The 15 s ran out while Red was holding an hourglass:"
                + " Red may finish the move, and even drop a ring, but loses the next turn.");
        assertThat(positionText()).contains("skips=1,0");
        assertThat(banner()).as("who is late says the 15 s ran out").isEqualTo("Red late: loses the next turn");

        letGoOn("b2");

        window.label("tamskVerdictLabel").requireText("Legal move: a1-b2");

        drag("d1", "c1");
        click("c1"); // Black's ring at once: nothing left for Red to claim on his lost turn (TA-5)

        window.label("tamskTurnLabel").requireText("Black to move");
        assertThat(positionText()).startsWith("tamsk level=3 turn=black ").doesNotContain("skips=");
        assertThat(banner()).isEqualTo("Red loses this turn");
        assertThat(window.list("tamskLogList").contents()).containsExactly("0:00.0  Black: 15-second timer", "0:05.0  Red: a1^",
                "0:15.0  Red late: loses the next turn", "0:15.0  Red: a1-b2", "0:15.0  Black: d1^",
                "0:15.0  Black: d1-c1", "0:15.0  Black: ring", "0:15.0  Red loses this turn");

        advance(2000);

        window.label("tamskTimerLabel").requireText("15-second timer: empty, ready to be turned");
        window.pressAndReleaseKeys(KeyEvent.VK_T);
        window.label("tamskTimerLabel").requireText("15-second timer: 15 s left for Black");
    }

    /**
     * T-24 for a placement of the free start (TA-6): at level 3 the press picks up the hourglass to
     * place ({@code @^}), so the 15 s running out while it is held make it late, and letting go places it.
     */
    @Test
    void aPlacementIsPickedUpByThePressAndLetGoWhereTheDragEndsSoItCanBeLate() {
        newGame(3, true);
        window.button("tamskTimerButton").click();

        press("d4");

        window.label("tamskTurnLabel").requireText("Red to move: an hourglass to place is in hand");
        assertThat(positionText()).isEqualTo("tamsk level=3 turn=red red=- black=- rings=- holders=32,32 timer=15000@red hand=@");

        advance(15_000);

        window.label("tamskReasonLabel").requireText("The 15 s ran out while Red was holding an hourglass:"
                + " Red may finish the move, and even drop a ring, but loses the next turn.");
        assertThat(positionText()).endsWith("skips=1,0 hand=@");

        letGoOn("c3");

        window.label("tamskVerdictLabel").requireText("Legal move: @c3");
        assertThat(positionText()).isEqualTo("tamsk level=3 turn=black red=c3:180000 black=- rings=- holders=32,32 claim=c3 skips=1,0");
        assertThat(window.list("tamskLogList").contents()).containsExactly("0:00.0  Black: 15-second timer", "0:00.0  Red: @^",
                "0:15.0  Red late: loses the next turn", "0:15.0  Red: @c3");
    }

    /** T-26 in the window: Red's 15 s run out with a1 in hand; Black picks up d1 and lets go first, then Red finishes. */
    @Test
    void theWaitingPlayerMayStartWhileTheLateMoveIsFinished() {
        newGame(3);
        window.button("tamskTimerButton").click();
        click("a1");
        advance(15_000);
        assertThat(positionText()).endsWith("skips=1,0 hand=a1");

        click("d1");

        assertThat(positionText()).endsWith("skips=1,0 hand=a1 early=d1");
        window.label("tamskReasonLabel").requireText("Black picks up the hourglass on d1 while Red is still finishing a late move:"
                + " Red's 15 s have run out, so Black may start at once (T-26).");

        click("d2");

        assertThat(positionText()).startsWith("tamsk level=3 turn=red ").contains("black=d2:180000,").endsWith(" hand=a1");

        click("b1");

        assertThat(positionText()).startsWith("tamsk level=3 turn=black red=b1:180000,").doesNotContain("hand=", "skips=");
        assertThat(window.list("tamskLogList").contents()).containsSubsequence("0:00.0  Red: a1^", "0:15.0  Black: d1^",
                "0:15.0  Black: d1-d2", "0:15.0  Red: a1-b1");
    }

    /** The news over the board, as the players read it. */
    private String banner() {
        TamskBoardView board = tamskBoard();
        return GuiActionRunner.execute(() -> board.banner());
    }

    @Test
    void aClickOnTheTimerDrawnBesideTheBoardTurnsIt() {
        newGame(3);
        TamskBoardView board = tamskBoard();

        window.robot().click(board, GuiActionRunner.execute(board::timerCentre));

        window.label("tamskTimerLabel").requireText("15-second timer: 15 s left for Red");
        assertThat(positionText()).endsWith("timer=15000@red");
    }

    @Test
    void spacePausesEvenWithAButtonFocusedAndDoesNotPressIt() {
        newGame(2);
        drag("a1", "b2");
        window.button("tamskNewGameButton").focus();

        window.pressAndReleaseKeys(KeyEvent.VK_SPACE);

        window.label("tamskVerdictLabel").requireText("Paused");
        window.button("tamskPauseButton").requireText("Go on (P)");
        assertThat(window.robot().finder().findAll(c -> "tamskNewGameDialog".equals(c.getName()) && c.isShowing()))
                .as("no new game asked for").isEmpty();
    }

    @Test
    void thePauseFreezesTheSandUntilThePlayersGoOn() {
        newGame(2);
        drag("a1", "b2");
        advance(1000);

        window.pressAndReleaseKeys(KeyEvent.VK_P);

        window.label("tamskVerdictLabel").requireText("Paused");
        window.label("tamskReasonLabel").requireText("Paused: the sand stands still. Press P or Space, or Go on, to play on.");
        assertThat(banner()).isEqualTo("Paused: P or Space to go on");
        window.button("tamskPauseButton").requireText("Go on (P)");

        advance(10_000);
        click("d1");

        assertThat(positionText()).contains("red=b2:179000,");
        window.label("tamskVerdictLabel").requireText("Paused");

        window.pressAndReleaseKeys(KeyEvent.VK_SPACE);
        advance(1000);

        assertThat(positionText()).contains("red=b2:178000,");
        assertThat(banner()).isEmpty();
        window.label("tamskReasonLabel").requireText("");
        window.button("tamskPauseButton").requireText("Pause (P)");
    }

    @Test
    void aGameLeftForAnotherIsPausedSoThatNoSandRunsUnseen() {
        newGame(2);
        drag("a1", "b2");

        window.list("gameList").clickItem("Lines of Action");

        assertThat(time.running()).isFalse();

        window.list("gameList").clickItem("Tamsk");
        advance(3000);

        assertThat(banner()).isEqualTo("Paused: P or Space to go on");
        window.label("tamskVerdictLabel").requireText("Paused");
        assertThat(positionText()).contains("red=b2:180000,");
    }

    @Test
    void onlyAtLevel3DoTheStatusAndTheKeysLineSpeakOfTheFifteenSecondTimer() {
        ScriptedOpponent black = new ScriptedOpponent(Side.BLACK, "d1-c1+");
        TamskPanel panel = tamskPanel();
        GuiActionRunner.execute(() -> panel.begin(new TamskSetup(Map.of("level", "3"), false), Optional.of(black)));

        assertThat(window.label("tamskHelpLabel").text()).contains("The 15-second timer: T.");
        drag("a1", "b2");
        press("g4"); // at level 3 pressing is picking up, Black's to do

        window.label("tamskReasonLabel").requireText("The computer is on move: only the 15-second timer is yours to turn now.");
        window.robot().releaseMouseButtons();

        GuiActionRunner.execute(() -> panel.begin(new TamskSetup(Map.of("level", "2"), false), Optional.empty()));

        assertThat(window.label("tamskHelpLabel").text()).doesNotContain("15", "T.");
    }

    @Test
    void aComputerOpponentPlaysItsSideAndThePersonMayNotPlayItForIt() {
        ScriptedOpponent black = new ScriptedOpponent(Side.BLACK, "d1-c1", "ring");
        TamskPanel panel = tamskPanel();
        GuiActionRunner.execute(() -> panel.begin(new TamskSetup(Map.of("level", "2"), false), Optional.of(black)));

        drag("a1", "b2");
        window.label("tamskTurnLabel").requireText("Black to move: the computer is thinking…");
        drag("g4", "f4");

        window.label("tamskVerdictLabel").requireText("Please wait");
        window.label("tamskReasonLabel").requireText("The computer is on move: wait for its move.");
        assertThat(window.label("tamskHelpLabel").text()).doesNotContain("15", "T.");

        advance(16);
        advance(16);

        assertThat(window.list("tamskLogList").contents()).containsExactly("0:00.0  Red: a1-b2", "0:00.0  Black: d1-c1",
                "0:00.0  Black: ring");
        assertThat(positionText()).contains("rings=c1:1 holders=32,31");
        window.label("tamskTurnLabel").requireText("Red to move");
    }

    /** Plays its events in order, each as soon as it is the one to play it. */
    private static final class ScriptedOpponent implements TamskOpponent {
        private final Side side;
        private final Deque<TamskEvent> script = new ArrayDeque<>();

        ScriptedOpponent(Side side, String... events) {
            this.side = side;
            for (String event : List.of(events)) {
                script.add(TamskNotation.INSTANCE.parseMove(event));
            }
        }

        @Override
        public Side side() {
            return side;
        }

        @Override
        public Optional<TamskEvent> eventNow(TamskPosition now, long clockMillis) {
            if (script.isEmpty() || TamskMatch.actor(now, script.peek()) != side) {
                return Optional.empty();
            }
            return Optional.of(script.remove());
        }

        @Override
        public void stop() {
            script.clear();
        }
    }
}
