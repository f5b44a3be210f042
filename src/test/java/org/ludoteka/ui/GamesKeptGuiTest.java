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

        assertThat(window.list("loaMoveList").contents()).containsExactly("1. Black: c1-c3");
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
    void quittingWithoutATamskGameInProgressAsksNothing() {
        openTamsk();

        window.menuItem("quitItem").click();

        assertThat(GuiActionRunner.execute(() -> window.target().isDisplayable())).isFalse();
    }
}
