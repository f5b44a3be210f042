package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * The column beside the Tamsk board, looked at as a newcomer does: what is pressed for time (Pass,
 * Pause, the 15-second timer) and the verdict with its reason stay in view at a projector's zoom, and
 * the log and the buttons keep their place as sentences come and go.
 */
class TamskColumnGuiTest extends TamskWindowTest {
    /** What must never scroll away or be cut: the turn, the verdict and its reason, and the buttons a game in real time needs. */
    private static final List<String> ALWAYS_IN_VIEW = List.of("tamskTurnLabel", "tamskVerdictLabel", "tamskReasonLabel",
            "tamskRingButton", "tamskClaimButton", "tamskPassButton", "tamskPauseButton", "tamskTimerButton", "tamskNewGameButton",
            "tamskLogScroll");

    /** The names of those of {@code names} not wholly in view: cut by the window, the screen or a scroll pane around them. */
    private List<String> notWhollyInView(List<String> names) {
        window.robot().waitForIdle();
        List<String> cut = new ArrayList<>();
        for (String name : names) {
            Component component = window.robot().finder().findByName(window.target(), name, false);
            GuiActionRunner.execute(() -> {
                Rectangle visible = ((javax.swing.JComponent) component).getVisibleRect();
                if (!component.isShowing() || component.getHeight() == 0
                        || !visible.equals(new Rectangle(0, 0, component.getWidth(), component.getHeight()))) {
                    cut.add(name + " " + visible + " of " + component.getSize());
                }
            });
        }
        return cut;
    }

    /** T-21, T-22: at level 3 Pass, Pause and the timer are pressed against the sand; a class reads the verdict from afar. */
    @Test
    void at200PercentMaximisedAndPresentingTheVerdictAndTheTimeControlsStayInView() {
        openTamsk();
        newGame(3);
        window.menuItem("zoom200Item").click();
        GuiActionRunner.execute(() -> window.target().setBounds(0, 0, 1920, 1080));
        drag("d7", "d6"); // a legal move at level 3 has a long explanation
        assertThat(notWhollyInView(ALWAYS_IN_VIEW)).as("maximised at 200 %").isEmpty();

        window.pressAndReleaseKeys(KeyEvent.VK_F11);
        assertThat(notWhollyInView(ALWAYS_IN_VIEW)).as("presenting at 200 %").isEmpty();
        window.pressAndReleaseKeys(KeyEvent.VK_ESCAPE);
    }

    /**
     * The log and the buttons stand where they stood whatever the column says above them: no verdict,
     * a long explanation, the pause, two warnings of sand running out (T-19), another language.
     */
    @Test
    void theLogAndTheButtonsKeepTheirPlaceAsSentencesComeAndGo() {
        openTamsk();
        newGame(2);
        Map<String, Rectangle> places = places();

        drag("d7", "d6"); // a legal move: five lines of explanation in English
        window.label("tamskVerdictLabel").requireText("Legal move: d7-d6");
        assertThat(places()).as("after a long explanation").isEqualTo(places);
        drag("d1", "d2");
        assertThat(places()).as("after a second move").isEqualTo(places);

        advance(172_000); // both running hourglasses warn at once
        assertThat(window.label("tamskWarningLabel").text()).contains("\n");
        assertThat(places()).as("with two warnings").isEqualTo(places);

        window.pressAndReleaseKeys(KeyEvent.VK_P);
        assertThat(places()).as("paused").isEqualTo(places);
        for (String language : List.of("Cs", "Fr", "En")) {
            window.menuItem("language" + language + "Item").click();
            assertThat(places()).as(language).isEqualTo(places);
        }
    }

    private Map<String, Rectangle> places() {
        return Map.of("log", placeOf("tamskLogScroll"), "pass", placeOf("tamskPassButton"), "newGame", placeOf("tamskNewGameButton"),
                "board", placeOf("tamskBoard"));
    }
}
