package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Games against the computer, chosen in the New game dialog: whole turns at level 1, real time at levels 2 and 3. */
class TamskComputerGuiTest extends TamskWindowTest {
    private static final int FRAME_MILLIS = 16;
    /** Longer frames for the virtual seconds a player thinks, so that the test does not wait them out. */
    private static final int LONG_FRAME_MILLIS = 500;

    @BeforeEach
    void openTheBoard() {
        openTamsk();
    }

    private void newGameAgainstTheComputer(int level, int opponentIndex) {
        window.button("tamskNewGameButton").click();
        DialogFixture dialog = window.dialog("tamskNewGameDialog");
        dialog.comboBox("levelCombo").requireToolTip(Pattern.compile("Level 1: the hourglasses are plain pieces, with no time\\..*"))
                .selectItem(level - 1);
        dialog.comboBox("graceCombo").requireToolTip(Pattern.compile("How long after letting go of an hourglass .*"));
        dialog.comboBox("fullcellCombo").requireToolTip(Pattern.compile("A cell holds as many rings as it has slots\\..*"));
        dialog.comboBox("tamskStrengthCombo").requireDisabled();
        dialog.comboBox("tamskOpponentCombo").selectItem(opponentIndex);
        dialog.comboBox("tamskStrengthCombo").requireEnabled().selectItem("Easy");
        dialog.button("tamskNewGameOkButton").click();
    }

    /** Lets frames pass, as the window does, until {@code done}; the computer thinks meanwhile on its own thread. */
    private void framesUntil(String description, int frameMillis, Supplier<Boolean> done) {
        waitUntil(description, () -> {
            time.advance(frameMillis);
            return done.get();
        });
    }

    private List<String> log() {
        return List.of(window.list("tamskLogList").contents());
    }

    @Test
    void atLevelOneTheComputerAnswersEveryMoveWithAWholeTurn() {
        newGameAgainstTheComputer(1, 1); // the computer plays Black

        drag("a1", "b2");
        framesUntil("Black has played", FRAME_MILLIS, () -> tamskPanel().position().turn().id().equals("red"));

        window.label("tamskPlayersLabel").requireText("Red: you · Black: the computer (easy level)");
        assertThat(log().get(0)).isEqualTo("0:00.0  Red: a1-b2");
        assertThat(log()).anyMatch(line -> line.matches(".*Black: [a-g][1-7]-[a-g][1-7]\\+?"));
        window.label("tamskVerdictLabel").requireText(Pattern.compile("The computer played [a-g][1-7]-[a-g][1-7]\\+?"));
        window.label("tamskTurnLabel").requireText("Red to move");
    }

    @Test
    void atLevelTwoTheComputerOpensInRealTimeAndAnswersAsTheSandRuns() {
        newGameAgainstTheComputer(2, 2); // the computer plays Red, who moves first

        window.label("tamskTurnLabel").requireText("Red to move: the computer is thinking…");
        framesUntil("Red has moved", FRAME_MILLIS, () -> tamskPanel().position().turn().id().equals("black"));

        assertThat(positionText()).matches("tamsk level=2 turn=black red=.*:\\d+.* black=d1,g4,a4 .*");

        drag("d1", "c1");
        framesUntil("Red has answered", FRAME_MILLIS, () -> tamskPanel().position().turn().id().equals("black"));

        assertThat(log()).filteredOn(line -> line.contains("Red: ")).hasSizeGreaterThanOrEqualTo(2);
        assertThat(positionText()).contains("black=c1:");
    }

    @Test
    void atLevelThreeTheComputerTurnsTheTimerOnAPersonWhoThinksTooLong() {
        newGameAgainstTheComputer(3, 1); // the computer plays Black; Red, the person, thinks

        framesUntil("the timer runs against Red", LONG_FRAME_MILLIS, () -> positionText().contains("timer="));

        window.label("tamskTimerLabel").requireText(Pattern.compile("15-second timer: 1[0-5] s left for Red"));
        assertThat(log()).anyMatch(line -> line.endsWith("Black: 15-second timer"));
    }
}
