package org.ludoteka.ui.gipf;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.Toolkit;
import java.awt.datatransfer.DataFlavor;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfNotation;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.ui.TurnGameScreen;
import org.ludoteka.ui.WindowTest;

/** A GIPF position set up by mouse on the board and played from; one no game can reach is refused with its reason (G-25). */
class GipfSetUpGuiTest extends WindowTest {
    @BeforeEach
    void openGipf() {
        open();
        window.list("gameList").clickItem("GIPF");
    }

    @Test
    void aPositionSetUpByMouseIsCopiedAndPlayedFrom() throws Exception {
        window.button("editPositionButton").click();
        window.label("gipfTurnLabel").requireText("Setting up a position");
        window.button("clearBoardButton").click();
        window.toggleButton("paletteWhiteGipf").click();
        click("b5");
        window.toggleButton("paletteBlackGipf").click();
        click("e8");
        click("h2");
        click("h2"); // the same piece again: it comes off
        window.toggleButton("paletteWhiteBasic").click();
        click("c3");
        click("a1"); // a dot takes no piece
        window.label("gipfVerdictLabel").requireText("This cannot go there");
        window.label("gipfReasonLabel").requireText("a1 is a dot: pieces stand only on the 37 spots.");
        window.spinner("whiteReserveField").select(12);
        window.spinner("blackReserveField").select(14);
        window.comboBox("editSideCombo").selectItem("Black");

        window.button("copyPositionButton").click();
        window.label("gipfVerdictLabel").requireText("The position is copied as text");
        String copied = (String) Toolkit.getDefaultToolkit().getSystemClipboard().getData(DataFlavor.stringFlavor);
        String expected = "gipf game=standard turn=black white=Gb5,c3 black=Ge8 reserve=12,14 captured=3,2";
        assertThat(copied).isEqualTo(expected);
        window.button("playFromHereButton").click();

        assertThat(GipfNotation.INSTANCE.format(position())).isEqualTo(expected);
        window.label("gipfTurnLabel").requireText("Black to move");
        window.button("editPositionButton").requireEnabled();
        assertThat(GipfNotation.INSTANCE.parsePosition(copied)).isEqualTo(position()); // what Paste position reads
    }

    @Test
    void aPlayerWithoutAGipfPieceIsRefusedWithTheReasonAndTheGameIsKept_G25() {
        GipfPosition before = position();
        window.button("editPositionButton").click();
        window.toggleButton("paletteWhiteGipf").click();
        for (String spot : new String[] {"b5", "e2", "h5"}) {
            click(spot); // White's GIPF pieces come off
        }
        window.button("playFromHereButton").click();

        window.label("gipfVerdictLabel").requireText("This position cannot be played");
        window.label("gipfReasonLabel").requireText("White has no GIPF piece on the board, so White would already have lost (G-25).");
        window.button("cancelEditButton").click();
        assertThat(position()).isEqualTo(before);
        window.label("gipfTurnLabel").requireText("White to move");
    }

    private void click(String point) {
        GipfBoardView board = window.robot().finder().findByName(window.target(), "gipfBoard", GipfBoardView.class);
        Point centre = GuiActionRunner.execute(() -> board.pointCentre(point));
        window.robot().click(board, centre);
    }

    @SuppressWarnings("unchecked")
    private GipfPosition position() {
        TurnGameScreen<GipfPosition, GipfMove> panel = window.robot().finder().findByName(window.target(), "gipfPanel", TurnGameScreen.class, false);
        return GuiActionRunner.execute(() -> panel.session().position());
    }
}
