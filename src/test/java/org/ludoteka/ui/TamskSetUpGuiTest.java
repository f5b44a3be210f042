package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A Tamsk position set up by mouse (hourglasses with their sand, rings, holders, the level) and
 * played from; one with rings that do not make 64 refused with its reason (T-1); a position pasted
 * as text, and a bad one explained in the dialog while the game is kept.
 */
class TamskSetUpGuiTest extends TamskWindowTest {
    @BeforeEach
    void openTheBoard() {
        openTamsk();
    }

    @Test
    void aPositionSetUpByMouseIsPlayedFromAtItsLevel() {
        window.button("editPositionButton").click();
        window.label("tamskTurnLabel").requireText("Setting up a position");
        window.button("clearBoardButton").click();
        window.comboBox("setUpLevelCombo").selectItem(1); // level 2
        window.toggleButton("paletteRedHourglass").click();
        click("a1"); // at rest
        window.spinner("sandField").select(90); // sand: no longer at rest
        click("d4");
        window.toggleButton("paletteBlackHourglass").click();
        window.checkBox("atRestBox").check();
        click("g4");
        click("g1");
        click("g1"); // the same colour again: it comes off
        window.toggleButton("paletteRing").click();
        click("d4");
        click("d4");
        window.spinner("redHolderField").select(31);
        window.spinner("blackHolderField").select(31);
        window.comboBox("editSideCombo").selectItem("Black");
        window.button("playFromHereButton").click();

        assertThat(positionText()).isEqualTo("tamsk level=2 turn=black red=a1,d4:90000 black=g4 rings=d4:2 holders=31,31");
        window.label("tamskLevelLabel").requireText(java.util.regex.Pattern.compile("Level 2.*"));
        window.button("editPositionButton").requireEnabled();
    }

    @Test
    void ringsThatDoNotMake64AreRefusedWithTheReason_T1() {
        String before = positionText();
        window.button("editPositionButton").click();
        window.toggleButton("paletteRing").click();
        click("d4");
        window.button("playFromHereButton").click();

        window.label("tamskVerdictLabel").requireText("This position cannot be played");
        window.label("tamskReasonLabel").requireText("The board has 1 ring, Red's holder 32 and Black's 32, but there are 64 rings in all (T-1).");
        window.button("cancelEditButton").click();
        assertThat(positionText()).isEqualTo(before);
    }

    @Test
    void aPastedPositionIsPlayedFromAtItsLevelAndABadOneIsExplained() {
        String before = positionText();
        window.menuItem("pastePositionItem").click();
        DialogFixture dialog = window.dialog("pastePositionDialog");
        dialog.textBox("positionField").setText("tamsk level=2 turn=red red=a1,a1 black=d1 rings=- holders=32,32");
        dialog.button("pastePositionOkButton").click();

        dialog.label("positionErrorLabel").requireText("Not a Tamsk position: \"tamsk level=2 turn=red red=a1,a1 black=d1 rings=- holders=32,32\":"
                + " two hourglasses stand on a1.");
        dialog.button("pastePositionCancelButton").click();
        assertThat(positionText()).isEqualTo(before);

        window.menuItem("pastePositionItem").click();
        dialog = window.dialog("pastePositionDialog");
        dialog.textBox("positionField").setText("tamsk level=3 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32");
        dialog.button("pastePositionOkButton").click();

        assertThat(positionText()).isEqualTo("tamsk level=3 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32");
        window.label("tamskLevelLabel").requireText(java.util.regex.Pattern.compile("Level 3.*"));
    }
}
