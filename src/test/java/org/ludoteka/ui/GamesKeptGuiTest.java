package org.ludoteka.ui;

import org.ludoteka.ui.tamsk.TamskPanel;
import static org.assertj.core.api.Assertions.assertThat;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * One rule for every game: a game in progress is kept, paused, while the learner looks at a lesson
 * or another game, and nothing is thrown away without asking.
 */
class GamesKeptGuiTest extends TamskWindowTest {

    private boolean tamskShowing() {
        TamskPanel panel = tamskPanel();
        return GuiActionRunner.execute(panel::isShowing);
    }

    @Test
    void aLinesOfActionGameIsKeptWhileTamskAndTheLessonsAreLookedAt() {
        openTamsk();
        window.list("gameList").clickItem("Lines of Action");
        clickMove("c1", "c3");

        window.list("gameList").clickItem("Tamsk");

        assertThat(tamskShowing()).isTrue();

        showLessons();

        window.list("lessonList").requireVisible();

        window.list("gameList").clickItem("Lines of Action");

        assertThat(window.list("moveList").contents()).containsExactly("1. c1-c3");
    }

    @Test
    void aTamskGameIsKeptPausedWhileTheLessonsAreLookedAt() {
        openTamsk();
        newGame(2);
        drag("a1", "b2");

        showLessons();
        advance(5000);
        window.list("gameList").clickItem("Tamsk");
        advance(5000);

        assertThat(positionText()).contains("red=b2:180000,");
        window.label("tamskTurnLabel").requireText("Black to move");
    }

    @Test
    void quittingAsksBeforeATamskGameInProgressIsLostAndTheSandWaitsForTheAnswer() {
        openTamsk();
        newGame(2);
        drag("a1", "b2");

        window.menuItem("quitItem").click();
        advance(5000);
        window.optionPane().requireMessage(
                "A game of Tamsk is in progress. It runs in real time, so it cannot be saved: quitting loses it. Quit anyway?");
        window.optionPane().buttonWithText("Keep playing").click();

        assertThat(GuiActionRunner.execute(() -> window.target().isDisplayable())).isTrue();
        assertThat(positionText()).contains("red=b2:180000,");
        advance(1000);
        assertThat(positionText()).contains("red=b2:179000,");

        window.menuItem("quitItem").click();
        window.optionPane().buttonWithText("Quit and lose the game").click();

        assertThat(GuiActionRunner.execute(() -> window.target().isDisplayable())).isFalse();
    }

    @Test
    void quittingWithoutATamskGameInProgressAsksNothing() {
        openTamsk();

        window.menuItem("quitItem").click();

        assertThat(GuiActionRunner.execute(() -> window.target().isDisplayable())).isFalse();
    }
}
