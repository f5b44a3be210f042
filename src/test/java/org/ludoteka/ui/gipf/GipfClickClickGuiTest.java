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

    private String verdict() {
        return window.label("gipfVerdictLabel").target().getText();
    }

    private void click(String name) {
        GipfBoardView board = window.robot().finder().findByName(window.target(), "gipfBoard", GipfBoardView.class);
        Point at = GuiActionRunner.execute(() -> board.pointCentre(name));
        window.robot().click(board, at);
    }
}
