package org.ludoteka.ui.gipf;

import java.awt.Point;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.ludoteka.ui.WindowTest;

/**
 * After a refused push by two clicks (its reason shown), a new click-click — a dot, then the spot
 * next to it — is played at once, in GIPF as in Lines of Action.
 */
class GipfClickClickGuiTest extends WindowTest {

    @Test
    void theNextClickClickIsPlayedAfterARefusedOne() {
        open();
        window.list("gameList").clickItem("GIPF");
        click("i3");
        click("e5"); // G-13: not the spot next to the dot
        waitUntil("the push is refused", () -> verdict().equals("Illegal move: i3-e5"));
        click("e1");
        click("e2");
        waitUntil("the second click-click is played", () -> verdict().equals("Legal move: e1-e2"));
    }

    /** A second click on the chosen dot lets it go and says so, as Lines of Action says a piece is put down. */
    @Test
    void aSecondClickOnTheChosenDotLetsItGoAndSaysSo() {
        open();
        window.list("gameList").clickItem("GIPF");
        click("e1");
        click("e1");
        waitUntil("the dot is let go", () -> verdict().equals("The dot e1 is let go: no piece is picked up now"));
        click("e2"); // nothing chosen now: a spot alone is no push, and the rules say why
        waitUntil("the lone spot is explained", () -> verdict().startsWith("Illegal move"));
    }

    private String verdict() {
        return window.label("gipfVerdictLabel").target().getText();
    }

    private void click(String name) {
        GipfBoardView board = window.robot().finder().findByName(window.target(), "gipfBoard", GipfBoardView.class);
        Point at = GuiActionRunner.execute(() -> board.pointCentre(name));
        window.robot().click(board, at);
    }
}
