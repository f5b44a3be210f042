package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.util.List;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The zoom on every screen that shows a board, in a maximised window on a projector whose height limits the board.
 */
class ZoomedBoardOnEveryScreenGuiTest extends ZoomWindowTest {

    /**
     * A maximised window on a 1920×1080 projector, whose height limits the board: the menu bar grows
     * with the zoom, and the board takes the margin above and below it, so it comes out no smaller.
     */
    @ParameterizedTest
    @EnumSource(Screen.class)
    void onEveryScreenTheBoardThatTheWindowsHeightLimitsIsNoSmallerAt150And200ThanAt100(Screen screen) {
        open();
        GuiActionRunner.execute(() -> frame().setBounds(0, 0, 1900, 1050));
        window.robot().waitForIdle();
        screen.show.accept(window);
        Rectangle atNormalSize = boardOf(screen);
        assertThat(atNormalSize.height).as("the height limits the board").isLessThanOrEqualTo(atNormalSize.width);

        for (String zoom : List.of("150", "200")) {
            window.menuItem("zoom" + zoom + "Item").click();
            Rectangle zoomed = boardOf(screen);
            assertThat(Math.min(zoomed.width, zoomed.height)).as(screen + " at " + zoom + " %: " + zoomed + ", at 100 %: " + atNormalSize)
                    .isGreaterThanOrEqualTo(atNormalSize.height);
        }
    }
}
