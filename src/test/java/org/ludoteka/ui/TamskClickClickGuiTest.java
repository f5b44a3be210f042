package org.ludoteka.ui;

import org.junit.jupiter.api.Test;

/**
 * After a refused try by two clicks (its reason shown), a new click-click — the piece, then where it
 * goes — is played at once, in Tamsk as in Lines of Action: no stale selection from the refused try
 * swallows the first click or sends the second to the old piece.
 */
class TamskClickClickGuiTest extends TamskWindowTest {

    @Test
    void tamskPlaysTheNextClickClickAfterARefusedOne() {
        openTamsk();
        click("a1");
        click("c3"); // T-9: two cells away, refused
        waitUntil("the try is refused", () -> window.label("tamskVerdictLabel").target().getText().equals("Illegal move: a1-c3"));
        click("d7");
        click("d6");
        waitUntil("the second click-click is played", () -> window.label("tamskVerdictLabel").target().getText().equals("Legal move: d7-d6"));
    }
}
